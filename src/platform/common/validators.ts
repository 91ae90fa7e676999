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
import { isObjectId } from '@/platform/common/ids';
import { hasControlCharacters, isPersonName, personNameMessage } from './person-name';
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

/**
 * A person's name: letters, spaces, hyphens, apostrophes and full stops only, so no line break,
 * web or e-mail address (src/platform/common/person-name.ts), with one message for every name field
 * ('First name can only contain letters, spaces, hyphens, apostrophes and full stops'). Text that
 * is not a string is left to the field's own type rule.
 */
export function IsPlainName(label: string): PropertyDecorator {
  return function (target: object, propertyName: string | symbol) {
    registerDecorator({
      name: 'isPlainName',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: personNameMessage(label) },
      validator: { validate: (value: unknown) => typeof value !== 'string' || isPersonName(value) },
    });
  };
}

/**
 * Text on one line: no line breaks or other control characters, for names that are not people's
 * (companies, firms, offices, brands, groups).
 */
export function IsSingleLine(label: string): PropertyDecorator {
  return function (target: object, propertyName: string | symbol) {
    registerDecorator({
      name: 'isSingleLine',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${label} must be on one line, without control characters` },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value),
      },
    });
  };
}

/**
 * A person's name of `min` (2 unless given) to 255 characters with the spec's messages, e.g.
 * 'First name must be at least 2 characters long', and IsPlainName's characters.
 */
export function IsPersonName(label: string, options: { optional?: boolean; min?: number } = {}) {
  const min = options.min ?? 2;
  const tooShort =
    min > 1 ? `${label} must be at least ${min} characters long` : `${label} must be text`;
  return applyDecorators(
    options.optional
      ? ApiPropertyOptional({ minLength: min, maxLength: 255 })
      : ApiProperty({ minLength: min, maxLength: 255 }),
    Trim(),
    ...(options.optional ? [IsOptional()] : []),
    IsString({ message: tooShort }),
    MinLength(min, { message: tooShort }),
    MaxLength(255, { message: `${label} must be less than 255 characters long` }),
    IsPlainName(label),
  );
}

/**
 * An optional middle name: one letter is a middle name (an initial), as at sign-up; blank reads
 * as absent.
 */
export const IsMiddleName = () => IsPersonName('Middle name', { optional: true, min: 1 });

/** Text of 2-255 characters, labelled as the spec labels address parts ('Town must be ...'). */
export function IsBoundedText(label: string, options: { optional?: boolean } = {}) {
  const tooShort = `${label} must be at least 2 characters long`;
  return applyDecorators(
    options.optional
      ? ApiPropertyOptional({ minLength: 2, maxLength: 255 })
      : ApiProperty({ minLength: 2, maxLength: 255 }),
    Trim(),
    ...(options.optional ? [IsOptional()] : []),
    IsString({ message: tooShort }),
    MinLength(2, { message: tooShort }),
    MaxLength(255, { message: `${label} must be less than 255 characters long` }),
  );
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

/**
 * The country a postcode is judged by: the address's own code, GB when none is given, or null
 * when the code is not text at all (its own rule answers for it then, not a crash here).
 */
function postcodeCountry(address: AddressDto): string | null {
  const iso: unknown = address.country_iso_2;
  if (iso === undefined || iso === null) return 'GB';
  return typeof iso === 'string' ? iso.toUpperCase() : null;
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
          const iso = postcodeCountry(args.object as AddressDto);
          if (iso === null) return true;
          return iso === 'GB' ? isValidGbPostcode(value) : isValidPostcodeFor(value, iso);
        },
        defaultMessage(args: ValidationArguments) {
          const iso = postcodeCountry(args.object as AddressDto) ?? 'GB';
          return iso === 'GB' ? 'Invalid postcode' : 'Invalid postcode for the specified country';
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
