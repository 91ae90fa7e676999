import { randomBytes } from 'node:crypto';
import { properties } from '@/platform/database/schema';
import type { TestApp } from './app';
import { uniqueEmail } from './factories';

/** A property row as the seller API stores one (the buyer journey only selects properties). */
export async function createProperty(t: TestApp, line1 = `${randomNumber()} High Street`) {
  const [row] = await t.database.db
    .insert(properties)
    .values({
      address: {
        line_1: line1,
        post_town: 'Bristol',
        postcode: 'BS1 4DJ',
        country: 'United Kingdom',
        country_iso_2: 'GB',
      },
      postcode: 'BS1 4DJ',
      tenure: 'Freehold',
    })
    .returning();
  return row;
}

function randomNumber(): number {
  return 1 + (randomBytes(1)[0] % 200);
}

export function personBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail('buyer'),
    mobileNumber: '07911 123456',
    ...overrides,
  };
}

export function giftorBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Mary',
    lastName: 'Somerville',
    email: uniqueEmail('giftor'),
    mobileNumber: '07912 345678',
    relationship: 'Parent',
    amount: 25_000,
    ...overrides,
  };
}

/** A valid, complete buyer property form: sole purchase, no mortgage, no gifts. */
export function purchaseIntentBody(propertyId: string, overrides: Record<string, unknown> = {}) {
  return {
    property_id: propertyId,
    agreedPrice: 325_000,
    mortgageRequiredForPurchase: 'no',
    funding: { savingsFromEmployment: true, gifts: 'no' },
    purchaseDependentOnSale: false,
    ownershipType: 'Sole',
    firstTimeBuyer: true,
    isUsingForeignCurrency: false,
    requiresMortgageReferral: false,
    customerType: 'individual_owner',
    ...overrides,
  };
}
