import type { FormRule } from 'antd';
import type {
  AddressDto,
  CreatePropertyDto,
  CreateTransactionDto,
  SellerPersonDto,
  TransactionDto,
  UpdatePropertyDto,
  UpdateTransactionDto,
} from '@/api/generated';
import { addressRules } from '@/shared/validation/address';
import { detailsRule, messages, priceRules, selectRule } from '@/shared/validation/rules';

/** customer.md §3: the tenure choices; anything but the three named ones needs details. */
export const TENURE_OPTIONS = [
  'Freehold',
  'Leasehold',
  'Share Of Freehold',
  'Other / Not Sure',
] as const;
export type TenureOption = (typeof TENURE_OPTIONS)[number];
export const OTHER_TENURE: TenureOption = 'Other / Not Sure';

export type CustomerType = CreateTransactionDto['customerType'];

export const customerTypeOptions: { label: string; value: CustomerType }[] = [
  { label: 'Seller / Owner', value: 'individual_owner' },
  { label: 'Representative (acting on behalf of the seller)', value: 'representative' },
];

export const REPRESENTATIVE_MESSAGE =
  "If you are acting on behalf of the seller, please select yes and add the seller's details";

/** The seller property form (customer.md §3 'Seller property form'). */
export type SellPropertyFormValues = {
  propertyAddress?: AddressDto;
  tenureOption?: TenureOption;
  tenureDetails?: string;
  askingPrice?: number;
  customerType?: CustomerType;
  isAnotherSellerSelected?: boolean;
  additionalSellers: SellerPersonDto[];
  estateAgent?: string;
  hasMortgage?: boolean;
  onwardPurchase?: boolean;
  isUsingForeignCurrency?: boolean;
  requiresMortgageReferral?: boolean;
};

export const emptySellPropertyForm: SellPropertyFormValues = { additionalSellers: [] };

/** The one schema of the form: every field's rules, in the API's wording. */
export const sellPropertyRules = {
  propertyAddress: addressRules({ emptyMessage: messages.searchForAddress }),
  tenureOption: [selectRule],
  tenureDetails: [detailsRule],
  askingPrice: priceRules('Asking price'),
  customerType: [selectRule],
  isAnotherSellerSelected: [
    selectRule,
    ({ getFieldValue }) => ({
      validator: () => {
        const sellers = (getFieldValue('additionalSellers') as SellerPersonDto[] | undefined) ?? [];
        return getFieldValue('customerType') === 'representative' && sellers.length === 0
          ? Promise.reject(new Error(REPRESENTATIVE_MESSAGE))
          : Promise.resolve();
      },
    }),
  ] satisfies FormRule[],
  estateAgent: [selectRule],
  hasMortgage: [selectRule],
  onwardPurchase: [selectRule],
  isUsingForeignCurrency: [selectRule],
  requiresMortgageReferral: [selectRule],
} satisfies Record<string, FormRule[]>;

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

const tenureOptionOf = (transaction: TransactionDto): TenureOption | undefined => {
  const tenure = transaction.property.tenure;
  if (!tenure) return undefined;
  return tenure === 'Other' ? OTHER_TENURE : tenure;
};

const estateAgentOf = (transaction: TransactionDto): string | undefined => {
  switch (transaction.estate_agent_status) {
    case 'assigned':
      return orUndefined(transaction.estate_agent_id ?? transaction.estate_agent?._id);
    case 'not_listed':
    case 'no_agent':
      return transaction.estate_agent_status;
    default:
      return undefined;
  }
};

/** The form as a saved sale fills it in. */
export const formValuesFromTransaction = (transaction: TransactionDto): SellPropertyFormValues => {
  const additionalSellers: SellerPersonDto[] = transaction.additional_sellers.map((seller) => ({
    personId: seller.person_id,
    firstName: seller.first_name,
    middleName: orUndefined(seller.middle_name),
    lastName: seller.last_name,
    email: seller.email ?? '',
    mobileNumber: seller.phone_number ?? '',
    correspondenceAddress: orUndefined(seller.correspondence_address),
  }));
  const tenureOption = tenureOptionOf(transaction);
  return {
    propertyAddress: transaction.property.address,
    tenureOption,
    tenureDetails:
      tenureOption === OTHER_TENURE ? orUndefined(transaction.property.tenure_details) : undefined,
    askingPrice: orUndefined(transaction.asking_price),
    customerType: transaction.primary_seller.customer_type,
    isAnotherSellerSelected: additionalSellers.length > 0,
    additionalSellers,
    estateAgent: estateAgentOf(transaction),
    hasMortgage: orUndefined(transaction.has_mortgage),
    onwardPurchase: orUndefined(transaction.onward_purchase),
    isUsingForeignCurrency: orUndefined(transaction.is_using_foreign_currency),
    requiresMortgageReferral: orUndefined(transaction.requiresMortgageReferral),
  };
};

