import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { UPDATE_ANSWER_MAX_LENGTH } from '@/platform/database/schema';

export class UpdateRequestDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: ['seller', 'buyer'], description: 'Who asked' }) side!: 'seller' | 'buyer';
  @ApiProperty({ type: String, format: 'date-time' }) requested_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answered_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) answer!: string | null;
  @ApiProperty({ type: String, nullable: true }) answered_by_name!: string | null;
}

/** POST /api/admin/transactions/{id}/update-requests/{requestId}/answer. */
export class AnswerUpdateRequestDto {
  @ApiProperty({ minLength: 1, maxLength: UPDATE_ANSWER_MAX_LENGTH })
  @IsString({ message: 'Please write the answer' })
  @MinLength(1, { message: 'Please write the answer' })
  @MaxLength(UPDATE_ANSWER_MAX_LENGTH, {
    message: `The answer must be at most ${UPDATE_ANSWER_MAX_LENGTH} characters`,
  })
  answer!: string;
}
