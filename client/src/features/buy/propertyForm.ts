import type { FormRule } from 'antd';
import type {
  CreatePurchaseIntentDto,
  FundingDto,
  GiftorDto,
  PropertyOptionDto,
} from '@/api/generated';
import {
  buyMessages,
  postcodeNotFoundMessage,
  propertyNotListedMessage,
} from '@/features/buy/messages';
import type { PersonFormValues } from '@/shared/forms/PersonFormDialog';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { isValidGbPostcode, normalisePostcode } from '@/shared/validation/postcode';
import { detailsRule, priceRules, selectRule } from '@/shared/validation/rules';

/**
 * The buyer property form (customer.md §3 'Buyer property form'): its values, its one schema of
 * field rules in the API's wording (§5), and how its values become the purchase-intent calls
 * (§7: POST with everything, PUT with the changed fields only).
 */

export type YesNoNotSure = CreatePurchaseIntentDto['mortgageRequiredForPurchase'];
export type OwnershipType = CreatePurchaseIntentDto['ownershipType'];
export type GiftorRelationship = GiftorDto['relationship'];
/** The funding checkboxes: every boolean of the API's funding answers. */
export type FundingSource = Exclude<
  keyof FundingDto,
  'gifts' | 'otherFundingOption' | 'otherFundingComments'
>;

/** The property-id value of the 'My property isn't listed' choice (§5). */
export const PROPERTY_NOT_LISTED = 'property_not_listed';

/** §9: giftor amount above 4, whole pounds; the API's upper bound. */
export const GIFT_AMOUNT_MIN = 5;
export const GIFT_AMOUNT_MAX = 100_000_000;
const DETAILS_MAX = 255;

export const yesNoNotSureOptions: { label: string; value: YesNoNotSure }[] = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
  { label: 'Not sure', value: 'not_sure' },
];

export const ownershipOptions: { label: string; value: OwnershipType }[] = [
  { label: 'Sole', value: 'Sole' },
  { label: 'Joint', value: 'Joint' },
];

export const giftorRelationships: GiftorRelationship[] = ['Parent', 'Other Family', 'Other'];

/** §3 funding source options, in the order the form lists them. */
const fundingSourceLabels: Record<FundingSource, string> = {
  savingsFromEmployment: 'Savings from employment',
  investmentPortfolio: 'Investment portfolio',
  inheritance: 'Inheritance',
  divorceSettlement: 'Divorce settlement',
  pensionLumpSumWithdrawal: 'Pension lump sum withdrawal',
  saleOfShares: 'Sale of shares',
  directorsLoansDividends: 'Directors loans / dividends',
  remortgage: 'Remortgage',
  otherFunding: 'Other',
};

export const FUNDING_SOURCES = Object.keys(fundingSourceLabels) as FundingSource[];

export const fundingSourceOptions = FUNDING_SOURCES.map((value) => ({
  value,
  label: fundingSourceLabels[value],
}));

/** An additional buyer as the person dialog edits it; `personId` keeps a stored person. */
export type BuyerPerson = PersonFormValues;

export type GiftorPerson = BuyerPerson & { relationship: GiftorRelationship; amount: number };

export type BuyPropertyFormValues = {
  /** The postcode searched for (not sent: the chosen property carries the address). */
  postcode?: string;
  property_id?: string;
  agreedPrice?: number;
  mortgageRequiredForPurchase?: YesNoNotSure;
  mortgageProvider?: string;
  fundingSources?: FundingSource[];
  otherFundingOption?: string;
  gifts?: YesNoNotSure;
  giftors?: GiftorPerson[];
  purchaseDependentOnSale?: boolean;
  ownershipType?: OwnershipType;
  additionalBuyers?: BuyerPerson[];
  firstTimeBuyer?: boolean;
  isUsingForeignCurrency?: boolean;
  requiresMortgageReferral?: boolean;
};

export const emptyBuyPropertyValues: BuyPropertyFormValues = {
  fundingSources: [],
  giftors: [],
  additionalBuyers: [],
};

/** What the postcode search knows: nothing yet, in flight, its answer, or its failure. */
export type PostcodeLookup =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'done'; postcode: string; results: PropertyOptionDto[] }
  | { status: 'error'; postcode: string; message: string };

type RuleContext = { supportEmail: string; lookup: PostcodeLookup };

const fail = (message: string) => Promise.reject(new Error(message));
const pass = () => Promise.resolve();

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The one schema of the form: every field's rules, worded as the API words them. The postcode
 * and property rules depend on the postcode search and the support e-mail.
 */
export const buyPropertyRules = ({ supportEmail, lookup }: RuleContext) =>
  ({
    postcode: [
      {
        validator: (_, value: unknown) => {
          const text = textOf(value);
          if (text === '') return fail(buyMessages.required);
          if (!isValidGbPostcode(text)) return fail(buyMessages.invalidPostcode);
          const postcode = normalisePostcode(text);
          if (lookup.status === 'idle' || lookup.status === 'loading') {
            return fail(buyMessages.searchForAddress);
          }
          if (lookup.postcode !== postcode) return fail(buyMessages.searchForAddress);
          if (lookup.status === 'error') {
            return fail(tryAgainOrContactSupport(lookup.message, supportEmail));
          }
          return lookup.results.length === 0 ? fail(postcodeNotFoundMessage(supportEmail)) : pass();
        },
      },
    ],
    property_id: [
      {
        validator: (_, value: unknown) => {
          if (value === PROPERTY_NOT_LISTED) return fail(propertyNotListedMessage(supportEmail));
          const text = textOf(value);
          return text.length < 2 || text.length > 255 ? fail(buyMessages.selectAddress) : pass();
        },
      },
    ],
    agreedPrice: priceRules('Agreed price'),
    mortgageRequiredForPurchase: [selectRule],
    mortgageProvider: [selectRule],
    otherFundingOption: [
      detailsRule,
      { max: DETAILS_MAX, message: buyMessages.detailsTooLong, transform: textOf },
    ],
    gifts: [selectRule],
    purchaseDependentOnSale: [selectRule],
    ownershipType: [
      selectRule,
      ({ getFieldValue }) => ({
        validator: (_, value: unknown) => {
          const buyers: unknown = getFieldValue('additionalBuyers');
          const count = Array.isArray(buyers) ? buyers.length : 0;
          return value === 'Joint' && count === 0 ? fail(buyMessages.jointNeedsBuyer) : pass();
        },
      }),
    ],
    firstTimeBuyer: [selectRule],
    isUsingForeignCurrency: [selectRule],
    requiresMortgageReferral: [selectRule],
  }) satisfies Partial<Record<keyof BuyPropertyFormValues, FormRule[]>>;

/** The giftor dialog's own fields (§5): relationship and amount. */
export const giftorRules = {
  relationship: [
    {
      validator: (_, value: unknown) =>
        giftorRelationships.includes(value as GiftorRelationship)
          ? pass()
          : fail(buyMessages.requiredField),
    },
  ],
  amount: [
    {
      validator: (_, value: unknown) => {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < GIFT_AMOUNT_MIN) {
          return fail(buyMessages.giftAmount);
        }
        return value > GIFT_AMOUNT_MAX ? fail(buyMessages.giftAmountTooHigh) : pass();
      },
    },
  ],
} satisfies Record<'relationship' | 'amount', FormRule[]>;

/* ---------------------------------------------------------------------------------------------
 * Values ↔ API
 * ------------------------------------------------------------------------------------------- */
