import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PaginationQueryDto } from '@/platform/common/pagination';
import { AdminController } from '@/platform/http/admin';
import { AdminTransactionPageDto, type AdminTransactionPage } from '../dto/admin-sale.dto';
import { SalesListService } from '../services/sales-list.service';

/** The back office's At risk view: /api/admin/at-risk (issue 36; admins only). */
@AdminController('at-risk')
export class AdminAtRiskController {
  constructor(private readonly listing: SalesListService) {}

  @Get()
  @ApiOperation({
    operationId: 'atRiskSales',
    summary:
      "A page of the sales in progress running late today (progress amber or red), the most late first, each as the transactions table's row with its progress: status, lag, next step and when it was expected; skip, limit (where the page ends)",
  })
  @ApiOkResponse({ type: AdminTransactionPageDto })
  @ApiBadRequestResponse({ description: 'A page that is not valid' })
  list(@Query() query: PaginationQueryDto): Promise<AdminTransactionPage> {
    return this.listing.atRisk(query);
  }
}
