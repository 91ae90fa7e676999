import TestAgent from 'supertest/lib/agent';
import type { SignedIn } from './factories';
import { purchaseIntentBody } from './purchase-intents';
import { createSale, propertyAddress } from './seller';

/** The postcode every sale made here is at, so a buyer finds them in one list. */
export const JOURNEY_POSTCODE = 'BS1 5TR';

let street = 0;

/**
 * A seller onboards and pays (through the payment simulator) for a sale of a property of their
 * own, at a unique address on JOURNEY_POSTCODE; answers the sale and its first address line.
 */
export async function paidSale(seller: SignedIn, overrides: Record<string, unknown> = {}) {
  street += 1;
  const line1 = `${street} ${seller.user.last_name} Street`;
  const sale = await createSale(seller.agent, {
    propertyAddress: propertyAddress({ line_1: line1, postcode: JOURNEY_POSTCODE }),
    ...overrides,
  });
  const intent = await seller.agent
    .post('/api/stripe/create-payment-intent')
    .send({ transactionId: sale._id })
    .expect(200);
  await seller.agent
    .post('/api/dev/payments/confirm')
    .send({ clientSecret: intent.body.clientSecret, outcome: 'succeeded' })
    .expect((res) => expect(res.status).toBeLessThan(300));
  return { ...sale, line1 };
}

/** A buyer picks the property from the postcode's list, answers, accepts and confirms fees. */
export async function confirmedPurchase(buyer: TestAgent, line1: string) {
  const options = (
    await buyer.get(`/api/property/postcode/${encodeURIComponent(JOURNEY_POSTCODE)}`).expect(200)
  ).body as { _id: string; address: { line_1: string } }[];
  const chosen = options.find((option) => option.address.line_1 === line1);
  expect(chosen).toBeDefined();
  const created = await buyer
    .post('/api/purchase-intent')
    .send(purchaseIntentBody(chosen!._id))
    .expect(201);
  await buyer
    .put(`/api/purchase-intent/${created.body._id}?termsAndConditions=true`)
    .send({})
    .expect(200);
  await buyer.get(`/api/purchase-intent/confirm/${created.body._id}`).expect(200);
  return created.body as { _id: string };
}
