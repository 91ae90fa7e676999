import { Body, Get, Post, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '@/common/admin';
import { CurrentUser, SessionUser } from '@/common/decorators';
import { IdParam } from '@/common/id-param';
import { OrderSearchesDto, SearchesDto } from '../dto/searches.dto';
import { SearchOrdersService } from '../services/search-orders.service';
import { SearchesTabService } from '../services/searches-tab.service';

/** A sale's property searches: /api/admin/searches/… (admins only). */
@AdminController('searches')
export class AdminSearchesController {
  constructor(
    private readonly tab: SearchesTabService,
    private readonly orders: SearchOrdersService,
  ) {}

  @Get('transaction/:transactionId')
  @ApiOperation({ summary: "A sale's search orders, newest first, with the order form's defaults" })
  @ApiOkResponse({ type: SearchesDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  list(@IdParam('transactionId') transactionId: string): Promise<SearchesDto> {
    return this.tab.list(transactionId);
  }

  @Post('transaction/:transactionId')
  @ApiOperation({
    summary:
      'Order (or reorder) the search pack: submitted to the provider by a job; one order a day per sale',
  })
  @ApiCreatedResponse({ type: SearchesDto })
  @ApiBadRequestResponse({ description: 'Either building name or number is required' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiConflictResponse({ description: 'Searches were already ordered today for this sale' })
  order(
    @CurrentUser() admin: SessionUser,
    @IdParam('transactionId') transactionId: string,
    @Body() body: OrderSearchesDto,
  ): Promise<SearchesDto> {
    return this.orders.order(admin, transactionId, body);
  }

  @Get('results/:id')
  @ApiOperation({ summary: 'A search result document the provider sent (a PDF), as a download' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The document' })
  @ApiNotFoundResponse({ description: 'Search result not found' })
  async result(
    @IdParam() id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.tab.resultFile(id);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.content, {
      type: file.mime_type === 'application/pdf' ? 'application/pdf' : 'application/octet-stream',
      disposition: `attachment; filename="${file.file_name.replace(/[^\w.-]/g, '_')}"`,
      length: file.content.length,
    });
  }
}
