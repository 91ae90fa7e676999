import { formatPence, orderTotal, SELLER_ONBOARDING_PRODUCTS } from './order-catalogue';

describe('seller onboarding order', () => {
  it('costs the service fee plus the search pack: £720.00 including VAT', () => {
    expect(orderTotal(SELLER_ONBOARDING_PRODUCTS)).toBe(72000);
    expect(formatPence(orderTotal(SELLER_ONBOARDING_PRODUCTS))).toBe('£720.00');
  });
});
