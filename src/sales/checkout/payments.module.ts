import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AppConfig, simulators } from '@/platform/config/config';
import { EventsModule } from '@/platform/timeline/events.module';
import { OrdersModule } from '@/sales/payments/orders.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { UsersModule } from '@/accounts/users/users.module';
import { PaymentProvider, UnconfiguredPaymentProvider } from './adapters/payment-provider';
import { PaymentSimulator } from './adapters/payment.simulator';
import { SimulatedPaymentsRepository } from './adapters/simulated-payments.repository';
import { StripeAdapter } from './adapters/stripe.adapter';
import { StripeWebhookVerifier } from './adapters/webhook-verifier';
import { DevPaymentsController } from './dev-payments.controller';
import { CancelPaymentIntentJob } from './jobs/cancel-payment-intent.job';
import { CompleteSimulatedPaymentJob } from './jobs/complete-simulated-payment.job';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentSimulationService } from './payment-simulation.service';
import { PaymentsService } from './payments.service';

@Module({
  imports: [SalesModule, OrdersModule, EventsModule, UsersModule],
  controllers: [PaymentsController, DevPaymentsController],
  providers: [
    PaymentsRepository,
    PaymentsService,
    PaymentSimulationService,
    CancelPaymentIntentJob,
    CompleteSimulatedPaymentJob,
    SimulatedPaymentsRepository,
    PaymentSimulator,
    {
      provide: PaymentProvider,
      inject: [APP_CONFIG, PaymentSimulator],
      useFactory: (config: AppConfig, simulator: PaymentSimulator): PaymentProvider =>
        config.stripe.secretKey
          ? new StripeAdapter(config.stripe.secretKey, config.stripe.apiUrl)
          : simulators(config).payments
            ? simulator
            : new UnconfiguredPaymentProvider(),
    },
    {
      provide: StripeWebhookVerifier,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new StripeWebhookVerifier(config.stripe.webhookSecret),
    },
  ],
})
export class PaymentsModule {}
