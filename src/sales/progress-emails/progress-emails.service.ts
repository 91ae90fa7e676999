import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { ProgressChangesService } from '@/sales/progress-emails/progress-changes.service';
import { InvalidUnsubscribeLinkError } from './progress-emails.errors';
import { ProgressEmailsQueryRepository } from './progress-emails.query-repository';
import { isUnsubscribeToken, unsubscribeToken } from './progress-emails.rules';
import { UNSUBSCRIBE_KEY } from './unsubscribe-key';

export type ProgressEmailsSetting = { enabled: boolean };

/**
 * The customer's progress e-mails (issue 25): their setting, and the unsubscribe link each
 * e-mail carries. The changes are recorded by ProgressChangesService; SendProgressEmailJob sends
 * every change pending for a customer in one e-mail.
 */
@Injectable()
export class ProgressEmailsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UNSUBSCRIBE_KEY) private readonly key: string,
    private readonly changes: ProgressChangesService,
    private readonly query: ProgressEmailsQueryRepository,
  ) {}

  async setting(userId: string): Promise<ProgressEmailsSetting> {
    return { enabled: await this.changes.isEnabled(userId) };
  }

  async setEnabled(userId: string, enabled: boolean): Promise<ProgressEmailsSetting> {
    await this.changes.setEnabled(userId, enabled);
    return { enabled };
  }

  /**
   * Turns the e-mails off through the link in one (no sign-in): the token must be the one made
   * for this user, else nothing changes.
   */
  async unsubscribe(userId: string, token: string): Promise<ProgressEmailsSetting> {
    if (!isUnsubscribeToken(this.key, userId, token)) throw new InvalidUnsubscribeLinkError();
    if (await this.query.findRecipient(userId)) await this.changes.setEnabled(userId, false);
    return { enabled: false };
  }

  /** The one-click address (RFC 8058 POST target) and the page the e-mail's link opens. */
  unsubscribeLinks(userId: string): { oneClick: string; page: string } {
    const query = new URLSearchParams({ user: userId, token: unsubscribeToken(this.key, userId) });
    return {
      oneClick: `${this.config.appUrl}/api/progress-emails/unsubscribe?${query}`,
      page: `${this.config.appUrl}/progress-emails/unsubscribe?${query}`,
    };
  }
}
