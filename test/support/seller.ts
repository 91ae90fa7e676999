import { randomBytes } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { estateAgentBrands, estateAgents, referralCodes } from '@/platform/database/schema';
import type { TestApp } from './app';

/** A UK property address as the address finder fills it in. */
export function propertyAddress(overrides: Record<string, unknown> = {}) {
  return {
    line_1: '12 Harbour Row',
    post_town: 'Bristol',
    postcode: 'bs1 5tr',
    country: 'United Kingdom',
    ...overrides,
  };
}

/** A complete, valid seller property form (POST /transaction body). */
export function sellerForm(overrides: Record<string, unknown> = {}) {
  return {
    propertyAddress: propertyAddress(),
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
    ...overrides,
  };
}

export function additionalSeller(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${randomBytes(4).toString('hex')}@example.com`,
    mobileNumber: '07911 123456',
    ...overrides,
  };
}

/**
 * Onboards a sale for the agent's user and answers the created sale; unless told otherwise the
 * seller then accepts the terms, as the journey does before the payment page.
 */
export async function createSale(
  agent: TestAgent,
  overrides: Record<string, unknown> = {},
  options: { acceptTerms?: boolean } = {},
) {
  const response = await agent.post('/api/transaction').send(sellerForm(overrides)).expect(201);
  const sale = response.body as { _id: string; property_id: string } & Record<string, unknown>;
  if (options.acceptTerms !== false) {
    await agent.put(`/api/transaction/${sale._id}?termsAndConditions=true`).send({}).expect(200);
  }
  return sale;
}

/** An estate agent with a unique brand name. */
export async function seedEstateAgent(t: TestApp, brand: string, office: string) {
  const unique = `${brand} ${randomBytes(3).toString('hex')}`;
  const [row] = await t.database.db
    .insert(estateAgentBrands)
    .values({ brandName: unique })
    .returning();
  const [agent] = await t.database.db
    .insert(estateAgents)
    .values({ brand_id: row._id, office: { name: office }, display_name: `${unique} - ${office}` })
    .returning();
  return { _id: agent._id, brand: unique, label: `${unique} - ${office}` };
}

export async function seedReferralCode(
  t: TestApp,
  options: { active?: boolean; expiresAt?: Date | null } = {},
): Promise<string> {
  const code = `REF${randomBytes(4).toString('hex').toUpperCase()}`;
  await t.database.db.insert(referralCodes).values({
    code,
    active: options.active ?? true,
    expires_at: options.expiresAt ?? null,
  });
  return code;
}
