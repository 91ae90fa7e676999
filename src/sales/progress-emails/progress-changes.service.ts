import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataErasers } from '@/accounts/data-rights/personal-data.port';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Database } from '@/platform/database/database';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { ProgressChange } from './progress-changes.rules';
import { ProgressChangesQueryRepository } from './progress-changes.query-repository';
import { ProgressChangeRow, ProgressChangesRepository } from './progress-changes.repository';

export type { ProgressChangeRow };

/**
 * The changes a customer's progress e-mail will tell (issue 25). Commands that move a milestone
 * of a customer's side call `saleMoved`, `purchaseMoved` or `buyerSideMoved` inside their own
 * transaction: the change is recorded for the customer and a delayed job is enqueued with it
 * (one waiting job per customer), which the progress-emails module handles. Customers who turned
 * the e-mails off have nothing recorded. A module of its own, depending on no feature module, so
 * that every module that moves a milestone can record it.
 */
@Injectable()
export class ProgressChangesService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly jobs: JobsService,
    private readonly repository: ProgressChangesRepository,
    private readonly query: ProgressChangesQueryRepository,
    private readonly erasers: PersonalDataErasers,
  ) {}

  /** An erased customer's pending changes and setting are deleted: nothing more is e-mailed. */
  onModuleInit(): void {
    this.erasers.register('progress-emails', {
      eraseCustomer: ({ userId }) => this.repository.deleteForUser(userId),
    });
  }

  /** A milestone of the seller's side moved: told to the sale's primary seller. */
  async saleMoved(saleId: string, change: ProgressChange): Promise<void> {
    const userId = await this.query.sellerOf(saleId);
    if (userId) await this.record(userId, { transaction_id: saleId }, change);
  }

  /** A milestone of the buyer's side moved: told to the purchase's primary buyer. */
  async purchaseMoved(purchaseId: string, change: ProgressChange): Promise<void> {
    const userId = await this.query.buyerOf(purchaseId);
    if (userId) await this.record(userId, { purchase_intent_id: purchaseId }, change);
  }

  /** The buyer's side of a sale moved (its solicitor, a buyer's check): told to its latest buyer. */
  async buyerSideMoved(saleId: string, change: ProgressChange): Promise<void> {
    const purchaseId = await this.query.latestPurchaseOf(saleId);
    if (purchaseId) await this.purchaseMoved(purchaseId, change);
  }

  /** On unless the customer turned them off. */
  isEnabled(userId: string): Promise<boolean> {
    return this.repository.isEnabled(userId);
  }

  setEnabled(userId: string, enabled: boolean): Promise<void> {
    return this.repository.setEnabled(userId, enabled);
  }

  /** The customer's changes not told yet, locked until the caller's transaction ends. */
  lockPending(userId: string): Promise<ProgressChangeRow[]> {
    return this.repository.lockPending(userId);
  }

  /** Marks changes dealt with: told in the e-mail `emailId`, or not told (null). */
  settle(ids: string[], emailId: string | null, at: Date): Promise<void> {
    return this.repository.settle(ids, emailId, at);
  }

  private async record(
    userId: string,
    subject: { transaction_id?: string; purchase_intent_id?: string },
    change: ProgressChange,
  ): Promise<void> {
    await this.database.transaction(async () => {
      if (!(await this.repository.isEnabled(userId))) return;
      await this.repository.insertChange({
        user_id: userId,
        transaction_id: subject.transaction_id ?? null,
        purchase_intent_id: subject.purchase_intent_id ?? null,
        milestone: change.milestone,
        reference: change.reference ?? null,
      });
      // One waiting job per customer (the queue's `short` policy): later changes join it.
      await this.jobs.enqueue(
        'progress-emails.send',
        { userId },
        { singletonKey: userId, startAfter: this.config.progressEmailDelaySeconds },
      );
    });
  }
}
