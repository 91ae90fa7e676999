import { LoggerService } from '@nestjs/common';
import type { AppConfig } from '@/config/config';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof LEVELS;

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

/** One JSON object per line on stdout: what log collectors ingest without parsing rules. */
export class JsonLogger implements LoggerService {
  private readonly threshold: number;

  constructor(level: AppConfig['logLevel'] = 'info') {
    this.threshold = LEVELS[level];
  }

  private write(level: Level, message: unknown, context?: string, extra?: object) {
    if (LEVELS[level] < this.threshold) return;
    const line: Record<string, unknown> = { time: new Date().toISOString(), level };
    if (context) line.context = context;
    if (message !== null && typeof message === 'object')
      Object.assign(line, redactSecrets(message));
    else line.msg = String(message);
    if (extra) Object.assign(line, redactSecrets(extra));
    process.stdout.write(JSON.stringify(line) + '\n');
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
}
