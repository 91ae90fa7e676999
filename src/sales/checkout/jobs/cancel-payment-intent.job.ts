import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { PaymentProvider } from '../adapters/payment-provider';

/**
 * 'payments.cancel-intent': cancels a PaymentIntent at the provider that nobody should pay any
 * more (a referral code made its order free). Idempotent: the provider's cancel is.
 */
@Injectable()
export class CancelPaymentIntentJob implements OnModuleInit {
  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('payments.cancel-intent', ({ paymentIntentId }) =>
      this.provider.cancelPaymentIntent(paymentIntentId),
    );
  }
}
