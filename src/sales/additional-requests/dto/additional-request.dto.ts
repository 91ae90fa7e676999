import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type AdditionalRequestStatus,
  type AdditionalRequestType,
} from '../additional-requests.rules';

export class CreateAdditionalRequestDto {
  @ApiProperty({ enum: REQUEST_TYPES })
  @IsIn(REQUEST_TYPES, { message: `type must be one of: ${REQUEST_TYPES.join(', ')}` })
  type!: AdditionalRequestType;
}

export class UpdateAdditionalRequestDto {
  @ApiProperty({ enum: ['sent', 'received'], description: 'pending → sent, sent → received' })
  @IsIn(REQUEST_STATUSES, { message: `status must be one of: ${REQUEST_STATUSES.join(', ')}` })
  status!: AdditionalRequestStatus;
}

export class AdditionalRequestDto {
  @ApiProperty() _id!: string;
  @ApiProperty() transaction_id!: string;
  @ApiProperty({ enum: REQUEST_TYPES }) type!: AdditionalRequestType;
  @ApiProperty({ description: "The type's button label, e.g. 'Request Water Bill'" })
  label!: string;
  @ApiProperty({ enum: REQUEST_STATUSES }) status!: AdditionalRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) sentAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) receivedAt!: string | null;
  @ApiProperty({
    enum: ['approved', 'queried'],
    nullable: true,
    description: "A fee approval's answer from the seller in the product",
  })
  fee_response!: 'approved' | 'queried' | null;
  @ApiProperty({ nullable: true, type: String, description: "The seller's query about the fee" })
  fee_query!: string | null;
}
