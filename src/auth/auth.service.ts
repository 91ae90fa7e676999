import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { ForbiddenError, UnauthorizedError } from '@/common/errors';
import { RateLimiter } from '@/common/rate-limit';
import { Database } from '@/database/database';
import { EmailService } from '@/email/email.service';
import { UsersService } from '@/users/users.service';
import { toUserDto } from '@/users/dto/user.dto';
import { HumanCheck } from './adapters/human-check';
import { AuthRepository, UserRow } from './auth.repository';
import {
  SignInDto,
  SignInResponseDto,
  SignUpDto,
  SignUpResponseDto,
  VerifyUserResponseDto,
} from './dto/auth.dto';
import {
  hashSecret,
  LOGIN_TOKEN_TTL_MS,
  newSecret,
  RATE_LIMIT_WINDOW_SECONDS,
  SESSION_TTL_MS,
} from './tokens';

export type RequestContext = { ip: string; recaptchaToken: string | undefined; userAgent?: string };

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again after 5 minutes.';
export const RECAPTCHA_FAILED = 'Failed to verify reCAPTCHA.';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly emails: EmailService,
    private readonly rateLimiter: RateLimiter,
    private readonly humanCheck: HumanCheck,
    private readonly clock: Clock,
  ) {}

  async signUp(input: SignUpDto, context: RequestContext): Promise<SignUpResponseDto> {
    await this.limitAttempts('sign-up', input.destination, context.ip);
    await this.requireHuman(context);
    const existing = await this.users.findByEmail(input.destination);
    if (existing) return { success: true, redirectTo: '/sign-in' };

    const preventEmail = this.honoursPreventEmail(input.preventEmail);
    await this.database.transaction(async () => {
      const user = await this.users.createCustomer({
        email: input.destination,
        first_name: input.firstName,
        middle_name: input.middleName ?? null,
        last_name: input.lastName,
        phone_number: input.phoneNumber,
        role: input.role,
      });
      await this.sendMagicLink(user, input.role, { isNewAccount: true, preventEmail });
    });
    this.logger.log({ msg: 'sign-up', role: input.role, emailPrevented: preventEmail });
    return preventEmail ? { success: true, emailPrevented: true } : { success: true };
  }

  /** Answers the same whether or not the e-mail has an account: nothing to enumerate. */
  async signIn(input: SignInDto, context: RequestContext): Promise<SignInResponseDto> {
    await this.limitAttempts('sign-in', input.destination, context.ip);
    await this.requireHuman(context);
    const preventEmail = this.honoursPreventEmail(input.preventEmail);
    const user = await this.users.findByEmail(input.destination);
    if (user) {
      await this.database.transaction(() =>
        this.sendMagicLink(user, user.role, { isNewAccount: false, preventEmail }),
      );
    }
    return preventEmail ? { success: true, emailPrevented: true } : { success: true };
  }

  /** Consumes a magic-link token once: activates the user and starts a session. */
  async verifyUser(
    token: string | undefined,
    userAgent: string | undefined,
  ): Promise<{ user: VerifyUserResponseDto; sessionSecret: string; expiresAt: Date }> {
    if (!token) throw new UnauthorizedError('Authentication request failed.');
    const now = this.clock.now();
    return this.database.transaction(async () => {
      const consumed = await this.repository.consumeLoginToken(hashSecret(token), now);
      if (!consumed) throw new UnauthorizedError('Authentication request failed.');
      const user = await this.users.activate(consumed.user_id);
      const sessionSecret = newSecret();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      const session = await this.repository.createSession({
        user_id: user._id,
        token_hash: hashSecret(sessionSecret),
        expires_at: expiresAt,
        user_agent: userAgent?.slice(0, 512),
      });
      return {
        user: { ...toUserDto(user), signedInAt: session.createdAt.toISOString() },
        sessionSecret,
        expiresAt,
      };
    });
  }

  async signOut(sessionSecret: string | undefined): Promise<void> {
    if (sessionSecret)
      await this.repository.revokeSession(hashSecret(sessionSecret), this.clock.now());
  }

  /** The active user behind a session cookie, or null. */
  async authenticate(sessionSecret: string | undefined): Promise<SessionUser | null> {
    if (!sessionSecret || sessionSecret.length > 128) return null;
    const found = await this.repository.findLiveSession(
      hashSecret(sessionSecret),
      this.clock.now(),
    );
    if (!found || !found.user.active) return null;
    const { user, session } = found;
    return {
      _id: user._id,
      type: user.type,
      active: user.active,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      sessionId: session._id,
    };
  }

  async verifyRecaptcha(token: string, ip: string) {
    const result = await this.humanCheck.verify(token, ip);
    return result.score === undefined
      ? { success: result.success }
      : { success: result.success, score: result.score };
  }

  private async sendMagicLink(
    user: UserRow,
    role: 'sell' | 'buy' | null,
    options: { isNewAccount: boolean; preventEmail: boolean },
  ): Promise<void> {
    const secret = newSecret();
    await this.repository.createLoginToken({
      user_id: user._id,
      token_hash: hashSecret(secret),
      type: user.type,
      role: user.type === 'admin' ? null : role,
      expires_at: new Date(this.clock.now().getTime() + LOGIN_TOKEN_TTL_MS),
    });
    if (options.preventEmail) return;
    const link = new URL('/authenticate', this.config.appUrl);
    link.searchParams.set('token', secret);
    link.searchParams.set('type', user.type);
    if (user.type !== 'admin' && role) link.searchParams.set('role', role);
    await this.emails.queue(user.email, 'magic-link', {
      firstName: user.first_name || 'there',
      link: link.toString(),
      isNewAccount: options.isNewAccount,
    });
  }

  private honoursPreventEmail(requested: boolean | undefined): boolean {
    return (
      requested === true && this.config.allowPreventEmail && this.config.nodeEnv !== 'production'
    );
  }

  private async limitAttempts(action: string, email: string, ip: string): Promise<void> {
    await this.rateLimiter.hit(
      [
        { key: `${action}:email:${email.toLowerCase()}`, limit: 3 },
        { key: `${action}:ip:${ip}`, limit: 10 },
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
