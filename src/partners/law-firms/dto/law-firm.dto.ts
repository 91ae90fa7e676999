import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AddressDto } from '@/platform/common/validators';
import { LawFirmAddressDto } from './law-firm-body.dto';

/** A solicitor, legal assistant or other contact at a law firm. */
export class LawContactDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone_number?: string | null;
}

export class SolicitorDto extends LawContactDto {
  @ApiProperty() _id!: string;
}

/** Law firm (admin.md §3). */
export class LawFirmDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) email!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone_number!: string | null;
  // The address as a law firm's form takes it (its own rules, not a property's).
  @ApiPropertyOptional({ type: LawFirmAddressDto, nullable: true })
  address!: AddressDto | null;
}

/** Lawyer group (admin.md §3): a team of a law firm that takes sales. */
export class LawyerGroupDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: LawFirmDto }) law_firm!: LawFirmDto;
  @ApiProperty({ type: SolicitorDto }) solicitor!: SolicitorDto;
  @ApiProperty({ type: [LawContactDto] }) legal_assistants!: LawContactDto[];
  @ApiPropertyOptional({ type: LawFirmAddressDto, nullable: true })
  invoicing_address!: AddressDto | null;
  @ApiProperty({ type: [String] }) thirdfortRecipientEmails!: string[];
  @ApiProperty() panel_solicitor!: boolean;
}
