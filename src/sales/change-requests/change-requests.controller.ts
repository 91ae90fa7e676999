import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import { ChangeRequestsService } from './change-requests.service';
import { ChangeRequestReceiptDto, CreateChangeRequestDto } from './dto/change-request.dto';

/**
 * "Ask us to change something" on a paid sale or a confirmed purchase (issue 25): the customer's
 * own records only (others answer 404), a few requests an hour.
 */
@ApiTags('change-requests')
@Controller()
export class ChangeRequestsController {
  constructor(private readonly changeRequests: ChangeRequestsService) {}

  @Post('transaction/:id/change-requests')
  @Idempotent()
  @ApiOperation({
    operationId: 'requestSaleChange',
    summary: 'Ask staff to change an answer of your sale (a note on the sale)',
  })
  @ApiCreatedResponse({ type: ChangeRequestReceiptDto })
  @ApiBadRequestResponse({ description: 'Blank or too long' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests in the hour' })
  forSale(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Body() body: CreateChangeRequestDto,
  ): Promise<ChangeRequestReceiptDto> {
    return this.changeRequests.forSale(user, id, body.text);
  }

  @Post('purchase-intent/:id/change-requests')
  @Idempotent()
  @ApiOperation({
    operationId: 'requestPurchaseChange',
    summary: 'Ask staff to change an answer of your purchase (a note on its sale)',
  })
  @ApiCreatedResponse({ type: ChangeRequestReceiptDto })
  @ApiBadRequestResponse({ description: 'Blank or too long' })
  @ApiNotFoundResponse({ description: 'Purchase intent not found' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests in the hour' })
  forPurchase(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Body() body: CreateChangeRequestDto,
  ): Promise<ChangeRequestReceiptDto> {
    return this.changeRequests.forPurchase(user, id, body.text);
  }
}
