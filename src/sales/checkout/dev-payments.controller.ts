import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Query,
} from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AppConfig, simulators } from '@/platform/config/config';
import {
  SimulatedConfirmDto,
  SimulatedConfirmResultDto,
  SimulatedIntentQueryDto,
  SimulatedPaymentIntentDto,
} from './dto/payments.dto';
import { PaymentSimulationService } from './payment-simulation.service';

/** The payment simulator's card form calls; they exist only while the simulator is active. */
@ApiTags('dev')
@Controller('dev/payments')
export class DevPaymentsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly simulation: PaymentSimulationService,
  ) {}

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'devConfirmPayment',
    summary:
      'Simulator: pay with a card that succeeds or is declined; runs the same handler as a verified webhook',
  })
  @ApiOkResponse({ type: SimulatedConfirmResultDto })
  @ApiConflictResponse({ description: 'The payment already succeeded or was canceled' })
  confirm(@Body() body: SimulatedConfirmDto): Promise<SimulatedConfirmResultDto> {
    this.ensureSimulator();
    return this.simulation.simulateConfirmation(body.clientSecret, body.outcome);
  }

  @Get('payment-intent')
  @ApiOperation({
    operationId: 'devPaymentIntent',
    summary: 'Simulator: a PaymentIntent by its client secret, as Stripe.js reads it',
  })
  @ApiOkResponse({ type: SimulatedPaymentIntentDto })
  paymentIntent(@Query() query: SimulatedIntentQueryDto): Promise<SimulatedPaymentIntentDto> {
    this.ensureSimulator();
    return this.simulation.simulatedIntent(query.clientSecret);
  }

  private ensureSimulator(): void {
    if (!simulators(this.config).payments) throw new NotFoundException();
  }
}
