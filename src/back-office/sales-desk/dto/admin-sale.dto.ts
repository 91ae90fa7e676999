import { SaleProgressDto } from '@/sales/milestones/dto/milestone.dto';
import { PROGRESS_STATUSES, type ProgressStatus } from '@/sales/milestones/milestones.rules';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { pageSchema, PaginationQueryDto, type Page } from '@/platform/common/pagination';
import { IsObjectIdString } from '@/platform/common/validators';
import { FEED_IDENTITY_STATUSES } from '@/platform/database/schema';
import { SALE_SORT_KEYS, type SaleSortKey } from '../sales-filter.sql';

const YES_NO = ['true', 'false'] as const;
type YesNo = (typeof YES_NO)[number];

const yesNo = (name: string, yes: string, no: string) => ({
  enum: YES_NO,
  description: `'true' ${yes}, 'false' ${no}; all when absent`,
  name,
});

/** A calendar day, 'YYYY-MM-DD', that exists (not 2026-02-31). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const IsDay = (name: string) =>
  applyDecorators(
    ApiPropertyOptional({
      name,
      type: String,
      format: 'date',
      description: `${name.endsWith('From') ? 'From' : 'Up to and including'} this day (YYYY-MM-DD)`,
    }),
    IsOptional(),
    ValidateBy({
      name: 'isDay',
      validator: {
        validate: isDay,
        defaultMessage: () => `${name} must be a day as YYYY-MM-DD`,
      },
    }),
  );

const IsId = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IsOptional(),
    IsObjectIdString() as PropertyDecorator,
  );

export const SEARCH_TEXT_MESSAGE = 'Search for at least 2 characters';

/**
 * The transactions table's view (admin.md §2, §7 "Find all"): the search, the filters and the
 * sort, shared by the page (GET /api/admin/transactions) and its CSV (…/export). Every filter
 * runs in SQL (SalesListQueryRepository); absent means "any".
 */
