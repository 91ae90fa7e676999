import { Injectable } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { PaymentSimulator, SimulatedOutcome } from './adapters/payment.simulator';
import { SimulatedConfirmResultDto, SimulatedPaymentIntentDto } from './dto/payments.dto';
import { PaymentsService } from './payments.service';

/** How long the simulator leaves a 'processing' payment before it goes through. */
export const SIMULATED_PROCESSING_SECONDS = 5;

const IN_FLIGHT = 'processing';

/**
 * The payment simulator of the embedded default (dev-payments.controller.ts): its card form's
 * confirmation and its 'processing' payments, each of its events run through the same handler
 * as Stripe's webhook (PaymentsService.handleEvent).
 */
@Injectable()
export class PaymentSimulationService {
  constructor(
    private readonly simulator: PaymentSimulator,
    private readonly payments: PaymentsService,
    private readonly jobs: JobsService,
  ) {}

  /** The simulated card form: confirms, then runs each resulting event through `handleEvent`. */
  async simulateConfirmation(
    clientSecret: string,
    outcome: SimulatedOutcome,
  ): Promise<SimulatedConfirmResultDto> {
    const steps = await this.simulator.confirm(clientSecret, outcome);
    for (const intent of steps) {
      const type =
        intent.status === 'succeeded'
          ? 'payment_intent.succeeded'
          : intent.status === IN_FLIGHT
            ? 'payment_intent.processing'
            : 'payment_intent.payment_failed';
      await this.payments.handleEvent(
        {
          id: `evt_sim_${intent.id}_${intent.status}_${Date.now()}`,
          type,
          data: { object: intent },
        },
        'simulator',
      );
    }
    const last = steps[steps.length - 1];
    if (last.status === IN_FLIGHT) {
      await this.jobs.enqueue(
        'payments.simulator-complete',
        { paymentIntentId: last.id },
        { startAfter: SIMULATED_PROCESSING_SECONDS },
      );
    }
    // As Stripe's return URL: the confirmation went through unless the card was declined; the
    // payment itself may still be processing (the success page asks the server).
    const redirect = new URLSearchParams({
      payment_intent: last.id,
      payment_intent_client_secret: last.client_secret,
      redirect_status:
        last.status === 'succeeded' || last.status === IN_FLIGHT ? 'succeeded' : 'failed',
    });
    return {
      status: last.status,
      redirectUrl: `/sell/payment-success?${redirect.toString()}`,
      error: last.last_payment_error?.message ?? null,
    };
  }

  /**
   * The job behind a simulated 'processing' payment (CompleteSimulatedPaymentJob): it goes
   * through, and the succeeded event runs the webhook's handler. The event id is fixed per
   * payment, so a retried job settles once.
   */
  async completeSimulatedProcessing(paymentIntentId: string): Promise<void> {
    const intent = await this.simulator.completeProcessing(paymentIntentId);
    if (!intent) return;
    await this.payments.handleEvent(
      {
        id: `evt_sim_${intent.id}_processing_completed`,
        type: 'payment_intent.succeeded',
        data: { object: intent },
      },
      'simulator',
    );
  }

  async simulatedIntent(clientSecret: string): Promise<SimulatedPaymentIntentDto> {
    const intent = await this.simulator.findByClientSecret(clientSecret);
    return {
      id: intent.id,
      object: intent.object,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      client_secret: intent.client_secret,
    };
  }
}
