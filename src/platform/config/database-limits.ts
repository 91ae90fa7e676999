/**
 * How long the PostgreSQL pool waits before it gives up (docs/decisions/hardening.md, "A
 * black-holed database"): a statement (DATABASE_STATEMENT_TIMEOUT_MS, default 30 s; the server
 * cancels it, and the client stops waiting a little later when no answer comes back at all), a
 * new connection (DATABASE_CONNECT_TIMEOUT_MS, default 5 s), and the readiness check
 * (READINESS_TIMEOUT_MS, default 2 s).
 */
export type DatabaseLimits = {
  statementTimeoutMs: number;
  connectTimeoutMs: number;
  readinessTimeoutMs: number;
};

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  statementTimeoutMs: 30_000,
  connectTimeoutMs: 5_000,
  readinessTimeoutMs: 2_000,
};
