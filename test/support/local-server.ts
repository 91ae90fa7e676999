import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalServer = { url: string; close: () => Promise<void> };

/** Starts `server` on a free port of 127.0.0.1; `close` drops open connections too. */
export async function listenLocally(server: Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A local server that hands each request to `handle` with its body read as UTF-8 text. */
export function serveLocally(
  handle: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<LocalServer> {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  return listenLocally(server);
}
