/**
 * The seller's property form (POST /api/transaction) the bench's parts send, as the API tests'
 * test/support/seller.ts does, at the first line of address given.
 */
export function saleForm(line1) {
  return {
    propertyAddress: {
      line_1: line1,
      post_town: 'Bristol',
      postcode: 'bs1 5tr',
      country: 'United Kingdom',
    },
    tenureOption: 'Freehold',
    askingPrice: 350000,
    customerType: 'individual_owner',
    isAnotherSellerSelected: false,
    additionalSellers: [],
    hasMortgage: true,
    onwardPurchase: false,
    isUsingForeignCurrency: false,
    requiresMortgageReferral: false,
    estateAgent: 'no_agent',
  };
}
