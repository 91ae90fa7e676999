import { Module } from '@nestjs/common';
import { AdminStatsController } from './admin-stats.controller';
import { StatsQueryRepository } from './stats.query-repository';
import { StatsService } from './stats.service';

/** Stats & Metrics: read-only aggregations for the back office's home page. */
@Module({
  controllers: [AdminStatsController],
  providers: [StatsQueryRepository, StatsService],
})
export class StatsModule {}
