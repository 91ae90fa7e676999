import type { AddressDto } from '@/common/validators';
import type { PurchaseIntentFunding } from '@/database/schema';
import type {
  CreatePurchaseIntentDto,
  GiftorDto,
  PurchaseIntentPersonDto,
  UpdatePurchaseIntentDto,
} from './dto/purchase-intent.dto';
import type {
  GiftorResponseDto,
  PurchaseIntentDto,
  PurchaseIntentPersonResponseDto,
} from './dto/purchase-intent-response.dto';
import type {
  PersonEntry,
  PurchaseIntentChanges,
  PurchaseIntentPersonRow,
  PurchaseIntentRecord,
  PurchaseIntentRow,
} from './purchase-intents.repository';
import {
  emptyFunding,
  FUNDING_FLAGS,
  FundingDraft,
  GiftorDraft,
  PersonDraft,
  PurchaseIntentDraft,
} from './purchase-intents.rules';

/** Moves between the request DTOs, the rule-checked draft, the stored rows and the answer. */

function personDraft(person: PurchaseIntentPersonDto): PersonDraft {
  return {
    personId: person.personId ?? null,
    firstName: person.firstName,
    middleName: person.middleName ?? null,
    lastName: person.lastName,
    email: person.email,
    mobileNumber: person.mobileNumber,
    correspondenceAddress: person.correspondenceAddress ?? null,
  };
}

function giftorDraft(giftor: GiftorDto): GiftorDraft {
  return { ...personDraft(giftor), relationship: giftor.relationship, amount: giftor.amount };
}

export function draftFromCreate(input: CreatePurchaseIntentDto): PurchaseIntentDraft {
  const funding = emptyFunding();
  for (const flag of FUNDING_FLAGS) funding[flag] = input.funding[flag] ?? false;
  funding.gifts = input.funding.gifts;
  funding.otherFundingOption = input.funding.otherFundingOption ?? null;
  funding.otherFundingComments = input.funding.otherFundingComments ?? null;
  return {
    propertyId: input.property_id,
    agreedPrice: input.agreedPrice ?? null,
    mortgageRequiredForPurchase: input.mortgageRequiredForPurchase,
    mortgageProvider: input.mortgageProvider ?? null,
    funding,
    giftors: (input.giftors ?? []).map(giftorDraft),
    purchaseDependentOnSale: input.purchaseDependentOnSale ?? null,
    ownershipType: input.ownershipType,
    additionalBuyers: (input.additionalBuyers ?? []).map(personDraft),
    firstTimeBuyer: input.firstTimeBuyer ?? null,
    isUsingForeignCurrency: input.isUsingForeignCurrency ?? null,
    requiresMortgageReferral: input.requiresMortgageReferral ?? null,
    customerType: input.customerType ?? 'individual_owner',
  };
}

function storedPerson(row: PurchaseIntentPersonRow): PersonDraft {
  return {
    personId: row.person_id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email ?? '',
    mobileNumber: row.phone_number ?? '',
    correspondenceAddress: row.correspondence_address,
  };
}

