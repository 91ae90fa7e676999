import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { type Page, pageSchema, PaginationQueryDto } from '@/platform/common/pagination';
import {
  AddressDto,
  IsAddress,
  IsEmailAddress,
  IsMobileNumber,
  IsMiddleName,
  IsPersonName,
} from '@/platform/common/validators';
import { USER_TYPES } from '@/platform/database/schema';
import {
  PURCHASE_ROLES,
  SALE_ROLES,
  type PurchaseRole,
  type SaleRole,
} from '@/platform/database/reads/sale-parties.sql';
import {
  USER_PURCHASE_STATUSES,
  USER_SALE_STATUSES,
  type UserPurchaseStatus,
  type UserSaleStatus,
} from '../user-transactions.query-repository';

export const ACTIVE_FILTERS = ['all', 'true', 'false', 'deactivated'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

export const TYPE_FILTERS = ['all', ...USER_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** Whether a user can sign in: active, deactivated by staff, or not yet activated (never signed in). */
export const USER_STATUSES = ['active', 'deactivated', 'not_activated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * GET /api/admin/users: the Active filter (admin.md §2 Users; active by default), the type
 * (admins, customers or everyone) and a page.
 */
export class AdminUsersQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    enum: ACTIVE_FILTERS,
    default: 'true',
    description:
      "'true' active users (the default), 'false' inactive ones (deactivated or never activated), 'deactivated' those staff deactivated, 'all' everyone",
  })
  @IsOptional()
  @IsIn(ACTIVE_FILTERS, { message: 'isActive must be all, true, false or deactivated' })
  isActive?: ActiveFilter;

  @ApiPropertyOptional({
    enum: TYPE_FILTERS,
    default: 'all',
    description: "'admin' the back office's staff, 'customer' customers, 'all' both (the default)",
  })
  @IsOptional()
  @IsIn(TYPE_FILTERS, { message: 'type must be all, customer or admin' })
  type?: TypeFilter;
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
  @ApiProperty({
    enum: USER_STATUSES,
    description:
      "'deactivated' by staff, 'not_activated' until a new customer opens a sign-in link",
  })
  status!: UserStatus;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  deactivated_at!: string | null;
  @ApiProperty({ enum: USER_TYPES }) type!: (typeof USER_TYPES)[number];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminUserPageDto extends pageSchema(AdminUserRowDto) {
  @ApiProperty({
    description:
      'True when totalItems is a bound (10,000), not the count: more users than it exist of the type',
  })
  totalItemsIsCapped!: boolean;
  @ApiProperty({
    description:
      'True when totalFilteredItems is a bound (10,000), not the count: more users than it match',
  })
  totalIsCapped!: boolean;
}

/** A page of the users list: its rows, the two counts, and whether each is a bound. */
export type AdminUserPage = Page<AdminUserRowDto> & {
  totalItemsIsCapped: boolean;
  totalIsCapped: boolean;
};

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

/**
 * Staff correct a customer's name, e-mail or mobile number (issue 35, item 22): only the fields
 * given change; `middle_name: null` clears it. A new e-mail must be free, and is confirmed by the
 * customer signing in with it.
 */
export class CorrectUserDto {
  @IsPersonName('First name', { optional: true }) first_name?: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'null clears it' })
  @IsMiddleName()
  middle_name?: string | null;
  @IsPersonName('Last name', { optional: true }) last_name?: string;
  @IsEmailAddress('Please enter a valid email', { optional: true })
  email?: string;
  @ApiPropertyOptional({ description: 'Mobile number; stored as E.164 (UK by default)' })
  @IsOptional()
  @IsMobileNumber()
  phone_number?: string;
}

/** One of the user's sales on their page: a sale they sell, co-sell or represent. */
export class AdminUserSaleRowDto {
  @ApiProperty({ description: "The sale's _id (/admin/transactions/{id})" }) _id!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The property's address on one line",
  })
  address!: string | null;
  @ApiProperty({
    enum: SALE_ROLES,
    isArray: true,
    description:
      "The user's parts in the sale: 'seller' or 'representative' (its primary seller), 'co_seller' (an additional seller with the user's e-mail)",
  })
  roles!: SaleRole[];
  @ApiProperty({
    enum: USER_SALE_STATUSES,
    description:
      "From the latest purchase's dates (completed, exchanged, sale agreed), else whether the sale is paid",
  })
  status!: UserSaleStatus;
  @ApiProperty({ format: 'date-time', description: 'When the sale was started' })
  createdAt!: string;
}

export class AdminUserSalePageDto extends pageSchema(AdminUserSaleRowDto) {}

/** One of the user's purchases on their page: one they buy, buy jointly or give money for. */
export class AdminUserPurchaseRowDto {
  @ApiProperty({ description: "The purchase's _id" }) _id!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'The sale the purchase belongs to (/admin/transactions/{id}), if any',
  })
  transaction_id!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The property's address on one line, if the buyer has chosen one",
  })
  address!: string | null;
  @ApiProperty({
    enum: PURCHASE_ROLES,
    isArray: true,
    description:
      "The user's parts in the purchase: 'buyer' (its primary buyer), 'joint_buyer' or 'giftor' (a person with the user's e-mail)",
  })
  roles!: PurchaseRole[];
  @ApiProperty({
    enum: USER_PURCHASE_STATUSES,
    description: "From the purchase's dates, else whether the buyer confirmed it",
  })
  status!: UserPurchaseStatus;
  @ApiProperty({ format: 'date-time', description: 'When the purchase was started' })
  createdAt!: string;
}

export class AdminUserPurchasePageDto extends pageSchema(AdminUserPurchaseRowDto) {}
