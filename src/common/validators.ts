import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidateNested,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { isObjectId } from '@/database/ids';
import { toE164Mobile } from './phone';
import { isValidGbPostcode, isValidPostcodeFor } from './postcode';

/** Trims strings; turns blank into undefined so "optional" means "absent or blank". */
export const Trim = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/**
 * Text required after trimming, with one message for missing or blank ('Office name is required')
 * and '{label} is too long' past `max`.
 */
export const RequiredText = (message: string, max = 255) =>
  applyDecorators(
    Trim(),
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(max, { message: `${message.replace(' is required', '')} is too long` }),
  );

/** Optional text of at most `max` characters (blank reads as absent). */
export const OptionalText = (max = 255) =>
  applyDecorators(
    Trim(),
    IsOptional(),
    IsString({ message: `Must be text of at most ${max} characters` }),
    MaxLength(max, { message: `Must be text of at most ${max} characters` }),
  );

/** Lower-cases and trims each address of a list of e-mails. */
export const NormaliseEmails = () =>
  Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((email) => (typeof email === 'string' ? email.trim().toLowerCase() : email))
      : value,
  );

/** Lower-cases and trims e-mail addresses. */
export const NormaliseEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** A 2-255 character name with the spec's messages, e.g. 'First name must be at least 2 characters long'. */
export function IsPersonName(label: string, options: { optional?: boolean } = {}) {
  return applyDecorators(
    options.optional
      ? ApiPropertyOptional({ minLength: 2, maxLength: 255 })
      : ApiProperty({ minLength: 2, maxLength: 255 }),
    Trim(),
    ...(options.optional ? [IsOptional()] : []),
    IsString({ message: `${label} must be at least 2 characters long` }),
    MinLength(2, { message: `${label} must be at least 2 characters long` }),
    MaxLength(255, { message: `${label} must be less than 255 characters long` }),
  );
}

/** Text of 2-255 characters, labelled as the spec labels address parts ('Town must be ...'). */
export function IsBoundedText(label: string, options: { optional?: boolean } = {}) {
  return IsPersonName(label, options);
}

/** A mobile number, stored as E.164 (UK numbers may be written nationally). */
export function IsMobileNumber(
  message = 'Invalid mobile number',
  validationOptions?: ValidationOptions,
) {
  return function (target: object, propertyName: string) {
    registerDecorator({
      name: 'isMobileNumber',
      target: target.constructor,
      propertyName,
      options: { message, ...validationOptions },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && toE164Mobile(value) !== null,
      },
    });
    Transform(({ value }) =>
      typeof value === 'string' ? (toE164Mobile(value) ?? value.trim()) : value,
    )(target, propertyName);
  };
}

export function IsObjectIdString(message = 'Invalid ObjectId format') {
  return function (target: object, propertyName: string) {
    registerDecorator({
      name: 'isObjectIdString',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown) => isObjectId(value) },
    });
  };
}

/** The postcode is valid for the address's own country (GB when none is given). */
function IsPostcodeForCountry() {
  return function (target: object, propertyName: string) {
    registerDecorator({
      name: 'isPostcodeForCountry',
      target: target.constructor,
      propertyName,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (typeof value !== 'string') return false;
          const iso = (args.object as AddressDto).country_iso_2 ?? 'GB';
          return iso.toUpperCase() === 'GB'
            ? isValidGbPostcode(value)
            : isValidPostcodeFor(value, iso);
        },
        defaultMessage(args: ValidationArguments) {
          const iso = (args.object as AddressDto).country_iso_2 ?? 'GB';
          return iso.toUpperCase() === 'GB'
            ? 'Invalid postcode'
            : 'Invalid postcode for the specified country';
        },
      },
    });
  };
}

const optionalText = (max = 255) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max }),
    Trim(),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );

export class AddressDto {
  @IsBoundedText('Address')
  line_1!: string;

  @optionalText()
  line_2?: string;

  @optionalText()
  line_3?: string;

  @IsBoundedText('Town')
  post_town!: string;

  @optionalText()
  county?: string;

  @ApiProperty()
  @Trim()
  @IsPostcodeForCountry()
  postcode!: string;

  @IsBoundedText('Country')
  country!: string;

  @ApiPropertyOptional({ minLength: 2, maxLength: 2 })
  @Trim()
  @IsOptional()
  @IsString()
  @MinLength(2)
  @MaxLength(2)
  country_iso_2?: string;

  @optionalText(64) uprn?: string;
  @optionalText() district?: string;
  @optionalText() building_number?: string;
  @optionalText() building_name?: string;
  @optionalText() sub_building_name?: string;
  @optionalText() street?: string;
  @optionalText() premise?: string;
  @optionalText() organisation_name?: string;
  @optionalText() po_box?: string;

  @ApiPropertyOptional() @IsOptional() @IsNumber() latitude?: number;
  @ApiPropertyOptional() @IsOptional() @IsNumber() longitude?: number;
}

/** A nested address field. */
export function IsAddress(options: { optional?: boolean } = {}) {
  return applyDecorators(
    options.optional
      ? ApiPropertyOptional({ type: AddressDto })
      : ApiProperty({ type: AddressDto }),
    ...(options.optional ? [IsOptional()] : []),
    ValidateNested(),
    Type(() => AddressDto),
  );
}

export function IsEmailAddress(message: string, options: { optional?: boolean } = {}) {
  return applyDecorators(
    options.optional ? ApiPropertyOptional() : ApiProperty(),
    NormaliseEmail(),
    ...(options.optional ? [IsOptional()] : []),
    IsEmail({}, { message }),
    MaxLength(320, { message }),
  );
}

export function IsOptionalBoolean() {
  return applyDecorators(ApiPropertyOptional(), IsOptional(), IsBoolean());
}

export function IsChoice<T extends string>(
  values: readonly T[],
  message = 'Please select an option',
) {
  return applyDecorators(ApiProperty({ enum: values }), IsIn(values as T[], { message }));
}
