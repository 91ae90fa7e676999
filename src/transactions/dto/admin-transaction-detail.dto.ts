import { CompanyDto } from '@/companies/dto/company.dto';
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
import { IsObjectIdString } from '@/common/validators';
import { LawyerGroupDto } from '@/law-firms/dto/law-firm.dto';
import { PurchaseIntentDto } from '@/purchase-intents/dto/purchase-intent-response.dto';
import { TransactionDto } from './transaction.dto';

export class TransactionGroupRefDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
}

export class AssignedLawyerGroupsDto {
  @ApiPropertyOptional({ type: LawyerGroupDto, nullable: true }) seller!: LawyerGroupDto | null;
  @ApiPropertyOptional({ type: LawyerGroupDto, nullable: true }) buyer!: LawyerGroupDto | null;
}

export class SolicitorsAssignedDatesDto {
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  assigned_at!: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  date_legal_started!: string | null;
}

export class ValuerContactDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) email!: string | null;
}

/** The sale's five statuses (admin.md §4), as the feed's icons; the tabs' alerts read them. */
export class AdminTransactionStatusDto {
  @ApiProperty({ description: "The first order's status is succeeded" }) paid!: boolean;
  @ApiProperty({ description: "The estate agent status is not 'pending'" })
  estate_agent_complete!: boolean;
  @ApiProperty({ description: 'A lawyer group is assigned (either side)' })
  solicitors_assigned!: boolean;
  @ApiProperty({ description: 'Search orders exist' }) searches_completed!: boolean;
  @ApiProperty({
    enum: ['outstanding', 'complete', 'in progress'],
    description:
      'Sellers, active buyers and giftors: none with a pending or complete check, all, or some',
  })
  identity_status!: 'outstanding' | 'complete' | 'in progress';
}

/** A sale with everything the back office's detail page shows (admin.md §2). */
export class AdminTransactionDetailDto extends TransactionDto {
  @ApiPropertyOptional({ type: TransactionGroupRefDto, nullable: true })
  group!: TransactionGroupRefDto | null;
  @ApiProperty({ type: AssignedLawyerGroupsDto }) lawyer_group!: AssignedLawyerGroupsDto;
  @ApiProperty({ type: SolicitorsAssignedDatesDto })
  date_solicitor_groups_assigned!: SolicitorsAssignedDatesDto;
  @ApiPropertyOptional({
    type: ValuerContactDto,
    nullable: true,
    description: "The estate agent's primary valuer (the introduction e-mails go to them)",
  })
  estate_agent_primary_valuer!: ValuerContactDto | null;
  @ApiProperty({ description: "The first order's status is succeeded" }) paid!: boolean;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  paid_at!: string | null;
  @ApiPropertyOptional({
    enum: ['Stripe Direct', 'Invoice'],
    nullable: true,
    description:
      "How the first order is paid: by card through Stripe, or invoiced (a code, a group's unit)",
  })
  payment_type!: 'Stripe Direct' | 'Invoice' | null;
  @ApiProperty({ type: [PurchaseIntentDto], description: 'Active first, then newest first' })
  purchase_intents!: PurchaseIntentDto[];
  @ApiProperty({ description: 'How many search orders the sale has' })
  searches_ordered!: number;
  @ApiProperty({ type: AdminTransactionStatusDto })
  status!: AdminTransactionStatusDto;
  @ApiProperty({
    description:
      "Identity checks v2 apply: the sale was created after the admin config's Thirdfort v2 switchover date (false when none is set)",
  })
  thirdfort_v2!: boolean;
  @ApiPropertyOptional({
    type: CompanyDto,
    nullable: true,
    description: 'The company selling (a development sale); the Sellers card shows it',
  })
  company_seller!: CompanyDto | null;
}

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
