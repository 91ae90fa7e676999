import { AsyncLocalStorage } from 'node:async_hooks';
import { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger as Pino } from 'pino';
import type { AppConfig } from '@/platform/config/config';

/** Keys whose values never reach a log line. */
const SECRET_KEYS = /token|secret|password|authorization|cookie|signature|client_secret/i;

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) ? '[redacted]' : redactSecrets(item, depth + 1),
    ]),
  );
}

/** What every line written while a request or a job runs carries: its request id or job id. */
export type LogContext = { requestId?: string; jobId?: string; queue?: string };

const logContext = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `context` added to every log line it (and whatever it awaits) writes. */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return logContext.run({ ...logContext.getStore(), ...context }, work);
}

export function currentLogContext(): LogContext | undefined {
  return logContext.getStore();
}

export type LogLevel = AppConfig['logLevel'];

/**
 * The process's pino logger: one JSON object per line on stdout (what log collectors ingest
 * without parsing rules), `level` as a word and `time` in ISO 8601, the request or job it belongs
 * to, and every field whose key names a secret replaced by "[redacted]" (redactSecrets: by key,
 * at any depth, also in the request or job context).
 */
export function createPino(level: LogLevel = 'info', destination?: DestinationStream): Pino {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => redactSecrets(object) as Record<string, unknown>,
    },
    mixin: () => logContext.getStore() ?? {},
  };
  return destination ? pino(options, destination) : pino(options);
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * Nest's LoggerService over pino: every `new Logger('Feature')` in the code base writes through
 * it, with the feature as `context`. An object message becomes the line's fields; a string
 * becomes `msg`.
 */
export class AppLogger implements LoggerService {
  readonly pino: Pino;

  constructor(levelOrPino: LogLevel | Pino = 'info') {
    this.pino = typeof levelOrPino === 'string' ? createPino(levelOrPino) : levelOrPino;
  }

  private write(level: Level, message: unknown, context?: string, extra?: object) {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    if (message !== null && typeof message === 'object') Object.assign(fields, message);
    else fields.msg = String(message);
    if (extra) Object.assign(fields, extra);
    this.pino[level](fields);
  }

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string) {
    const stack = context ? stackOrContext : undefined;
    this.write('error', message, context ?? stackOrContext, stack ? { stack } : undefined);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('error', message, context);
  }
}
