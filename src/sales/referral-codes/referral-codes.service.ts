import { Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { RateLimiter } from '@/platform/rate-limit/rate-limit';
import { ReferralCodeRow, ReferralCodesRepository } from './referral-codes.repository';

/** Attempts a user may make at guessing codes in the window. */
const VALIDATE_LIMIT = 20;
const VALIDATE_WINDOW_SECONDS = 5 * 60;

/** Referral codes: kept in the database; a usable one is active and not expired. */
@Injectable()
export class ReferralCodesService {
  constructor(
    private readonly codes: ReferralCodesRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async validate(viewer: SessionUser, code: string): Promise<boolean> {
    await this.limitAttempts(viewer);
    return (await this.findUsable(code)) !== undefined;
  }

  /** Counts an attempt at a code against the user's limit (codes must not be guessable). */
  async limitAttempts(viewer: SessionUser): Promise<void> {
    await this.limiter.hit(
      [{ key: `referral-code:${viewer._id}`, limit: VALIDATE_LIMIT }],
      VALIDATE_WINDOW_SECONDS,
      'Too many requests. Please wait a moment and try again.',
    );
  }

  findUsable(code: string): Promise<ReferralCodeRow | undefined> {
    return this.codes.findUsable(code.trim(), this.clock.now());
  }

  findById(id: string): Promise<ReferralCodeRow | undefined> {
    return this.codes.findById(id);
  }
}
