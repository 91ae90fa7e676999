import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  IsMobileNumber,
  IsObjectIdString,
  IsPlainName,
  IsSingleLine,
  NormaliseEmail,
  NormaliseEmails,
  OptionalText,
  RequiredText,
  Trim,
} from '@/platform/common/validators';
import { MAX_NEGOTIATORS, MAX_REQUESTER_EMAILS, MAX_VALUERS } from '../estate-agents.rules';

export const ESTATE_AGENT_MESSAGES = {
  brandRequired: 'Brand is required',
  officeRequired: 'Please fill in the office details',
  valuerRequired: 'Please add at least one valuer',
  officeName: 'Office name is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  mobile: 'Phone number must be a valid mobile number',
  email: 'Invalid email',
  negotiators: `An estate agent has at most ${MAX_NEGOTIATORS} negotiators`,
  valuers: `An estate agent has at most ${MAX_VALUERS} valuers`,
  thirdfortFlag: 'Thirdfort settings must be ticked or not',
  requesterEmails: `Thirdfort requester emails are a list of at most ${MAX_REQUESTER_EMAILS} emails`,
} as const;

/** admin.md §3: an office address; every part optional (§5: 'Address optional'). */
export class OfficeAddressDto {
  @ApiPropertyOptional() @OptionalText(255) line_1?: string;
  @ApiPropertyOptional() @OptionalText(255) line_2?: string;
  @ApiPropertyOptional() @OptionalText(255) line_3?: string;
  @ApiPropertyOptional() @OptionalText(255) post_town?: string;
  @ApiPropertyOptional() @OptionalText(255) country?: string;
  @ApiPropertyOptional() @OptionalText(16) postcode?: string;
  @ApiPropertyOptional({
    description: "The country's ISO 3166 code ('GB'); filled from the country",
  })
  @OptionalText(2)
  country_iso_2?: string;
}

export class OfficeDto {
  @ApiProperty({ minLength: 1 })
  @RequiredText(ESTATE_AGENT_MESSAGES.officeName)
  @IsSingleLine('Office name')
  name!: string;
  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText(32)
  phone_number?: string | null;
  @ApiPropertyOptional({ type: OfficeAddressDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => OfficeAddressDto)
  address?: OfficeAddressDto | null;
}

/** §5: first name required; last name, e-mail (valid when given), phone and primary optional. */
export class ValuerDto {
  @ApiProperty({ minLength: 1 })
  @RequiredText(ESTATE_AGENT_MESSAGES.firstName)
  @IsPlainName('First name')
  first_name!: string;
  @ApiPropertyOptional() @OptionalText(255) @IsPlainName('Last name') last_name?: string;
  @ApiPropertyOptional({ nullable: true, type: String })
  @NormaliseEmail()
  @Trim()
  @IsOptional()
  @IsEmail({}, { message: ESTATE_AGENT_MESSAGES.email })
  @MaxLength(320, { message: ESTATE_AGENT_MESSAGES.email })
  email?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText(32)
  phone_number?: string | null;
  @ApiPropertyOptional({ description: 'One valuer is primary; the first when none is marked' })
  @IsOptional()
  @IsBoolean({ message: 'primary_valuer must be true or false' })
  primary_valuer?: boolean;
}

/** §5: first name, last name and phone required; e-mail required and valid. */
export class NegotiatorDto {
  @ApiProperty()
  @RequiredText(ESTATE_AGENT_MESSAGES.firstName)
  @IsPlainName('First name')
  first_name!: string;
  @ApiProperty()
  @RequiredText(ESTATE_AGENT_MESSAGES.lastName)
  @IsPlainName('Last name')
  last_name!: string;
  @ApiProperty()
  @NormaliseEmail()
  @IsEmail({}, { message: ESTATE_AGENT_MESSAGES.email })
  @MaxLength(320, { message: ESTATE_AGENT_MESSAGES.email })
  email!: string;
  @ApiProperty({
    description: 'A mobile number; UK numbers may be written nationally. Stored as E.164 (+44…).',
  })
  @Trim()
  @IsDefined({ message: ESTATE_AGENT_MESSAGES.phone })
  @IsMobileNumber(ESTATE_AGENT_MESSAGES.mobile)
  phone_number!: string;
}

/** §3 thirdfort: four flags and the requester e-mails (§5: a list of valid e-mails). */
export class ThirdfortSettingsDto {
  @ApiProperty()
  @IsBoolean({ message: ESTATE_AGENT_MESSAGES.thirdfortFlag })
  requestsSellerThirdfortChecks!: boolean;
  @ApiProperty()
  @IsBoolean({ message: ESTATE_AGENT_MESSAGES.thirdfortFlag })
  requestsBuyerThirdfortChecks!: boolean;
  @ApiProperty()
  @IsBoolean({ message: ESTATE_AGENT_MESSAGES.thirdfortFlag })
  receivesSellerThirdfortChecks!: boolean;
  @ApiProperty()
  @IsBoolean({ message: ESTATE_AGENT_MESSAGES.thirdfortFlag })
  receivesBuyerThirdfortChecks!: boolean;
  @ApiProperty({ type: [String], maxItems: MAX_REQUESTER_EMAILS })
  @NormaliseEmails()
  @IsArray({ message: ESTATE_AGENT_MESSAGES.requesterEmails })
  @ArrayMaxSize(MAX_REQUESTER_EMAILS, { message: ESTATE_AGENT_MESSAGES.requesterEmails })
  @IsEmail({}, { each: true, message: ESTATE_AGENT_MESSAGES.email })
  thirdfortRequesterEmails!: string[];
}

/** POST and PUT /api/admin/estate-agents: the whole agent (admin.md §4 'sending the whole agent'). */
export class EstateAgentBodyDto {
  @ApiProperty({ description: "The brand's _id" })
  @IsDefined({ message: ESTATE_AGENT_MESSAGES.brandRequired })
  @IsObjectIdString(ESTATE_AGENT_MESSAGES.brandRequired)
  brand_id!: string;

