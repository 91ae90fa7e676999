import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** The longest change request a customer may send, in characters (after trimming). */
export const CHANGE_REQUEST_MAX_LENGTH = 1000;

export const CHANGE_REQUEST_REQUIRED = 'Please tell us what you would like to change';
export const CHANGE_REQUEST_TOO_LONG = `Please keep your request under ${CHANGE_REQUEST_MAX_LENGTH.toLocaleString('en-GB')} characters`;

/** What the customer is told once the request has reached staff. */
export const CHANGE_REQUEST_NEXT_STEP =
  "Thank you. We'll review your request and e-mail you within one working day.";

/** POST /api/transaction/{id}/change-requests and /api/purchase-intent/{id}/change-requests */
export class CreateChangeRequestDto {
  @ApiProperty({
    description: `What the customer would like changed, trimmed: 1 to ${CHANGE_REQUEST_MAX_LENGTH} characters`,
    minLength: 1,
    maxLength: CHANGE_REQUEST_MAX_LENGTH,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: CHANGE_REQUEST_REQUIRED })
  @MinLength(1, { message: CHANGE_REQUEST_REQUIRED })
  @MaxLength(CHANGE_REQUEST_MAX_LENGTH, { message: CHANGE_REQUEST_TOO_LONG })
  text!: string;
}

/** The request was passed to staff: when, and what happens next. */
export class ChangeRequestReceiptDto {
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({
    description: 'What happens next, for the customer',
    example: CHANGE_REQUEST_NEXT_STEP,
  })
  nextStep!: string;
}
