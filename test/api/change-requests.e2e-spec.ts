import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { confirmedPurchase, paidSale } from '@test/support/journeys';
import { purchaseIntentBody } from '@test/support/purchase-intents';
import { createSale, propertyAddress } from '@test/support/seller';
import { eventually } from '@test/support/eventually';

type Note = { text: string; source: string; authorName: string | null };
type Event = { event_name: string; comments: string | null };

const NEXT_STEP = "Thank you. We'll review your request and e-mail you within one working day.";

/**
 * Issue 25: a paid sale or a confirmed purchase is no longer changed through the onboarding
 * routes; the customer asks staff instead, and the request reaches them as a note from the
 * customer. Everything is made through the calls customers and staff make.
 */
describe('locked answers and change requests', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const notesOf = async (saleId: string) =>
    (await admin.agent.get(`/api/admin/transactions/${saleId}/notes`).expect(200)).body as Note[];

  describe('the onboarding routes refuse changes once paid or confirmed', () => {
    it('refuses to change a paid sale, its property or its estate agent, with a clear message', async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const before = await seller.agent.get(`/api/transaction/${sale._id}`).expect(200);

      const changed = await seller.agent
        .put(`/api/transaction/${sale._id}`)
        .send({ askingPrice: 450_000 })
        .expect(409);
      expect(changed.body.message).toMatch(/Your sale is paid, so its answers can no longer/);
      expect(changed.body.message).toMatch(/Ask us to change something/);

      await seller.agent
        .put(`/api/property/${sale.property_id}`)
        .send({ tenureOption: 'Leasehold' })
        .expect(409);
      await seller.agent
        .put(`/api/transaction/${sale._id}/estate-agent`)
        .send({ estateAgentId: 'no_agent' })
        .expect(409);

      const after = await seller.agent.get(`/api/transaction/${sale._id}`).expect(200);
      expect(after.body.asking_price).toBe(before.body.asking_price);
      expect(after.body.property.tenure).toBe('Freehold');
    });

    it('still lets a seller change a sale that is not paid yet', async () => {
      const seller = await signedInCustomer(t);
      const sale = await createSale(seller.agent, {
        propertyAddress: propertyAddress({ line_1: '9 Unpaid Road' }),
      });
      const changed = await seller.agent
        .put(`/api/transaction/${sale._id}`)
        .send({ askingPrice: 450_000 })
        .expect(200);
      expect(changed.body.asking_price).toBe(450_000);
    });

    it('refuses to change a confirmed purchase, but not one still being onboarded', async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const buyer = await signedInCustomer(t);
      const purchase = await confirmedPurchase(buyer.agent, sale.line1);

      const refused = await buyer.agent
        .put(`/api/purchase-intent/${purchase._id}`)
        .send({ agreedPrice: 400_000 })
        .expect(409);
      expect(refused.body.message).toMatch(/Your purchase is confirmed, so its answers/);

      const other = await buyer.agent
        .post('/api/purchase-intent')
        .send(purchaseIntentBody(sale.property_id))
        .expect(201);
      await buyer.agent
        .put(`/api/purchase-intent/${other.body._id}`)
        .send({ agreedPrice: 400_000 })
        .expect(200);
    });
  });

  describe('Ask us to change something', () => {
    it('reaches staff as a note from the seller on the sale, and says what happens next', async () => {
      const seller = await signedInCustomer(t, { firstName: 'Ruth', lastName: 'Asker' });
      const sale = await paidSale(seller);

      const answer = await seller.agent
        .post(`/api/transaction/${sale._id}/change-requests`)
        .send({ text: '  The asking price is now £420,000.  ' })
        .expect(201);
      expect(answer.body.nextStep).toBe(NEXT_STEP);

      const [note] = await notesOf(sale._id);
      expect(note).toMatchObject({
        source: 'customer',
        authorName: 'Ruth Asker',
        text: 'Change requested by the seller: The asking price is now £420,000.',
      });
      const events = (
        await admin.agent.get(`/api/admin/transactions/${sale._id}/events`).expect(200)
      ).body as Event[];
      expect(events.find((event) => event.event_name === 'note_added')?.comments).toMatch(
        /^From Ruth Asker: Change requested by the seller/,
      );
    });

    it("reaches staff as a note on the sale a buyer's purchase is linked to", async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const buyer = await signedInCustomer(t, { firstName: 'Ben', lastName: 'Byer' });
      const purchase = await confirmedPurchase(buyer.agent, sale.line1);

      await buyer.agent
        .post(`/api/purchase-intent/${purchase._id}/change-requests`)
        .send({ text: 'We now need a mortgage.' })
        .expect(201);

      const [note] = await notesOf(sale._id);
      expect(note).toMatchObject({ source: 'customer', authorName: 'Ben Byer' });
      expect(note.text).toBe(
        `Change requested by the buyer (purchase ${purchase._id}): We now need a mortgage.`,
      );
    });

    it('goes to the support inbox for a purchase not linked to a sale', async () => {
      const buyer = await signedInCustomer(t, { firstName: 'Una', lastName: 'Linked' });
      const property = await buyer.agent
        .post('/api/property')
        .send({
          propertyAddress: propertyAddress({ line_1: '3 Lonely Lane' }),
          tenureOption: 'Freehold',
        })
        .expect(201);
      const purchase = await buyer.agent
        .post('/api/purchase-intent')
        .send(purchaseIntentBody(property.body._id))
        .expect(201);

      await buyer.agent
        .post(`/api/purchase-intent/${purchase.body._id}/change-requests`)
        .send({ text: 'Please add my partner as a joint buyer.' })
        .expect(201);

      // sent by the e-mail job: the support inbox has it once the job has run
      type Mail = { subject: string; text: string };
      const toSupport = (mail: Mail[]) =>
        mail.find(
          (message) =>
            message.subject.includes('Una Linked') &&
            message.text.includes('Please add my partner as a joint buyer.'),
        );
      await eventually(
        async () => (await buyer.agent.get('/api/dev/mailbox').expect(200)).body as Mail[],
        (mail) => toSupport(mail) !== undefined,
      );
    });

    it("refuses someone else's sale or purchase, a blank or too long request, and too many", async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const stranger = await signedInCustomer(t);

      await stranger.agent
        .post(`/api/transaction/${sale._id}/change-requests`)
        .send({ text: 'Mine now' })
        .expect(404);
      await t
        .http()
        .post(`/api/transaction/${sale._id}/change-requests`)
        .send({ text: 'Anyone?' })
        .expect(401);
      const blank = await seller.agent
        .post(`/api/transaction/${sale._id}/change-requests`)
        .send({ text: '   ' })
        .expect(400);
      expect(blank.body.message).toContain('Please tell us what you would like to change');
      await seller.agent
        .post(`/api/transaction/${sale._id}/change-requests`)
        .send({ text: 'x'.repeat(1001) })
        .expect(400);
      expect(await notesOf(sale._id)).toHaveLength(0);

      for (let i = 1; i <= 5; i += 1) {
        await seller.agent
          .post(`/api/transaction/${sale._id}/change-requests`)
          .send({ text: `Request ${i}` })
          .expect(201);
      }
      await seller.agent
        .post(`/api/transaction/${sale._id}/change-requests`)
        .send({ text: 'Request 6' })
        .expect(429);
      expect(await notesOf(sale._id)).toHaveLength(5);
    });

    it('answers a retry with the same Idempotency-Key once', async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      for (let i = 0; i < 2; i += 1) {
        await seller.agent
          .post(`/api/transaction/${sale._id}/change-requests`)
          .set('Idempotency-Key', 'change-1')
          .send({ text: 'Our agent changed.' })
          .expect(201);
      }
      expect(await notesOf(sale._id)).toHaveLength(1);
    });
  });
});
