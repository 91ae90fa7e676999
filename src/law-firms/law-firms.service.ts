import { Injectable } from '@nestjs/common';
import type { AddressDto } from '@/common/validators';
import type { LawFirmDto, LawyerGroupDto } from './dto/law-firm.dto';
import { LawFirmNotFoundError, LawyerGroupNotFoundError } from './law-firms.errors';
import {
  LawFirmsRepository,
  type LawFirmRow,
  type LawyerGroupWithFirm,
} from './law-firms.repository';

export function toLawFirmDto(row: LawFirmRow): LawFirmDto {
  return {
    _id: row._id,
    name: row.name,
    email: row.email ?? null,
    phone_number: row.phone_number ?? null,
    address: (row.address as AddressDto | null) ?? null,
  };
}

export function toLawyerGroupDto({ group, firm }: LawyerGroupWithFirm): LawyerGroupDto {
  return {
    _id: group._id,
    name: group.name,
    law_firm: toLawFirmDto(firm),
    solicitor: group.solicitor,
    legal_assistants: group.legal_assistants,
    invoicing_address: (group.invoicing_address as AddressDto | null) ?? null,
    thirdfortRecipientEmails: group.thirdfortRecipientEmails,
    panel_solicitor: group.panel_solicitor,
  };
}

/** Law firms and lawyer groups; other modules read them through this service. */
@Injectable()
export class LawFirmsService {
  constructor(private readonly repository: LawFirmsRepository) {}

  async listLawFirms(): Promise<LawFirmDto[]> {
    return (await this.repository.listLawFirms()).map(toLawFirmDto);
  }

  async getLawFirm(id: string): Promise<LawFirmDto> {
    const row = await this.repository.findLawFirm(id);
    if (!row) throw new LawFirmNotFoundError();
    return toLawFirmDto(row);
  }

  async listLawyerGroups(lawFirmId?: string): Promise<LawyerGroupDto[]> {
    return (await this.repository.listLawyerGroups(lawFirmId)).map(toLawyerGroupDto);
  }

  async getLawyerGroup(id: string): Promise<LawyerGroupDto> {
    const row = await this.repository.findLawyerGroup(id);
    if (!row) throw new LawyerGroupNotFoundError();
    return toLawyerGroupDto(row);
  }

  /** The groups named, each once, in no particular order; unknown ids are left out. */
  async findLawyerGroups(ids: readonly string[]): Promise<LawyerGroupDto[]> {
    return (await this.repository.findLawyerGroups([...new Set(ids)])).map(toLawyerGroupDto);
  }
}
