import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import {
  MonthlyTransactionCountDto,
  ReferralRowDto,
  SolicitorAssignmentRowDto,
  StatsMonthQueryDto,
} from './dto/stats.dto';
import { StatsService } from './stats.service';

/** Stats & Metrics: /api/admin/stats/… (admins only). Months are UK calendar months. */
@AdminController('stats')
export class AdminStatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('transactions')
  @ApiOperation({
    operationId: 'saleStats',
    summary: 'Monthly transaction count: sales created in the month',
  })
  @ApiOkResponse({ type: MonthlyTransactionCountDto })
  transactions(@Query() query: StatsMonthQueryDto): Promise<MonthlyTransactionCountDto> {
    return this.stats.monthlyTransactionCount({ year: query.year, month: query.month });
  }

  @Get('solicitors-assignments')
  @ApiOperation({
    operationId: 'solicitorAssignmentStats',
    summary: 'Monthly solicitors assignments per law firm (seller and buyer side), by firm name',
  })
  @ApiOkResponse({ type: [SolicitorAssignmentRowDto] })
  solicitorsAssignments(@Query() query: StatsMonthQueryDto): Promise<SolicitorAssignmentRowDto[]> {
    return this.stats.monthlySolicitorAssignments({ year: query.year, month: query.month });
  }

  @Get('foreign-currency')
  @ApiOperation({
    operationId: 'foreignCurrencyStats',
    summary:
      'Sellers (paid sales) and buyers (confirmed purchases) using foreign currency, created in the current and two previous months, by name',
  })
  @ApiOkResponse({ type: [ReferralRowDto] })
  foreignCurrency(): Promise<ReferralRowDto[]> {
    return this.stats.referrals('foreignCurrency');
  }

  @Get('mortgage-referrals')
  @ApiOperation({
    operationId: 'mortgageReferralStats',
    summary:
      'Sellers (paid sales) and buyers (confirmed purchases) asking for a mortgage referral, created in the current and two previous months, by name',
  })
  @ApiOkResponse({ type: [ReferralRowDto] })
  mortgageReferrals(): Promise<ReferralRowDto[]> {
    return this.stats.referrals('mortgageReferral');
  }
}
