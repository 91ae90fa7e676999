import { Body, Get, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { OrderSearchesDto, SearchesDto } from '../dto/searches.dto';
import { SearchOrdersService } from '../services/search-orders.service';
import { SearchesTabService } from '../services/searches-tab.service';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/** A sale's property searches: /api/admin/searches/… (admins only). */
@AdminController('searches')
export class AdminSearchesController {
  constructor(
    private readonly tab: SearchesTabService,
    private readonly orders: SearchOrdersService,
  ) {}

  @Get('transaction/:transactionId')
  @ApiOperation({
    operationId: 'searches',
    summary: "A sale's search orders, newest first, with the order form's defaults",
  })
  @ApiOkResponse({ type: SearchesDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  list(@IdParam('transactionId') transactionId: string): Promise<SearchesDto> {
    return this.tab.list(transactionId);
  }

  @Post('transaction/:transactionId')
  @ApiOperation({
    operationId: 'orderSearches',
    summary:
      'Order (or reorder) the search pack: submitted to the provider by a job; one order a day per sale',
  })
  @ApiCreatedResponse({ type: SearchesDto })
  @ApiBadRequestResponse({ description: 'Either building name or number is required' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiConflictResponse({
    description:
      'Searches were already ordered today for this sale (SEARCHES_ORDERED_TODAY), or the sale is not paid and no reason for the override was given (SEARCHES_SALE_NOT_PAID)',
  })
  order(
    @CurrentUser() admin: SessionUser,
    @IdParam('transactionId') transactionId: string,
    @Body() body: OrderSearchesDto,
  ): Promise<SearchesDto> {
    return this.orders.order(admin, transactionId, body);
  }

  @Get('results/:id')
  @ApiOperation({
    operationId: 'searchResult',
    summary: 'A search result document the provider sent (a PDF), as a download',
  })
  @ApiFileResponse('The document', 'application/pdf')
  @ApiNotFoundResponse({ description: 'Search result not found' })
  @ApiConflictResponse({ description: 'Its virus check has not passed (yet)' })
  async result(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.tab.resultFile(admin, id);
    response.set(file.headers);
    file.body.on('error', () => response.destroy());
    file.body.pipe(response);
  }
}
