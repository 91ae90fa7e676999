import { Body, Controller, Get, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Clock, TravellingClock } from '@/platform/common/clock';
import { Public } from '@/platform/common/decorators';
import { JobsService } from '@/platform/jobs/jobs.service';

/** Ninety days: the longest single move, far beyond any delay or turnaround the product has. */
const MAX_ADVANCE_SECONDS = 90 * 24 * 60 * 60;

export class AdvanceTimeDto {
  @ApiProperty({
    description: 'How far to move business time on, in seconds',
    minimum: 1,
    maximum: MAX_ADVANCE_SECONDS,
    example: 60,
  })
  @IsInt()
  @Min(1)
  @Max(MAX_ADVANCE_SECONDS)
  seconds!: number;
}

export class BusinessTimeDto {
  @ApiProperty({ format: 'date-time', description: 'Business time now' })
  now!: string;
  @ApiProperty({ description: 'How far business time is ahead of real time, in seconds' })
  offset_seconds!: number;
  @ApiProperty({
    type: [String],
    description: 'The queues whose waiting jobs fell due and were started (POST only)',
  })
  queues_run!: string[];
}

/**
 * Moves business time on in development and test (never staging or production): a simulated
 * identity check, search, processing payment or progress e-mail batch, and every delayed job,
 * then fall due at once instead of after their real wait. For demos and the browser journeys.
 */
@ApiTags('dev')
@Controller('dev/time')
export class TimeTravelController {
  constructor(
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'businessTime',
    summary: 'Business time and how far it has been moved on (development only)',
  })
  @ApiOkResponse({ type: BusinessTimeDto })
  read(): BusinessTimeDto {
    return this.describe(this.travelling(), []);
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'advanceBusinessTime',
    summary: 'Move business time on (development only)',
    description:
      'Development and test only. Jobs waiting to start within the time moved on start at once, ' +
      'and the simulators see the new time.',
  })
  @ApiOkResponse({ type: BusinessTimeDto })
  async advance(@Body() body: AdvanceTimeDto): Promise<BusinessTimeDto> {
    const clock = this.travelling();
    clock.advance(body.seconds * 1000);
    const queues = await this.jobs.runDue(body.seconds * 1000);
    return this.describe(clock, queues);
  }

  private travelling(): TravellingClock {
    if (!(this.clock instanceof TravellingClock)) throw new NotFoundException();
    return this.clock;
  }

  private describe(clock: TravellingClock, queues: string[]): BusinessTimeDto {
    return {
      now: clock.now().toISOString(),
      offset_seconds: Math.round(clock.offset / 1000),
      queues_run: queues,
    };
  }
}
