import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import { Clock } from '@/platform/common/clock';
import { NotFoundError } from '@/platform/common/errors';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import type { EmailTemplates } from '@/platform/email/templates';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobMap } from '@/platform/jobs/queues';
import type { TrackerDto } from '@/sales/tracker/dto/tracker.dto';
import { personCheck } from '@/sales/tracker/tracker.rules';
import { TrackerService } from '@/sales/tracker/tracker.service';
import {
  ProgressEmailsQueryRepository,
  type RecipientRow,
} from '../progress-emails.query-repository';
import {
  ProgressChangesService,
  type ProgressChangeRow,
} from '@/sales/progress-emails/progress-changes.service';
import { changeLines, type ChangedCheck } from '../progress-emails.rules';
import { ProgressEmailsService } from '../progress-emails.service';

type Section = EmailTemplates['progress-update']['sections'][number];

/**
 * 'progress-emails.send': one e-mail to a customer with every change of theirs pending when it
 * runs, grouped by sale and purchase, told in the tracker's words as the tracker reads now.
 * The changes are settled in the transaction that queues the e-mail (outbox), so a retry or a
 * second job for the same customer finds nothing left and sends nothing twice. A customer who
 * turned the e-mails off, or can no longer sign in, gets none; nor does a change the tracker no
 * longer shows.
 */
@Injectable()
export class SendProgressEmailJob implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly jobs: JobsService,
    private readonly email: EmailService,
    private readonly tracker: TrackerService,
    private readonly progress: ProgressEmailsService,
    private readonly changes: ProgressChangesService,
    private readonly query: ProgressEmailsQueryRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('progress-emails.send', (data) => this.handle(data));
  }

  async handle({ userId }: JobMap['progress-emails.send']): Promise<void> {
    await this.database.transaction(async () => {
      const pending = await this.changes.lockPending(userId);
      if (pending.length === 0) return;
      const ids = pending.map((change) => change._id);
      const now = this.clock.now();
      const recipient = await this.query.findRecipient(userId);
      if (!recipient?.active || !(await this.changes.isEnabled(userId))) {
        await this.changes.settle(ids, null, now);
        return;
      }
      const sections: Section[] = [];
      for (const changes of bySubject(pending)) {
        const section = await this.section(recipient, changes);
        if (section) sections.push(section);
      }
      if (sections.length === 0) {
        await this.changes.settle(ids, null, now);
        return;
      }
      const links = this.progress.unsubscribeLinks(userId);
      const emailId = await this.email.queue(
        recipient.email,
        'progress-update',
        { firstName: recipient.first_name, sections, unsubscribeUrl: links.page },
        {
          headers: {
            'List-Unsubscribe': `<${links.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      );
      await this.changes.settle(ids, emailId, now);
    });
  }

  /** One sale's or purchase's changes as its part of the e-mail; null when none still holds. */
  private async section(
    recipient: RecipientRow,
    changes: ProgressChangeRow[],
  ): Promise<Section | null> {
    const { transaction_id: saleId, purchase_intent_id: purchaseId } = changes[0];
    const viewer = { _id: recipient.id };
    let tracker: TrackerDto;
    try {
      if (saleId) tracker = await this.tracker.forSale(viewer, saleId);
      else if (purchaseId) tracker = await this.tracker.forPurchase(viewer, purchaseId);
      else return null;
    } catch (error) {
      // no longer theirs (another primary seller or buyer): nothing to tell them
      if (error instanceof NotFoundError) return null;
      throw error;
    }
    const checks = await this.checksOf(recipient, changes);
    const lines = changeLines(tracker, changes, checks);
    if (lines.length === 0) return null;
    const address = saleId
      ? await this.query.saleAddress(saleId)
      : await this.query.purchaseAddress(purchaseId!);
    return {
      kind: saleId ? 'sale' : 'purchase',
      address: formatAddress(address),
      changes: lines,
      trackerUrl: saleId
        ? `${this.config.appUrl}/dashboard/sell/${saleId}`
        : `${this.config.appUrl}/dashboard/buy/${purchaseId}`,
    };
  }

  /** The checks the changes name, each as the tracker shows that person's check. */
  private async checksOf(
    recipient: RecipientRow,
    changes: ProgressChangeRow[],
  ): Promise<Map<string, ChangedCheck>> {
    const checks = new Map<string, ChangedCheck>();
    for (const change of changes) {
      if (change.milestone !== 'identity_check' || !change.reference) continue;
      const check = await this.query.findCheck(change.reference);
      if (!check) continue;
      const own = check.email?.trim().toLowerCase() === recipient.email.trim().toLowerCase();
      const role =
        check.person_type === 'giftor'
          ? 'giftor'
          : own
            ? 'you'
            : check.person_type === 'seller'
              ? 'co_seller'
              : 'joint_buyer';
      checks.set(
        change.reference,
        personCheck({
          role,
          first_name: check.first_name,
          last_name: check.last_name,
          check: { status: check.status, created_at: '', completed_at: null },
        }),
      );
    }
    return checks;
  }
}

/** The changes of each sale and purchase, in the order the first of each came. */
function bySubject(changes: ProgressChangeRow[]): ProgressChangeRow[][] {
  const groups = new Map<string, ProgressChangeRow[]>();
  for (const change of changes) {
    const key = change.transaction_id
      ? `sale:${change.transaction_id}`
      : `purchase:${change.purchase_intent_id}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups.values()];
}
