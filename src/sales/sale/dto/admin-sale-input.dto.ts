import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsObjectIdString } from '@/platform/common/validators';

/** PUT /api/admin/transactions/:id/tags */
export class UpdateTagsDto {
  @ApiProperty({
    type: [String],
    description: "The whole list: each one of the admin config's tags, or one the sale already has",
  })
  @IsArray({ message: 'Tags must be a list of tag names' })
  @ArrayMaxSize(50)
  @IsString({ each: true, message: 'Tags must be a list of tag names' })
  @MaxLength(100, { each: true })
  tags!: string[];
}

/** PUT /api/admin/transactions/:id/estate-agent */
export class AssignEstateAgentDto {
  @ApiProperty({ description: 'An estate agent id' })
  @IsNotEmpty({ message: 'Estate agent is required' })
  @IsObjectIdString('Estate agent is required')
  estateAgentId!: string;
}

export class LawyerGroupIdsDto {
  @ApiProperty({ description: "The seller's solicitor (a lawyer group id)" })
  @IsNotEmpty({ message: 'Solicitor is required' })
  @IsObjectIdString('Solicitor is required')
  seller!: string;
  @ApiProperty({ description: "The buyer's solicitor (a lawyer group id)" })
  @IsNotEmpty({ message: 'Solicitor is required' })
  @IsObjectIdString('Solicitor is required')
  buyer!: string;
}

export class SendCheckedEmailsDto {
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() seller?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() buyer?: boolean;
}

/** PUT /api/admin/transactions/:id/lawyer-groups */
export class AssignLawyerGroupsDto {
  @ApiProperty({ type: LawyerGroupIdsDto })
  @ValidateNested()
  @Type(() => LawyerGroupIdsDto)
  @IsNotEmpty({ message: 'Solicitor is required' })
  lawyerGroupsIds!: LawyerGroupIdsDto;

  @ApiPropertyOptional({
    type: SendCheckedEmailsDto,
    description: 'Which introduction e-mails to send (none when absent)',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SendCheckedEmailsDto)
  sendCheckedEmails?: SendCheckedEmailsDto;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  seller_comments?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  buyer_comments?: string;
}
