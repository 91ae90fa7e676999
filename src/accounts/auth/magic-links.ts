import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AUTH_KEY } from '@/platform/common/auth-key';
import type { AppConfig } from '@/platform/config/config';
import { Clock } from '@/platform/common/clock';
import { EmailService } from '@/platform/email/email.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobMap } from '@/platform/jobs/queues';
import { UsersService } from '@/accounts/users/users.service';
import { AuthRepository, UserRow } from './auth.repository';
import {
  hashSecret,
  LOGIN_TOKEN_TTL_MS,
  loginSecretFor,
  SIGN_IN_EMAILS_PER_ADDRESS,
} from './tokens';

export type MagicLinkRequest = Omit<JobMap['auth.magic-link'], 'requestedAt'>;

/**
 * Sign-in links. A request only enqueues a job (the same single insert whether or not the
 * address has an account, so the two cannot be told apart by how long the answer takes). The
 * job looks the address up and, for an account, mints the one-time token as the e-mail goes
 * out: no table ever holds a usable token, and a link can never arrive already expired. The
 * token is derived from the server's key and the job, so a job run again after a crash sends
 * the link it already sent, and each request yields one working link at most.
 */
@Injectable()
export class MagicLinks {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH_KEY) private readonly authKey: string,
    private readonly jobs: JobsService,
    private readonly emails: EmailService,
    private readonly users: UsersService,
    private readonly repository: AuthRepository,
    private readonly clock: Clock,
  ) {}

  /** Joins the caller's transaction: the link goes out once the change commits. */
  async request(request: MagicLinkRequest): Promise<void> {
    await this.jobs.enqueue('auth.magic-link', {
      ...request,
      requestedAt: this.clock.now().toISOString(),
    });
  }

  /** The 'auth.magic-link' job (SendMagicLinkJob): the link to an account, none otherwise. */
  async send(request: JobMap['auth.magic-link'], jobId: string): Promise<void> {
    const user = await this.users.findByEmail(request.email);
    // no account, or one staff deactivated: nothing to send, and nothing to say about it
    if (!user || user.deactivated_at) return;
    const role = user.type === 'admin' ? null : (request.role ?? user.role);
    const requestKey = `magic-link:${jobId}`;
    await this.emails.sendWithSecretLink({
      requestKey,
      to: user.email,
      template: 'magic-link',
      data: { firstName: user.first_name || 'there', isNewAccount: request.isNewAccount },
      mintLink: () => this.mint(user, role, request, requestKey, jobId),
    });
  }

  /**
   * The link for this request, valid for 10 minutes from its first sending; null when it should
   * not go out (any more). The token is derived from the request's key, so a job that runs again
   * after its e-mail went out sends that same link, never a second one that retires the first.
   */
  private async mint(
    user: UserRow,
    role: 'sell' | 'buy' | null,
    request: JobMap['auth.magic-link'],
    requestKey: string,
    jobId: string,
  ): Promise<string | null> {
    const secret = loginSecretFor(this.authKey, requestKey);
    const now = this.clock.now();
    const ceiling = request.knownDevice
      ? SIGN_IN_EMAILS_PER_ADDRESS.fromKnownDevices
      : SIGN_IN_EMAILS_PER_ADDRESS.fromUnknownDevices;
    const outcome = await this.repository.mintLoginToken(
      {
        user_id: user._id,
        token_hash: hashSecret(secret),
        type: user.type,
        role,
        requested_at: new Date(request.requestedAt),
        expires_at: new Date(now.getTime() + LOGIN_TOKEN_TTL_MS),
      },
      now,
      {
        limit: ceiling,
        since: new Date(now.getTime() - SIGN_IN_EMAILS_PER_ADDRESS.windowMs),
      },
    );
    if (outcome !== 'minted' && outcome !== 'again') {
      this.logger.log({ msg: 'sign-in link not sent', reason: NOT_SENT[outcome], jobId });
      return null;
    }
    const link = new URL('/authenticate', this.config.appUrl);
    link.searchParams.set('token', secret);
    link.searchParams.set('type', user.type);
    if (role) link.searchParams.set('role', role);
    return link.toString();
  }
}

const NOT_SENT = {
  spent: 'this request’s link was used, retired or has expired',
  superseded: 'a newer link went out',
  ceiling: 'the address has had its share of sign-in e-mails for now',
  deactivated: 'the user is deactivated',
} as const;
