import { purchaseStatus, saleStatus } from './home.service';
import type { PurchaseCardFacts, SaleCardFacts } from './home.query-repository';

const sale = (facts: Partial<SaleCardFacts> = {}): SaleCardFacts => ({
  id: 's1',
  address: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  paid: false,
  termsAccepted: false,
  solicitorsInstructed: false,
  purchaseAttached: false,
  completed: false,
  withdrawn: false,
  ...facts,
});

const purchase = (facts: Partial<PurchaseCardFacts> = {}): PurchaseCardFacts => ({
  id: 'p1',
  address: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  active: false,
  termsAccepted: false,
  propertyId: null,
  underway: false,
  completed: false,
  withdrawn: false,
  ...facts,
});

describe("a home card's status tag", () => {
  it.each([
    ['information_needed', {}],
    ['awaiting_payment', { termsAccepted: true }],
    ['paid', { termsAccepted: true, paid: true }],
    ['in_progress', { paid: true, solicitorsInstructed: true }],
    ['in_progress', { paid: true, purchaseAttached: true }],
    ['completed', { paid: true, purchaseAttached: true, completed: true }],
    ['withdrawn', { paid: true, completed: true, withdrawn: true }],
  ] as const)('reads %s for a sale %j', (status, facts) => {
    expect(saleStatus(sale(facts))).toBe(status);
  });

  it.each([
    ['information_needed', {}],
    // a buyer pays nothing at onboarding: accepted terms still need the fees confirmed
    ['information_needed', { termsAccepted: true }],
    ['in_progress', { termsAccepted: true, active: true }],
    ['in_progress', { active: true, underway: true }],
    ['completed', { active: true, underway: true, completed: true }],
    ['withdrawn', { active: true, withdrawn: true }],
  ] as const)('reads %s for a purchase %j', (status, facts) => {
    expect(purchaseStatus(purchase(facts))).toBe(status);
  });
});
