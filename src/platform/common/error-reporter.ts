import { Injectable } from '@nestjs/common';
import { toSafeError } from './safe-error';

export type ReportedError = { name: string; message: string; at: string; context: object };

/**
 * Where unexpected server errors go. It keeps the latest ones in memory (read by tests and the
 * health of an incident) and forwards them to the configured reporting service, if any. Only
 * the safe description of an error travels: a failed query's parameter values never do.
 */
@Injectable()
export class ErrorReporter {
  private readonly recent: ReportedError[] = [];
  private forwarders: ((error: Error, context: object) => void)[] = [];

  addForwarder(forward: (error: Error, context: object) => void): void {
    this.forwarders.push(forward);
  }

  capture(raw: Error, context: object = {}): void {
    const error = toSafeError(raw);
    this.recent.unshift({
      name: error.name,
      message: error.message,
      at: new Date().toISOString(),
      context,
    });
    this.recent.length = Math.min(this.recent.length, 50);
    for (const forward of this.forwarders) {
      try {
        forward(error, context);
      } catch {
        // reporting must never break the request that failed
      }
    }
  }

  latest(): readonly ReportedError[] {
    return this.recent;
  }
}
