import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsOwnName } from '@/platform/common/own-name';
import { IsEmailAddress, IsMobileNumber, IsPlainName, Trim } from '@/platform/common/validators';
import { UserDto } from '@/accounts/users/dto/user.dto';

export class SignUpDto {
  /** The customer's own name: the one rule of sign-up and about-you (common/own-name.ts). */
  @IsOwnName('First name')
  firstName!: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'Middle name must be less than 255 characters long' })
  @IsPlainName('Middle name')
  middleName?: string;

  @IsOwnName('Last name')
  lastName!: string;

  @ApiProperty({ description: 'The e-mail address the magic link goes to' })
  @IsEmailAddress('Please enter a valid email address')
  destination!: string;

  @ApiProperty({ enum: ['sell', 'buy'] })
  @IsIn(['sell', 'buy'], { message: 'Please select an option' })
  role!: 'sell' | 'buy';

  @ApiProperty({ description: 'Mobile number; UK numbers may be written nationally' })
  @IsMobileNumber()
  phoneNumber!: string;

  @ApiPropertyOptional({ description: 'Development only: skip the e-mail (ALLOW_PREVENT_EMAIL)' })
  @IsOptional()
  @IsBoolean()
  preventEmail?: boolean;
}

export class SignInDto {
  @IsEmailAddress('Please enter a valid email address')
  destination!: string;

  @ApiPropertyOptional({ description: 'Development only: skip the e-mail (ALLOW_PREVENT_EMAIL)' })
  @IsOptional()
  @IsBoolean()
  preventEmail?: boolean;
}

export class SignUpResponseDto {
  @ApiProperty() success!: boolean;
  @ApiPropertyOptional({ description: 'Where to go instead: the e-mail already has an account' })
  redirectTo?: string;
  @ApiPropertyOptional({ description: 'True when the e-mail was not sent (preventEmail)' })
  emailPrevented?: boolean;
}

export class SignInResponseDto {
  @ApiProperty() success!: boolean;
  @ApiPropertyOptional() emailPrevented?: boolean;
}

export class VerifyUserResponseDto extends UserDto {
  @ApiProperty({ format: 'date-time', description: 'When this session started' })
  signedInAt!: string;
}

/** GET /api/authentication/verify-recaptcha: the token is required. */
export class VerifyRecaptchaQueryDto {
  @ApiProperty({
    description: 'The human-check token (reCAPTCHA v3, login action)',
    maxLength: 4000,
  })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(4000, { message: 'token must be at most 4000 characters' })
  token!: string;
}

export class RecaptchaResultDto {
  @ApiProperty() success!: boolean;
  @ApiPropertyOptional() score?: number;
}

export class SuccessDto {
  @ApiProperty() success!: boolean;
}
