import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { nameTooLongMessage, OWN_NAME_MAX, ownNameBlankMessage } from './person-name';
import { IsPlainName, Trim } from './validators';

/**
 * A part of the customer's own name, the one rule of sign-up and about-you
 * (src/platform/common/person-name.ts): first and last name 1-255 characters ('Please enter your first
 * name' when blank), a middle name optional; name characters only. `optional` lets a field be
 * left out (a change of other details); sent, it follows the same rule.
 */
export function IsOwnName(label: string, options: { optional?: boolean } = {}) {
  const blank = ownNameBlankMessage(label);
  return applyDecorators(
    options.optional
      ? ApiPropertyOptional({ minLength: 1, maxLength: OWN_NAME_MAX })
      : ApiProperty({ minLength: 1, maxLength: OWN_NAME_MAX }),
    Trim(),
    ...(options.optional ? [IsOptional()] : []),
    IsString({ message: blank }),
    MinLength(1, { message: blank }),
    MaxLength(OWN_NAME_MAX, { message: nameTooLongMessage(label) }),
    IsPlainName(label),
  );
}
