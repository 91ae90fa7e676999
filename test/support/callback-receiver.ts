import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { listenLocally } from './local-server';

/**
 * A local endpoint standing in for one of our own callback routes (a provider's webhook or
 * push): it hands each request's exact bytes and headers to `handle` and answers its status.
 */
export type CallbackReceiver = {
  url: string;
  received: { headers: IncomingHttpHeaders; body: Buffer; status: number }[];
  close: () => Promise<void>;
};

export async function startCallbackReceiver(
  handle: (body: Buffer, headers: IncomingHttpHeaders) => number | Promise<number>,
): Promise<CallbackReceiver> {
  const received: CallbackReceiver['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      let status: number;
      try {
        status = await handle(body, req.headers);
      } catch {
        status = 500;
      }
      received.push({ headers: req.headers, body, status });
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end();
    });
  });
  const local = await listenLocally(server);
  return {
    url: `${local.url}/callback`,
    received,
    close: local.close,
  };
}
