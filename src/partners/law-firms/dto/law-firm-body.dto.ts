import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsOptional,
  MaxLength,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { isUnitedKingdom } from '@/platform/common/address';
import { isValidGbPostcode } from '@/platform/common/postcode';
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

export const LAW_FIRM_MESSAGES = {
  name: 'Name is required',
  email: 'Invalid email',
  phone: 'Invalid mobile number',
  line1: 'Address line 1 is required',
  postTown: 'Post town is required',
  country: 'Country is required',
  postcode: 'Postcode is required',
  postcodeInvalid: 'Postcode is not valid',
  organisation: 'Organisation name is required',
  address: 'The address is required',
  lawFirm: 'Law firm is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  recipients: 'Add at least one Thirdfort recipient email',
  uniqueRecipients: 'Thirdfort recipient emails must be unique',
  panel: 'Panel solicitor must be true or false',
  contactPhone: 'Phone number must be a valid mobile number',
} as const;

/** admin.md §5: a valid GB postcode when the address is in the United Kingdom. */
function IsPostcodeOfCountry() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPostcodeOfCountry',
      target: target.constructor,
      propertyName,
      options: { message: LAW_FIRM_MESSAGES.postcodeInvalid },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (typeof value !== 'string' || value === '') return true; // 'Postcode is required'
          const country = (args.object as { country?: unknown }).country;
          const abroad =
            typeof country === 'string' && country.trim() !== '' && !isUnitedKingdom({ country });
          return abroad || isValidGbPostcode(value);
        },
      },
    });
}

/** A law firm's (or invoicing) address: admin.md §5 'Law firm' address rules. */
export class LawFirmAddressDto {
  @ApiProperty() @RequiredText(LAW_FIRM_MESSAGES.line1) line_1!: string;
  @ApiPropertyOptional() @OptionalText() line_2?: string;
  @ApiPropertyOptional() @OptionalText() line_3?: string;
  @ApiProperty() @RequiredText(LAW_FIRM_MESSAGES.postTown) post_town!: string;
  @ApiProperty() @RequiredText(LAW_FIRM_MESSAGES.country) country!: string;
  @ApiProperty()
  @RequiredText(LAW_FIRM_MESSAGES.postcode, 16)
  @IsPostcodeOfCountry()
  postcode!: string;
  @ApiProperty({ description: 'The trading name' })
  @RequiredText(LAW_FIRM_MESSAGES.organisation)
  @IsSingleLine('Organisation name')
  organisation_name!: string;
}

/** POST /api/admin/law-firms and PUT …/:id (admin.md §5 Law firm). */
export class LawFirmBodyDto {
  @ApiProperty() @RequiredText(LAW_FIRM_MESSAGES.name) @IsSingleLine('Name') name!: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @NormaliseEmail()
  @Trim()
  @IsOptional()
  @IsEmail({}, { message: LAW_FIRM_MESSAGES.email })
  @MaxLength(320, { message: LAW_FIRM_MESSAGES.email })
  email?: string | null;

  @ApiProperty({ description: 'A mobile number; UK numbers may be written nationally' })
  @IsDefined({ message: LAW_FIRM_MESSAGES.phone })
  @IsMobileNumber(LAW_FIRM_MESSAGES.phone)
  phone_number!: string;

  @ApiProperty({ type: LawFirmAddressDto })
  @IsDefined({ message: LAW_FIRM_MESSAGES.address })
  @ValidateNested()
  @Type(() => LawFirmAddressDto)
  address!: LawFirmAddressDto;
}

export class LawContactBodyDto {
  @ApiProperty()
  @RequiredText(LAW_FIRM_MESSAGES.firstName)
  @IsPlainName('First name')
  first_name!: string;
  @ApiProperty()
  @RequiredText(LAW_FIRM_MESSAGES.lastName)
  @IsPlainName('Last name')
  last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String })
  @NormaliseEmail()
  @Trim()
  @IsOptional()
  @IsEmail({}, { message: LAW_FIRM_MESSAGES.email })
  @MaxLength(320, { message: LAW_FIRM_MESSAGES.email })
  email?: string | null;
  /** Optional; when given, a valid mobile number (the app's phone rule), stored in E.164. */
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'A mobile number; UK numbers may be written nationally. Stored as E.164.',
  })
  @Trim()
  @IsOptional()
  @IsMobileNumber(LAW_FIRM_MESSAGES.contactPhone)
  phone_number?: string | null;
}

/** POST /api/admin/lawyer-groups and PUT …/:id: the whole group (admin.md §3, §7). */
export class LawyerGroupBodyDto {
  @ApiProperty() @RequiredText(LAW_FIRM_MESSAGES.name) @IsSingleLine('Name') name!: string;

  @ApiProperty({ description: "The law firm's _id" })
  @IsDefined({ message: LAW_FIRM_MESSAGES.lawFirm })
  @IsObjectIdString(LAW_FIRM_MESSAGES.lawFirm)
  law_firm!: string;

  @ApiProperty({ type: LawContactBodyDto })
  @IsDefined({ message: 'The solicitor is required' })
  @ValidateNested()
  @Type(() => LawContactBodyDto)
  solicitor!: LawContactBodyDto;

  @ApiProperty({ type: [LawContactBodyDto], maxItems: 20 })
  @IsArray({ message: 'Legal assistants must be a list' })
  @ArrayMaxSize(20, { message: 'A lawyer group has at most 20 legal assistants' })
  @ValidateNested({ each: true })
  @Type(() => LawContactBodyDto)
  legal_assistants!: LawContactBodyDto[];

  @ApiPropertyOptional({ type: LawFirmAddressDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => LawFirmAddressDto)
  invoicing_address?: LawFirmAddressDto | null;

  @ApiProperty({ type: [String], minItems: 1, maxItems: 10 })
  @NormaliseEmails()
  @IsArray({ message: LAW_FIRM_MESSAGES.recipients })
  @ArrayMinSize(1, { message: LAW_FIRM_MESSAGES.recipients })
  @ArrayMaxSize(10, { message: 'A lawyer group has at most 10 Thirdfort recipient emails' })
  @IsEmail({}, { each: true, message: LAW_FIRM_MESSAGES.email })
  thirdfortRecipientEmails!: string[];

  @ApiProperty()
  @IsBoolean({ message: LAW_FIRM_MESSAGES.panel })
  panel_solicitor!: boolean;
}
