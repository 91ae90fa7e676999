import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { SEARCH_PRODUCT_CODES } from '@/platform/config/providers/searches';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class OrderSearchesDto {
  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 100, description: 'A flat' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Sub-building must be text' })
  @MaxLength(100, { message: 'Sub-building must be at most 100 characters' })
  subBuildingName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 100 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Building name must be text' })
  @MaxLength(100, { message: 'Building name must be at most 100 characters' })
  buildingName?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    maxLength: 20,
    description: 'Building name or number is required',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Building number must be text' })
  @MaxLength(20, { message: 'Building number must be at most 20 characters' })
  buildingNumber?: string | null;

  @ApiProperty({ description: 'Searches were ordered before for this sale' })
  @IsBoolean({ message: 'isReorder must be true or false' })
  isReorder!: boolean;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    maxLength: 500,
    description:
      'Required when the sale is not paid: why the searches are ordered anyway (on the timeline); ignored on a paid sale',
  })
  @IsOptional()
  @IsString({ message: 'The reason for the override must be text' })
  @MaxLength(500, { message: 'The reason for the override must be at most 500 characters' })
  unpaidOverrideReason?: string | null;
}

export class SearchPremiseDto {
  @ApiPropertyOptional({ nullable: true, type: String }) subBuildingName!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) buildingName!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) buildingNumber!: string | null;
}

export class SearchResultFileDto {
  @ApiProperty() _id!: string;
  @ApiProperty() file_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class SearchOrderDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: SEARCH_PRODUCT_CODES, description: "The provider's product code" })
  productId!: string;
  @ApiProperty({ description: "The product's display name, e.g. 'Drainage & Water'" })
  productName!: string;
  @ApiProperty({
    description: "'in progress', 'cancelled', or anything else (complete)",
    example: 'in progress',
  })
  status!: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String })
  estimatedCompletion!: string | null;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String })
  completionDate!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The provider's order reference, once it acknowledged the order",
  })
  reference!: string | null;
  @ApiProperty() request_id!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was ordered' }) createdAt!: string;
  @ApiProperty({ type: [SearchResultFileDto] }) results!: SearchResultFileDto[];
}

export class SearchOrderRequestDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'Our reference for the order' }) requester_reference!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) facilitator_reference!: string | null;
  @ApiProperty({
    enum: ['queued', 'acknowledged', 'rejected'],
    description: 'queued: not yet taken by the provider',
  })
  status!: 'queued' | 'acknowledged' | 'rejected';
  @ApiPropertyOptional({ nullable: true, type: String }) rejection_reason!: string | null;
  @ApiProperty({ type: SearchPremiseDto }) premise!: SearchPremiseDto;
  @ApiProperty() is_reorder!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class SearchesDto {
  @ApiProperty({ type: [SearchOrderDto], description: 'Newest order first' })
  orders!: SearchOrderDto[];
  @ApiProperty({ type: [SearchOrderRequestDto], description: 'Every order placed, newest first' })
  requests!: SearchOrderRequestDto[];
  @ApiProperty({ description: 'An order was placed today (London): another is refused' })
  orderedToday!: boolean;
  @ApiProperty({
    type: SearchPremiseDto,
    description: "The order form's defaults, from the property",
  })
  premise!: SearchPremiseDto;
  @ApiProperty({ description: 'Where the provider shows its previous orders (the View link)' })
  providerOrdersUrl!: string;
  @ApiProperty({
    description:
      'The sale is paid: when false, an order needs unpaidOverrideReason (admin.md "paid")',
  })
  salePaid!: boolean;
}
