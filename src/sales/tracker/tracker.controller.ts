import { Controller, Get } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { TrackerDto } from './dto/tracker.dto';
import { TrackerService } from './tracker.service';

/** The customer's tracker of their sale or purchase (issue 25). */
@ApiTags('tracker')
@Controller('tracker')
export class TrackerController {
  constructor(private readonly tracker: TrackerService) {}

  @Get('sales/:transactionId')
  @ApiOperation({
    operationId: 'saleTracker',
    summary:
      "Your sale's progress: milestones, your people's identity checks, searches, the buyer's side in outline and the timing",
  })
  @ApiOkResponse({ type: TrackerDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'No such sale, or you are not its seller' })
  sale(
    @CurrentUser() user: SessionUser,
    @IdParam('transactionId') transactionId: string,
  ): Promise<TrackerDto> {
    return this.tracker.forSale(user, transactionId);
  }

  @Get('purchases/:purchaseIntentId')
  @ApiOperation({
    operationId: 'purchaseTracker',
    summary:
      "Your purchase's progress: milestones, your people's identity checks, the seller's side in outline and the timing",
  })
  @ApiOkResponse({ type: TrackerDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'No such purchase, or you are not its buyer' })
  purchase(
    @CurrentUser() user: SessionUser,
    @IdParam('purchaseIntentId') purchaseIntentId: string,
  ): Promise<TrackerDto> {
    return this.tracker.forPurchase(user, purchaseIntentId);
  }
}
