import { Controller, Get, Inject } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AppConfig, simulators } from '@/platform/config/config';
import { Public } from '@/platform/common/decorators';

export class SimulatorsDto {
  @ApiProperty() payments!: boolean;
  @ApiProperty() recaptcha!: boolean;
  @ApiProperty() mailbox!: boolean;
  @ApiProperty() addresses!: boolean;
}

export class PublicConfigDto {
  @ApiProperty() productName!: string;
  @ApiProperty() supportEmail!: string;
  @ApiProperty({ enum: ['development', 'test', 'staging', 'production'] }) environment!: string;
  @ApiPropertyOptional() sentryDsn?: string;
  @ApiPropertyOptional() stripePublishableKey?: string;
  @ApiPropertyOptional() recaptchaSiteKey?: string;
  @ApiPropertyOptional() hubspotPortalId?: string;
  @ApiPropertyOptional() hubspotFormId?: string;
  @ApiProperty({ type: SimulatorsDto }) simulators!: SimulatorsDto;
}

/** Settings the browser needs at start: names, public keys and which simulators are active. */
@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('public')
  @ApiOperation({ operationId: 'publicConfig', summary: 'Public client configuration' })
  @ApiOkResponse({ type: PublicConfigDto })
  public(): PublicConfigDto {
    const active = simulators(this.config);
    return {
      productName: this.config.productName,
      supportEmail: this.config.supportEmail,
      environment: this.config.nodeEnv,
      sentryDsn: this.config.sentryDsn ?? undefined,
      stripePublishableKey: this.config.stripe.publishableKey ?? undefined,
      recaptchaSiteKey: this.config.recaptcha.siteKey ?? undefined,
      hubspotPortalId: this.config.hubspot.portalId ?? undefined,
      hubspotFormId: this.config.hubspot.formId ?? undefined,
      simulators: {
        payments: active.payments,
        recaptcha: active.recaptcha,
        mailbox: active.mailbox,
        addresses: active.addresses,
      },
    };
  }
}
