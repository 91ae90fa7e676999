import {
  emptyFunding,
  PurchaseIntentDraft,
  ruleViolations,
  withDependentAnswersCleared,
} from './purchase-intents.rules';

const person = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  mobileNumber: '+447911123456',
};

function draft(overrides: Partial<PurchaseIntentDraft> = {}): PurchaseIntentDraft {
  return {
    propertyId: '0123456789abcdef01234567',
    agreedPrice: 300_000,
    mortgageRequiredForPurchase: 'no',
    mortgageProvider: null,
    funding: { ...emptyFunding(), gifts: 'no' },
    giftors: [],
    purchaseDependentOnSale: false,
    ownershipType: 'Sole',
    additionalBuyers: [],
    firstTimeBuyer: true,
    isUsingForeignCurrency: false,
    requiresMortgageReferral: false,
    customerType: 'individual_owner',
    ...overrides,
  };
}

describe('purchase intent rules', () => {
  it('accepts a complete sole purchase', () => {
    expect(ruleViolations(draft())).toEqual([]);
  });

  it('needs a property, an ownership type, a mortgage answer and a gifts answer', () => {
    expect(
      ruleViolations(
        draft({
          propertyId: null,
          ownershipType: null,
          mortgageRequiredForPurchase: null,
          funding: emptyFunding(),
        }),
      ),
    ).toEqual(['Please select an address', 'Please select an option']);
  });

  it('holds the cross-field rules of spec §5', () => {
    expect(ruleViolations(draft({ mortgageRequiredForPurchase: 'yes' }))).toEqual([
      'Please select an option',
    ]);
    expect(
      ruleViolations(draft({ mortgageRequiredForPurchase: 'yes', mortgageProvider: 'TSB' })),
    ).toEqual([]);
    expect(
      ruleViolations(draft({ funding: { ...emptyFunding(), gifts: 'no', otherFunding: true } })),
    ).toEqual(['Please provide details']);
    expect(ruleViolations(draft({ ownershipType: 'Joint' }))).toEqual([
      'Please add at least one buyer if you are a joint owner',
    ]);
    expect(ruleViolations(draft({ ownershipType: 'Joint', additionalBuyers: [person] }))).toEqual(
      [],
    );
  });

  it('clears answers that no longer apply', () => {
    const cleared = withDependentAnswersCleared(
      draft({
        mortgageRequiredForPurchase: 'not_sure',
        mortgageProvider: 'HSBC',
        funding: {
          ...emptyFunding(),
          gifts: 'not_sure',
          otherFunding: false,
          otherFundingOption: 'Bonus',
          otherFundingComments: 'March',
        },
        giftors: [{ ...person, relationship: 'Parent', amount: 10_000 }],
        ownershipType: 'Sole',
        additionalBuyers: [person],
      }),
    );
    expect(cleared).toMatchObject({
      mortgageProvider: null,
      giftors: [],
      additionalBuyers: [],
      funding: { otherFundingOption: null, otherFundingComments: null },
    });
  });
});
