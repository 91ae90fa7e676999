import { CompanyDto } from '@/accounts/companies/dto/company.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LawyerGroupDto } from '@/partners/law-firms/dto/law-firm.dto';
import { PurchaseIntentDto } from '@/sales/purchases/dto/purchase-intent-response.dto';
import { TransactionDto } from '@/sales/sale/dto/sale.dto';

export class TransactionGroupRefDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
}

export class AssignedLawyerGroupsDto {
  @ApiPropertyOptional({ type: LawyerGroupDto, nullable: true }) seller!: LawyerGroupDto | null;
  @ApiPropertyOptional({ type: LawyerGroupDto, nullable: true }) buyer!: LawyerGroupDto | null;
}

export class SolicitorsAssignedDatesDto {
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  assigned_at!: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  date_legal_started!: string | null;
}

export class ValuerContactDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) email!: string | null;
}

/** The sale's five statuses (admin.md §4), as the feed's icons; the tabs' alerts read them. */
export class AdminTransactionStatusDto {
  @ApiProperty({ description: "The first order's status is succeeded" }) paid!: boolean;
  @ApiProperty({ description: "The estate agent status is not 'pending'" })
  estate_agent_complete!: boolean;
  @ApiProperty({ description: 'A lawyer group is assigned (either side)' })
  solicitors_assigned!: boolean;
  @ApiProperty({ description: 'Search orders exist' }) searches_completed!: boolean;
  @ApiProperty({
    enum: ['outstanding', 'complete', 'in progress', 'failed'],
    description:
      "Sellers, active buyers and giftors: none with a pending or complete check, all, or some; failed when someone's check failed and nobody checked them again",
  })
  identity_status!: 'outstanding' | 'complete' | 'in progress' | 'failed';
}

/** A person of the page (co-seller, additional buyer, giftor) who has a user account. */
export class PersonUserDto {
  @ApiProperty() person_id!: string;
  @ApiProperty({ description: 'Their user: /admin/users/{user_id}' }) user_id!: string;
}

/** Why each side's estate agent Thirdfort e-mail cannot be sent now (null: it can). */
export class ThirdfortEmailBlockedDto {
  @ApiPropertyOptional({ type: String, nullable: true }) sell!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) buy!: string | null;
}

/** A sale with everything the back office's detail page shows (admin.md §2). */
export class AdminTransactionDetailDto extends TransactionDto {
  @ApiPropertyOptional({ type: TransactionGroupRefDto, nullable: true })
  group!: TransactionGroupRefDto | null;
  @ApiProperty({ type: AssignedLawyerGroupsDto }) lawyer_group!: AssignedLawyerGroupsDto;
  @ApiProperty({ type: SolicitorsAssignedDatesDto })
  date_solicitor_groups_assigned!: SolicitorsAssignedDatesDto;
  @ApiPropertyOptional({
    type: ValuerContactDto,
    nullable: true,
    description: "The estate agent's primary valuer (the introduction e-mails go to them)",
  })
  estate_agent_primary_valuer!: ValuerContactDto | null;
  @ApiProperty({ description: "The first order's status is succeeded" }) paid!: boolean;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  paid_at!: string | null;
  @ApiPropertyOptional({
    enum: ['Stripe Direct', 'Invoice'],
    nullable: true,
    description:
      "How the first order is paid: by card through Stripe, or invoiced (a code, a group's unit)",
  })
  payment_type!: 'Stripe Direct' | 'Invoice' | null;
  @ApiProperty({ type: [PurchaseIntentDto], description: 'Active first, then newest first' })
  purchase_intents!: PurchaseIntentDto[];
  @ApiProperty({ description: 'How many search orders the sale has' })
  searches_ordered!: number;
  @ApiProperty({ type: AdminTransactionStatusDto })
  status!: AdminTransactionStatusDto;
  @ApiProperty({
    description:
      "Identity checks v2 apply: the sale was created after the admin config's Thirdfort v2 switchover date (false when none is set)",
  })
  thirdfort_v2!: boolean;
  @ApiPropertyOptional({
    type: CompanyDto,
    nullable: true,
    description: 'The company selling (a development sale); the Sellers card shows it',
  })
  company_seller!: CompanyDto | null;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When staff withdrew the sale (null: not withdrawn)',
  })
  withdrawn_at!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) withdrawal_reason!: string | null;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When staff archived the sale (null: not archived)',
  })
  archived_at!: string | null;
  @ApiProperty({
    type: [PersonUserDto],
    description:
      'The people of the page with a user account (their own link, or a user of the same e-mail); the others have none',
  })
  person_users!: PersonUserDto[];
  @ApiProperty({ type: ThirdfortEmailBlockedDto })
  thirdfort_email_blocked!: ThirdfortEmailBlockedDto;
}
