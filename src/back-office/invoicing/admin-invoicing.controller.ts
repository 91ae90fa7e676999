import { Get, Param, Query, Res } from '@nestjs/common';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '@/platform/http/admin';
import { InvoiceFileDto, InvoicingExportQueryDto } from './dto/invoicing.dto';
import { InvoicingService, parseMonth } from './invoicing.service';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/** The monthly invoicing export: /api/admin/invoicing/… (admins only). */
@AdminController('invoicing')
export class AdminInvoicingController {
  constructor(private readonly invoicing: InvoicingService) {}

  @Get('export')
  @ApiOperation({
    operationId: 'exportInvoicing',
    summary:
      "The month's invoicing CSV (solicitors assigned in that UK month), streamed as an attachment 'Invoice Transactions {Month} {year}.csv'",
  })
  @ApiFileResponse('The CSV file, with a byte-order mark', 'text/csv')
  @ApiBadRequestResponse({ description: "'Period is required'" })
  @ApiConflictResponse({ description: 'No invoicing amount is configured' })
  async export(@Query() query: InvoicingExportQueryDto, @Res() response: Response): Promise<void> {
    const period = parseMonth(query.month);
    const amount = await this.invoicing.amountPence();
    const name = this.invoicing.fileName(period);
    startCsvDownload(response, name);
    await this.invoicing.writeCsv(period, amount, response);
  }

  @Get('files')
  @ApiOperation({
    operationId: 'invoicingFiles',
    summary: 'The monthly files the scheduled job kept, oldest first',
  })
  @ApiOkResponse({ type: [InvoiceFileDto] })
  async files(): Promise<InvoiceFileDto[]> {
    return (await this.invoicing.listFiles()).map((file) => ({
      month: file.month,
      file_name: file.file_name,
      records: file.records,
      total_pence: file.total_pence,
      createdAt: file.createdAt.toISOString(),
    }));
  }

  @Get('files/:month')
  @ApiOperation({
    operationId: 'invoicingFile',
    summary: "A kept monthly file ('YYYY-MM'), as it was produced",
  })
  @ApiFileResponse('The CSV file, with a byte-order mark', 'text/csv')
  @ApiNotFoundResponse({ description: 'No file for that month' })
  async file(@Param() params: InvoicingExportQueryDto, @Res() response: Response): Promise<void> {
    const file = await this.invoicing.findFile(params.month);
    startCsvDownload(response, file.file_name);
    await pipeline(Readable.from([file.content_gzip]), createGunzip(), response);
  }
}

/** The headers of a CSV attachment named `fileName`, never cached. */
function startCsvDownload(response: Response, fileName: string): void {
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader(
    'Content-Disposition',
    `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  response.setHeader('Cache-Control', 'no-store');
}
