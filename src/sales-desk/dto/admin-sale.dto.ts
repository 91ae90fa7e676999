import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { pageSchema, PaginationQueryDto } from '@/common/pagination';
import { IsObjectIdString } from '@/common/validators';

const YES_NO = ['true', 'false'] as const;
type YesNo = (typeof YES_NO)[number];

const yesNo = (name: string, yes: string, no: string) => ({
  enum: YES_NO,
  description: `'true' ${yes}, 'false' ${no}; all when absent`,
  name,
});

/**
 * GET /api/admin/transactions (admin.md §7 "Find all"): isPaid, groupId, estateAgentAssigned,
 * solicitorsAssigned, searchesCompleted, thirdfortChecksCompleted and a page. Every filter
 * runs in SQL (SalesListQueryRepository); absent means "any".
 */
export class AdminTransactionsQueryDto extends PaginationQueryDto {
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
}

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

export class AdminListEventDto {
  @ApiProperty() event_name!: string;
  @ApiProperty({ format: 'date-time' }) date_time!: string;
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
    enum: ['outstanding', 'complete', 'in progress'],
    description: 'Thirdfort Checks status icon (admin.md §4 identity status on the feed)',
  })
  identity_status!: 'outstanding' | 'complete' | 'in progress';
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

export class AdminTransactionPageDto extends pageSchema(AdminTransactionRowDto) {}
