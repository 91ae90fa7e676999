import { datesVersion } from '@/sales/progression/significant-dates.rules';
import type { AddressDto } from '@/platform/common/validators';
import type { Funding, PurchaseIntentFunding } from '@/platform/database/schema';
import { personInputOf, toPersonDto } from '@/accounts/people/people.service';
import type {
  CreatePurchaseIntentDto,
  FundingChangesDto,
  UpdatePurchaseIntentDto,
} from './dto/purchase-intent.dto';
import type { GiftorResponseDto, PurchaseIntentDto } from './dto/purchase-intent-response.dto';
import type {
  PurchaseIntentPersonRow,
  PurchaseIntentRecord,
} from './purchase-intents.query-repository';
import type { PurchaseIntentChanges, PurchaseIntentRow } from './purchase-intents.repository';
import {
  emptyFunding,
  FundingDraft,
  FundingFlag,
  PurchaseIntentDraft,
} from './purchase-intents.rules';

/** Moves between the request DTOs, the rule-checked draft, the stored rows and the answer. */

type FundingColumn = Exclude<keyof Funding, 'gifts'>;

/**
 * The one table between the form's funding answers and their names where they are stored (the
 * `funding` column) and answered (PurchaseIntentDto): every mapping of funding goes through it.
 */
const FUNDING_COLUMNS: Record<FundingFlag, FundingColumn> = {
  savingsFromEmployment: 'savings_from_employment',
  remortgage: 'remortgage',
  investmentPortfolio: 'investment_portfolio',
  inheritance: 'inheritance',
  divorceSettlement: 'divorce_settlement',
  pensionLumpSumWithdrawal: 'pension_lump_sum_withdrawal',
  saleOfShares: 'sale_of_shares',
  directorsLoansDividends: 'directors_loans_dividends',
  otherFunding: 'other_funding',
};

const FUNDING_ENTRIES = Object.entries(FUNDING_COLUMNS) as [FundingFlag, FundingColumn][];

/** The funding answers with `changes` on top: an absent answer keeps, null clears. */
function withFundingChanges(base: FundingDraft, changes: FundingChangesDto): FundingDraft {
  const next = { ...base };
  for (const [flag] of FUNDING_ENTRIES) {
    if (changes[flag] !== undefined) next[flag] = changes[flag] ?? false;
  }
  if (changes.gifts !== undefined) next.gifts = changes.gifts ?? null;
  if (changes.otherFundingOption !== undefined) {
    next.otherFundingOption = changes.otherFundingOption ?? null;
  }
  if (changes.otherFundingComments !== undefined) {
    next.otherFundingComments = changes.otherFundingComments ?? null;
  }
  return next;
}

function fundingFromStored(
  stored: PurchaseIntentFunding | null,
  comments: string | null,
): FundingDraft {
  const funding = emptyFunding();
  for (const [flag, column] of FUNDING_ENTRIES) funding[flag] = stored?.[column] ?? false;
  funding.gifts = stored?.gifts ?? null;
  funding.otherFundingOption = stored?.other_funding_option ?? null;
  funding.otherFundingComments = comments;
  return funding;
}

/** The stored funding, which is also how a purchase intent answers it. */
function fundingColumns(funding: FundingDraft): PurchaseIntentFunding {
  const flags = Object.fromEntries(
    FUNDING_ENTRIES.map(([flag, column]) => [column, funding[flag]]),
  ) as Record<FundingColumn, boolean>;
  return { ...flags, gifts: funding.gifts, other_funding_option: funding.otherFundingOption };
}

export function draftFromCreate(input: CreatePurchaseIntentDto): PurchaseIntentDraft {
  return {
    propertyId: input.property_id,
    agreedPrice: input.agreedPrice ?? null,
    mortgageRequiredForPurchase: input.mortgageRequiredForPurchase,
    mortgageProvider: input.mortgageProvider ?? null,
    funding: withFundingChanges(emptyFunding(), input.funding),
    giftors: input.giftors ?? [],
    purchaseDependentOnSale: input.purchaseDependentOnSale ?? null,
    ownershipType: input.ownershipType,
    additionalBuyers: input.additionalBuyers ?? [],
    firstTimeBuyer: input.firstTimeBuyer ?? null,
    isUsingForeignCurrency: input.isUsingForeignCurrency ?? null,
    requiresMortgageReferral: input.requiresMortgageReferral ?? null,
    customerType: input.customerType ?? 'individual_owner',
  };
}

export function draftFromStored(
  row: PurchaseIntentRow,
  linked: PurchaseIntentPersonRow[],
): PurchaseIntentDraft {
  return {
    propertyId: row.property_id,
    agreedPrice: row.agreed_price,
    mortgageRequiredForPurchase: row.mortgage_required_for_purchase,
    mortgageProvider: row.mortgage_provider,
    funding: fundingFromStored(row.funding, row.other_funding_comments),
    giftors: linked
      .filter((person) => person.role === 'giftor')
      .map((person) => ({
        ...personInputOf(person.person_id, person),
        relationship: person.relationship ?? 'Other',
        amount: person.amount ?? 0,
      })),
    purchaseDependentOnSale: row.purchase_dependent_on_sale,
    ownershipType: row.ownership_type,
    additionalBuyers: linked
      .filter((person) => person.role === 'additional_buyer')
      .map((person) => personInputOf(person.person_id, person)),
    firstTimeBuyer: row.first_time_buyer,
    isUsingForeignCurrency: row.is_using_foreign_currency,
    requiresMortgageReferral: row.requiresMortgageReferral,
    customerType: row.customer_type,
  };
}

