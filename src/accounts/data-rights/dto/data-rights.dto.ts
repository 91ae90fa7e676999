import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  DATA_EXPORT_STATUSES,
  ERASURE_STATUSES,
  HELD_RECORD_KINDS,
} from '@/platform/database/schema';
import { PaginationQueryDto } from '@/platform/common/pagination';

export class DataExportDto {
  @ApiProperty() _id!: string;
  @ApiProperty({
    enum: DATA_EXPORT_STATUSES,
    description: 'pending while it is prepared; ready to download until it expires',
  })
  status!: (typeof DATA_EXPORT_STATUSES)[number];
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) readyAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expiresAt!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Size of the ZIP in bytes' })
  size!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Where to download it (ready only)' })
  downloadUrl!: string | null;
}

export class ErasureRequestDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: ERASURE_STATUSES }) status!: (typeof ERASURE_STATUSES)[number];
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
}

/** One retention period, as the privacy policy and the erasure page state it. */
export class RetentionPeriodDto {
  @ApiProperty({ enum: HELD_RECORD_KINDS }) kind!: (typeof HELD_RECORD_KINDS)[number];
  @ApiProperty() years!: number;
  @ApiProperty() reason!: string;
}

/** The customer's data rights page: their latest export and erasure request. */
export class MyDataRightsDto {
  @ApiProperty({ type: DataExportDto, nullable: true }) export!: DataExportDto | null;
  @ApiProperty({ type: ErasureRequestDto, nullable: true }) erasure!: ErasureRequestDto | null;
  @ApiProperty({ type: [RetentionPeriodDto] }) retention!: RetentionPeriodDto[];
}

export class HeldRecordSummaryDto {
  @ApiProperty({ enum: HELD_RECORD_KINDS }) kind!: (typeof HELD_RECORD_KINDS)[number];
  @ApiProperty() reason!: string;
  @ApiProperty({ format: 'date-time' }) deleteAfter!: string;
}

export class AdminErasureRequestDto {
  @ApiProperty() _id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty({ enum: ERASURE_STATUSES }) status!: (typeof ERASURE_STATUSES)[number];
  @ApiProperty({ nullable: true, type: String, description: 'Who asked (cleared once erased)' })
  name!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Their e-mail (cleared once erased)' })
  email!: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) erasedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) erasedBy!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  relationshipEndedAt!: string | null;
  @ApiProperty({ type: [HeldRecordSummaryDto], description: 'What is held, until when' })
  held!: HeldRecordSummaryDto[];
}

export class AdminErasureRequestPageDto {
  @ApiProperty({ type: [AdminErasureRequestDto] }) items!: AdminErasureRequestDto[];
  @ApiProperty() totalItems!: number;
  @ApiProperty() totalFilteredItems!: number;
}

export class AdminErasureRequestsQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: ERASURE_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(ERASURE_STATUSES, { message: 'status must be pending or erased' })
  status?: (typeof ERASURE_STATUSES)[number];
}
