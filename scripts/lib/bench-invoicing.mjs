// `npm run bench`, the invoicing export at volume (issue: "Exporting 100,000 transactions streams
// in bounded memory"). After the list figures, every sale of the volume database gets both
// solicitors assigned in one month (January 2025), so that month's file holds two records per
// sale; the export is then read to the end while the app's RSS is sampled.
import { request } from 'node:http';
import pg from 'pg';
import { adminCookie } from './bench-lists.mjs';

const MONTH = '2025-01';

/** Reads a response to the end without keeping it; resolves with its status, bytes and lines. */
function drain(port, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'GET', agent: false, headers: { cookie } },
      (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode, bytes, lines }));
        res.on('error', reject);
      },
    );
    req.setTimeout(10 * 60_000, () => req.destroy(new Error('export timed out')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * `procStatusKb(pid, field)` is the bench's /proc reader. Answers the records exported, the
 * time it took, the app's RSS before and its peak (sampled every 20 ms, and VmHWM).
 */
export async function benchInvoicingExport({ port, databaseUrl, appPid, procStatusKb, fail }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: groups } = await client.query('select id from lawyer_groups order by id limit 2');
  if (groups.length < 2) await fail('the volume database has fewer than two lawyer groups');
  const { rowCount: sales } = await client.query(
    `update transactions set seller_lawyer_group_id = $1, buyer_lawyer_group_id = $2,
       solicitors_assigned_at = timestamptz '2025-01-15 12:00:00+00'`,
    [groups[0].id, groups[1].id],
  );
  await client.query(`update admin_config set invoicing_amount = 24000`);
  await client.query('vacuum analyze transactions');
  await client.end();

  const cookie = await adminCookie(databaseUrl);
  const rssBeforeKb = procStatusKb(appPid, 'VmRSS') ?? 0;
  let peakKb = rssBeforeKb;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, procStatusKb(appPid, 'VmRSS') ?? 0);
  }, 20);
  const started = performance.now();
  const result = await drain(port, `/api/admin/invoicing/export?month=${MONTH}`, cookie);
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (result.status !== 200) await fail(`the invoicing export answered ${result.status}`);
  const hwmKb = procStatusKb(appPid, 'VmHWM') ?? 0;
  // Header and total lines aside, one line per record.
  const records = result.lines - 2;
  process.stdout.write(
    `bench: invoicing export: ${records} records (${sales} sales) in ${(ms / 1000).toFixed(1)} s, ` +
      `${(result.bytes / 1024 / 1024).toFixed(1)} MB; app RSS ${(rssBeforeKb / 1024).toFixed(0)} MB ` +
      `before, peak ${(peakKb / 1024).toFixed(0)} MB sampled (VmHWM ${(hwmKb / 1024).toFixed(0)} MB)\n`,
  );
  return {
    sales,
    records,
    seconds: ms / 1000,
    megabytes: result.bytes / 1024 / 1024,
    rssMb: { before: rssBeforeKb / 1024, peakSampled: peakKb / 1024, hwm: hwmKb / 1024 },
  };
}
