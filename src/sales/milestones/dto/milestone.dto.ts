import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  FALL_THROUGH_REASONS,
  MILESTONE_NOTE_MAX_LENGTH,
  MILESTONE_SOURCES,
} from '@/platform/database/schema';
import { MILESTONE_KEYS, type MilestoneKey } from '../milestones.catalogue';
import { PROGRESS_STATUSES, type ProgressStatus } from '../milestones.rules';

const dayDescription =
  'A calendar day (YYYY-MM-DD, or an ISO date-time read as its UK calendar day); kept as that day at midnight UTC';

/** POST /api/admin/transactions/{id}/milestones. */
export class RecordMilestoneDto {
  @ApiProperty({ enum: MILESTONE_KEYS })
  @IsIn(MILESTONE_KEYS, { message: `key must be one of: ${MILESTONE_KEYS.join(', ')}` })
  key!: MilestoneKey;

  @ApiProperty({ type: String, format: 'date', description: `When it happened. ${dayDescription}` })
  @IsISO8601({ strict: true }, { message: 'occurred_at must be a date (YYYY-MM-DD)' })
  occurred_at!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: `completion_date_set only: the day completion is planned for. ${dayDescription}`,
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expected_at must be a date (YYYY-MM-DD)' })
  expected_at?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: MILESTONE_NOTE_MAX_LENGTH, nullable: true })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(MILESTONE_NOTE_MAX_LENGTH, {
    message: `note must be at most ${MILESTONE_NOTE_MAX_LENGTH} characters`,
  })
  note?: string | null;

  @ApiPropertyOptional({
    enum: FALL_THROUGH_REASONS,
    nullable: true,
    description: 'fell_through only, and required for it: why the sale fell through',
  })
  @IsOptional()
  @IsIn(FALL_THROUGH_REASONS, {
    message: `reason must be one of: ${FALL_THROUGH_REASONS.join(', ')}`,
  })
  reason?: (typeof FALL_THROUGH_REASONS)[number] | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: MILESTONE_NOTE_MAX_LENGTH,
    nullable: true,
    description: "fell_through only: the details (required when the reason is 'other')",
  })
  @IsOptional()
  @IsString({ message: 'reason_details must be text' })
  @MaxLength(MILESTONE_NOTE_MAX_LENGTH, {
    message: `reason_details must be at most ${MILESTONE_NOTE_MAX_LENGTH} characters`,
  })
  reason_details?: string | null;
}

/** One record: a step reached (or cleared), by whom and from where. */
export class MilestoneRecordDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: MILESTONE_KEYS }) key!: MilestoneKey;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  occurred_at!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The day this record plans it for (completion_date_set); none otherwise',
  })
  expected_at!: string | null;
  @ApiProperty({ enum: MILESTONE_SOURCES }) source!: (typeof MILESTONE_SOURCES)[number];
  @ApiProperty({ description: "The author's name: a member of staff, a partner, a provider" })
  author_name!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ enum: FALL_THROUGH_REASONS, nullable: true })
  reason!: (typeof FALL_THROUGH_REASONS)[number] | null;
  @ApiProperty({ type: String, nullable: true }) reason_details!: string | null;
  @ApiProperty({ description: 'Whether it corrects an earlier record of the same step' })
  is_correction!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The record it corrects' })
  supersedes_id!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a correction replaced it; none while it is current',
  })
  superseded_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) recorded_at!: string;
}

/** A step of the catalogue for this sale, reached or not. */
export class SaleMilestoneDto {
  @ApiProperty({ enum: MILESTONE_KEYS }) key!: MilestoneKey;
  @ApiProperty() label!: string;
  @ApiProperty({
    enum: ['sale', 'purchase'],
    description: 'What it is a fact of: the sale, or the purchase now going ahead',
  })
  scope!: 'sale' | 'purchase';
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  occurred_at!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The day it is expected (from the targets); none before the sale is agreed',
  })
  expected_at!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    description: 'Whole days it ran (or is running) past its expected day',
  })
  lag_days!: number | null;
  @ApiProperty({ enum: MILESTONE_SOURCES, nullable: true })
  source!: (typeof MILESTONE_SOURCES)[number] | null;
  @ApiProperty({ type: String, nullable: true }) author_name!: string | null;
  @ApiProperty({ type: MilestoneRecordDto, nullable: true, description: 'Its current record' })
  record!: MilestoneRecordDto | null;
}

/** Where a sale in progress stands. */
export class SaleProgressDto {
  @ApiProperty({
    enum: PROGRESS_STATUSES,
    description:
      'red: the exchange (or completion) day has passed, or a step is more than 10 days late; amber: a step is late; on_track: nothing is late',
  })
  status!: ProgressStatus;
  @ApiProperty({ minimum: 0, description: 'Whole days the next step is late' })
  lag_days!: number;
  @ApiProperty({
    enum: MILESTONE_KEYS,
    description: 'The step not reached that was expected first',
  })
  next_key!: MilestoneKey;
  @ApiProperty({ type: String, format: 'date-time' }) next_expected_at!: string;
  @ApiProperty({ enum: ['exchanged', 'completed'], description: 'Due to exchange, or to complete' })
  due_key!: 'exchanged' | 'completed';
  @ApiProperty({ type: String, format: 'date-time' }) due_at!: string;
}

/** A forecast range of days, with its words. */
export class ForecastRangeDto {
  @ApiProperty({ type: String, format: 'date-time' }) from!: string;
  @ApiProperty({ type: String, format: 'date-time' }) to!: string;
  @ApiProperty({
    description: "The range as an estimate: 'Likely to exchange between 12 and 19 February'",
  })
  text!: string;
}

/** When the sale is likely to exchange and complete: an estimate, never a promise. */
export class ForecastDto {
  @ApiProperty({ type: ForecastRangeDto, nullable: true, description: 'None after exchange' })
  exchange!: ForecastRangeDto | null;
  @ApiProperty({ type: ForecastRangeDto, nullable: true }) completion!: ForecastRangeDto | null;
  @ApiProperty({ description: 'How the forecast is made, in a sentence for the reader' })
  basis!: string;
}

/** GET /api/admin/transactions/{id}/milestones. */
export class SaleMilestonesDto {
  @ApiProperty({ type: [SaleMilestoneDto], description: 'Every step of the catalogue, in order' })
  items!: SaleMilestoneDto[];
  @ApiProperty({
    type: [MilestoneRecordDto],
    description: 'Every record, corrections and those they replaced included, newest first',
  })
  history!: MilestoneRecordDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The purchase whose facts these are (the one going ahead); none without a buyer',
  })
  purchase_intent_id!: string | null;
  @ApiProperty({
    type: SaleProgressDto,
    nullable: true,
    description:
      'None unless in progress: sale agreed, and not completed, fallen through or withdrawn',
  })
  progress!: SaleProgressDto | null;
  @ApiProperty({
    type: ForecastDto,
    nullable: true,
    description: 'None unless in progress: the likely exchange and completion days, as ranges',
  })
  forecast!: ForecastDto | null;
}
