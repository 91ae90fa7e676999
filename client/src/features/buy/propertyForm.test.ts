import { describe, expect, it } from 'vitest';
import {
  buyPropertyRules,
  giftorRules,
  type BuyPropertyFormValues,
  type PostcodeLookup,
} from '@/features/buy/propertyForm';
import {
  changedFields,
  fromPurchaseIntent,
  IncompleteFormError,
  storedBody,
  toPurchaseIntentBody,
} from '@/features/buy/purchaseIntentBody';
import { makeBuyer, makePurchaseIntent, orchardLane } from '@/features/buy/testing';

const EMAIL = 'support@threshold.example';

const complete: BuyPropertyFormValues = {
  postcode: 'BA1 1AA',
  property_id: orchardLane._id,
  agreedPrice: 325000,
  mortgageRequiredForPurchase: 'no',
  mortgageProvider: 'HSBC',
  fundingSources: ['savingsFromEmployment', 'otherFunding'],
  otherFundingOption: '  Bonus from work ',
  gifts: 'no',
  giftors: [
    {
      firstName: 'Pat',
      lastName: 'Parent',
      email: 'pat@example.com',
      mobileNumber: '+447400123456',
      relationship: 'Parent',
      amount: 20000,
    },
  ],
  purchaseDependentOnSale: false,
  ownershipType: 'Sole',
  additionalBuyers: [
    {
      firstName: 'Sam',
      lastName: 'Partner',
      email: 'sam@example.com',
      mobileNumber: '+447400123457',
    },
  ],
  firstTimeBuyer: true,
  isUsingForeignCurrency: false,
  requiresMortgageReferral: true,
};

