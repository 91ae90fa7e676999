import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { pageSchema, PaginationQueryDto } from '@/common/pagination';
import {
  AddressDto,
  IsAddress,
  IsEmailAddress,
  IsMobileNumber,
  IsMiddleName,
  IsPersonName,
} from '@/common/validators';
import { USER_TYPES } from '@/database/schema';

export const ACTIVE_FILTERS = ['all', 'true', 'false'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

/** GET /api/admin/users: the Active filter (admin.md §2 Users; active by default) and a page. */
export class AdminUsersQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    enum: ACTIVE_FILTERS,
    default: 'true',
    description: "'true' active users (the default), 'false' inactive ones, 'all' everyone",
  })
  @IsOptional()
  @IsIn(ACTIVE_FILTERS, { message: 'isActive must be all, true or false' })
  isActive?: ActiveFilter;
}

/** One row of the back office's users table: Full Name, Email, Address (admin.md §2). */
export class AdminUserRowDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ example: 'Ada King Lovelace' }) full_name!: string;
  @ApiProperty() first_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) middle_name!: string | null;
  @ApiProperty() last_name!: string;
  @ApiProperty() email!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'The correspondence address on one line; null without one',
  })
  address!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ enum: USER_TYPES }) type!: (typeof USER_TYPES)[number];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminUserPageDto extends pageSchema(AdminUserRowDto) {}

/** GET /api/admin/users/by-email: the user of this e-mail, or 404. */
export class UserByEmailQueryDto {
  @IsEmailAddress('Please enter a valid email')
  email!: string;
}

/**
 * POST /api/admin/users: an active customer made by staff (a development's representative):
 * names, e-mail, mobile, correspondence address (admin.md §5 'the full representative schema').
 */
export class CreateActiveCustomerDto {
  @IsEmailAddress('Please enter a valid email')
  email!: string;
  @IsPersonName('First name') first_name!: string;
  @IsMiddleName() middle_name?: string;
  @IsPersonName('Last name') last_name!: string;
  @ApiProperty({ description: 'Mobile number; stored as E.164 (UK by default)' })
  @IsMobileNumber()
  phone_number!: string;
  @IsAddress() correspondence_address!: AddressDto;
}
