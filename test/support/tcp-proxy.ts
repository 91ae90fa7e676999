import { createConnection, createServer, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a network outage would. */
  cut: () => void;
  /**
   * Stops forwarding without closing anything, as a black-holed network does: open connections
   * stay up and carry nothing either way, new ones are accepted and never reach the server.
   */
  freeze: () => void;
  /** Lets connections through again (those a freeze held are dropped: their bytes are lost). */
  restore: () => void;
  close: () => Promise<void>;
};

/** Forwards 127.0.0.1:<port> to the target, until cut or frozen. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  /** Connections a freeze held (accepted while frozen, or open when it began). */
  const held = new Set<Socket>();
  let isCut = false;
  let isFrozen = false;
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    if (isFrozen) {
      held.add(client);
      client.on('error', () => client.destroy()).on('close', () => held.delete(client));
      return;
    }
    const upstream = createConnection({ host: targetHost, port: targetPort });
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
      held.delete(client);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    // Forwarded by hand, so that a freeze can swallow the bytes instead of passing them on.
    client.on('data', (chunk: Buffer) => {
      if (!isFrozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!isFrozen) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    freeze: () => {
      isFrozen = true;
      for (const socket of open) held.add(socket);
    },
    restore: () => {
      isCut = false;
      isFrozen = false;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...open, ...held]) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
