import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/common/admin';
import { AdminSearchQueryDto, AdminSearchResultDto } from '../dto/admin-search.dto';
import { SalesSearchService } from '../services/sales-search.service';

/** The back office's global search box: /api/admin/search (admins only). */
@AdminController('search')
export class AdminSearchController {
  constructor(private readonly search: SalesSearchService) {}

  @Get()
  @ApiOperation({
    summary:
      'Sales whose seller or buyer (name, e-mail) or property (first line, postcode) starts with q; newest first, at most 10',
  })
  @ApiOkResponse({ type: [AdminSearchResultDto] })
  find(@Query() query: AdminSearchQueryDto): Promise<AdminSearchResultDto[]> {
    return this.search.find(query.q);
  }
}
