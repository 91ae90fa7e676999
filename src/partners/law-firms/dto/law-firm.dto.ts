import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AddressDto } from '@/platform/common/validators';

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
  @ApiPropertyOptional({ type: AddressDto, nullable: true }) address!: AddressDto | null;
}

/** Lawyer group (admin.md §3): a team of a law firm that takes sales. */
export class LawyerGroupDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: LawFirmDto }) law_firm!: LawFirmDto;
  @ApiProperty({ type: SolicitorDto }) solicitor!: SolicitorDto;
  @ApiProperty({ type: [LawContactDto] }) legal_assistants!: LawContactDto[];
  @ApiPropertyOptional({ type: AddressDto, nullable: true })
  invoicing_address!: AddressDto | null;
  @ApiProperty({ type: [String] }) thirdfortRecipientEmails!: string[];
  @ApiProperty() panel_solicitor!: boolean;
}
