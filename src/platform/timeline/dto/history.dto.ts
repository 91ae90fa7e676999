import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { pageSchema, PaginationQueryDto } from '@/platform/common/pagination';
import { IsObjectIdString } from '@/platform/common/validators';
import { eventLabel } from '../events.catalogue';
import type { EventRow } from '../events.repository';

/** GET /api/admin/history: the changes to one record (its `_id`), a page, newest first. */
export class HistoryQueryDto extends PaginationQueryDto {
  @ApiProperty({
    description:
      'The record whose changes to list: an estate agent, a brand, a law firm, a lawyer group, a company or a user',
    example: '65f1c0ffee00000000000001',
  })
  @IsObjectIdString('subjectId must be a record id (24 hexadecimal characters)')
  subjectId!: string;
}

/** One change to a record or to the settings: when, who, what (in words) and its details. */
export class HistoryEntryDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ format: 'date-time' }) date_time!: string;
  @ApiProperty({ example: 'user_deactivated', description: "The event's name (catalogue key)" })
  event_name!: string;
  @ApiProperty({ example: 'User deactivated', description: 'What changed, in words' })
  label!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: "The author's user id" })
  author!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The author's name when the change was made; null: the system",
  })
  authorName!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "What changed in detail (the settings: 'Benchmark in days: 123 → 100; …')",
  })
  comments!: string | null;
}

export class HistoryPageDto extends pageSchema(HistoryEntryDto) {}

export function toHistoryEntry(row: EventRow): HistoryEntryDto {
  return {
    _id: row._id,
    date_time: row.date_time.toISOString(),
    event_name: row.event_name,
    label: eventLabel(row.event_name),
    author: row.author,
    authorName: row.authorName,
    comments: row.comments,
  };
}
