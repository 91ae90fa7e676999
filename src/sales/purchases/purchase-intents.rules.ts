import {
  CUSTOMER_TYPES,
  GIFTOR_RELATIONSHIPS,
  OWNERSHIP_TYPES,
  YES_NO_NOT_SURE,
} from '@/platform/database/schema';
import type { PersonInput } from '@/accounts/people/dto/person.dto';

/**
 * The buyer's answers as one value the rules can judge, whether they arrive whole (create) or as
 * changes on top of what is stored (update). Field names follow the spec's buyer property form.
 */
export type YesNoNotSure = (typeof YES_NO_NOT_SURE)[number];
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];
export type GiftorRelationship = (typeof GIFTOR_RELATIONSHIPS)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** An additional buyer, or the person part of a giftor (see the people module). */
export type PersonDraft = PersonInput;

export type GiftorDraft = PersonDraft & { relationship: GiftorRelationship; amount: number };

export const FUNDING_FLAGS = [
  'savingsFromEmployment',
  'remortgage',
  'investmentPortfolio',
  'inheritance',
  'divorceSettlement',
  'pensionLumpSumWithdrawal',
  'saleOfShares',
  'directorsLoansDividends',
  'otherFunding',
] as const;

export type FundingFlag = (typeof FUNDING_FLAGS)[number];

export type FundingDraft = Record<FundingFlag, boolean> & {
  gifts: YesNoNotSure | null;
  otherFundingOption: string | null;
  otherFundingComments: string | null;
};

export type PurchaseIntentDraft = {
  propertyId: string | null;
  agreedPrice: number | null;
  mortgageRequiredForPurchase: YesNoNotSure | null;
  mortgageProvider: string | null;
  funding: FundingDraft;
  giftors: GiftorDraft[];
  purchaseDependentOnSale: boolean | null;
  ownershipType: OwnershipType | null;
  additionalBuyers: PersonDraft[];
  firstTimeBuyer: boolean | null;
  isUsingForeignCurrency: boolean | null;
  requiresMortgageReferral: boolean | null;
  customerType: CustomerType;
};

export const MESSAGES = {
  selectAddress: 'Please select an address',
  selectOption: 'Please select an option',
  provideDetails: 'Please provide details',
  jointNeedsBuyer: 'Please add at least one buyer if you are a joint owner',
  propertyNotListed: (supportEmail: string) =>
    `Sorry, we couldn't find your property in our database. Before you continue, please contact our team at ${supportEmail}`,
} as const;

export const PROPERTY_NOT_LISTED = 'property_not_listed';

export function emptyFunding(): FundingDraft {
  return {
    savingsFromEmployment: false,
    remortgage: false,
    investmentPortfolio: false,
    inheritance: false,
    divorceSettlement: false,
    pensionLumpSumWithdrawal: false,
    saleOfShares: false,
    directorsLoansDividends: false,
    otherFunding: false,
    gifts: null,
    otherFundingOption: null,
    otherFundingComments: null,
  };
}

/**
 * Clears the answers that no longer apply, as the form does (spec §4, buyer form rules of state):
 * mortgage No / Not Sure clears the provider; gifts No / Not Sure clears the giftors; Sole clears
 * the additional buyers; unselecting other funding clears its details and comments.
 */
export function withDependentAnswersCleared(draft: PurchaseIntentDraft): PurchaseIntentDraft {
  const mortgageRequired = draft.mortgageRequiredForPurchase === 'yes';
  const otherFunding = draft.funding.otherFunding;
  return {
    ...draft,
    mortgageProvider: mortgageRequired ? draft.mortgageProvider : null,
    funding: {
      ...draft.funding,
      otherFundingOption: otherFunding ? draft.funding.otherFundingOption : null,
      otherFundingComments: otherFunding ? draft.funding.otherFundingComments : null,
    },
    giftors: draft.funding.gifts === 'yes' ? draft.giftors : [],
    additionalBuyers: draft.ownershipType === 'Joint' ? draft.additionalBuyers : [],
  };
}

/**
 * Every rule of spec §5 that spans fields or must hold for the whole purchase intent, in form
 * order, one message each. Field formats (names, e-mail, amounts, price bounds) are checked by
 * the request DTOs before a draft exists.
 */
export function ruleViolations(draft: PurchaseIntentDraft): string[] {
  const messages: string[] = [];
  const add = (message: string) => {
    if (!messages.includes(message)) messages.push(message);
  };
  if (!draft.propertyId) add(MESSAGES.selectAddress);
  if (!draft.mortgageRequiredForPurchase) add(MESSAGES.selectOption);
  if (draft.mortgageRequiredForPurchase === 'yes' && !draft.mortgageProvider) {
    add(MESSAGES.selectOption);
  }
  if (!draft.funding.gifts) add(MESSAGES.selectOption);
  if (draft.funding.otherFunding && !draft.funding.otherFundingOption) {
    add(MESSAGES.provideDetails);
  }
  if (!draft.ownershipType) add(MESSAGES.selectOption);
  if (draft.ownershipType === 'Joint' && draft.additionalBuyers.length === 0) {
    add(MESSAGES.jointNeedsBuyer);
  }
  return messages;
}
