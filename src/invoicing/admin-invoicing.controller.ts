import { Get, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '@/common/admin';
import { InvoicingExportQueryDto } from './dto/invoicing.dto';
import { InvoicingService, parseMonth } from './invoicing.service';

/** The monthly invoicing export: /api/admin/invoicing/… (admins only). */
@AdminController('invoicing')
export class AdminInvoicingController {
  constructor(private readonly invoicing: InvoicingService) {}

  @Get('export')
  @ApiOperation({
    summary:
      "The month's invoicing CSV (solicitors assigned in that UK month), streamed as an attachment 'Invoice Transactions {Month} {year}.csv'",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file, with a byte-order mark' })
  @ApiBadRequestResponse({ description: "'Period is required'" })
  @ApiConflictResponse({ description: 'No invoicing amount is configured' })
  async export(@Query() query: InvoicingExportQueryDto, @Res() response: Response): Promise<void> {
    const period = parseMonth(query.month);
    const amount = await this.invoicing.amountPence();
    const name = this.invoicing.fileName(period);
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    response.setHeader('Cache-Control', 'no-store');
    await this.invoicing.writeCsv(period, amount, response);
  }
}
