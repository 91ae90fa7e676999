import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import {
  IsEmailAddress,
  IsObjectIdString,
  IsPlainName,
  RequiredText,
} from '@/platform/common/validators';
import { CHECK_PERSON_TYPES, IDENTITY_CHECK_STATUSES } from '../identity-checks.rules';
import type { CheckPersonType, IdentityCheckStatus } from '../identity-checks.rules';

export class CreateIdentityCheckDto {
  @ApiProperty()
  @RequiredText('First name is required', 100)
  @IsPlainName('First name')
  first_name!: string;

  @ApiProperty()
  @RequiredText('Last name is required', 100)
  @IsPlainName('Last name')
  last_name!: string;

  @IsEmailAddress('Email must be a valid email address')
  email!: string;

  @ApiProperty({ description: 'A leading 0 becomes +44 (admin.md §4)' })
  @RequiredText('Phone number is required', 30)
  @Matches(/^\+?[\d\s\-.()]{7,25}$/, { message: 'Phone number must be a valid phone number' })
  phone_number!: string;

  @ApiProperty({ enum: CHECK_PERSON_TYPES })
  @IsIn(CHECK_PERSON_TYPES, {
    message: `person_type must be one of: ${CHECK_PERSON_TYPES.join(', ')}`,
  })
  person_type!: CheckPersonType;

  @ApiPropertyOptional({ description: "A buyer's or giftor's purchase intent" })
  @IsOptional()
  @IsObjectIdString('purchase_intent_id must be a valid id')
  purchase_intent_id?: string;
}

export class CheckPersonDetailsDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'As sent to the provider (E.164)' }) phone_number!: string;
}

export class IdentityCheckDto {
  @ApiProperty() _id!: string;
  @ApiProperty() transaction_id!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) purchase_intent_id!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The provider's resource name, once the provider made the check",
  })
  thirdfort_id!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'The id the portal shows' })
  checkId!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The check in the provider's portal",
  })
  checkUrl!: string | null;
  @ApiProperty({ enum: IDENTITY_CHECK_STATUSES }) status!: IdentityCheckStatus;
  @ApiProperty({ enum: CHECK_PERSON_TYPES }) person_type!: CheckPersonType;
  @ApiProperty({ type: CheckPersonDetailsDto }) person_details!: CheckPersonDetailsDto;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Why the order failed' })
  failure_reason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class SharedWithDto {
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) email!: string | null;
}

export class CheckPersonCardDto {
  @ApiProperty({ description: 'The sale id (sellers) or the purchase intent id' })
  fileReference!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty({ description: 'Shown as the spec says: a number written 07… without its 0' })
  phoneNumber!: string;
  @ApiProperty() email!: string;
  @ApiProperty() propertyAddress!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) solicitorEmail!: string | null;
  @ApiProperty({ description: "The lawyer group's Thirdfort recipients, comma joined" })
  recipientEmail!: string;
}

export class CheckPersonRowDto {
  @ApiProperty({ description: 'Stable key of the person in this list' }) key!: string;
  @ApiProperty({ enum: CHECK_PERSON_TYPES }) person_type!: CheckPersonType;
  @ApiPropertyOptional({ nullable: true, type: String }) purchase_intent_id!: string | null;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) email!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) phone_number!: string | null;
  @ApiPropertyOptional({ type: IdentityCheckDto, nullable: true, description: 'The newest check' })
  check!: IdentityCheckDto | null;
  @ApiProperty({ enum: ['order', 'abort', 'reorder'] }) action!: 'order' | 'abort' | 'reorder';
  @ApiProperty() actionDisabled!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Why the action is disabled' })
  disabledReason!: string | null;
  @ApiPropertyOptional({ type: SharedWithDto, nullable: true, description: "null: 'Not shared'" })
  sharedWith!: SharedWithDto | null;
}

/** One person's 'Show Full Details' card, by the key of their row. */
export class CheckPersonDetailsEntryDto {
  @ApiProperty({ description: "The person's row (`CheckPersonRowDto.key`)" }) key!: string;
  @ApiProperty({ type: CheckPersonCardDto }) details!: CheckPersonCardDto;
}

/** The full details of a sale's people (admin.md §2 'Show Full Details'), each view recorded. */
export class IdentityCheckDetailsDto {
  @ApiProperty({ type: [CheckPersonDetailsEntryDto], description: 'Sellers, then each purchase' })
  people!: CheckPersonDetailsEntryDto[];
}

export class CheckPurchaseIntentDto {
  @ApiProperty() _id!: string;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ type: [CheckPersonRowDto] }) buyers!: CheckPersonRowDto[];
  @ApiProperty({ type: [CheckPersonRowDto] }) giftors!: CheckPersonRowDto[];
}

export class IdentityChecksDto {
  @ApiProperty({
    description: 'Identity v2 applies: the sale was created after the switchover date',
  })
  applies!: boolean;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String })
  switchoverDate!: string | null;
  @ApiProperty({ type: [CheckPersonRowDto] }) sellers!: CheckPersonRowDto[];
  @ApiProperty({ type: [CheckPurchaseIntentDto], description: 'Active first' })
  purchaseIntents!: CheckPurchaseIntentDto[];
  @ApiProperty({ type: [IdentityCheckDto], description: 'Every check of the sale, newest first' })
  checks!: IdentityCheckDto[];
}

export class ThirdfortEmailDto {
  @ApiProperty({ enum: ['buy', 'sell'] })
  @IsIn(['buy', 'sell'], { message: 'role must be buy or sell' })
  role!: 'buy' | 'sell';
}

export class MessageDto {
  @ApiProperty() message!: string;
}
