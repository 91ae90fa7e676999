import { Controller, Get, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { receiptDownload } from './receipt-download';
import { ReceiptsService } from './receipts.service';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/** The seller's receipt for their sale: /api/transaction/{id}/receipt (beside the sale). */
@ApiTags('transactions')
@Controller('transaction')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get(':id/receipt')
  @ApiOperation({
    operationId: 'saleReceipt',
    summary:
      "Your sale's receipt as a PDF download: a VAT receipt once paid, a £0.00 confirmation when a referral code covered the fee",
    description:
      'A binary download: open it with a plain link (the session cookie goes with it), not through the JSON client.',
  })
  @ApiFileResponse('The PDF, as an attachment', 'application/pdf')
  @ApiNotFoundResponse({ description: "Not your sale, or not paid yet: 'Receipt not found'" })
  async download(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return receiptDownload(response, await this.receipts.forSeller(user, id));
  }
}
