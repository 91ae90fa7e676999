import { TravellingClock } from '@/platform/common/clock';

/**
 * The application's clock in API tests (`t.clock`): real time until a test moves it, so rows
 * never have to be rewritten to make a token expire. Unlike the development clock it can be
 * stopped and moved back too; tests that move it put it back with `reset`. A moved clock makes
 * delayed jobs due only through `t.jobs.runDue()`.
 */
export class TestClock extends TravellingClock {
  private shift = 0;
  private fixed: Date | null = null;

  override now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date(Date.now() + this.shift);
  }

  override get offset(): number {
    return this.now().getTime() - Date.now();
  }

  /** Moves business time forward (or back, with a negative amount). */
  override advance(ms: number): void {
    if (this.fixed) this.fixed = new Date(this.fixed.getTime() + ms);
    else this.shift += ms;
  }

  /** Stops time at `at` until the next `advance`, `set` or `reset`. */
  set(at: Date): void {
    this.fixed = new Date(at);
  }

  reset(): void {
    this.shift = 0;
    this.fixed = null;
  }
}
