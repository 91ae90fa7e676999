import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { JOB_NAMES, JobName } from '../queues';

export class QueueSummaryDto {
  @ApiProperty({ enum: JOB_NAMES }) queue!: string;
  @ApiProperty({ description: 'Waiting to run now (created or due for a retry)' }) waiting!: number;
  @ApiProperty({ description: 'Running now' }) active!: number;
  @ApiProperty({ description: 'Failed for good in the last 24 hours' }) failed!: number;
  @ApiProperty({ description: 'Completed in the last 24 hours' }) completed!: number;
}

export class FailedJobDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ enum: JOB_NAMES }) queue!: string;
  @ApiProperty({ nullable: true, type: String, description: 'The last run’s error, without data' })
  error!: string | null;
  @ApiProperty({ nullable: true, type: String }) code!: string | null;
  @ApiProperty({ description: 'Runs it had, retries included' }) attempts!: number;
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String }) failed_at!: string | null;
}

export class FailedJobsDto {
  @ApiProperty({ type: [FailedJobDto], description: 'The newest failed jobs, 50 at most' })
  items!: FailedJobDto[];
  @ApiProperty({ description: 'Failed jobs waiting for a decision, in all' }) total!: number;
}

export class FailedJobsQueryDto {
  @ApiPropertyOptional({ enum: JOB_NAMES })
  @IsOptional()
  @IsIn(JOB_NAMES, { message: 'queue must be one of the job queues' })
  queue?: JobName;
}

export class JobParamsDto {
  @ApiProperty({ enum: JOB_NAMES })
  @IsIn(JOB_NAMES, { message: 'queue must be one of the job queues' })
  queue!: JobName;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a job id' })
  id!: string;
}