  @ApiProperty({ type: OfficeDto })
  @IsDefined({ message: ESTATE_AGENT_MESSAGES.officeRequired })
  @ValidateNested()
  @Type(() => OfficeDto)
  office!: OfficeDto;

  @ApiProperty({ type: [ValuerDto], minItems: 1, maxItems: MAX_VALUERS })
  @IsDefined({ message: ESTATE_AGENT_MESSAGES.valuerRequired })
  @IsArray({ message: ESTATE_AGENT_MESSAGES.valuerRequired })
  @ArrayMinSize(1, { message: ESTATE_AGENT_MESSAGES.valuerRequired })
  @ArrayMaxSize(MAX_VALUERS, { message: ESTATE_AGENT_MESSAGES.valuers })
  @ValidateNested({ each: true })
  @Type(() => ValuerDto)
  valuers!: ValuerDto[];

  @ApiPropertyOptional({ type: [NegotiatorDto], maxItems: MAX_NEGOTIATORS, default: [] })
  @IsOptional()
  @IsArray({ message: ESTATE_AGENT_MESSAGES.negotiators })
  @ArrayMaxSize(MAX_NEGOTIATORS, { message: ESTATE_AGENT_MESSAGES.negotiators })
  @ValidateNested({ each: true })
  @Type(() => NegotiatorDto)
  negotiators?: NegotiatorDto[];

  @ApiPropertyOptional({ type: ThirdfortSettingsDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ThirdfortSettingsDto)
  thirdfort?: ThirdfortSettingsDto | null;
}

export class BrandDto {
  @ApiProperty() _id!: string;
  @ApiProperty() brandName!: string;
}

export class EstateAgentOfficeAddressViewDto extends OfficeAddressDto {}

export class EstateAgentOfficeViewDto {
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) phone_number!: string | null;
  @ApiProperty({ nullable: true, type: EstateAgentOfficeAddressViewDto })
  address!: EstateAgentOfficeAddressViewDto | null;
}

export class ValuerViewDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ nullable: true, type: String }) phone_number!: string | null;
  @ApiProperty() primary_valuer!: boolean;
}

