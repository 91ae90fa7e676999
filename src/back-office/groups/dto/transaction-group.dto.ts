import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  AddressDto,
  IsAddress,
  IsObjectIdString,
  IsSingleLine,
  Trim,
} from '@/platform/common/validators';

/** admin.md §3 'Unit in group creation': the tenures offered. */
export const UNIT_TENURES = ['Freehold', 'Leasehold', 'Share Of Freehold'] as const;
export const MAX_UNITS = 200;

export const GROUP_MESSAGES = {
  name: 'Transactions group name is required',
  noValidId: 'No valid group ID provided.',
  nameTaken: (name: string) => `Transactions group already exists with name "${name}"`,
  askingPrice: 'Asking price must be higher than £0',
  units: 'Add at least one unit',
  tooManyUnits: `A group holds at most ${MAX_UNITS} units`,
  tenure: 'Please select a tenure',
  representative: 'Representative is required',
  company: 'Company seller is required',
  agentDiffers:
    'The transactions in this group do not all have the same estate agent, so it cannot be changed for the whole group. Change it on each transaction.',
  solicitorsDiffer:
    'The transactions in this group do not all have the same solicitors, so they cannot be changed for the whole group. Change them on each transaction.',
} as const;

export class UnitPropertyDto {
  @IsAddress() address!: AddressDto;

  @ApiProperty({ enum: UNIT_TENURES, default: 'Freehold' })
  @IsIn(UNIT_TENURES, { message: GROUP_MESSAGES.tenure })
  tenure!: (typeof UNIT_TENURES)[number];
}

/** One unit: a 'development' sale of its own (§3 'Manual transaction create payload'). */
export class GroupUnitDto {
  @ApiProperty({ type: UnitPropertyDto })
  @IsDefined({ message: 'Please provide the property address' })
  @ValidateNested()
  @Type(() => UnitPropertyDto)
  property!: UnitPropertyDto;

  @ApiProperty({ minimum: 0, description: 'Whole pounds' })
  @IsInt({ message: GROUP_MESSAGES.askingPrice })
  @Min(0, { message: GROUP_MESSAGES.askingPrice })
  asking_price!: number;
}

export class GroupSellerDto {
  @ApiProperty({ description: "The representative's user _id" })
  @IsObjectIdString(GROUP_MESSAGES.representative)
  user!: string;

  @ApiProperty({ enum: ['representative'] })
  @IsIn(['representative'], { message: "customer_type must be 'representative'" })
  customer_type!: 'representative';
}

/**
 * POST /api/admin/transactions-groups: the group, its representative (primary seller) and
 * company seller (created or found first), and one unit per sale. The fixed parts of each sale
 * (type 'development', no mortgage or onward purchase, terms accepted, items at £0) are the
 * server's, not the caller's.
 */
export class CreateTransactionsGroupDto {
  @ApiProperty({ description: 'The group name (unique, any case)' })
  @Trim()
  @IsString({ message: GROUP_MESSAGES.name })
  @MinLength(1, { message: GROUP_MESSAGES.name })
  @MaxLength(255, { message: 'Transactions group name is too long' })
  @IsSingleLine('Transactions group name')
  group!: string;

  @ApiProperty({ type: GroupSellerDto })
  @IsDefined({ message: GROUP_MESSAGES.representative })
  @ValidateNested()
  @Type(() => GroupSellerDto)
  primary_seller!: GroupSellerDto;

  @ApiProperty({ description: "The company seller's _id" })
  @IsObjectIdString(GROUP_MESSAGES.company)
  company_seller!: string;

  @ApiPropertyOptional({ description: 'The Stripe payment for the whole group, if it was paid' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  stripe_transaction_id?: string;

  @ApiProperty({ type: [GroupUnitDto], minItems: 1, maxItems: MAX_UNITS })
  @IsArray({ message: GROUP_MESSAGES.units })
  @ArrayMinSize(1, { message: GROUP_MESSAGES.units })
  @ArrayMaxSize(MAX_UNITS, { message: GROUP_MESSAGES.tooManyUnits })
  @ValidateNested({ each: true })
  @Type(() => GroupUnitDto)
  transactions!: GroupUnitDto[];
}

export class GroupRefDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
}

export class GroupLawyerGroupsDto {
  @ApiPropertyOptional({ type: GroupRefDto, nullable: true }) seller!: GroupRefDto | null;
  @ApiPropertyOptional({ type: GroupRefDto, nullable: true }) buyer!: GroupRefDto | null;
}

export const GROUP_ESTATE_AGENT_STATUSES = [
  'pending',
  'assigned',
  'not_listed',
  'no_agent',
] as const;

export class GroupTransactionRefDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'The property address on one line' }) property_address!: string;
  @ApiProperty({ enum: GROUP_ESTATE_AGENT_STATUSES })
  estate_agent_status!: (typeof GROUP_ESTATE_AGENT_STATUSES)[number];
  @ApiPropertyOptional({ type: GroupRefDto, nullable: true, description: "'brand - office'" })
  estate_agent!: GroupRefDto | null;
  @ApiProperty({ type: GroupLawyerGroupsDto, description: "The sale's own solicitors" })
  lawyer_groups!: GroupLawyerGroupsDto;
}

/** admin.md §3 Transactions group, with what the Ops tab's two steps need. */
export class TransactionsGroupDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({
    type: GroupRefDto,
    nullable: true,
    description: "The estate agent every sale of the group has ('brand - office'), else null",
  })
  estateAgent!: GroupRefDto | null;
  @ApiProperty({
    type: GroupLawyerGroupsDto,
    description: 'The solicitors every sale of the group has (each side null otherwise)',
  })
  lawyerGroups!: GroupLawyerGroupsDto;
  @ApiProperty() hasActivePurchaseIntent!: boolean;
  @ApiProperty() transactionsCount!: number;
  @ApiProperty({ description: 'Every sale of the group has the same estate agent, assigned' })
  estateAgentAssigned!: boolean;
  @ApiProperty({ description: 'Every sale of the group has the same seller and buyer solicitors' })
  solicitorsAssigned!: boolean;
  @ApiProperty({
    description:
      'Every sale has the same estate agent (or none yet), so it can be set for the whole group',
  })
  estateAgentShared!: boolean;
  @ApiProperty({
    description:
      'Every sale has the same solicitors (or none yet), so they can be set for the whole group',
  })
  solicitorsShared!: boolean;
  @ApiProperty({
    description:
      'How many sales have an estate agent whose primary valuer has no e-mail address (no introduction goes to that agent)',
  })
  valuersWithoutEmail!: number;
  @ApiProperty({ type: [GroupTransactionRefDto] }) transactions!: GroupTransactionRefDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class TransactionsGroupRowDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() transactionsCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
