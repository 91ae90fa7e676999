import { describe, expect, it } from 'vitest';
import { buyerResumePath, buyPaths } from '@/features/buy/paths';

describe('resuming a purchase (customer.md §4)', () => {
  it('goes to what is included once the terms are accepted', () => {
    expect(buyerResumePath({ terms_and_conditions: true })).toBe('/buy/whats-included');
  });

  it('goes to the terms otherwise', () => {
    expect(buyerResumePath({ terms_and_conditions: false })).toBe('/buy/terms-and-conditions');
  });

  it('links a purchase to its dashboard', () => {
    expect(buyPaths.dashboard('d00000000000000000000001')).toBe(
      '/dashboard/buy/d00000000000000000000001',
    );
  });
});
