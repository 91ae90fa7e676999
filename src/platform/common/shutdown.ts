import type { Server } from 'node:http';
import { Injectable, LoggerService } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';

/** Whether this process has begun to shut down: from that moment it is no longer ready. */
@Injectable()
export class ShutdownState {
  private draining = false;
  private readonly held = new Set<Promise<void>>();

  get isShuttingDown(): boolean {
    return this.draining;
  }

  begin(): void {
    this.draining = true;
  }

  /**
   * Work a request must see to its end, cleanup included (an upload removing what it began when
   * its connection is cut): a shutdown waits for it after the port has closed, before the
   * process's modules close and it exits.
   */
  hold<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.held.add(settled);
    void settled.then(() => this.held.delete(settled));
    return work;
  }

  /** Resolves once the held work has settled, or after `timeoutMs`; answers whether it all did. */
  async settled(timeoutMs: number): Promise<boolean> {
    if (this.held.size === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      Promise.all([...this.held]).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    return done;
  }
}

export type DrainOptions = {
  /** The HTTP server to stop (none in the worker process). */
  httpServer?: Server;
  /** Readiness answers 503 this long before the port closes (load balancers move away). */
  delayMs: number;
  /** Requests in flight may take this long to finish once the port has closed. */
  graceMs: number;
  /** Runs as the port closes (e.g. the metrics port's server). */
  beforeClose?: () => unknown;
};

const IDLE_SWEEP_MS = 50;

/** How long, once connections are closed, the requests' held cleanup may take (ShutdownState.hold). */
const CLEANUP_MS = 10_000;

/** Past this, a shutdown that hangs ends the process anyway (with code 1). */
const HARD_STOP_MARGIN_MS = 60_000;

/**
 * Shuts the process down gently on SIGTERM or SIGINT, then exits 0:
 * 1. readiness turns false (ShutdownState) and, on HTTP, answers carry `Connection: close`;
 * 2. after `delayMs`, the port closes: no new connections; requests in flight finish (their
 *    connections are cut only after `graceMs`), and the work they hold (ShutdownState.hold: an
 *    upload's cleanup of what a cut connection left) settles;
 * 3. Nest's shutdown hooks run: the job workers stop taking jobs and let the running ones finish
 *    (JobsService.beforeApplicationShutdown), then the database closes.
 * A second signal while this runs changes nothing.
 */
export function drainOnSignals(
  app: INestApplicationContext,
  logger: LoggerService,
  options: DrainOptions,
): void {
  let draining = false;
  const handle = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    const hardStop = setTimeout(
      () => {
        logger.error({ msg: 'shutdown took too long: exiting now' }, undefined, 'Shutdown');
        process.exit(1);
      },
      options.delayMs + options.graceMs + CLEANUP_MS + HARD_STOP_MARGIN_MS,
    );
    hardStop.unref();
    drain(app, logger, options, signal).then(
      () => process.exit(0),
      (error: Error) => {
        logger.error({ msg: 'shutdown failed', error: error.message }, undefined, 'Shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

async function drain(
  app: INestApplicationContext,
  logger: LoggerService,
  { httpServer, delayMs, graceMs, beforeClose }: DrainOptions,
  signal: NodeJS.Signals,
): Promise<void> {
  const started = Date.now();
  const state = app.get(ShutdownState);
  state.begin();
  logger.log({ msg: 'shutting down', signal, delayMs, graceMs }, 'Shutdown');
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  beforeClose?.();
  if (httpServer) await closeServer(httpServer, logger, graceMs);
  if (!(await state.settled(CLEANUP_MS))) {
    logger.warn({ msg: 'requests still cleaning up after the grace period: left' }, 'Shutdown');
  }
  await app.close();
  logger.log({ msg: 'stopped', durationMs: Date.now() - started }, 'Shutdown');
}

/** Stops accepting connections and waits for the requests in flight, for `graceMs` at most. */
async function closeServer(server: Server, logger: LoggerService, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection whose request has just finished is closed at once, not after its
  // keep-alive timeout.
  const sweeper = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const timer = setTimeout(() => {
    logger.warn({ msg: 'requests still running after the grace period: cut' }, 'Shutdown');
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearInterval(sweeper);
  clearTimeout(timer);
}
