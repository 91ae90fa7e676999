// The documents part of `npm run bench` (issue 26): on a freshly started app, a seller uploads a
// 20 MB PDF to their sale and downloads it once scanned (each timed, the body's SHA-256 checked),
// then 20 uploads of the same size at once. The app's resident memory is sampled every 50 ms;
// reported: its peak during each part and its growth over the RSS when the part began, which
// should stay under 50 MB (uploads and downloads are streamed). Only loopback traffic; every wait is bounded.
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { saleForm } from './bench-sale-form.mjs';

export const DOCUMENT_BYTES = 20 * 1000 * 1000;
export const CONCURRENT_UPLOADS = 20;
export const MEMORY_GROWTH_BUDGET_MB = 50;
const SCAN_TIMEOUT_MS = 120_000;
const CHUNK = 256 * 1024;

/** A PDF-looking body of `size` bytes made chunk by chunk (one random chunk, repeated). */
function* pdfChunks(size) {
  const head = Buffer.from('%PDF-1.7\n%bench\n');
  const tail = Buffer.from('\n%%EOF\n');
  const filler = randomBytes(CHUNK);
  yield head;
  let left = size - head.length - tail.length;
  while (left > 0) {
    const piece = filler.subarray(0, Math.min(CHUNK, left));
    left -= piece.length;
    yield piece;
  }
  yield tail;
}

/** POSTs one multipart upload, streaming the file; { status, body, sha256, ms }. */
function upload(port, path, cookie, size) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const open = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const close = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        timeout: 120_000,
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': open.length + size + close.length,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
            sha256: hash.digest('hex'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', (error) =>
      resolve({ status: null, body: error.message, sha256: null, ms: performance.now() - started }),
    );
    (async () => {
      const write = (data) =>
        req.write(data) ? undefined : new Promise((done) => req.once('drain', done));
      await write(open);
      for (const chunk of pdfChunks(size)) {
        hash.update(chunk);
        await write(chunk);
      }
      req.end(close);
    })();
  });
}

/** GETs a download to its end without keeping it; { status, bytes, sha256, ms }. */
function download(port, path, cookie) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, timeout: 120_000, headers: { cookie } },
      (res) => {
        const hash = createHash('sha256');
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          hash.update(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            bytes,
            sha256: hash.digest('hex'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: null, bytes: 0, sha256: null, ms: NaN }));
    req.end();
  });
}

