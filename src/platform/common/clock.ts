import { Injectable } from '@nestjs/common';

/**
 * Business time: when terms were accepted, an order was paid, a token or a code expires, a
 * simulated check completes, a delayed job falls due. Services, repositories, simulators and
 * pollers ask the clock instead of calling `new Date()`, so a test can set or advance it
 * (`t.clock` in the API tests) rather than rewrite rows or wait.
 */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/**
 * The clock of development and test runs (never staging or production): real time plus an offset
 * that only moves forward, through `POST /api/dev/time` (TimeTravelController). A demo or a
 * browser journey moves time on instead of waiting for a simulated check, search, payment or
 * e-mail batch.
 */
@Injectable()
export class TravellingClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** How far ahead of real time business time is, in milliseconds. */
  get offset(): number {
    return this.offsetMs;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('Time only moves forward');
    this.offsetMs += ms;
  }
}
