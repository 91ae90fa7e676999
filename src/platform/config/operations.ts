import { Reader } from './reader';

/** How the process is run and watched: graceful shutdown and Prometheus metrics. */
export type OperationsSettings = {
  shutdown: {
    /**
     * After SIGTERM, how long readiness answers 503 while the server still takes requests, so a
     * load balancer stops sending new ones before the port closes (SHUTDOWN_DELAY_SECONDS).
     */
    delayMs: number;
    /** How long requests in flight may take to finish once the port has closed (SHUTDOWN_GRACE_SECONDS). */
    graceMs: number;
  };
  /** How long a client may take to send a request (slow clients hold a socket and a temp file). */
  http: {
    /** The whole request, headers and body, must arrive within this (HTTP_REQUEST_TIMEOUT_SECONDS). */
    requestTimeoutMs: number;
    /** The headers must arrive within this (HTTP_HEADERS_TIMEOUT_SECONDS). */
    headersTimeoutMs: number;
    /**
     * A body arriving slower than this over a window is cut off (HTTP_MIN_BODY_BYTES_PER_SECOND,
     * over HTTP_BODY_RATE_WINDOW_SECONDS); time the server itself holds the body back is not counted.
     */
    minBodyBytesPerSecond: number;
    bodyRateWindowMs: number;
  };
  metrics: {
    /** A port of its own serving GET /metrics, never the public one (METRICS_PORT). */
    port: number | null;
    /** The bearer token of GET /api/metrics on the public port (METRICS_TOKEN); unset: no route. */
    token: string | null;
  };
};

export const METRICS_TOKEN_MIN_LENGTH = 24;

export function readOperations(read: Reader, publicPort: number): OperationsSettings {
  const metricsPort =
    read.string('METRICS_PORT') === null ? null : read.integer('METRICS_PORT', 0, 1, 65535);
  const token = read.string('METRICS_TOKEN');
  if (metricsPort !== null && metricsPort === publicPort) {
    read.problems.push('METRICS_PORT must differ from PORT (metrics are never on the public port)');
  }
  if (token !== null && token.length < METRICS_TOKEN_MIN_LENGTH) {
    read.problems.push(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`,
    );
  }
  const http = {
    requestTimeoutMs: read.integer('HTTP_REQUEST_TIMEOUT_SECONDS', 600, 10, 3600) * 1000,
    headersTimeoutMs: read.integer('HTTP_HEADERS_TIMEOUT_SECONDS', 20, 1, 300) * 1000,
    minBodyBytesPerSecond: read.integer('HTTP_MIN_BODY_BYTES_PER_SECOND', 4096, 1, 10_000_000),
    bodyRateWindowMs: read.integer('HTTP_BODY_RATE_WINDOW_SECONDS', 15, 1, 300) * 1000,
  };
  if (http.headersTimeoutMs > http.requestTimeoutMs) {
    read.problems.push('HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS');
  }
  return {
    http,
    shutdown: {
      delayMs: read.integer('SHUTDOWN_DELAY_SECONDS', 0, 0, 120) * 1000,
      graceMs: read.integer('SHUTDOWN_GRACE_SECONDS', 20, 1, 600) * 1000,
    },
    metrics: { port: metricsPort, token },
  };
}

/** Metrics are served only where an operator chose how: a port of their own or a token. */
export function metricsEnabled(settings: OperationsSettings): boolean {
  return settings.metrics.port !== null || settings.metrics.token !== null;
}
