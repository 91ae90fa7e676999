import type {
  CreatePurchaseIntentDto,
  FundingDto,
  GiftorDto,
  GiftorResponseDto,
  PurchaseIntentDto,
  PurchaseIntentPersonDto,
  PurchaseIntentPersonResponseDto,
  UpdatePurchaseIntentDto,
} from '@/api/generated';
import {
  FUNDING_SOURCES,
  type BuyerPerson,
  type BuyPropertyFormValues,
  type FundingSource,
  type GiftorPerson,
} from '@/features/buy/propertyForm';
import { isAddressEmpty } from '@/shared/validation/address';

/*
 * The form's answers and the API's purchase intent, each way: the body a save sends, the values a
 * stored purchase intent starts the form with, and what changed between two.
 */

/** Everything the form sends on create, without the primary buyer. */
export type PurchaseIntentBody = Omit<CreatePurchaseIntentDto, 'primaryBuyerId'>;

/** A required answer is missing: the form should never submit in that state. */
export class IncompleteFormError extends Error {
  constructor(field: string) {
    super(`The buyer property form was submitted without ${field}`);
    this.name = 'IncompleteFormError';
  }
}

const required = <T>(value: T | undefined | null, field: string): T => {
  if (value === undefined || value === null) throw new IncompleteFormError(field);
  return value;
};

const optionalText = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

const toPersonDto = (person: BuyerPerson): PurchaseIntentPersonDto => {
  const middleName = optionalText(person.middleName);
  const address = person.correspondenceAddress;
  return {
    ...(person.personId ? { personId: person.personId } : {}),
    firstName: person.firstName.trim(),
    ...(middleName ? { middleName } : {}),
    lastName: person.lastName.trim(),
    email: person.email.trim(),
    mobileNumber: person.mobileNumber.trim(),
    ...(address && !isAddressEmpty(address) ? { correspondenceAddress: address } : {}),
  };
};

const toGiftorDto = (giftor: GiftorPerson): GiftorDto => ({
  ...toPersonDto(giftor),
  relationship: giftor.relationship,
  amount: giftor.amount,
});

/**
 * The whole form as the API's create body (§7 'full values'). Answers that no longer apply are
 * sent cleared, as §4's rules of state clear them: no provider without a mortgage, no giftors
 * without gifts, no additional buyers for sole ownership, no details without 'Other'.
 */
export const toPurchaseIntentBody = (values: BuyPropertyFormValues): PurchaseIntentBody => {
  const sources = new Set(values.fundingSources ?? []);
  const mortgage = required(values.mortgageRequiredForPurchase, 'mortgageRequiredForPurchase');
  const gifts = required(values.gifts, 'gifts');
  const ownershipType = required(values.ownershipType, 'ownershipType');
  const funding = Object.fromEntries(
    FUNDING_SOURCES.map((source) => [source, sources.has(source)]),
  ) as Record<FundingSource, boolean>;
  return {
    property_id: required(values.property_id, 'property_id'),
    agreedPrice: values.agreedPrice ?? null,
    mortgageRequiredForPurchase: mortgage,
    mortgageProvider: mortgage === 'yes' ? (values.mortgageProvider ?? null) : null,
    funding: {
      ...funding,
      gifts,
      otherFundingOption: sources.has('otherFunding')
        ? (optionalText(values.otherFundingOption) ?? null)
        : null,
    },
    giftors: gifts === 'yes' ? (values.giftors ?? []).map(toGiftorDto) : [],
    purchaseDependentOnSale: values.purchaseDependentOnSale ?? null,
    ownershipType,
    additionalBuyers:
      ownershipType === 'Joint' ? (values.additionalBuyers ?? []).map(toPersonDto) : [],
    firstTimeBuyer: values.firstTimeBuyer ?? null,
    isUsingForeignCurrency: values.isUsingForeignCurrency ?? null,
    requiresMortgageReferral: values.requiresMortgageReferral ?? null,
  };
};

const fromPerson = (person: PurchaseIntentPersonResponseDto): BuyerPerson => ({
  personId: person.person_id,
  firstName: person.first_name,
  middleName: person.middle_name ?? undefined,
  lastName: person.last_name,
  email: person.email ?? '',
  mobileNumber: person.phone_number ?? '',
  correspondenceAddress: person.correspondence_address ?? undefined,
});

