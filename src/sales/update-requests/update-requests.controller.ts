import { Controller, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import { UpdateRequestDto } from './dto/update-request.dto';
import { UpdateRequestsService } from './update-requests.service';

/** "Request an update" from the customer's tracker (issue 36). */
@ApiTags('tracker')
@Controller('tracker')
export class UpdateRequestsController {
  constructor(private readonly requests: UpdateRequestsService) {}

  @Post('sales/:transactionId/update-requests')
  @Idempotent()
  @ApiOperation({
    operationId: 'requestSaleUpdate',
    summary: 'Ask staff for an update on your sale: once a day; the answer comes by e-mail',
  })
  @ApiCreatedResponse({ type: UpdateRequestDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'No such sale, or you are not its seller' })
  @ApiConflictResponse({ description: 'Asked today already (UPDATE_ALREADY_REQUESTED)' })
  forSale(
    @CurrentUser() user: SessionUser,
    @IdParam('transactionId') id: string,
  ): Promise<UpdateRequestDto> {
    return this.requests.request(user, { kind: 'sale', id });
  }

  @Post('purchases/:purchaseIntentId/update-requests')
  @Idempotent()
  @ApiOperation({
    operationId: 'requestPurchaseUpdate',
    summary: 'Ask staff for an update on your purchase: once a day; the answer comes by e-mail',
  })
  @ApiCreatedResponse({ type: UpdateRequestDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'No such purchase, or you are not its buyer' })
  @ApiConflictResponse({
    description:
      'Asked today already (UPDATE_ALREADY_REQUESTED), or the purchase is linked to no sale yet (UPDATE_NOT_AVAILABLE)',
  })
  forPurchase(
    @CurrentUser() user: SessionUser,
    @IdParam('purchaseIntentId') id: string,
  ): Promise<UpdateRequestDto> {
    return this.requests.request(user, { kind: 'purchase', id });
  }
}
