import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional } from 'class-validator';
import {
  AddressDto,
  IsAddress,
  IsEmailAddress,
  IsMobileNumber,
  IsObjectIdString,
  IsMiddleName,
  IsPersonName,
} from '@/platform/common/validators';
import type { Address } from '@/platform/database/schema';

/**
 * Missing and malformed e-mails read the same, as on sign-up and in the client's person dialog
 * (docs/decisions/back-office.md, "One wording for a person's missing e-mail").
 */
export const PERSON_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * A person as every person form sends one: additional sellers, additional buyers and giftors (and
 * later representatives) derive their DTOs from this class, so each rule and message exists once.
 */
export class PersonInputDto {
  @ApiPropertyOptional({
    description:
      'A person already on this list: send their person_id back to change them instead of adding someone new',
  })
  @IsOptional()
  @IsObjectIdString()
  personId?: string;

  @IsPersonName('First name')
  firstName!: string;

  @IsMiddleName()
  middleName?: string;

  @IsPersonName('Last name')
  lastName!: string;

  @IsEmailAddress(PERSON_EMAIL_MESSAGE)
  @IsDefined({ message: PERSON_EMAIL_MESSAGE })
  email!: string;

  @ApiProperty({ description: 'Mobile number; stored as E.164 (UK by default)' })
  @IsMobileNumber()
  mobileNumber!: string;

  @IsAddress({ optional: true })
  correspondenceAddress?: AddressDto;
}

/** What services take for one person of a list (a `PersonInputDto`, or a stored draft). */
export type PersonInput = {
  /** The stored person this entry keeps (absent for someone new). */
  personId?: string | null;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email: string;
  mobileNumber: string;
  correspondenceAddress?: Address | null;
};

/** A person as answers show them (the spec's Person entity, snake_case). */
export class PersonDto {
  @ApiProperty({ description: 'The person id: send it back as personId to keep this person' })
  person_id!: string;
  @ApiProperty() first_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) middle_name!: string | null;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) email!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) phone_number!: string | null;
  @ApiPropertyOptional({ nullable: true, type: AddressDto })
  correspondence_address!: AddressDto | null;
}
