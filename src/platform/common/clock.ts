import { Injectable } from '@nestjs/common';

/**
 * Business time: when terms were accepted, an order was paid, a token or a code expires. Services
 * and repositories ask the clock instead of calling `new Date()`, so a test can set or advance it
 * (`t.clock` in the API tests) rather than rewrite rows to move time.
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
