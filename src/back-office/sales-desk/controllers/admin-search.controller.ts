import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import {
  AdminSearchCountDto,
  AdminSearchQueryDto,
  AdminSearchResultDto,
} from '../dto/admin-search.dto';
import { SalesSearchService } from '../services/sales-search.service';

/** The back office's global search box: /api/admin/search (admins only). */
@AdminController('search')
export class AdminSearchController {
  constructor(private readonly search: SalesSearchService) {}

  @Get()
  @ApiOperation({
    operationId: 'saleSearch',
    summary:
      'Sales whose seller or buyer (name, e-mail) or property (first line, postcode) starts with q; newest first, at most 10',
  })
  @ApiOkResponse({ type: [AdminSearchResultDto] })
  find(@Query() query: AdminSearchQueryDto): Promise<AdminSearchResultDto[]> {
    return this.search.find(query.q);
  }

  @Get('count')
  @ApiOperation({
    operationId: 'saleSearchCount',
    summary:
      'How many sales the search finds, counted up to 50: the box says "Showing 10 of N" when there are more than it lists',
  })
  @ApiOkResponse({ type: AdminSearchCountDto })
  count(@Query() query: AdminSearchQueryDto): Promise<AdminSearchCountDto> {
    return this.search.count(query.q);
  }
}