const fromGiftor = (giftor: GiftorResponseDto): GiftorPerson => ({
  ...fromPerson(giftor),
  relationship: giftor.relationship,
  amount: giftor.amount,
});

const storedFundingFlags = (intent: PurchaseIntentDto): Record<FundingSource, boolean> => ({
  savingsFromEmployment: intent.savings_from_employment,
  investmentPortfolio: intent.investment_portfolio,
  inheritance: intent.inheritance,
  divorceSettlement: intent.divorce_settlement,
  pensionLumpSumWithdrawal: intent.pension_lump_sum_withdrawal,
  saleOfShares: intent.sale_of_shares,
  directorsLoansDividends: intent.directors_loans_dividends,
  remortgage: intent.remortgage,
  otherFunding: intent.other_funding,
});

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A stored purchase intent as the form's starting values (resuming or going back). */
export const fromPurchaseIntent = (intent: PurchaseIntentDto): BuyPropertyFormValues => {
  const flags = storedFundingFlags(intent);
  return {
    postcode: orUndefined(intent.property?.address.postcode),
    property_id: orUndefined(intent.property_id),
    agreedPrice: orUndefined(intent.agreed_price),
    mortgageRequiredForPurchase: orUndefined(intent.mortgage_required_for_purchase),
    mortgageProvider: orUndefined(intent.mortgage_provider),
    fundingSources: FUNDING_SOURCES.filter((source) => flags[source]),
    otherFundingOption: orUndefined(intent.other_funding_option),
    gifts: orUndefined(intent.gifts),
    giftors: intent.primary_buyer.giftors.map(fromGiftor),
    purchaseDependentOnSale: orUndefined(intent.purchase_dependent_on_sale),
    ownershipType: orUndefined(intent.ownership_type),
    additionalBuyers: intent.additional_buyers.map(fromPerson),
    firstTimeBuyer: orUndefined(intent.first_time_buyer),
    isUsingForeignCurrency: orUndefined(intent.is_using_foreign_currency),
    requiresMortgageReferral: orUndefined(intent.requiresMortgageReferral),
  };
};

/** JSON with sorted keys and without empty (undefined/null) properties, for comparing answers. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined && entry !== null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
};

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a) ?? null) === JSON.stringify(canonical(b) ?? null);

type TopLevelField = Exclude<keyof PurchaseIntentBody, 'funding'>;

const TOP_LEVEL_FIELDS: TopLevelField[] = [
  'property_id',
  'agreedPrice',
  'mortgageRequiredForPurchase',
  'mortgageProvider',
  'giftors',
  'purchaseDependentOnSale',
  'ownershipType',
  'additionalBuyers',
  'firstTimeBuyer',
  'isUsingForeignCurrency',
  'requiresMortgageReferral',
];

/**
 * The PUT body (§7 'changed fields'): each top-level answer that differs from `stored`, the funding
 * answers that differ (inside `funding`), and a people list whole when anything in it changed (the
 * API replaces lists). Null when nothing changed.
 */
export const changedFields = (
  next: PurchaseIntentBody,
  stored: PurchaseIntentBody | null,
): UpdatePurchaseIntentDto | null => {
  const changes: Record<string, unknown> = {};
  for (const field of TOP_LEVEL_FIELDS) {
    if (next[field] !== undefined && !same(next[field], stored?.[field])) {
      changes[field] = next[field];
    }
  }
  const fundingChanges: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next.funding)) {
    const storedValue: unknown = stored?.funding[key as keyof FundingDto];
    if (value !== undefined && !same(value, storedValue)) fundingChanges[key] = value;
  }
  if (Object.keys(fundingChanges).length > 0) changes.funding = fundingChanges;
  return Object.keys(changes).length > 0 ? (changes as UpdatePurchaseIntentDto) : null;
};

/** The stored intent through the same mapping as the form, so only real changes show. */
export const storedBody = (intent: PurchaseIntentDto): PurchaseIntentBody | null => {
  try {
    return toPurchaseIntentBody(fromPurchaseIntent(intent));
  } catch {
    // An intent stored without a required answer: everything counts as changed.
    return null;
  }
};
