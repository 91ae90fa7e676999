import { Clock } from '@/platform/common/clock';

/**
 * The application's clock in API tests (`t.clock`): real time until a test moves it, so rows
 * never have to be rewritten to make a token expire. Tests that move it put it back with `reset`.
 */
export class TestClock extends Clock {
  private offsetMs = 0;
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date(Date.now() + this.offsetMs);
  }

  /** Moves business time forward (or back, with a negative amount). */
  advance(ms: number): void {
    if (this.fixed) this.fixed = new Date(this.fixed.getTime() + ms);
    else this.offsetMs += ms;
  }

  /** Stops time at `at` until the next `advance`, `set` or `reset`. */
  set(at: Date): void {
    this.fixed = new Date(at);
  }

  reset(): void {
    this.offsetMs = 0;
    this.fixed = null;
  }
}
