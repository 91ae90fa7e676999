import type { ArgumentMetadata } from '@nestjs/common';
import { AppValidationPipe } from '@/platform/common/validation';
import type { Address, Contact } from '@/platform/database/schema';
import { EstateAgentBodyDto } from '@/partners/estate-agents/dto/admin-estate-agent.dto';
import { LawFirmBodyDto, LawyerGroupBodyDto } from '@/partners/law-firms/dto/law-firm-body.dto';
import { demoEstateAgents, demoLawFirms, demoLawyerGroups } from './demo-data';

/**
 * The demo partners must be editable: each record, as its back-office edit form sends it back
 * unchanged, passes the same validation (DTO and pipe) as a staff member's save.
 */
const pipe = new AppValidationPipe();
const validate = (metatype: ArgumentMetadata['metatype'], body: unknown) =>
  pipe.transform(body, { type: 'body', metatype });

const addressParts = (address: Address | null | undefined, parts: (keyof Address)[]) =>
  Object.fromEntries(parts.flatMap((part) => (address?.[part] ? [[part, address[part]]] : [])));

const contact = (person: Contact) => ({
  first_name: person.first_name,
  last_name: person.last_name,
  email: person.email ?? null,
  phone_number: person.phone_number ?? null,
});

describe('the demo data', () => {
  it.each(demoLawFirms.map((firm) => [firm.name, firm] as const))(
    'law firm %s passes the law firm form’s rules',
    async (_name, firm) => {
      await expect(
        validate(LawFirmBodyDto, {
          name: firm.name,
          email: firm.email,
          phone_number: firm.phone_number,
          address: addressParts(firm.address, [
            'line_1',
            'line_2',
            'line_3',
            'post_town',
            'country',
            'postcode',
            'organisation_name',
          ]),
        }),
      ).resolves.toBeInstanceOf(LawFirmBodyDto);
    },
  );

  it.each(demoLawyerGroups.map((group) => [group.name, group] as const))(
    'lawyer group %s passes the lawyer group form’s rules',
    async (_name, group) => {
      await expect(
        validate(LawyerGroupBodyDto, {
          name: group.name,
          law_firm: group.law_firm_id,
          solicitor: contact(group.solicitor),
          legal_assistants: group.legal_assistants.map(contact),
          invoicing_address: null,
          thirdfortRecipientEmails: group.thirdfortRecipientEmails,
          panel_solicitor: group.panel_solicitor,
        }),
      ).resolves.toBeInstanceOf(LawyerGroupBodyDto);
    },
  );

  it.each(demoEstateAgents.map((agent) => [agent.office.name, agent] as const))(
    'estate agent %s passes the estate agent page’s rules',
    async (_name, agent) => {
      const body = (await validate(EstateAgentBodyDto, {
        brand_id: agent.brand_id,
        office: {
          name: agent.office.name,
          phone_number: agent.office.phone_number,
          address: addressParts(agent.office.address, [
            'line_1',
            'line_2',
            'line_3',
            'post_town',
            'country',
            'postcode',
          ]),
        },
        valuers: agent.valuers.map((valuer) => ({
          ...contact(valuer),
          primary_valuer: valuer.primary_valuer,
        })),
        negotiators: agent.negotiators.map(contact),
        thirdfort: agent.thirdfort,
      })) as EstateAgentBodyDto;
      // Stored as a save would store them: negotiator phones in E.164.
      expect(body.negotiators?.map((n) => n.phone_number)).toEqual(
        agent.negotiators.map((n) => n.phone_number),
      );
    },
  );
});
