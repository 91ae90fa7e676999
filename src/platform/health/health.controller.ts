import {
  Controller,
  Get,
  HttpCode,
  Inject,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
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

/** When a load balancer or client told "not ready" should ask again, in seconds. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;

/**
 * A 503 that says when to ask again. Each dependency's check has the readiness deadline
 * (READINESS_TIMEOUT_MS): a database that went silent is down after that long.
 */
function unavailable(res: Response, body: string | object) {
  res.setHeader('Retry-After', String(NOT_READY_RETRY_AFTER_SECONDS));
  return new ServiceUnavailableException(body);
}

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
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const [database, queue] = await Promise.all([this.database.ping(), this.jobs.isHealthy()]);
    const body = { status: 'ok' as const, database: upOrDown(database), queue: upOrDown(queue) };
    if (!database || !queue) {
      throw unavailable(res, { ...body, message: 'A dependency is down' });
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
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessDto> {
    // A process shutting down asks nothing more of its database: it is on its way out.
    if (this.shutdown.isShuttingDown) throw unavailable(res, 'Shutting down');
    const [database, queue] = await Promise.all([this.database.ping(), this.jobs.isHealthy()]);
    if (!database || !queue) {
      const down = [!database && 'the database', !queue && 'the job queue'].filter(Boolean);
      throw unavailable(res, `Not ready: ${down.join(' and ')} down`);
    }
    return { status: 'ok', database: 'up', queue: 'up', shuttingDown: false };
  }
}
