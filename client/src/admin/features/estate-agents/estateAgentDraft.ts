import type {
  EstateAgentBodyDto,
  EstateAgentDto,
  NegotiatorDto,
  ThirdfortSettingsDto,
  ValuerDto,
} from '@/api/generated';

/** admin.md §9: negotiators per estate agent. */
export const MAX_NEGOTIATORS = 5;

export type Valuer = Required<Pick<ValuerDto, 'first_name'>> & {
  last_name: string;
  email: string;
  phone_number: string;
  primary_valuer: boolean;
};
export type Negotiator = Required<NegotiatorDto>;
export type Office = {
  name: string;
  phone_number: string;
  address: {
    line_1: string;
    line_2: string;
    line_3: string;
    post_town: string;
    country: string;
    postcode: string;
  };
};
export type Thirdfort = ThirdfortSettingsDto;

/** An estate agent being edited: the whole agent, as it is sent (admin.md §4). */
export type AgentDraft = {
  brand_id: string | null;
  office: Office | null;
  valuers: Valuer[];
  negotiators: Negotiator[];
  thirdfort: Thirdfort;
};

export const NO_THIRDFORT: Thirdfort = {
  requestsSellerThirdfortChecks: false,
  requestsBuyerThirdfortChecks: false,
  receivesSellerThirdfortChecks: false,
  receivesBuyerThirdfortChecks: false,
  thirdfortRequesterEmails: [],
};

export const EMPTY_DRAFT: AgentDraft = {
  brand_id: null,
  office: null,
  valuers: [],
  negotiators: [],
  thirdfort: NO_THIRDFORT,
};

export const AGENT_MESSAGES = {
  load: 'There was an error while fetching the estate agent details',
  update: 'There was an error while updating the estate agent details',
  create: 'There was an error while adding the estate agent',
  noValuer: 'Please add at least one valuer',
  noOffice: 'Please fill in the office details',
  brand: 'Brand is required',
  created: 'Estate agent added',
  saved: {
    valuers: 'Valuers saved',
    office: 'Office details saved',
    negotiators: 'Negotiators saved',
    thirdfort: 'Thirdfort settings saved',
  },
} as const;

export type AgentPart = keyof typeof AGENT_MESSAGES.saved;

/** The first valuer added is primary; a valuer marked primary clears the others (§4). */
export const addValuer = (valuers: Valuer[], valuer: Valuer): Valuer[] => {
  const primary = valuers.length === 0 || valuer.primary_valuer;
  const others = primary ? valuers.map((v) => ({ ...v, primary_valuer: false })) : valuers;
  return [...others, { ...valuer, primary_valuer: primary }];
};

export const replaceValuer = (valuers: Valuer[], index: number, valuer: Valuer): Valuer[] => {
  const next = valuers.map((v, i) =>
    i === index ? valuer : valuer.primary_valuer ? { ...v, primary_valuer: false } : v,
  );
  // Unticking the only primary keeps one: the first.
  return next.some((v) => v.primary_valuer)
    ? next
    : next.map((v, i) => ({ ...v, primary_valuer: i === 0 }));
};

/** Deleting the primary promotes the first remaining; the last valuer cannot be deleted (§4). */
export const removeValuer = (valuers: Valuer[], index: number): Valuer[] => {
  if (valuers.length <= 1) return valuers;
  const next = valuers.filter((_, i) => i !== index);
  return next.some((v) => v.primary_valuer)
    ? next
    : next.map((v, i) => ({ ...v, primary_valuer: i === 0 }));
};

/** Valuers as the cards show them: the primary first, the others in order, with their index. */
export const valuersPrimaryFirst = (valuers: Valuer[]) =>
  valuers
    .map((valuer, index) => ({ valuer, index }))
    .sort((a, b) => Number(b.valuer.primary_valuer) - Number(a.valuer.primary_valuer));

/**
 * §4 Thirdfort: ticking a 'conducts checks' box with no e-mails adds one blank row; unticking
 * the last such box with only a blank row clears it.
 */
export const toggleThirdfort = (
  settings: Thirdfort,
  flag: keyof Omit<Thirdfort, 'thirdfortRequesterEmails'>,
  on: boolean,
): Thirdfort => {
  const next = { ...settings, [flag]: on };
  const requests = next.requestsSellerThirdfortChecks || next.requestsBuyerThirdfortChecks;
  const emails = next.thirdfortRequesterEmails;
  if (on && requests && emails.length === 0) return { ...next, thirdfortRequesterEmails: [''] };
  if (!on && !requests && emails.length === 1 && emails[0].trim() === '') {
    return { ...next, thirdfortRequesterEmails: [] };
  }
  return next;
};

/** The last e-mail cannot be removed while seller checks are requested (§5). */
export const canRemoveRequester = (settings: Thirdfort): boolean =>
  !(settings.requestsSellerThirdfortChecks && settings.thirdfortRequesterEmails.length <= 1);

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The draft as the API takes it (blank optional fields left out). */
export const toBody = (draft: AgentDraft): EstateAgentBodyDto => {
  const office = draft.office!;
  const address = Object.fromEntries(
    Object.entries(office.address).flatMap(([key, value]) =>
      value.trim() ? [[key, value.trim()]] : [],
    ),
  );
  return {
    brand_id: draft.brand_id!,
    office: {
      name: office.name.trim(),
      phone_number: blankToNull(office.phone_number),
      address: Object.keys(address).length > 0 ? address : null,
    },
    valuers: draft.valuers.map((valuer) => ({
      first_name: valuer.first_name.trim(),
      last_name: valuer.last_name.trim() || undefined,
      email: blankToNull(valuer.email),
      phone_number: blankToNull(valuer.phone_number),
      primary_valuer: valuer.primary_valuer,
    })),
    negotiators: draft.negotiators,
    thirdfort: {
      ...draft.thirdfort,
      thirdfortRequesterEmails: draft.thirdfort.thirdfortRequesterEmails
        .map((email) => email.trim())
        .filter(Boolean),
    },
  };
};

/** A stored agent as a draft. */
export const fromAgent = (agent: EstateAgentDto): AgentDraft => ({
  brand_id: agent.brand._id,
  office: {
    name: agent.office.name,
    phone_number: agent.office.phone_number ?? '',
    address: {
      line_1: agent.office.address?.line_1 ?? '',
      line_2: agent.office.address?.line_2 ?? '',
      line_3: agent.office.address?.line_3 ?? '',
      post_town: agent.office.address?.post_town ?? '',
      country: agent.office.address?.country ?? '',
      postcode: agent.office.address?.postcode ?? '',
    },
  },
  valuers: agent.valuers.map((valuer) => ({
    first_name: valuer.first_name,
    last_name: valuer.last_name,
    email: valuer.email ?? '',
    phone_number: valuer.phone_number ?? '',
    primary_valuer: valuer.primary_valuer,
  })),
  negotiators: agent.negotiators,
  thirdfort: agent.thirdfort,
});