export class NegotiatorViewDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone_number!: string;
}

export class ThirdfortSettingsViewDto {
  @ApiProperty() requestsSellerThirdfortChecks!: boolean;
  @ApiProperty() requestsBuyerThirdfortChecks!: boolean;
  @ApiProperty() receivesSellerThirdfortChecks!: boolean;
  @ApiProperty() receivesBuyerThirdfortChecks!: boolean;
  @ApiProperty({ type: [String] }) thirdfortRequesterEmails!: string[];
}

/** GET /api/admin/estate-agents/:id (admin.md §3 Estate agent). Valuers: primary first. */
export class EstateAgentDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: BrandDto }) brand!: BrandDto;
  @ApiProperty({ type: EstateAgentOfficeViewDto }) office!: EstateAgentOfficeViewDto;
  @ApiProperty({ description: "'brand - office', as lists show it" }) display_name!: string;
  @ApiProperty({ type: [ValuerViewDto] }) valuers!: ValuerViewDto[];
  @ApiProperty({ type: [NegotiatorViewDto] }) negotiators!: NegotiatorViewDto[];
  @ApiProperty({ type: ThirdfortSettingsViewDto }) thirdfort!: ThirdfortSettingsViewDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** GET /api/admin/estate-agents: brand (a brand's _id), searchValue, offset, limit (§7). */
export class EstateAgentsQueryDto {
  @ApiPropertyOptional({ description: "Only this brand's agents (its _id)" })
  @IsOptional()
  @IsObjectIdString('brand must be a brand id')
  brand?: string;

  @ApiPropertyOptional({
    description: 'Part of the office name, the brand, or a valuer name or e-mail',
    maxLength: 100,
  })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'searchValue must be at most 100 characters' })
  searchValue?: string;

  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Rows to skip' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number of at least 0' })
  @Min(0, { message: 'offset must be a whole number of at least 0' })
  offset?: number;

  @ApiPropertyOptional({
    minimum: 1,
    default: 10,
    description: 'Where the page ends (page size × page), as the list page sends it',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number of at least 1' })
  @Min(1, { message: 'limit must be a whole number of at least 1' })
  limit?: number;
}

export class EstateAgentValuerSummaryDto {
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ nullable: true, type: String }) phone_number!: string | null;
}

/** A row of /admin/estate-agents (§2): office name, office phone, primary valuer. */
export class EstateAgentRowDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: BrandDto }) brand!: BrandDto;
  @ApiProperty({ description: "'brand - office'" }) display_name!: string;
  @ApiProperty({ nullable: true, type: String }) office_phone_number!: string | null;
  @ApiProperty({ nullable: true, type: EstateAgentValuerSummaryDto })
  primary_valuer!: EstateAgentValuerSummaryDto | null;
}

export class BrandCountDto {
  @ApiProperty({ description: "The brand's _id" }) brand!: string;
  @ApiProperty() brandName!: string;
  @ApiProperty({ description: "The brand's agents matching searchValue" }) count!: number;
}

export class EstateAgentPageDto {
  @ApiProperty({ type: [EstateAgentRowDto] }) items!: EstateAgentRowDto[];
  @ApiProperty({ description: 'Every estate agent' }) totalItems!: number;
  @ApiProperty({ description: 'Agents matching the brand and searchValue' })
  totalFilteredItems!: number;
  @ApiProperty({ type: [BrandCountDto], description: 'Per brand, by name; brands with agents' })
  brandCounts!: BrandCountDto[];
}

/** POST /api/admin/estate-agent-brands and PUT …/:id (§5: brandName min 1). */
export class BrandBodyDto {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @Trim()
  @IsString({ message: 'Brand name is required' })
  @MinLength(1, { message: 'Brand name is required' })
  @MaxLength(255, { message: 'Brand name must be at most 255 characters' })
  @IsSingleLine('Brand name')
  brandName!: string;
}
