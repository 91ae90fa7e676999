import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/**
 * Serves GET /metrics on a port of its own (METRICS_PORT), for a scraper on the private
 * network; nothing else answers there. Answers null when no port is set.
 */
export async function serveMetricsPort(
  app: INestApplicationContext,
  port: number | null,
): Promise<Server | null> {
  if (port === null) return null;
  const metrics = app.get(MetricsService);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType }).end(body),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return server;
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
