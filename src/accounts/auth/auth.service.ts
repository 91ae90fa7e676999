import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AUTH_KEY } from '@/platform/common/auth-key';
import type { AppConfig } from '@/platform/config/config';
import { Clock } from '@/platform/common/clock';
import type { SessionSecondFactor, SessionUser } from '@/platform/common/decorators';
import { ForbiddenError, UnauthorizedError } from '@/platform/common/errors';
import { RateLimiter } from '@/platform/rate-limit/rate-limit';
import { Database } from '@/platform/database/database';
import { databaseErrorCode, UNIQUE_VIOLATION } from '@/platform/common/safe-error';
import { UsersService } from '@/accounts/users/users.service';
import { toUserDto } from '@/accounts/users/dto/user.dto';
import { HumanCheck } from './adapters/human-check';
import { AuthQueryRepository, LiveSession } from './auth.query-repository';
import { AuthRepository } from './auth.repository';
import {
  SignInDto,
  SignInResponseDto,
  SignUpDto,
  SignUpResponseDto,
  VerifyUserResponseDto,
} from './dto/auth.dto';
import { MagicLinks } from './magic-links';
import {
  deviceMarkFor,
  hashSecret,
  isDeviceMarkFor,
  newSecret,
  RATE_LIMIT_WINDOW_SECONDS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
} from './tokens';