/** Runs one field's rules as antd would; resolves to the error message or null. */
const check = async (
  rules: ReturnType<typeof buyPropertyRules>,
  field: 'postcode' | 'property_id' | 'ownershipType',
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string | null> => {
  for (const rule of rules[field]) {
    const resolved =
      typeof rule === 'function'
        ? rule({ getFieldValue: (name: string) => values[name] } as never)
        : rule;
    try {
      await resolved.validator?.({} as never, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
};

describe('the buyer property form', () => {
  it('sends every answer, clearing the ones that no longer apply', () => {
    expect(toPurchaseIntentBody(complete)).toEqual({
      property_id: orchardLane._id,
      agreedPrice: 325000,
      mortgageRequiredForPurchase: 'no',
      mortgageProvider: null,
      funding: {
        savingsFromEmployment: true,
        investmentPortfolio: false,
        inheritance: false,
        divorceSettlement: false,
        pensionLumpSumWithdrawal: false,
        saleOfShares: false,
        directorsLoansDividends: false,
        remortgage: false,
        otherFunding: true,
        gifts: 'no',
        otherFundingOption: 'Bonus from work',
      },
      giftors: [],
      purchaseDependentOnSale: false,
      ownershipType: 'Sole',
      additionalBuyers: [],
      firstTimeBuyer: true,
      isUsingForeignCurrency: false,
      requiresMortgageReferral: true,
    });
  });

  it('keeps giftors, buyers and the lender when the answers call for them', () => {
    const body = toPurchaseIntentBody({
      ...complete,
      mortgageRequiredForPurchase: 'yes',
      gifts: 'yes',
      ownershipType: 'Joint',
      fundingSources: ['savingsFromEmployment'],
    });
    expect(body.mortgageProvider).toBe('HSBC');
    expect(body.funding.otherFundingOption).toBeNull();
    expect(body.giftors).toEqual([
      {
        firstName: 'Pat',
        lastName: 'Parent',
        email: 'pat@example.com',
        mobileNumber: '+447400123456',
        relationship: 'Parent',
        amount: 20000,
      },
    ]);
    expect(body.additionalBuyers).toEqual([
      {
        firstName: 'Sam',
        lastName: 'Partner',
        email: 'sam@example.com',
        mobileNumber: '+447400123457',
      },
    ]);
  });

  it('refuses to build a body without the required answers', () => {
    expect(() => toPurchaseIntentBody({ ...complete, ownershipType: undefined })).toThrow(
      IncompleteFormError,
    );
  });

  it('reads a stored purchase intent back into the same answers', () => {
    const intent = makePurchaseIntent(makeBuyer());
    const values = fromPurchaseIntent(intent);
    expect(values).toMatchObject({
      postcode: 'BA1 1AA',
      property_id: orchardLane._id,
      agreedPrice: 325000,
      fundingSources: ['savingsFromEmployment'],
      ownershipType: 'Sole',
    });
    expect(changedFields(toPurchaseIntentBody(values), storedBody(intent))).toBeNull();
  });

  it('lists only what changed, funding answers one by one', () => {
    const intent = makePurchaseIntent(makeBuyer());
    const values = fromPurchaseIntent(intent);
    const changed = toPurchaseIntentBody({
      ...values,
      agreedPrice: 330000,
      fundingSources: ['inheritance'],
    });
    expect(changedFields(changed, storedBody(intent))).toEqual({
      agreedPrice: 330000,
      funding: { savingsFromEmployment: false, inheritance: true },
    });
  });

  describe('rules', () => {
    const lookup = (state: PostcodeLookup) =>
      buyPropertyRules({ supportEmail: EMAIL, lookup: state });

    it('words the postcode search as the spec does', async () => {
      const idle = lookup({ status: 'idle' });
      expect(await check(idle, 'postcode', '')).toBe('Required');
      expect(await check(idle, 'postcode', 'HELLO')).toBe('Invalid postcode');
      expect(await check(idle, 'postcode', 'BA1 1AA')).toBe('Please search for an address');
      const other = lookup({ status: 'done', postcode: 'M1 1AE', results: [orchardLane] });
      expect(await check(other, 'postcode', 'BA1 1AA')).toBe('Please search for an address');
      const none = lookup({ status: 'done', postcode: 'BA1 1AA', results: [] });
      expect(await check(none, 'postcode', 'ba11aa')).toBe(
        `We couldn't find that postcode. Please check for any typos and try again. If you're sure the postcode is right, then before continuing, please contact our team at ${EMAIL}`,
      );
      const found = lookup({ status: 'done', postcode: 'BA1 1AA', results: [orchardLane] });
      expect(await check(found, 'postcode', 'ba11aa')).toBeNull();
    });

    it('requires a real property', async () => {
      const rules = lookup({ status: 'idle' });
      expect(await check(rules, 'property_id', undefined)).toBe('Please select an address');
      expect(await check(rules, 'property_id', 'x')).toBe('Please select an address');
      expect(await check(rules, 'property_id', 'property_not_listed')).toBe(
        `Sorry, we couldn't find your property in our database. Before you continue, please contact our team at ${EMAIL}`,
      );
      expect(await check(rules, 'property_id', orchardLane._id)).toBeNull();
    });

    it('needs a buyer for joint ownership', async () => {
      const rules = lookup({ status: 'idle' });
      expect(await check(rules, 'ownershipType', 'Joint', { additionalBuyers: [] })).toBe(
        'Please add at least one buyer if you are a joint owner',
      );
      expect(
        await check(rules, 'ownershipType', 'Joint', {
          additionalBuyers: [complete.additionalBuyers![0]],
        }),
      ).toBeNull();
      expect(await check(rules, 'ownershipType', undefined)).toBe('Please select an option');
    });

    it("checks a giftor's relationship and amount", async () => {
      const run = async (rule: (typeof giftorRules.amount)[number], value: unknown) => {
        try {
          await rule.validator({} as never, value);
          return null;
        } catch (error) {
          return (error as Error).message;
        }
      };
      expect(await run(giftorRules.relationship[0]!, undefined)).toBe('Required field');
      expect(await run(giftorRules.relationship[0]!, 'Other Family')).toBeNull();
      expect(await run(giftorRules.amount[0]!, 4)).toBe('Amount must be higher than £0');
      expect(await run(giftorRules.amount[0]!, undefined)).toBe('Amount must be higher than £0');
      expect(await run(giftorRules.amount[0]!, 5)).toBeNull();
      expect(await run(giftorRules.amount[0]!, 100_000_001)).toBe(
        'Amount must be less than £100,000,000',
      );
    });
  });
});
