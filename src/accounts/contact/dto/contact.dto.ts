import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsMobileNumber, IsPlainName, NormaliseEmail, Trim } from '@/platform/common/validators';

export class ContactRequestDto {
  @ApiProperty({ minLength: 2, maxLength: 255 })
  @Trim()
  @IsString({ message: 'Full name is required' })
  @MinLength(2, { message: 'Full name is required' })
  @MaxLength(255, { message: 'Full name must be less than 255 characters long' })
  @IsPlainName('Full name')
  fullName!: string;

  @ApiProperty()
  @NormaliseEmail()
  @IsString({ message: 'Email is required' })
  @MinLength(1, { message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(320, { message: 'Invalid email address' })
  email!: string;

  @ApiPropertyOptional()
  @Trim()
  @IsOptional()
  @IsMobileNumber()
  mobileNumber?: string;

  @ApiProperty({ minLength: 2, maxLength: 5000 })
  @Trim()
  @IsString({ message: 'Message is required' })
  @MinLength(2, { message: 'Message is required' })
  @MaxLength(5000, { message: 'Message must be less than 5000 characters long' })
  message!: string;

  @ApiProperty({ minLength: 2, maxLength: 255, description: 'How they heard about us' })
  @Trim()
  @IsString({ message: 'Referrer is required' })
  @MinLength(2, { message: 'Referrer is required' })
  @MaxLength(255, { message: 'Referrer must be less than 255 characters long' })
  referrer!: string;
}

export class ContactResponseDto {
  @ApiProperty() success!: boolean;
}
