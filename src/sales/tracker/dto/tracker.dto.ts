import { ApiProperty } from '@nestjs/swagger';
import { ForecastDto } from '@/sales/milestones/dto/milestone.dto';

export const MILESTONE_STATES = ['done', 'current', 'upcoming', 'failed'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

export const CHECK_STATUSES = ['not_started', 'in_progress', 'complete', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const PERSON_ROLES = ['you', 'co_seller', 'joint_buyer', 'giftor'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const SEARCH_STATES = ['ordered', 'returned', 'cancelled'] as const;
export type SearchState = (typeof SEARCH_STATES)[number];

/** One step of the sale as the customer sees it, in order. */
export class MilestoneDto {
  @ApiProperty({
    enum: [
      'paid',
      'estate_agent',
      'solicitors',
      'identity_checks',
      'searches',
      'sale_agreed',
      'exchanged',
      'completed',
      'withdrawn',
    ],
  })
  key!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ enum: MILESTONE_STATES }) state!: MilestoneState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) date!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A short line about the step' })
  detail!: string | null;
}

/** The identity check of one person the customer is responsible for. */
export class PersonCheckDto {
  @ApiProperty({ description: 'First and last name' }) name!: string;
  @ApiProperty({ enum: PERSON_ROLES }) role!: PersonRole;
  @ApiProperty({ enum: CHECK_STATUSES }) status!: CheckStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completed_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What to do next; null when done' })
  next_step!: string | null;
}

/** One search product of the seller's search pack. */
export class SearchProgressDto {
  @ApiProperty({ description: 'The product name, e.g. Local' }) product!: string;
  @ApiProperty({ enum: SEARCH_STATES }) state!: SearchState;
  @ApiProperty({ format: 'date-time' }) ordered_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expected_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) returned_at!: string | null;
}

/** A step of the other side of the sale, without anyone's personal data. */
export class OtherSideItemDto {
  @ApiProperty({ enum: ['buyer_found', 'solicitor_instructed', 'checks_complete', 'searches'] })
  key!: string;
  @ApiProperty() label!: string;
  @ApiProperty() done!: boolean;
}

export class OtherSideDto {
  @ApiProperty({ description: "'The buyer' or 'The seller'" }) title!: string;
  @ApiProperty({ type: [OtherSideItemDto] }) items!: OtherSideItemDto[];
}

/** Time from offer (sale agreed) to exchange against the benchmark; null figures read 'TBC'. */
export class TrackerTimingDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sale_agreed_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) exchanged_at!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Whole days from sale agreed to exchange, or to today before exchange',
  })
  offer_to_exchange_days!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The admin config benchmark' })
  benchmark_in_days!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Known once exchanged' })
  time_saved_days!: number | null;
  @ApiProperty({ type: Number, nullable: true }) time_saved_percent!: number | null;
}

/** The customer's tracker of one sale or purchase (issue 25). */
export class TrackerDto {
  @ApiProperty({ enum: ['seller', 'buyer'] }) side!: 'seller' | 'buyer';
  @ApiProperty({ type: [MilestoneDto] }) milestones!: MilestoneDto[];
  @ApiProperty({ type: [PersonCheckDto] }) checks!: PersonCheckDto[];
  @ApiProperty({ type: [SearchProgressDto], description: 'Seller side only; empty for buyers' })
  searches!: SearchProgressDto[];
  @ApiProperty({ type: OtherSideDto }) other_side!: OtherSideDto;
  @ApiProperty({ type: TrackerTimingDto }) timing!: TrackerTimingDto;
  @ApiProperty({ description: "The customer's own identity check is complete" })
  own_check_complete!: boolean;
  @ApiProperty({
    type: ForecastDto,
    nullable: true,
    description:
      'While the sale is in progress: when it is likely to exchange and complete, as an estimate',
  })
  forecast!: ForecastDto | null;
}