/** The stored answers with the changed fields on top: absent keeps, null clears. */
export function applyChanges(
  stored: PurchaseIntentDraft,
  changes: UpdatePurchaseIntentDto,
): PurchaseIntentDraft {
  const next: PurchaseIntentDraft = { ...stored };
  const set = <K extends keyof PurchaseIntentDraft>(
    key: K,
    value: PurchaseIntentDraft[K] | undefined,
  ) => {
    if (value !== undefined) next[key] = value;
  };
  set('propertyId', changes.property_id);
  set('agreedPrice', changes.agreedPrice);
  set('mortgageRequiredForPurchase', changes.mortgageRequiredForPurchase);
  set('mortgageProvider', changes.mortgageProvider);
  set('purchaseDependentOnSale', changes.purchaseDependentOnSale);
  set('ownershipType', changes.ownershipType);
  set('firstTimeBuyer', changes.firstTimeBuyer);
  set('isUsingForeignCurrency', changes.isUsingForeignCurrency);
  set('requiresMortgageReferral', changes.requiresMortgageReferral);
  if (changes.customerType !== undefined) {
    next.customerType = changes.customerType ?? 'individual_owner';
  }
  if (changes.giftors !== undefined) next.giftors = changes.giftors ?? [];
  if (changes.additionalBuyers !== undefined) {
    next.additionalBuyers = changes.additionalBuyers ?? [];
  }
  if (changes.funding) next.funding = withFundingChanges(stored.funding, changes.funding);
  return next;
}

/** The purchase intent's own columns for a (checked) draft. */
export function columnsOf(draft: PurchaseIntentDraft): PurchaseIntentChanges {
  return {
    property_id: draft.propertyId,
    agreed_price: draft.agreedPrice,
    mortgage_required_for_purchase: draft.mortgageRequiredForPurchase,
    mortgage_provider: draft.mortgageProvider,
    purchase_dependent_on_sale: draft.purchaseDependentOnSale,
    ownership_type: draft.ownershipType,
    first_time_buyer: draft.firstTimeBuyer,
    is_using_foreign_currency: draft.isUsingForeignCurrency,
    requiresMortgageReferral: draft.requiresMortgageReferral,
    customer_type: draft.customerType,
    funding: fundingColumns(draft.funding),
    other_funding_comments: draft.funding.otherFundingComments,
  };
}

function giftorResponse(row: PurchaseIntentPersonRow): GiftorResponseDto {
  return {
    ...toPersonDto(row.person_id, row),
    relationship: row.relationship ?? 'Other',
    amount: row.amount ?? 0,
  };
}

/** '2026-02-03' for a stored significant date (kept as midnight UTC of that day). */
function calendarDay(at: Date | null): string | null {
  return at ? at.toISOString().slice(0, 10) : null;
}

export function toPurchaseIntentDto({
  intent,
  buyer,
  property,
  people,
}: PurchaseIntentRecord): PurchaseIntentDto {
  const funding = fundingFromStored(intent.funding, intent.other_funding_comments);
  return {
    _id: intent._id,
    primary_buyer: {
      user: buyer,
      giftors: people.filter((p) => p.role === 'giftor').map(giftorResponse),
    },
    additional_buyers: people
      .filter((p) => p.role === 'additional_buyer')
      .map((p) => toPersonDto(p.person_id, p)),
    property_id: intent.property_id,
    property: property
      ? {
          _id: property._id,
          address: property.address as AddressDto,
          tenure: property.tenure,
        }
      : null,
    ownership_type: intent.ownership_type,
    agreed_price: intent.agreed_price,
    mortgage_required_for_purchase: intent.mortgage_required_for_purchase,
    mortgage_provider: intent.mortgage_provider,
    purchase_dependent_on_sale: intent.purchase_dependent_on_sale,
    first_time_buyer: intent.first_time_buyer,
    ...fundingColumns(funding),
    other_funding_comments: funding.otherFundingComments,
    is_using_foreign_currency: intent.is_using_foreign_currency,
    requiresMortgageReferral: intent.requiresMortgageReferral,
    customer_type: intent.customer_type,
    is_active: intent.is_active,
    terms_and_conditions: intent.terms_and_conditions,
    terms_accepted_at: intent.terms_accepted_at?.toISOString() ?? null,
    transaction_id: intent.transaction_id,
    significant_dates: {
      sale_agreed: calendarDay(intent.sale_agreed_at),
      exchanged: calendarDay(intent.exchanged_at),
      completed: calendarDay(intent.completed_at),
      aborted: calendarDay(intent.aborted_at),
    },
    significant_dates_version: datesVersion({
      sale_agreed: intent.sale_agreed_at,
      exchanged: intent.exchanged_at,
      completed: intent.completed_at,
      aborted: intent.aborted_at,
    }),
    createdAt: intent.createdAt.toISOString(),
    updatedAt: intent.updatedAt.toISOString(),
  };
}
