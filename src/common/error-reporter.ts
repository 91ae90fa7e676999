import { Injectable } from '@nestjs/common';

export type ReportedError = { name: string; message: string; at: string; context: object };

/**
 * Where unexpected server errors go. It keeps the latest ones in memory (read by tests and the
 * health of an incident) and forwards them to the configured reporting service, if any.
 */
@Injectable()
export class ErrorReporter {
  private readonly recent: ReportedError[] = [];
  private forwarders: ((error: Error, context: object) => void)[] = [];

  addForwarder(forward: (error: Error, context: object) => void): void {
    this.forwarders.push(forward);
  }

  capture(error: Error, context: object = {}): void {
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