/** Resident memory of `pid` sampled every 50 ms while `work` runs: { result, baseMb, peakMb }. */
async function sampled(pid, procStatusKb, work) {
  const baseKb = procStatusKb(pid, 'VmRSS') ?? NaN;
  let peakKb = baseKb;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, procStatusKb(pid, 'VmRSS') ?? 0);
  }, 50);
  try {
    const result = await work();
    peakKb = Math.max(peakKb, procStatusKb(pid, 'VmRSS') ?? 0);
    return { result, baseMb: baseKb / 1024, peakMb: peakKb / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/** Polls the seller's list of their sale's documents until every id in `ids` is downloadable. */
async function untilScanned(port, saleId, cookie, ids, call, fail) {
  const started = performance.now();
  for (;;) {
    const res = await call(port, 'GET', `/api/documents/sale/${saleId}`, {
      headers: { cookie },
      timeoutMs: 10_000,
    });
    if (res?.status !== 200) await fail(`listing the sale's documents answered ${res?.status}`);
    const { documents } = JSON.parse(res.body);
    const pending = ids.filter((id) => !documents.some((d) => d._id === id && d.downloadable));
    if (pending.length === 0) return performance.now() - started;
    const infected = documents.filter((d) => ids.includes(d._id) && d.scan_status === 'infected');
    if (infected.length > 0) await fail(`the scanner flagged ${infected.length} bench file(s)`);
    if (performance.now() - started > SCAN_TIMEOUT_MS) {
      await fail(`${pending.length} upload(s) not scanned within ${SCAN_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs the documents measurements on an app listening on `port` (process `appPid`), as the seller
 * whose session `cookie` is given.
 */
export async function benchDocuments({ port, appPid, cookie, call, procStatusKb, fail }) {
  const sale = await call(port, 'POST', '/api/transaction', {
    headers: { cookie },
    body: saleForm('12 Harbour Row'),
  });
  if (sale?.status !== 201) await fail(`creating the bench sale answered ${sale?.status}`);
  const saleId = JSON.parse(sale.body)._id;
  const uploadPath = `/api/documents/sale/${saleId}/files`;
  // A small upload first, so that the code paths are loaded before memory is measured.
  const warmUp = await upload(port, uploadPath, cookie, 64 * 1024);
  if (warmUp.status !== 201) await fail(`the warm-up upload answered ${warmUp.status}`);
  await untilScanned(port, saleId, cookie, [JSON.parse(warmUp.body)._id], call, fail);
  const idleMb = (procStatusKb(appPid, 'VmRSS') ?? NaN) / 1024;

  const one = await sampled(appPid, procStatusKb, async () => {
    const sent = await upload(port, uploadPath, cookie, DOCUMENT_BYTES);
    if (sent.status !== 201) await fail(`the 20 MB upload answered ${sent.status}: ${sent.body}`);
    const id = JSON.parse(sent.body)._id;
    const scanMs = await untilScanned(port, saleId, cookie, [id], call, fail);
    const got = await download(port, `/api/documents/${id}/download`, cookie);
    if (got.status !== 200) await fail(`the 20 MB download answered ${got.status}`);
    return { uploadMs: sent.ms, scanMs, downloadMs: got.ms, intact: got.sha256 === sent.sha256 };
  });

  const many = await sampled(appPid, procStatusKb, async () => {
    const started = performance.now();
    const sent = await Promise.all(
      Array.from({ length: CONCURRENT_UPLOADS }, () =>
        upload(port, uploadPath, cookie, DOCUMENT_BYTES),
      ),
    );
    const wallMs = performance.now() - started;
    const ok = sent.filter((s) => s.status === 201);
    const statuses = [...new Set(sent.map((s) => s.status))];
    const scanMs = await untilScanned(
      port,
      saleId,
      cookie,
      ok.map((s) => JSON.parse(s.body)._id),
      call,
      fail,
    );
    return {
      wallMs,
      accepted: ok.length,
      statuses,
      slowestMs: Math.max(...sent.map((s) => s.ms)),
      scanMs,
    };
  });

  return {
    fileBytes: DOCUMENT_BYTES,
    idleRssMb: idleMb,
    single: { ...one.result, peakRssMb: one.peakMb, growthMb: one.peakMb - one.baseMb },
    concurrent: {
      uploads: CONCURRENT_UPLOADS,
      ...many.result,
      peakRssMb: many.peakMb,
      growthMb: many.peakMb - many.baseMb,
    },
    budgetMb: MEMORY_GROWTH_BUDGET_MB,
  };
}

/** Prints the documents figures; `fixed` formats a number. */
export function reportDocuments(result, fixed) {
  const mb = (result.fileBytes / 1e6).toFixed(0);
  const verdict = (growth) => (growth < result.budgetMb ? 'within' : 'OVER');
  const { single, concurrent } = result;
  console.log(`\n--- documents (${mb} MB PDF, app idle at ${fixed(result.idleRssMb, 1)} MB RSS)`);
  console.log(
    `  one upload ${fixed(single.uploadMs)} ms, scanned clean after ${fixed(single.scanMs)} ms, ` +
      `download ${fixed(single.downloadMs)} ms (${single.intact ? 'bytes intact' : 'BYTES DIFFER'}); ` +
      `peak RSS ${fixed(single.peakRssMb, 1)} MB, growth ${fixed(single.growthMb, 1)} MB ` +
      `(${verdict(single.growthMb)} the ${result.budgetMb} MB budget)`,
  );
  console.log(
    `  ${concurrent.uploads} uploads at once: ${concurrent.accepted} accepted (statuses ${concurrent.statuses.join(', ')}) ` +
      `in ${fixed(concurrent.wallMs)} ms (slowest ${fixed(concurrent.slowestMs)} ms), all scanned ${fixed(concurrent.scanMs)} ms later; ` +
      `peak RSS ${fixed(concurrent.peakRssMb, 1)} MB, growth ${fixed(concurrent.growthMb, 1)} MB ` +
      `(${verdict(concurrent.growthMb)} the ${result.budgetMb} MB budget)`,
  );
}