/** Details only go with 'Other / Not Sure'. */
const tenureFields = (values: SellPropertyFormValues) => ({
  tenureOption: values.tenureOption ?? '',
  ...(values.tenureOption === OTHER_TENURE && values.tenureDetails
    ? { tenureDetails: values.tenureDetails.trim() }
    : {}),
});

/** Optional person fields left blank are not sent (the API would reject an empty string). */
const cleanPerson = (person: SellerPersonDto): SellerPersonDto => ({
  ...(person.personId ? { personId: person.personId } : {}),
  firstName: person.firstName.trim(),
  ...(person.middleName?.trim() ? { middleName: person.middleName.trim() } : {}),
  lastName: person.lastName.trim(),
  email: person.email.trim(),
  mobileNumber: person.mobileNumber.trim(),
  ...(person.correspondenceAddress ? { correspondenceAddress: person.correspondenceAddress } : {}),
});

/** POST /property. */
export const toCreateProperty = (values: SellPropertyFormValues): CreatePropertyDto => ({
  propertyAddress: values.propertyAddress as AddressDto,
  ...tenureFields(values),
});

/** POST /transaction, for the property just created (or kept from an earlier attempt). */
export const toCreateTransaction = (
  values: SellPropertyFormValues,
  propertyId: string,
  primarySellerId: string,
): CreateTransactionDto => ({
  propertyId,
  ...tenureFields(values),
  askingPrice: values.askingPrice,
  customerType: values.customerType ?? 'individual_owner',
  isAnotherSellerSelected: values.isAnotherSellerSelected,
  additionalSellers: values.additionalSellers.map(cleanPerson),
  hasMortgage: values.hasMortgage ?? false,
  onwardPurchase: values.onwardPurchase ?? false,
  isUsingForeignCurrency: values.isUsingForeignCurrency ?? false,
  requiresMortgageReferral: values.requiresMortgageReferral,
  primarySellerId,
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** PUT /property/{id}: the address and tenure, only when they changed. */
export const changedPropertyFields = (
  initial: SellPropertyFormValues,
  values: SellPropertyFormValues,
): UpdatePropertyDto => {
  const changes: UpdatePropertyDto = {};
  if (!same(initial.propertyAddress, values.propertyAddress) && values.propertyAddress) {
    changes.propertyAddress = values.propertyAddress;
  }
  if (
    initial.tenureOption !== values.tenureOption ||
    (values.tenureOption === OTHER_TENURE && initial.tenureDetails !== values.tenureDetails)
  ) {
    Object.assign(changes, tenureFields(values));
  }
  return changes;
};

/** PUT /transaction/{id}: the other answers, only those that changed. */
export const changedTransactionFields = (
  initial: SellPropertyFormValues,
  values: SellPropertyFormValues,
): UpdateTransactionDto => {
  const changes: UpdateTransactionDto = {};
  if (initial.askingPrice !== values.askingPrice) changes.askingPrice = values.askingPrice;
  if (initial.customerType !== values.customerType) changes.customerType = values.customerType;
  if (initial.isAnotherSellerSelected !== values.isAnotherSellerSelected) {
    changes.isAnotherSellerSelected = values.isAnotherSellerSelected;
  }
  if (!same(initial.additionalSellers, values.additionalSellers)) {
    changes.additionalSellers = values.additionalSellers.map(cleanPerson);
  }
  const answers = [
    'hasMortgage',
    'onwardPurchase',
    'isUsingForeignCurrency',
    'requiresMortgageReferral',
  ] as const;
  for (const key of answers) {
    if (initial[key] !== values[key]) changes[key] = values[key];
  }
  return changes;
};
