import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiAtLeastOneField } from '@/platform/http/openapi-constraints';
import { IsOptional } from 'class-validator';
import { IsOwnName } from '@/platform/common/own-name';
import { AddressDto, IsAddress, IsMiddleName, IsMobileNumber } from '@/platform/common/validators';
import type { UserRow } from '../users.repository';

export class UserDto {
  @ApiProperty() _id!: string;
  @ApiProperty({
    description:
      'Can sign in: false until a new customer first opens a sign-in link, and while deactivated',
  })
  active!: boolean;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When staff deactivated the user; null unless deactivated',
  })
  deactivated_at!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() email!: string;
  @ApiProperty() first_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) middle_name!: string | null;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) phone_number!: string | null;
  @ApiPropertyOptional({ nullable: true, type: AddressDto })
  correspondence_address!: AddressDto | null;
  @ApiPropertyOptional({ nullable: true, type: String }) stripe_customer_id!: string | null;
  @ApiProperty({ enum: ['customer', 'admin'] }) type!: 'customer' | 'admin';
  @ApiPropertyOptional({ enum: ['sell', 'buy'], nullable: true }) role!: 'sell' | 'buy' | null;
  @ApiProperty() schema_version!: number;
}

/** Where the signed-in session stands with staff's second factor. */
export class SecondFactorDto {
  @ApiProperty({
    enum: ['not-required', 'passed', 'enrol', 'verify'],
    description:
      'not-required: customers, and admins who have not enrolled where it is only offered; passed: this session used a passkey or a recovery code; enrol: an admin who must add a first passkey; verify: an admin who must use a passkey or a recovery code. Only not-required and passed open /api/admin.',
  })
  status!: 'not-required' | 'passed' | 'enrol' | 'verify';

  @ApiProperty({ description: 'The admin has at least one passkey' })
  hasPasskey!: boolean;

  @ApiProperty({
    enum: ['required', 'offered'],
    description: "The deployment's rule for admins (STAFF_SECOND_FACTOR)",
  })
  mode!: 'required' | 'offered';
}

/** The signed-in user, and where their session stands with the second factor. */
export class CurrentUserDto extends UserDto {
  @ApiProperty({ type: SecondFactorDto }) secondFactor!: SecondFactorDto;
}

/** A user's name and contact details, as a sale or a purchase shows its primary customer. */
export class UserContactDto {
  @ApiProperty() _id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() first_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) middle_name!: string | null;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) phone_number!: string | null;
}

export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row._id,
    active: row.active,
    deactivated_at: row.deactivated_at?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    email: row.email,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    correspondence_address: (row.correspondence_address as AddressDto | null) ?? null,
    stripe_customer_id: row.stripe_customer_id,
    type: row.type,
    role: row.role,
    schema_version: row.schema_version,
  };
}

/** What a user may change about themselves. */
@ApiAtLeastOneField()
export class UpdateUserDto {
  /** Your own name: the same rule as sign-up (common/own-name.ts). */
  @IsOwnName('First name', { optional: true })
  first_name?: string;

  @IsMiddleName()
  middle_name?: string;

  @IsOwnName('Last name', { optional: true })
  last_name?: string;

  @ApiPropertyOptional({ description: 'Mobile number; stored as E.164 (UK by default)' })
  @IsOptional()
  @IsMobileNumber()
  phone_number?: string;

  @IsAddress({ optional: true })
  correspondence_address?: AddressDto;
}