function fundingDraft(stored: PurchaseIntentFunding | null, comments: string | null): FundingDraft {
  return {
    savingsFromEmployment: stored?.savings_from_employment ?? false,
    remortgage: stored?.remortgage ?? false,
    investmentPortfolio: stored?.investment_portfolio ?? false,
    inheritance: stored?.inheritance ?? false,
    divorceSettlement: stored?.divorce_settlement ?? false,
    pensionLumpSumWithdrawal: stored?.pension_lump_sum_withdrawal ?? false,
    saleOfShares: stored?.sale_of_shares ?? false,
    directorsLoansDividends: stored?.directors_loans_dividends ?? false,
    otherFunding: stored?.other_funding ?? false,
    gifts: stored?.gifts ?? null,
    otherFundingOption: stored?.other_funding_option ?? null,
    otherFundingComments: comments,
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
    funding: fundingDraft(row.funding, row.other_funding_comments),
    giftors: linked
      .filter((person) => person.role === 'giftor')
      .map((person) => ({
        ...storedPerson(person),
        relationship: person.relationship ?? 'Other',
        amount: person.amount ?? 0,
      })),
    purchaseDependentOnSale: row.purchase_dependent_on_sale,
    ownershipType: row.ownership_type,
    additionalBuyers: linked
      .filter((person) => person.role === 'additional_buyer')
      .map(storedPerson),
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
  const next: PurchaseIntentDraft = { ...stored, funding: { ...stored.funding } };
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
  if (changes.giftors !== undefined) next.giftors = (changes.giftors ?? []).map(giftorDraft);
  if (changes.additionalBuyers !== undefined) {
    next.additionalBuyers = (changes.additionalBuyers ?? []).map(personDraft);
  }
  const funding = changes.funding;
  if (funding) {
    for (const flag of FUNDING_FLAGS) {
      if (funding[flag] !== undefined) next.funding[flag] = funding[flag] ?? false;
    }
    if (funding.gifts !== undefined) next.funding.gifts = funding.gifts ?? null;
    if (funding.otherFundingOption !== undefined) {
      next.funding.otherFundingOption = funding.otherFundingOption ?? null;
    }
    if (funding.otherFundingComments !== undefined) {
      next.funding.otherFundingComments = funding.otherFundingComments ?? null;
    }
  }
  return next;
}

/** The purchase intent's own columns for a (checked) draft. */
export function columnsOf(draft: PurchaseIntentDraft): PurchaseIntentChanges {
  const { funding } = draft;
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
    funding: {
      savings_from_employment: funding.savingsFromEmployment,
      gifts: funding.gifts,
      investment_portfolio: funding.investmentPortfolio,
      remortgage: funding.remortgage,
      inheritance: funding.inheritance,
      divorce_settlement: funding.divorceSettlement,
      pension_lump_sum_withdrawal: funding.pensionLumpSumWithdrawal,
      sale_of_shares: funding.saleOfShares,
      directors_loans_dividends: funding.directorsLoansDividends,
      other_funding: funding.otherFunding,
      other_funding_option: funding.otherFundingOption,
    },
    other_funding_comments: funding.otherFundingComments,
  };
}

export function personEntry(person: PersonDraft, giftor: GiftorDraft | null): PersonEntry {
  return {
    personId: person.personId,
    first_name: person.firstName,
    middle_name: person.middleName ?? null,
    last_name: person.lastName,
    email: person.email,
    phone_number: person.mobileNumber,
    correspondence_address: person.correspondenceAddress ?? null,
    relationship: giftor?.relationship ?? null,
    amount: giftor?.amount ?? null,
  };
}

function personResponse(row: PurchaseIntentPersonRow): PurchaseIntentPersonResponseDto {
  return {
    person_id: row.person_id,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    correspondence_address: (row.correspondence_address as AddressDto | null) ?? null,
  };
}

function giftorResponse(row: PurchaseIntentPersonRow): GiftorResponseDto {
  return {
    ...personResponse(row),
    relationship: row.relationship ?? 'Other',
    amount: row.amount ?? 0,
  };
}

export function toPurchaseIntentDto({
  intent,
  buyer,
  property,
  people,
}: PurchaseIntentRecord): PurchaseIntentDto {
  const funding = fundingDraft(intent.funding, intent.other_funding_comments);
  return {
    _id: intent._id,
    primary_buyer: {
      user: buyer,
      giftors: people.filter((p) => p.role === 'giftor').map(giftorResponse),
    },
    additional_buyers: people.filter((p) => p.role === 'additional_buyer').map(personResponse),
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
    savings_from_employment: funding.savingsFromEmployment,
    gifts: funding.gifts,
    investment_portfolio: funding.investmentPortfolio,
    remortgage: funding.remortgage,
    inheritance: funding.inheritance,
    divorce_settlement: funding.divorceSettlement,
    pension_lump_sum_withdrawal: funding.pensionLumpSumWithdrawal,
    sale_of_shares: funding.saleOfShares,
    directors_loans_dividends: funding.directorsLoansDividends,
    other_funding: funding.otherFunding,
    other_funding_option: funding.otherFundingOption,
    other_funding_comments: funding.otherFundingComments,
    is_using_foreign_currency: intent.is_using_foreign_currency,
    requiresMortgageReferral: intent.requiresMortgageReferral,
    customer_type: intent.customer_type,
    is_active: intent.is_active,
    terms_and_conditions: intent.terms_and_conditions,
    terms_accepted_at: intent.terms_accepted_at?.toISOString() ?? null,
    createdAt: intent.createdAt.toISOString(),
    updatedAt: intent.updatedAt.toISOString(),
  };
}
