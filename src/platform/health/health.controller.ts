import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '@/platform/common/decorators';
import { ShutdownState } from '@/platform/common/shutdown';
import { Database } from '@/platform/database/database';
import { JobsService } from '@/platform/jobs/jobs.service';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) queue!: 'up' | 'down';
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}

export class ReadinessDto extends HealthDto {
  @ApiProperty({ enum: [false], description: 'A process shutting down answers 503' })
  shuttingDown!: false;
}

const upOrDown = (up: boolean) => (up ? ('up' as const) : ('down' as const));

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly jobs: JobsService,
    private readonly shutdown: ShutdownState,
  ) {}

  @Public()
  @Get()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'health',
    summary: 'Liveness and readiness: the database and the job queue answer',
  })
  @ApiOkResponse({ type: HealthDto })
  async check(): Promise<HealthDto> {
    const [database, queue] = await Promise.all([this.database.ping(), this.jobs.isHealthy()]);
    const body = { status: 'ok' as const, database: upOrDown(database), queue: upOrDown(queue) };
    if (!database || !queue) {
      throw new ServiceUnavailableException({ ...body, message: 'A dependency is down' });
    }
    return body;
  }

  @Public()
  @Get('live')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'liveness',
    summary: 'Liveness: the process answers (no dependency is asked; restart it if this fails)',
  })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'readiness',
    summary:
      'Readiness: the database answers, the job queue has started and the process is not ' +
      'shutting down (503 otherwise: send it no traffic)',
  })
  @ApiOkResponse({ type: ReadinessDto })
  async ready(): Promise<ReadinessDto> {
    // A process shutting down asks nothing more of its database: it is on its way out.
    if (this.shutdown.isShuttingDown) throw new ServiceUnavailableException('Shutting down');
    const [database, queue] = await Promise.all([this.database.ping(), this.jobs.isHealthy()]);
    if (!database || !queue) {
      const down = [!database && 'the database', !queue && 'the job queue'].filter(Boolean);
      throw new ServiceUnavailableException(`Not ready: ${down.join(' and ')} down`);
    }
    return { status: 'ok', database: 'up', queue: 'up', shuttingDown: false };
  }
}
