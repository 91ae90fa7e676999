import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '@/common/decorators';
import { Database } from '@/database/database';
import { JobsService } from '@/jobs/jobs.service';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) queue!: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly jobs: JobsService,
  ) {}

  @Public()
  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness and readiness: the database and the job queue answer' })
  @ApiOkResponse({ type: HealthDto })
  async check(): Promise<HealthDto> {
    const [database, queue] = await Promise.all([this.database.ping(), this.jobs.isHealthy()]);
    const body = {
      status: 'ok' as const,
      database: database ? ('up' as const) : ('down' as const),
      queue: queue ? ('up' as const) : ('down' as const),
    };
    if (!database || !queue) {
      throw new ServiceUnavailableException({ ...body, message: 'A dependency is down' });
    }
    return body;
  }
}