export class AdminTransactionsFilterDto {
  @ApiPropertyOptional({
    minLength: 2,
    maxLength: 100,
    description:
      "What the global search finds: the start of a seller's or buyer's name or e-mail, of the property's first line or postcode, or whole words of its first line and town",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value,
  )
  @IsString({ message: SEARCH_TEXT_MESSAGE })
  @MinLength(2, { message: SEARCH_TEXT_MESSAGE })
  @MaxLength(100, { message: 'Search for at most 100 characters' })
  q?: string;

  @ApiPropertyOptional(yesNo('isPaid', 'paid sales', 'unpaid ones'))
  @IsOptional()
  @IsIn(YES_NO, { message: 'isPaid must be true or false' })
  isPaid?: YesNo;

  @ApiPropertyOptional({ description: "The transactions group's id: its sales only" })
  @IsOptional()
  @IsObjectIdString()
  groupId?: string;

  @ApiPropertyOptional(
    yesNo('estateAgentAssigned', 'sales whose estate agent is settled', 'sales still pending one'),
  )
  @IsOptional()
  @IsIn(YES_NO, { message: 'estateAgentAssigned must be true or false' })
  estateAgentAssigned?: YesNo;

  @ApiPropertyOptional(
    yesNo('solicitorsAssigned', 'sales with a lawyer group', 'sales with none on either side'),
  )
  @IsOptional()
  @IsIn(YES_NO, { message: 'solicitorsAssigned must be true or false' })
  solicitorsAssigned?: YesNo;

  @ApiPropertyOptional(yesNo('searchesCompleted', 'sales with search orders', 'sales without any'))
  @IsOptional()
  @IsIn(YES_NO, { message: 'searchesCompleted must be true or false' })
  searchesCompleted?: YesNo;

  @ApiPropertyOptional(
    yesNo(
      'thirdfortChecksCompleted',
      'sales whose identity status is complete',
      'outstanding or in progress',
    ),
  )
  @IsOptional()
  @IsIn(YES_NO, { message: 'thirdfortChecksCompleted must be true or false' })
  thirdfortChecksCompleted?: YesNo;

  @ApiPropertyOptional(
    yesNo(
      'thirdfortChecksFailed',
      "sales where someone's identity check failed and nobody checked them again",
      'the others',
    ),
  )
  @IsOptional()
  @IsIn(YES_NO, { message: 'thirdfortChecksFailed must be true or false' })
  thirdfortChecksFailed?: YesNo;

  @ApiPropertyOptional({
    enum: PROGRESS_STATUSES,
    description:
      'Sales in progress (sale agreed, not completed, fallen through or withdrawn) with this status today: red when the exchange or completion day has passed or a step is more than 10 days late, amber when a step is late, on_track otherwise',
  })
  @IsOptional()
  @IsIn(PROGRESS_STATUSES, { message: `progress must be one of: ${PROGRESS_STATUSES.join(', ')}` })
  progress?: ProgressStatus;

  @IsId("The estate agent's id: the sales it is assigned to")
  estateAgentId?: string;

  @IsId("The seller's solicitor: this lawyer group's sales")
  sellerLawyerGroupId?: string;

  @IsId("The seller's solicitor: the sales of any of this law firm's lawyer groups")
  sellerLawFirmId?: string;

  @IsId("The buyer's solicitor: this lawyer group's sales")
  buyerLawyerGroupId?: string;

  @IsId("The buyer's solicitor: the sales of any of this law firm's lawyer groups")
  buyerLawFirmId?: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'Sales with this tag (exactly)' })
  @IsOptional()
  @IsString({ message: 'tag must be text' })
  @MaxLength(100, { message: 'tag must be at most 100 characters' })
  tag?: string;

  @IsDay('createdFrom') createdFrom?: string;
  @IsDay('createdTo') createdTo?: string;
  @IsDay('saleAgreedFrom') saleAgreedFrom?: string;
  @IsDay('saleAgreedTo') saleAgreedTo?: string;
  @IsDay('exchangedFrom') exchangedFrom?: string;
  @IsDay('exchangedTo') exchangedTo?: string;

  @ApiPropertyOptional({
    enum: SALE_SORT_KEYS,
    default: 'createdAt',
    description: 'The column to sort by; empty values come last either way',
  })
  @IsOptional()
  @IsIn(SALE_SORT_KEYS, { message: `sort must be one of: ${SALE_SORT_KEYS.join(', ')}` })
  sort?: SaleSortKey;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';
}

/** GET /api/admin/transactions: the view and a page (skip, limit). */
export class AdminTransactionsQueryDto extends IntersectionType(
  PaginationQueryDto,
  AdminTransactionsFilterDto,
) {}

export class AdminTransactionSellerDto {
  @ApiProperty() _id!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() email!: string;
}

export class AdminListPersonDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) email!: string | null;
}

export class AdminListSolicitorDto {
  @ApiProperty() lawyer_group_id!: string;
  @ApiProperty({ description: "The lawyer group's name" }) name!: string;
  @ApiProperty() law_firm_name!: string;
}

export class AdminListRefDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
}

/** The latest note of a sale, as the feed card quotes it (staff only). */
export class AdminListNoteDto {
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The author's name; null for the system",
  })
  author_name!: string | null;
  @ApiProperty({ enum: ['staff', 'customer', 'system'] })
  source!: 'staff' | 'customer' | 'system';
  @ApiProperty({ description: 'Its first 200 characters' }) text!: string;
}

/** What happened last on a sale: its latest event or note, whichever is newer. */
export class AdminListEventDto {
  @ApiProperty({ description: "The event's name; 'note_added' for a note" }) event_name!: string;
  @ApiProperty({ format: 'date-time' }) date_time!: string;
  @ApiPropertyOptional({
    type: AdminListNoteDto,
    nullable: true,
    description: 'The note, when the latest thing is a note',
  })
  note?: AdminListNoteDto | null;
}

/**
 * A row of the back office's transactions table and a card of the activity feed: the 15
 * columns of admin.md §2 and the feed's five statuses.
 */
