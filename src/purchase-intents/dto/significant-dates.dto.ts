import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, registerDecorator, ValidationOptions } from 'class-validator';

/** admin.md §5 'Significant dates', word for word. */
export const SIGNIFICANT_DATE_MESSAGES = {
  invalid: 'Please enter a valid date or clear all date fields',
  year: 'Year must be greater than 1900',
  none: 'No significant dates provided',
} as const;

export const SIGNIFICANT_DATES = ['sale_agreed', 'exchanged', 'completed', 'aborted'] as const;
export type SignificantDate = (typeof SIGNIFICANT_DATES)[number];

const MIN_YEAR = 1900;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** A real calendar day (31/02 refused) written as an ISO date, or null to clear it. */
export function readSignificantDate(value: unknown): Date | null | 'invalid' | 'too-early' {
  if (value === null) return null;
  if (typeof value !== 'string') return 'invalid';
  const match = ISO_DATE.exec(value);
  if (!match) return 'invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (
    calendarDay.getUTCFullYear() !== year ||
    calendarDay.getUTCMonth() !== month - 1 ||
    calendarDay.getUTCDate() !== day
  ) {
    return 'invalid';
  }
  if (year < MIN_YEAR) return 'too-early';
  return calendarDay;
}

function IsSignificantDate(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isSignificantDate',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => {
          const read = readSignificantDate(value);
          return read !== 'invalid' && read !== 'too-early';
        },
        defaultMessage: (args) =>
          readSignificantDate(args?.value) === 'too-early'
            ? SIGNIFICANT_DATE_MESSAGES.year
            : SIGNIFICANT_DATE_MESSAGES.invalid,
      },
    });
}

const dateProperty = () =>
  ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'A calendar day (YYYY-MM-DD or an ISO date-time, read as that UTC day); null clears it',
  });

/** PUT /api/admin/purchase-intents/:id/significant-dates: the dates given change, others stay. */
export class SignificantDatesDto {
  @dateProperty() @IsOptional() @IsSignificantDate() sale_agreed?: string | null;
  @dateProperty() @IsOptional() @IsSignificantDate() exchanged?: string | null;
  @dateProperty() @IsOptional() @IsSignificantDate() completed?: string | null;
  @dateProperty() @IsOptional() @IsSignificantDate() aborted?: string | null;
}

export class SignificantDatesViewDto {
  @ApiProperty({ type: String, format: 'date', nullable: true }) sale_agreed!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) exchanged!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) completed!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) aborted!: string | null;
}
