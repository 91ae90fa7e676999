import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiAtLeastOneField } from '@/platform/http/openapi-constraints';
import {
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
  ValidationOptions,
} from 'class-validator';
import {
  isDateProblem,
  readSignificantDate,
  SIGNIFICANT_DATE_MESSAGES,
} from '../significant-dates.rules';

function IsSignificantDate(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isSignificantDate',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => !isDateProblem(readSignificantDate(value)),
        defaultMessage: (args) => {
          const read = readSignificantDate(args?.value);
          return isDateProblem(read)
            ? SIGNIFICANT_DATE_MESSAGES[read.problem]
            : SIGNIFICANT_DATE_MESSAGES.invalid;
        },
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
@ApiAtLeastOneField()
export class SignificantDatesDto {
  @dateProperty() @IsOptional() @IsSignificantDate() sale_agreed?: string | null;
  @dateProperty() @IsOptional() @IsSignificantDate() exchanged?: string | null;
  @dateProperty() @IsOptional() @IsSignificantDate() completed?: string | null;
  @dateProperty() @IsOptional() @IsSignificantDate() aborted?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: 64,
    description:
      'The significant_dates_version the editor read (or send it as If-Match): a change made since then by someone else answers 409 SIGNIFICANT_DATES_CHANGED with the dates as they are now, and changes nothing',
  })
  @IsOptional()
  @IsString({ message: 'version must be text' })
  @MaxLength(64, { message: 'version must be at most 64 characters' })
  version?: string;
}

export class SignificantDatesViewDto {
  @ApiProperty({ type: String, format: 'date', nullable: true }) sale_agreed!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) exchanged!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) completed!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) aborted!: string | null;
}
