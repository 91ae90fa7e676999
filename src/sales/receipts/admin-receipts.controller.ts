import { Get, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '@/platform/http/admin';
import { IdParam } from '@/platform/common/id-param';
import { receiptDownload } from './receipt-download';
import { ReceiptsService } from './receipts.service';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/** A sale's receipt for staff: /api/admin/transactions/{id}/receipt (admins only). */
@AdminController('transactions')
export class AdminReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get(':id/receipt')
  @ApiOperation({
    operationId: 'adminSaleReceipt',
    summary: "A sale's receipt (VAT receipt or £0.00 confirmation) as a PDF download",
  })
  @ApiFileResponse('The PDF, as an attachment', 'application/pdf')
  @ApiNotFoundResponse({ description: "No such sale, or not paid: 'Receipt not found'" })
  async download(
    @IdParam() id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return receiptDownload(response, await this.receipts.forStaff(id));
  }
}
