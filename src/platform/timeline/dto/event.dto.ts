import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EventRow } from '../events.repository';

/** A timeline event (admin.md §3 "Timeline event"). */
export class EventDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ example: 'payment_successful' }) event_name!: string;
  @ApiProperty({ example: 'system', description: 'system: recorded by the service itself' })
  type!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: "The acting user's id" })
  author!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) authorName!: string | null;
  @ApiProperty({ format: 'date-time' }) date_time!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) comments!: string | null;
  @ApiProperty() milestone!: boolean;
}

export function toEventDto(row: EventRow): EventDto {
  return {
    _id: row._id,
    event_name: row.event_name,
    type: row.type,
    author: row.author,
    authorName: row.authorName,
    date_time: row.date_time.toISOString(),
    comments: row.comments,
    milestone: row.milestone,
  };
}
