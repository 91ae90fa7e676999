import { Inject, Injectable } from '@nestjs/common';
import { normaliseTypedAddress } from '@/platform/common/normalise-address';
import { canonicalJson } from '@/platform/common/canonical-json';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import type { AddressDto } from '@/platform/common/validators';
import { Database } from '@/platform/database/database';
import { newId } from '@/platform/common/ids';
import type { Address } from '@/platform/database/schema/types';
import type { EventDto } from '@/platform/timeline/dto/event.dto';
import { EventsService } from '@/platform/timeline/events.service';
import type { LawFirmDto, LawyerGroupDto } from './dto/law-firm.dto';
import {
  LAW_FIRM_MESSAGES,
  type LawFirmAddressDto,
  type LawFirmBodyDto,
  type LawyerGroupBodyDto,
} from './dto/law-firm-body.dto';
import { LawFirmNotFoundError, LawyerGroupNotFoundError } from './law-firms.errors';
import {
  LawFirmsRepository,
  type LawFirmRow,
  type LawFirmValues,
  type LawyerGroupValues,
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
  constructor(
    private readonly repository: LawFirmsRepository,
    @Inject(Database) private readonly database: Database,
    private readonly events: EventsService,
    private readonly clock: Clock,
  ) {}

  /** A new law firm and its timeline event, together. */
  async createLawFirm(admin: SessionUser, body: LawFirmBodyDto): Promise<LawFirmDto> {
    const id = await this.database.transaction(async () => {
      const values = lawFirmValues(body);
      const created = await this.repository.insertLawFirm(values, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: created,
        name: 'law_firm_created',
        author: admin,
        comments: `Law firm ${values.name} added`,
      });
      return created;
    });
    return this.getLawFirm(id);
  }

  async updateLawFirm(admin: SessionUser, id: string, body: LawFirmBodyDto): Promise<LawFirmDto> {
    await this.database.transaction(async () => {
      const current = await this.repository.findLawFirm(id);
      if (!current) throw new LawFirmNotFoundError();
      const next = lawFirmValues(body);
      const changed = changedFields(current, next);
      if (changed.length === 0) return;
      await this.repository.updateLawFirm(id, next, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'law_firm_updated',
        author: admin,
        comments: `${next.name}: ${changed.join(', ')} changed`,
      });
    });
    return this.getLawFirm(id);
  }

  /**
   * A new lawyer group of an existing firm (admin.md §3 Lawyer group), with its timeline event;
   * the solicitor gets an `_id` of their own.
   */
  async createLawyerGroup(admin: SessionUser, body: LawyerGroupBodyDto): Promise<LawyerGroupDto> {
    const id = await this.database.transaction(async () => {
      const firm = await this.repository.findLawFirm(body.law_firm);
      if (!firm) throw new LawFirmNotFoundError();
      const values = lawyerGroupValues(body, newId());
      const created = await this.repository.insertLawyerGroup(values, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: created,
        name: 'lawyer_group_created',
        author: admin,
        comments: `Lawyer group ${values.name} added to ${firm.name}`,
      });
      return created;
    });
    return this.getLawyerGroup(id);
  }

  /** Replaces the whole group (admin.md §7); its solicitor keeps their `_id`. */
  async updateLawyerGroup(
    admin: SessionUser,
    id: string,
    body: LawyerGroupBodyDto,
  ): Promise<LawyerGroupDto> {
    await this.database.transaction(async () => {
      const current = await this.repository.findLawyerGroup(id);
      if (!current) throw new LawyerGroupNotFoundError();
      if (!(await this.repository.findLawFirm(body.law_firm))) throw new LawFirmNotFoundError();
      const next = lawyerGroupValues(body, current.group.solicitor._id ?? newId());
      const changed = changedFields(current.group, next);
      if (changed.length === 0) return;
      await this.repository.updateLawyerGroup(id, next, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'lawyer_group_updated',
        author: admin,
        comments: `${next.name}: ${changed.join(', ')} changed`,
      });
    });
    return this.getLawyerGroup(id);
  }

  /** Changes to a law firm or a lawyer group, oldest first. */
  history(id: string): Promise<EventDto[]> {
    return this.events.listForSubject(id);
  }

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

/** Law firm and invoicing addresses through the shared normaliser (src/providers/address). */
const addressOf = (address: LawFirmAddressDto): Address =>
  normaliseTypedAddress({ ...address }) ?? {};

/** The group as stored: recipients unique (case-insensitive), addresses normalised. */
function lawyerGroupValues(body: LawyerGroupBodyDto, solicitorId: string): LawyerGroupValues {
  const recipients = body.thirdfortRecipientEmails;
  if (new Set(recipients).size !== recipients.length) {
    throw new ValidationError([LAW_FIRM_MESSAGES.uniqueRecipients]);
  }
  return {
    name: body.name,
    law_firm_id: body.law_firm,
    solicitor: { _id: solicitorId, ...contact(body.solicitor) },
    legal_assistants: body.legal_assistants.map(contact),
    invoicing_address: body.invoicing_address ? addressOf(body.invoicing_address) : null,
    thirdfortRecipientEmails: recipients,
    panel_solicitor: body.panel_solicitor,
  };
}

function lawFirmValues(body: LawFirmBodyDto): LawFirmValues {
  return {
    name: body.name,
    email: body.email ?? null,
    phone_number: body.phone_number,
    address: addressOf(body.address),
  };
}

const contact = (person: {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
}) => ({
  first_name: person.first_name,
  last_name: person.last_name,
  email: person.email ?? null,
  phone_number: person.phone_number ?? null,
});

/** The fields of `next` whose values differ from `current`'s, by name (solicitor, address...). */
function changedFields<T extends object>(current: T, next: Partial<T>): string[] {
  return (Object.keys(next) as (keyof T & string)[])
    .filter((key) => canonicalJson(current[key]) !== canonicalJson(next[key]))
    .map((key) => key.replace(/_id$/, '').replace(/_/g, ' '));
}