export type RequestContext = {
  ip: string;
  recaptchaToken: string | undefined;
  userAgent?: string;
  /** The device cookie's value, if the browser sent one. */
  deviceMark?: string;
};

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again after 5 minutes.';
/** Attempts allowed in RATE_LIMIT_WINDOW_SECONDS (see limitAttempts). */
export const RATE_LIMITS = { perAddressAndIp: 3, perIp: 10 } as const;
const ACCOUNT_EXISTS: SignUpResponseDto = { success: true, redirectTo: '/sign-in' };
export const RECAPTCHA_FAILED = 'Failed to verify reCAPTCHA.';

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH_KEY) private readonly authKey: string,
    @Inject(Database) private readonly database: Database,
    private readonly repository: AuthRepository,
    private readonly queries: AuthQueryRepository,
    private readonly users: UsersService,
    private readonly magicLinks: MagicLinks,
    private readonly rateLimiter: RateLimiter,
    private readonly humanCheck: HumanCheck,
    private readonly clock: Clock,
  ) {}

  /** Staff deactivating a user ends the user's sessions and links in the same DB transaction. */
  onModuleInit(): void {
    this.users.onDeactivation((userId, now) => this.endSignIns(userId, now));
  }

  async signUp(input: SignUpDto, context: RequestContext): Promise<SignUpResponseDto> {
    await this.limitAttempts('sign-up', input.destination, context.ip);
    await this.requireHuman(context);
    const existing = await this.users.findByEmail(input.destination);
    if (existing) return ACCOUNT_EXISTS;

    const preventEmail = this.honoursPreventEmail(input.preventEmail);
    try {
      await this.database.transaction(async () => {
        const user = await this.users.createCustomer({
          email: input.destination,
          first_name: input.firstName,
          middle_name: input.middleName ?? null,
          last_name: input.lastName,
          phone_number: input.phoneNumber,
          role: input.role,
        });
        if (!preventEmail) {
          await this.magicLinks.request({
            email: user.email,
            role: input.role,
            isNewAccount: true,
            knownDevice: false,
          });
        }
      });
    } catch (error) {
      // Two sign-ups for one address at the same moment: the second finds the first's account.
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) return ACCOUNT_EXISTS;
      throw error;
    }
    this.logger.log({ msg: 'sign-up', role: input.role, emailPrevented: preventEmail });
    return preventEmail ? { success: true, emailPrevented: true } : { success: true };
  }

  /**
   * Answers the same whether or not the e-mail has an account, and does the same work for both:
   * it enqueues one job; the worker finds out whether there is anyone to e-mail.
   */
  async signIn(input: SignInDto, context: RequestContext): Promise<SignInResponseDto> {
    await this.limitAttempts('sign-in', input.destination, context.ip);
    await this.requireHuman(context);
    if (this.honoursPreventEmail(input.preventEmail))
      return { success: true, emailPrevented: true };
    await this.magicLinks.request({
      email: input.destination,
      role: null,
      isNewAccount: false,
      knownDevice: isDeviceMarkFor(this.authKey, input.destination, context.deviceMark),
    });
    return { success: true };
  }

  /**
   * Consumes a magic-link token once: activates the user (a new customer's first sign-in) and
   * starts a session. A user staff deactivated is refused, whatever link they hold.
   */
  async verifyUser(
    token: string | undefined,
    userAgent: string | undefined,
  ): Promise<{
    user: VerifyUserResponseDto;
    sessionSecret: string;
    expiresAt: Date;
    deviceMark: string;
  }> {
    if (!token) throw new UnauthorizedError('Authentication request failed.');
    const now = this.clock.now();
    return this.database.transaction(async () => {
      const consumed = await this.repository.consumeLoginToken(hashSecret(token), now);
      if (!consumed) throw new UnauthorizedError('Authentication request failed.');
      const user = await this.users.activate(consumed.user_id);
      if (!user) {
        this.logger.warn({
          msg: 'sign-in link of a deactivated user refused',
          userId: consumed.user_id,
        });
        throw new UnauthorizedError('Authentication request failed.');
      }
      const sessionSecret = newSecret();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      const session = await this.repository.createSession({
        user_id: user._id,
        token_hash: hashSecret(sessionSecret),
        expires_at: expiresAt,
        last_seen_at: now,
        user_agent: userAgent?.slice(0, 512),
      });
      return {
        user: { ...toUserDto(user), signedInAt: session.createdAt.toISOString() },
        sessionSecret,
        expiresAt,
        deviceMark: deviceMarkFor(this.authKey, user.email),
      };
    });
  }

  async signOut(sessionSecret: string | undefined): Promise<void> {
    if (typeof sessionSecret === 'string' && sessionSecret) {
      await this.repository.revokeSession(hashSecret(sessionSecret), this.clock.now());
    }
  }

  /** Ends every session of the user, on every device, and voids their unused sign-in links. */
  async signOutEverywhere(user: SessionUser): Promise<void> {
    const now = this.clock.now();
    await this.endSignIns(user._id, now);
    this.logger.log({ msg: 'signed out everywhere', userId: user._id });
  }

  /** Every session of the user ends and their unused sign-in links stop working, together. */
  private async endSignIns(userId: string, now: Date): Promise<void> {
    await this.database.transaction(async () => {
      await this.repository.revokeAllForUser(userId, now);
      await this.repository.retireUnusedLoginTokens(userId, now);
    });
  }

  /**
   * The active user behind a session cookie, or null. A session ends 30 days after sign-in or
   * after SESSION_IDLE_MS without use; its last use is recorded at most every few minutes.
   */
  async authenticate(sessionSecret: unknown): Promise<SessionUser | null> {
    if (typeof sessionSecret !== 'string' || !sessionSecret || sessionSecret.length > 128) {
      return null;
    }
    const now = this.clock.now();
    const found = await this.queries.findLiveSession(
      hashSecret(sessionSecret),
      now,
      new Date(now.getTime() - SESSION_IDLE_MS),
    );
    if (!found || !found.user.active) return null;
    const { user, session } = found;
    const touchBefore = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
    if (session.last_seen_at < touchBefore) {
      await this.repository.touchSession(session._id, now, touchBefore);
    }
    return {
      _id: user._id,
      type: user.type,
      active: user.active,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      sessionId: session._id,
      secondFactor: secondFactorOf(found, this.config.staffSecondFactor),
    };
  }

  async verifyRecaptcha(token: string, ip: string) {
    const result = await this.humanCheck.verify(token, ip);
    return result.score === undefined
      ? { success: result.success }
      : { success: result.success, score: result.score };
  }

  private honoursPreventEmail(requested: boolean | undefined): boolean {
    return (
      requested === true && this.config.allowPreventEmail && this.config.nodeEnv !== 'production'
    );
  }

  /**
   * Refusals (429) are per client only: the spec's 3 attempts in 5 minutes count per address and
   * client IP, and one client IP gets 10 attempts in all. Nothing keyed on the address alone
   * refuses a request, so no number of strangers can make a person's own request fail. What
   * bounds the e-mails one address receives is the ceiling on links actually sent, applied by
   * the job (SIGN_IN_EMAILS_PER_ADDRESS): strangers' requests stop being sent links after a few,
   * while a browser that has signed in to the account before still gets one.
   */
  private async limitAttempts(action: string, email: string, ip: string): Promise<void> {
    const address = hashSecret(email.trim().toLowerCase());
    await this.rateLimiter.hit(
      [
        { key: `${action}:email-ip:${address}:${ip}`, limit: RATE_LIMITS.perAddressAndIp },
        { key: `${action}:ip:${ip}`, limit: RATE_LIMITS.perIp },
      ],
      RATE_LIMIT_WINDOW_SECONDS,
      RATE_LIMIT_MESSAGE,
    );
  }

  private async requireHuman(context: RequestContext): Promise<void> {
    const result = await this.humanCheck.verify(context.recaptchaToken ?? '', context.ip);
    if (!result.success) {
      this.logger.warn({ msg: 'human check refused', reason: result.reason });
      throw new ForbiddenError(RECAPTCHA_FAILED);
    }
  }
}

/**
 * Where a session stands with staff's second factor. An admin who has enrolled (a passkey, or
 * recovery codes left) must use it whatever the setting; one who has not must enrol only where it
 * is required. Customers never have one.
 */
export function secondFactorOf(
  { user, session, hasPasskey, hasRecoveryCode }: LiveSession,
  mode: AppConfig['staffSecondFactor'],
): SessionSecondFactor {
  if (user.type !== 'admin') return { status: 'not-required', hasPasskey: false };
  const hasPasskeyNow = Boolean(hasPasskey);
  if (session.second_factor_at) return { status: 'passed', hasPasskey: hasPasskeyNow };
  if (hasPasskeyNow || hasRecoveryCode) return { status: 'verify', hasPasskey: hasPasskeyNow };
  return { status: mode === 'required' ? 'enrol' : 'not-required', hasPasskey: false };
}
