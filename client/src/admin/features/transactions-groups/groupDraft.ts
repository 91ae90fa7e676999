import { COMPANY_NUMBER_MESSAGE, isCompanyNumber } from '@/admin/features/companies/companyNumber';
import type { AddressDto, CreateTransactionsGroupDto } from '@/api/generated';
import { isEmailAddress } from '@/shared/validation/email';
import {
  addressErrors as sharedAddressErrors,
  ukAddressWording,
} from '@/shared/validation/address';
import { isValidMobile } from '@/shared/validation/phone';

/** admin.md §3 'Unit in group creation': the tenure choices, Freehold by default (§9). */
export const TENURE_OPTIONS = ['Freehold', 'Leasehold', 'Share Of Freehold'] as const;
export type Tenure = (typeof TENURE_OPTIONS)[number];

export type DraftAddress = { line_1: string; line_2: string; post_town: string; postcode: string };

export type DraftUnit = { askingPrice: string; tenureOption: Tenure } & DraftAddress;

export type DraftRepresentative = {
  /** Found by the e-mail search (an existing user), or entered by hand. */
  found: { _id: string; email: string; first_name: string; last_name: string } | null;
  manual: {
    email: string;
    first_name: string;
    middle_name: string;
    last_name: string;
    phone_number: string;
  } & DraftAddress;
};

export type DraftCompany = {
  found: { _id: string; name: string; company_number: string } | null;
  manual: { name: string; company_number: string } & DraftAddress;
};

/** The group being created, kept in local storage until it is saved (admin.md §3). */
export type GroupDraft = {
  name: string;
  representative: DraftRepresentative;
  company: DraftCompany;
  units: DraftUnit[];
  stripeTransactionId: string;
};

export const DRAFT_STORAGE_KEY = 'threshold.admin.transactionsGroupDraft';

const emptyAddress: DraftAddress = { line_1: '', line_2: '', post_town: '', postcode: '' };

export const emptyUnit = (): DraftUnit => ({
  askingPrice: '',
  tenureOption: 'Freehold',
  ...emptyAddress,
});

export const emptyDraft = (): GroupDraft => ({
  name: '',
  representative: {
    found: null,
    manual: {
      email: '',
      first_name: '',
      middle_name: '',
      last_name: '',
      phone_number: '',
      ...emptyAddress,
    },
  },
  company: { found: null, manual: { name: '', company_number: '', ...emptyAddress } },
  units: [emptyUnit()],
  stripeTransactionId: '',
});

export const loadDraft = (): GroupDraft => {
  try {
    const stored = window.localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!stored) return emptyDraft();
    const parsed = JSON.parse(stored) as Partial<GroupDraft>;
    const base = emptyDraft();
    return {
      ...base,
      ...parsed,
      units: parsed.units?.length
        ? parsed.units.map((unit) => ({ ...emptyUnit(), ...unit }))
        : base.units,
    };
  } catch {
    return emptyDraft();
  }
};

export const saveDraft = (draft: GroupDraft) => {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or denied: the form still works, only the draft is not kept.
  }
};

export const clearDraft = () => window.localStorage.removeItem(DRAFT_STORAGE_KEY);

const filled = (text: string) => text.trim().length > 0;

/** Whole pounds of at least 0 ('Asking price must be higher than £0' otherwise). */
export const parseAskingPrice = (text: string): number | null => {
  const compact = text.replace(/[£,\s]/g, '');
  return /^\d{1,9}$/.test(compact) ? Number(compact) : null;
};

/** A UK address of the group (admin.md §4): the shared address rules, in the group's words. */
const addressErrors = (address: DraftAddress): Partial<Record<keyof DraftAddress, string>> =>
  sharedAddressErrors(address, ukAddressWording);

export const unitErrors = (unit: DraftUnit): Partial<Record<keyof DraftUnit, string>> => ({
  ...(parseAskingPrice(unit.askingPrice) === null
    ? { askingPrice: 'Asking price must be higher than £0' }
    : {}),
  ...addressErrors(unit),
});

/** §4: a unit can be duplicated only when valid. */
export const isUnitValid = (unit: DraftUnit) => Object.keys(unitErrors(unit)).length === 0;

export const representativeErrors = (
  manual: DraftRepresentative['manual'],
): Partial<Record<keyof DraftRepresentative['manual'], string>> => ({
  ...(isEmailAddress(manual.email.trim()) ? {} : { email: 'Please enter a valid email' }),
  ...(manual.first_name.trim().length >= 2
    ? {}
    : { first_name: 'First name must be at least 2 characters long' }),
  ...(manual.last_name.trim().length >= 2
    ? {}
    : { last_name: 'Last name must be at least 2 characters long' }),
  ...(isValidMobile(manual.phone_number) ? {} : { phone_number: 'Invalid mobile number' }),
  ...addressErrors(manual),
});

export const companyErrors = (
  manual: DraftCompany['manual'],
): Partial<Record<keyof DraftCompany['manual'], string>> => ({
  ...(filled(manual.name) ? {} : { name: 'Company name is required' }),
  ...(isCompanyNumber(manual.company_number) ? {} : { company_number: COMPANY_NUMBER_MESSAGE }),
  ...addressErrors(manual),
});

/**
 * §4: 'Save and Continue' is valid only when the group name, the representative, the company
 * seller and the first unit's asking price are all present.
 */
export const canContinue = (draft: GroupDraft): boolean =>
  filled(draft.name) &&
  (draft.representative.found !== null ||
    Object.keys(representativeErrors(draft.representative.manual)).length === 0) &&
  (draft.company.found !== null || Object.keys(companyErrors(draft.company.manual)).length === 0) &&
  parseAskingPrice(draft.units[0]?.askingPrice ?? '') !== null;

export const toAddress = (address: DraftAddress): AddressDto => ({
  line_1: address.line_1.trim(),
  line_2: address.line_2.trim() || undefined,
  post_town: address.post_town.trim(),
  postcode: address.postcode.trim(),
  country: 'United Kingdom',
  country_iso_2: 'GB',
});

export const toGroupBody = (
  draft: GroupDraft,
  representativeId: string,
  companyId: string,
): CreateTransactionsGroupDto => ({
  group: draft.name.trim(),
  primary_seller: { user: representativeId, customer_type: 'representative' },
  company_seller: companyId,
  stripe_transaction_id: draft.stripeTransactionId.trim() || undefined,
  transactions: draft.units.map((unit) => ({
    property: { address: toAddress(unit), tenure: unit.tenureOption },
    asking_price: parseAskingPrice(unit.askingPrice) ?? -1,
  })),
});
