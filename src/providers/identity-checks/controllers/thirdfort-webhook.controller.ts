import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { featureError, NotFoundError, ValidationError } from '@/platform/common/errors';
import { Public } from '@/platform/common/decorators';
import { InvalidWebhookSignatureError } from '../adapters/thirdfort-webhook.verifier';
import { IdentityCheckSyncService } from '../services/identity-check-sync.service';

class WebhooksOffError extends featureError(NotFoundError, 'NOT_FOUND', 'Not Found') {}

/**
 * Thirdfort's webhook (POST /api/webhooks/thirdfort), only when THIRDFORT_WEBHOOK_SECRET is set:
 * a delivery whose signature does not verify is refused with 400 and changes nothing; verified
 * changes are applied as the polled ones are (idempotently).
 */
@ApiExcludeController()
@Controller('webhooks')
export class ThirdfortWebhookController {
  constructor(private readonly sync: IdentityCheckSyncService) {}

  @Public()
  @Post('thirdfort')
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<Request>): Promise<{ received: number }> {
    const verifier = this.sync.webhookVerifier();
    if (!verifier) throw new WebhooksOffError();
    let changes;
    try {
      changes = verifier.verify(request.rawBody ?? Buffer.alloc(0), request.headers);
    } catch (error) {
      if (error instanceof InvalidWebhookSignatureError) {
        throw new ValidationError([error.message]);
      }
      throw error;
    }
    let received = 0;
    for (const change of changes) {
      if (await this.sync.applyStatusChange(change)) received++;
    }
    return { received };
  }
}
