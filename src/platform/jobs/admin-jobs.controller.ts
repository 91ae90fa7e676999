import { Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { AdminJobsService } from './admin-jobs.service';
import {
  FailedJobsDto,
  FailedJobsQueryDto,
  JobParamsDto,
  QueueSummaryDto,
} from './dto/admin-jobs.dto';

/** The back office's Jobs page: /api/admin/jobs/… (admins only). */
@AdminController('jobs')
export class AdminJobsController {
  constructor(private readonly jobs: AdminJobsService) {}

  @Get()
  @ApiOperation({
    operationId: 'queueSummary',
    summary: 'Per queue: waiting and active now, failed and completed in the last 24 hours',
  })
  @ApiOkResponse({ type: [QueueSummaryDto] })
  summary(): Promise<QueueSummaryDto[]> {
    return this.jobs.summary();
  }

  @Get('failed')
  @ApiOperation({
    operationId: 'failedJobs',
    summary: 'The newest jobs that failed for good, with their error',
  })
  @ApiOkResponse({ type: FailedJobsDto })
  failed(@Query() query: FailedJobsQueryDto): Promise<FailedJobsDto> {
    return this.jobs.failed(query.queue ?? null);
  }

  @Post(':queue/:id/retry')
  @HttpCode(204)
  @ApiOperation({ operationId: 'retryJob', summary: 'Run a failed job again (one more attempt)' })
  @ApiNotFoundResponse({ description: 'No such failed job' })
  async retry(@Param() params: JobParamsDto, @CurrentUser() admin: SessionUser): Promise<void> {
    await this.jobs.retry(params.queue, params.id, admin);
  }

  @Post(':queue/:id/discard')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'discardJob',
    summary: 'Discard a failed job: it will not run again',
  })
  @ApiNotFoundResponse({ description: 'No such failed job' })
  async discard(@Param() params: JobParamsDto, @CurrentUser() admin: SessionUser): Promise<void> {
    await this.jobs.discard(params.queue, params.id, admin);
  }
}
