import { request, Server } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export type RawPost = {
  headers?: Record<string, string>;
  /** What is written, in order (backpressure respected). */
  chunks: (string | Buffer)[];
  /** Sent as Content-Length; without it the body goes chunked. */
  declaredBytes?: number;
  /**
   * Whether the request is ended after the chunks. When not, it waits: an answer then proves the
   * server decided from what came so far, without waiting for (or reading) the rest.
   */
  end: boolean;
};

/**
 * A POST written by hand to an app listening on loopback. The server may answer and close while
 * the body is still being written (a refusal that does not read the rest): the answer counts,
 * and the write's EPIPE or ECONNRESET does not.
 */
export function rawPost(server: Server, path: string, post: RawPost): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  const headers = { ...post.headers };
  if (post.declaredBytes !== undefined) headers['Content-Length'] = String(post.declaredBytes);
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, headers: res.headers, body });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error),
    );
    const pending = [...post.chunks];
    const pump = () => {
      while (pending.length > 0) {
        if (!req.write(pending.shift()!)) return req.once('drain', pump);
      }
      if (post.end) req.end();
    };
    pump();
  });
}

/** An answer as sent, its body still encoded (br, gzip or none). */
export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET with exactly these headers, answered as sent (no decompression on the way). */
export function rawGet(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body of a raw answer, decoded as its Content-Encoding says. */
export const decodedBody = (response: RawResponse): Buffer =>
  response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.body)
    : response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.body)
      : response.body;
