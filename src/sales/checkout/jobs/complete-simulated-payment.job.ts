import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { PaymentSimulationService } from '../payment-simulation.service';

/**
 * 'payments.simulator-complete': a simulated 'processing' payment goes through
 * (PaymentSimulationService.completeSimulatedProcessing). Idempotent: its event id is fixed per
 * payment, so a retried job settles once.
 */
@Injectable()
export class CompleteSimulatedPaymentJob implements OnModuleInit {
  constructor(
    private readonly simulation: PaymentSimulationService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('payments.simulator-complete', ({ paymentIntentId }) =>
      this.simulation.completeSimulatedProcessing(paymentIntentId),
    );
  }
}
