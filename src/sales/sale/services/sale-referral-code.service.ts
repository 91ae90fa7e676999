import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import { SaleAlreadyPaidError } from '@/sales/payments/orders.errors';
import { OrdersService } from '@/sales/payments/orders.service';
import { isSettled } from '@/sales/payments/paid';
import { ReferralCodeNotValidError } from '@/sales/referral-codes/referral-codes.errors';
import { ReferralCodesService } from '@/sales/referral-codes/referral-codes.service';
import { TermsNotAcceptedError } from '../sales.errors';
import { SalesRepository } from '../sales.repository';
import { ownSale } from '../sales.rules';
import { SaleEmailsService } from './sale-emails.service';

/** A referral code applied to a sale: its first order becomes free and the sale complete. */
@Injectable()
export class SaleReferralCodeService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: SalesRepository,
    private readonly referralCodes: ReferralCodesService,
    private readonly orders: OrdersService,
    private readonly events: EventsService,
    private readonly emails: SaleEmailsService,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Makes the first order free with a usable referral code; the sale is then complete. Refused
   * (409) when a card payment settled it first; a card payment that succeeds after the code is
   * flagged for refund by the payments module. A deadlock is retried, never answered with a 500.
   */
  async apply(viewer: SessionUser, id: string, input: string): Promise<void> {
    ownSale(viewer, await this.repository.findById(id));
    await this.referralCodes.limitAttempts(viewer);
    const code = await this.referralCodes.findUsable(input);
    if (!code) throw new ReferralCodeNotValidError();
    await this.database.retryingTransaction(async () => {
      // the settlement lock before the sale's row, in the order the card payment takes them
      await this.orders.lockSettlement(id);
      const sale = ownSale(viewer, await this.repository.findByIdForUpdate(id));
      if (!sale.terms_and_conditions) throw new TermsNotAcceptedError();
      const order = await this.orders.firstOrderOf(sale._id);
      if (isSettled(order)) {
        if (order.code) return; // a code already made it free: applying again changes nothing
        throw new SaleAlreadyPaidError();
      }
      if (!(await this.orders.settleWithCode(order._id, code.code))) {
        throw new SaleAlreadyPaidError();
      }
      await this.repository.update(sale._id, { referral_code_id: code._id });
      await this.events.record({
        transactionId: sale._id,
        name: 'referral_code_applied',
        author: viewer,
        comments: code.code,
      });
      await this.emails.queueFeeCovered(sale._id, code.code);
      if (order.stripe_transaction_id) {
        // nobody should pay the card payment that was started before the code made it free
        await this.jobs.enqueue(
          'payments.cancel-intent',
          { paymentIntentId: order.stripe_transaction_id },
          { singletonKey: order.stripe_transaction_id },
        );
      }
    });
  }
}
