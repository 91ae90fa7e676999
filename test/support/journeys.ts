import TestAgent from 'supertest/lib/agent';
import type { TestApp } from './app';
import { signedInCustomer, type SignedIn } from './factories';
import { eventually } from './eventually';
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

/** The smallest PDF the upload's checks take, its text in the title (to find it in a ZIP). */
export const tinyPdf = (text = 'a water bill') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << >>\n%%EOF\n`, 'latin1');

/**
 * A paid sale whose seller answered staff's water bill request with a PDF (`text` in it), once
 * the scanner has passed it as clean: answers the sale and the document's id.
 */
export async function saleWithCleanDocument(
  admin: TestAgent,
  seller: SignedIn,
  text = 'a water bill',
) {
  const sale = await paidSale(seller);
  const request = (
    await admin
      .post(`/api/admin/additional-requests/transaction/${sale._id}`)
      .send({ type: 'sewer_bill' })
      .expect(201)
  ).body as { _id: string };
  const uploaded = (
    await seller.agent
      .post(`/api/documents/requests/${request._id}/files`)
      .attach('file', tinyPdf(text), { filename: 'Water bill.pdf', contentType: 'application/pdf' })
      .expect(201)
  ).body as { _id: string };
  await eventually(
    async () =>
      (
        (await admin.get(`/api/admin/documents/transaction/${sale._id}`).expect(200)).body as {
          _id: string;
          scan_status: string;
        }[]
      ).find((document) => document._id === uploaded._id)?.scan_status,
    (status) => status === 'clean',
  );
  return { sale, documentId: uploaded._id };
}

/**
 * A paid sale with a confirmed buyer, each signed in, made as the customers make them: the
 * seller and the buyer share `lastName` (first names `seller`, `buyer`).
 */
export async function saleWithBuyer(
  t: TestApp,
  lastName: string,
  firstNames: { seller: string; buyer: string } = { seller: 'Sally', buyer: 'Bram' },
) {
  const seller = await signedInCustomer(t, { firstName: firstNames.seller, lastName });
  const sale = await paidSale(seller);
  const buyer = await signedInCustomer(t, { firstName: firstNames.buyer, lastName });
  const purchase = await confirmedPurchase(buyer.agent, sale.line1);
  return { seller, sale, buyer, purchase };
}
