import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { Clock } from '@/common/clock';
import { EmailService } from '@/email/email.service';
import { JobsService } from '@/jobs/jobs.service';
import type { JobMap } from '@/jobs/queues';
import { UsersService } from '@/users/users.service';
import { AuthRepository, UserRow } from './auth.repository';
import { hashSecret, LOGIN_TOKEN_TTL_MS, newSecret } from './tokens';

export type MagicLinkRequest = Omit<JobMap['auth.magic-link'], 'requestedAt'>;

/**
 * Sign-in links. A request only enqueues a job (the same single insert whether or not the
 * address has an account, so the two cannot be told apart by how long the answer takes). The
 * job looks the address up and, for an account, mints the one-time token as the e-mail goes
 * out: no table ever holds a usable token, and a link can never arrive already expired.
 */
@Injectable()
export class MagicLinks implements OnModuleInit {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly emails: EmailService,
    private readonly users: UsersService,
    private readonly repository: AuthRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('auth.magic-link', (request, meta) => this.send(request, meta.id));
  }

  /** Joins the caller's transaction: the link goes out once the change commits. */
  async request(request: MagicLinkRequest): Promise<void> {
    await this.jobs.enqueue('auth.magic-link', {
      ...request,
      requestedAt: this.clock.now().toISOString(),
    });
  }

  async send(request: JobMap['auth.magic-link'], jobId: string): Promise<void> {
    const user = await this.users.findByEmail(request.email);
    if (!user) return; // no account: nothing to send, and nothing to say about it
    const role = user.type === 'admin' ? null : (request.role ?? user.role);
    const outcome = await this.emails.sendWithSecretLink({
      requestKey: `magic-link:${jobId}`,
      to: user.email,
      template: 'magic-link',
      data: { firstName: user.first_name || 'there', isNewAccount: request.isNewAccount },
      mintLink: () => this.mint(user, role, new Date(request.requestedAt)),
    });
    if (outcome === 'superseded') {
      this.logger.log({ msg: 'sign-in link not sent: a newer one went out', jobId });
    }
  }

  /** A fresh token for the user, valid from now; null when a newer request already has one. */
  private async mint(
    user: UserRow,
    role: 'sell' | 'buy' | null,
    requestedAt: Date,
  ): Promise<string | null> {
    const secret = newSecret();
    const now = this.clock.now();
    const minted = await this.repository.mintLoginToken(
      {
        user_id: user._id,
        token_hash: hashSecret(secret),
        type: user.type,
        role,
        requested_at: requestedAt,
        expires_at: new Date(now.getTime() + LOGIN_TOKEN_TTL_MS),
      },
      now,
    );
    if (!minted) return null;
    const link = new URL('/authenticate', this.config.appUrl);
    link.searchParams.set('token', secret);
    link.searchParams.set('type', user.type);
    if (role) link.searchParams.set('role', role);
    return link.toString();
  }
}
