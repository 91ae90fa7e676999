import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '@/platform/common/validators';

export class ValidateReferralCodeDto {
  @ApiProperty({ maxLength: 64, example: 'THRESHOLD100' })
  @Trim()
  @IsDefined({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MinLength(1, { message: 'Required' })
  @MaxLength(64, { message: 'Code not valid' })
  code!: string;
}
