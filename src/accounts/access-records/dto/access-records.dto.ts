import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCESS_KINDS, ACCESS_SUBJECT_TYPES } from '@/platform/database/schema';
import { pageSchema, PaginationQueryDto } from '@/platform/common/pagination';
import { IsObjectIdString } from '@/platform/common/validators';
import type { AccessRecordRow } from '../access-records.repository';
import {
  ACCESS_KIND_LABELS,
  type AccessKind,
  type AccessSubjectType,
} from '../access-records.rules';

/** GET /api/admin/access-records: the views of one person's data, a page, newest first. */
export class AccessRecordsQueryDto extends PaginationQueryDto {
  @ApiProperty({
    description: 'The user (or the person of a sale) whose data staff viewed',
    example: '65f1c0ffee00000000000001',
  })
  @IsObjectIdString('subjectId must be a record id (24 hexadecimal characters)')
  subjectId!: string;
}

/** One view of a person's data: who, what and when. */
export class AccessRecordEntryDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ format: 'date-time' }) viewed_at!: string;
  @ApiProperty({ enum: ACCESS_KINDS }) kind!: AccessKind;
  @ApiProperty({ example: 'User details viewed', description: 'What was viewed, in words' })
  label!: string;
  @ApiProperty({ description: 'The member of staff who viewed it' }) staff_id!: string;
  @ApiProperty({ description: 'Their name when they viewed it' }) staff_name!: string;
  @ApiProperty({ enum: ACCESS_SUBJECT_TYPES }) subject_type!: AccessSubjectType;
  @ApiProperty({ description: 'The record shown: the user, the sale or the document' })
  record_id!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The record in words (a document's file name)",
  })
  record_label!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'The sale it was seen on' })
  transaction_id!: string | null;
}

export class AccessRecordPageDto extends pageSchema(AccessRecordEntryDto) {}

export function toAccessRecordEntry(row: AccessRecordRow): AccessRecordEntryDto {
  return {
    _id: row._id,
    viewed_at: row.viewed_at.toISOString(),
    kind: row.kind,
    label: ACCESS_KIND_LABELS[row.kind],
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    subject_type: row.subject_type,
    record_id: row.record_id,
    record_label: row.record_label,
    transaction_id: row.transaction_id,
  };
}