export class AdminTransactionRowDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: ['resale', 'development'] }) type!: 'resale' | 'development';
  @ApiProperty({ description: 'The property address on one line' }) property_address!: string;
  @ApiProperty({ type: AdminTransactionSellerDto, description: 'The primary seller' })
  seller!: AdminTransactionSellerDto;
  @ApiProperty({ type: [AdminListPersonDto], description: 'Every seller, the primary first' })
  sellers!: AdminListPersonDto[];
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Whole pounds' })
  asking_price!: number | null;
  @ApiProperty({ description: "Payment Status: the first order is settled ('succeeded')" })
  paid!: boolean;
  @ApiPropertyOptional({ type: AdminListRefDto, nullable: true })
  estate_agent!: AdminListRefDto | null;
  @ApiProperty({ enum: ['pending', 'assigned', 'not_listed', 'no_agent'] })
  estate_agent_status!: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  @ApiProperty({ description: "Estate Agent status icon: the status is not 'pending'" })
  estate_agent_complete!: boolean;
  @ApiPropertyOptional({ type: AdminListSolicitorDto, nullable: true })
  seller_solicitor!: AdminListSolicitorDto | null;
  @ApiPropertyOptional({ type: AdminListSolicitorDto, nullable: true })
  buyer_solicitor!: AdminListSolicitorDto | null;
  @ApiProperty({ description: 'Solicitors status icon: a lawyer group is assigned' })
  solicitors_assigned!: boolean;
  @ApiProperty({ description: 'Searches status icon: search orders exist' })
  searches_completed!: boolean;
  @ApiProperty({
    enum: FEED_IDENTITY_STATUSES,
    description:
      "Thirdfort Checks status icon (admin.md §4 identity status on the feed); failed: someone's check failed and nobody checked them again",
  })
  identity_status!: (typeof FEED_IDENTITY_STATUSES)[number];
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description:
      "When identity_status is failed: whose check of the sale failed last and why ('Ann Lee: Document expired')",
  })
  identity_failure!: string | null;
  @ApiProperty({
    type: SaleProgressDto,
    nullable: true,
    description:
      'Where the sale stands while in progress (sale agreed, not completed, fallen through or withdrawn): status, lag and next step',
  })
  progress!: SaleProgressDto | null;
  @ApiProperty({
    type: [AdminListPersonDto],
    description: 'Latest Buyer Full Name(s): the latest purchase intent (active ones first)',
  })
  latest_buyers!: AdminListPersonDto[];
  @ApiProperty({
    type: [AdminListPersonDto],
    description: "The active purchase intents' buyers (the feed's 'None' when empty)",
  })
  active_buyers!: AdminListPersonDto[];
  @ApiPropertyOptional({ type: AdminListRefDto, nullable: true })
  group!: AdminListRefDto | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  date_legal_started!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Of the latest purchase intent',
  })
  sale_agreed_at!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  exchanged_at!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  completed_at!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: 'Days from sale agreed to exchanged; null reads TBC',
  })
  time_offer_to_exchange_days!: number | null;
  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: 'benchmark_in_days minus the days to exchange; null reads TBC',
  })
  time_saved_days!: number | null;
  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: 'Saved days / benchmark × 100, rounded; null reads TBC',
  })
  time_saved_percent!: number | null;
  @ApiPropertyOptional({ type: AdminListEventDto, nullable: true })
  latest_event!: AdminListEventDto | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminTransactionPageDto extends pageSchema(AdminTransactionRowDto) {
  @ApiProperty({
    description:
      'True when totalFilteredItems is a bound, not the count: more sales than it match (a search is counted up to 1,000, other filters up to 10,000). Without filters the count is exact.',
  })
  totalIsCapped!: boolean;
}

/** A page of the transactions table: its rows, the counts and whether the filtered one is a bound. */
export type AdminTransactionPage = Page<AdminTransactionRowDto> & { totalIsCapped: boolean };
