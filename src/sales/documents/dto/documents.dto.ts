import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENT_SCAN_STATUSES,
  DOCUMENT_SOURCES,
  DOCUMENT_UPLOADER_SIDES,
} from '@/platform/database/schema';
import type { DocumentContentType } from '../documents.rules';

type ScanStatus = (typeof DOCUMENT_SCAN_STATUSES)[number];
type ReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];
const REQUEST_TYPES = ['sewer_bill', 'title_plan', 'address_confirmation', 'fee_approval'] as const;
type RequestType = (typeof REQUEST_TYPES)[number];
const REQUEST_STATUSES = ['pending', 'sent', 'received', 'forwarded'] as const;
type RequestStatus = (typeof REQUEST_STATUSES)[number];

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** The multipart body of every upload route (documented here; the route streams it itself). */
export class UploadFileDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'One file of up to 20 MB: PDF, JPEG, PNG or HEIC (decided from its content)',
  })
  file!: unknown;
}

export class AdminUploadFileDto extends UploadFileDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Shared with the seller' })
  visible_to_seller?: 'true' | 'false';
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Shared with the buyer' })
  visible_to_buyer?: 'true' | 'false';
}

export class CustomerDocumentDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: "The uploader's file name, cleaned" }) name!: string;
  @ApiProperty({ enum: DOCUMENT_CONTENT_TYPES }) content_type!: DocumentContentType;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty({ description: 'Your own upload' }) uploaded_by_me!: boolean;
  @ApiProperty() uploaded_by_staff!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The request it answers' })
  request_id!: string | null;
  @ApiProperty({ enum: DOCUMENT_SCAN_STATUSES, description: 'Downloadable once clean' })
  scan_status!: ScanStatus;
  @ApiProperty({ enum: DOCUMENT_REVIEW_STATUSES, nullable: true })
  review_status!: ReviewStatus | null;
  @ApiProperty({ nullable: true, type: String }) rejection_reason!: string | null;
  @ApiProperty() downloadable!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class CustomerRequestDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: REQUEST_TYPES }) type!: RequestType;
  @ApiProperty({ example: 'Water bill' }) title!: string;
  @ApiProperty({ description: 'What to upload or do' }) instructions!: string;
  @ApiProperty({ enum: REQUEST_STATUSES }) status!: RequestStatus;
  @ApiProperty({ description: 'Waiting for your answer (status sent)' }) open!: boolean;
  @ApiProperty({ enum: ['file', 'approve_or_query'] }) answer!: 'file' | 'approve_or_query';
  @ApiProperty({ enum: ['approved', 'queried'], nullable: true })
  fee_response!: 'approved' | 'queried' | null;
  @ApiProperty({ nullable: true, type: String }) fee_query!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Why staff turned down the newest answer, while the request is open again',
  })
  last_rejection_reason!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) sentAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) receivedAt!: string | null;
  @ApiProperty({ type: [CustomerDocumentDto], description: 'Its answers, newest first' })
  documents!: CustomerDocumentDto[];
}

export class CustomerDocumentsDto {
  @ApiProperty() transaction_id!: string;
  @ApiProperty({ enum: ['seller', 'buyer'] }) side!: 'seller' | 'buyer';
  @ApiProperty({ description: 'The largest file taken, in bytes (20 MB)' })
  max_upload_bytes!: number;
  @ApiProperty({ type: [CustomerRequestDto], description: 'Open first, then newest first' })
  requests!: CustomerRequestDto[];
  @ApiProperty({ type: [CustomerDocumentDto], description: 'Newest first' })
  documents!: CustomerDocumentDto[];
}

export class FeeApprovalAnswerDto {
  @ApiProperty({ enum: ['approve', 'query'] })
  @IsIn(['approve', 'query'], { message: 'decision must be approve or query' })
  decision!: 'approve' | 'query';

  @ApiPropertyOptional({ description: 'What you would like to query (with decision query)' })
  @ValidateIf((body: FeeApprovalAnswerDto) => body.decision === 'query')
  @Transform(trimmed)
  @IsString({ message: 'Please tell us what you would like to query' })
  @MinLength(1, { message: 'Please tell us what you would like to query' })
  @MaxLength(2000, { message: 'message must be at most 2000 characters' })
  message?: string;
}

export class UploaderDto {
  @ApiProperty({ nullable: true, type: String }) _id!: string | null;
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty() is_staff!: boolean;
  @ApiProperty({ enum: DOCUMENT_UPLOADER_SIDES })
  side!: (typeof DOCUMENT_UPLOADER_SIDES)[number];
}

export class AdminDocumentDto {
  @ApiProperty() _id!: string;
  @ApiProperty() transaction_id!: string;
  @ApiProperty({ nullable: true, type: String }) purchase_intent_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) request_id!: string | null;
  @ApiProperty({ enum: REQUEST_TYPES, nullable: true }) request_type!: RequestType | null;
  @ApiProperty({ nullable: true, type: String, example: 'Request Water Bill' })
  request_label!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: DOCUMENT_CONTENT_TYPES }) content_type!: DocumentContentType;
  @ApiProperty() size!: number;
  @ApiProperty({ description: 'SHA-256 of the bytes, hex' }) sha256!: string;
  @ApiProperty({ enum: DOCUMENT_SOURCES }) source!: (typeof DOCUMENT_SOURCES)[number];
  @ApiProperty({ type: UploaderDto }) uploaded_by!: UploaderDto;
  @ApiProperty() visible_to_seller!: boolean;
  @ApiProperty() visible_to_buyer!: boolean;
  @ApiProperty({ enum: DOCUMENT_SCAN_STATUSES }) scan_status!: ScanStatus;
  @ApiProperty({ enum: DOCUMENT_REVIEW_STATUSES, nullable: true })
  review_status!: ReviewStatus | null;
  @ApiProperty({ nullable: true, type: String }) rejection_reason!: string | null;
  @ApiProperty({ nullable: true, type: String }) reviewed_by_name!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) reviewedAt!: string | null;
  @ApiProperty() downloadable!: boolean;
  @ApiProperty({ description: 'Downloadable and shown by browsers (PDF, JPEG, PNG)' })
  previewable!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class DocumentVisibilityDto {
  @ApiProperty()
  @IsBoolean({ message: 'visible_to_seller must be true or false' })
  visible_to_seller!: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'visible_to_buyer must be true or false' })
  visible_to_buyer!: boolean;
}

export class RejectDocumentDto {
  @ApiProperty({ description: 'Why (1 to 500 characters): the seller reads it in the e-mail' })
  @Transform(trimmed)
  @IsString({ message: 'Please give a reason for the rejection' })
  @MinLength(1, { message: 'Please give a reason for the rejection' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason!: string;
}

export class DownloadQueryDto {
  @ApiPropertyOptional({
    enum: ['1'],
    description: 'Serve a PDF, JPEG or PNG inline (for the preview), sandboxed',
  })
  @IsIn(['1', '0'], { message: 'inline must be 1 or 0' })
  @ValidateIf((_body, value) => value !== undefined)
  inline?: '1' | '0';
}
