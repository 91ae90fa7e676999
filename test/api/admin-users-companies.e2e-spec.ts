import TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '@test/support/app';
import { adminConfigRow } from '@test/support/sales';
import { signedInAdmin, signedInCustomer, SignedIn, uniqueEmail } from '@test/support/factories';
import { giftorBody, personBody, purchaseIntentBody } from '@test/support/purchase-intents';
import { additionalSeller, createSale, propertyAddress } from '@test/support/seller';

type SaleRow = { _id: string; address: string | null; roles: string[]; status: string };
type PurchaseRow = SaleRow & { transaction_id: string | null };
type UserRow = { _id: string; email: string; status: string; type: string; active: boolean };
type CompanyRow = {
  _id: string;
  name: string;
  company_number: string;
  address: string | null;
  sales_count: number;
};

const address = (line_1: string, postcode = 'BS1 4DJ') => ({
  line_1,
  post_town: 'Bristol',
  postcode,
  country: 'United Kingdom',
});

/**
 * Back office IV, item 6 (manage people): a user's sales and purchases, deactivating and
 * reactivating, who the admins are, and companies. Sales and purchases are made through the calls
 * a seller, a buyer and staff make.
 */
describe('the back office: users and companies', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    await adminConfigRow(t, {
      benchmark_in_days: 100,
      thirdfort_v2_switchover_date: new Date('2020-01-01T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  let street = 0;
  /** A seller onboards a sale of a property of their own (a unique address), paid if asked. */
  async function sale(seller: TestAgent, overrides: Record<string, unknown> = {}, paid = false) {
    street += 1;
    const line1 = `${street} Lantern Street`;
    const created = await createSale(seller, {
      propertyAddress: propertyAddress({ line_1: line1, postcode: 'BS1 5TR' }),
      ...overrides,
    });
    if (paid) {
      const intent = await seller
        .post('/api/stripe/create-payment-intent')
        .send({ transactionId: created._id })
        .expect(200);
      await seller
        .post('/api/dev/payments/confirm')
        .send({ clientSecret: intent.body.clientSecret, outcome: 'succeeded' })
        .expect((res) => expect(res.status).toBeLessThan(300));
    }
    return { _id: created._id, line1 };
  }

  /** A buyer picks the property from the postcode's list and answers the form. */
  async function purchase(
    buyer: TestAgent,
    line1: string,
    overrides: Record<string, unknown> = {},
    confirm = false,
  ) {
    const options = (await buyer.get('/api/property/postcode/BS1%205TR').expect(200)).body as {
      _id: string;
      address: { line_1: string };
    }[];
    const chosen = options.find((option) => option.address.line_1 === line1);
    expect(chosen).toBeDefined();
    const created = await buyer
      .post('/api/purchase-intent')
      .send(purchaseIntentBody(chosen!._id, overrides))
      .expect(201);
    if (confirm) {
      await buyer
        .put(`/api/purchase-intent/${created.body._id}?termsAndConditions=true`)
        .send({})
        .expect(200);
      await buyer.get(`/api/purchase-intent/confirm/${created.body._id}`).expect(200);
    }
    return created.body as { _id: string };
  }

  describe("a user's page: their sales and purchases", () => {
    it('lists every sale and purchase the user is a party to, with role, status and link', async () => {
      const user = await signedInCustomer(t, { firstName: 'Ursula', lastName: 'Vance' });
      const otherSeller = await signedInCustomer(t, { firstName: 'Selim', lastName: 'Aydin' });
      const otherBuyer = await signedInCustomer(t, { firstName: 'Bea', lastName: 'Ortiz' });

      // someone else's paid sale, the user an additional seller on it (e-mail in another case)
      const coSold = await sale(
        otherSeller.agent,
        {
          isAnotherSellerSelected: true,
          additionalSellers: [additionalSeller({ email: user.user.email.toUpperCase() })],
        },
        true,
      );
      // the user's own sale (unpaid), and one they make as a representative
      const own = await sale(user.agent);
      const represented = await sale(user.agent, {
        customerType: 'representative',
        isAnotherSellerSelected: true,
        additionalSellers: [additionalSeller()],
      });
      // a sale the user buys (confirmed), and one they buy jointly and give money for
      const bought = await sale(otherSeller.agent, {}, true);
      const mine = await purchase(user.agent, bought.line1, {}, true);
      const joint = await sale(otherSeller.agent, {}, true);
      const theirs = await purchase(otherBuyer.agent, joint.line1, {
        ownershipType: 'Joint',
        additionalBuyers: [personBody({ email: user.user.email })],
        funding: { savingsFromEmployment: true, gifts: 'yes' },
        giftors: [giftorBody({ email: user.user.email })],
      });
      // someone else's purchase the user is no part of
      await purchase(otherBuyer.agent, bought.line1);

      const sales = await admin.agent.get(`/api/admin/users/${user.user._id}/sales`).expect(200);
      expect(sales.body.totalItems).toBe(3);
      expect(sales.body.totalFilteredItems).toBe(3);
      const saleRows = sales.body.items as SaleRow[];
      // newest first
      expect(saleRows.map((row) => row._id)).toEqual([represented._id, own._id, coSold._id]);
      expect(saleRows[0]).toMatchObject({ roles: ['representative'], status: 'unpaid' });
      expect(saleRows[0].address).toContain(represented.line1);
      expect(saleRows[1]).toMatchObject({ roles: ['seller'], status: 'unpaid' });
      expect(saleRows[2]).toMatchObject({ roles: ['co_seller'], status: 'paid' });
      expect(saleRows[2].address).toContain(coSold.line1);

      const purchases = await admin.agent
        .get(`/api/admin/users/${user.user._id}/purchases`)
        .expect(200);
      expect(purchases.body.totalItems).toBe(2);
      const purchaseRows = purchases.body.items as PurchaseRow[];
      expect(purchaseRows.map((row) => row._id)).toEqual([theirs._id, mine._id]);
      expect(purchaseRows[0]).toMatchObject({
        transaction_id: joint._id,
        roles: ['giftor', 'joint_buyer'],
        status: 'not_confirmed',
      });
      expect(purchaseRows[0].address).toContain(joint.line1);
      expect(purchaseRows[1]).toMatchObject({
        transaction_id: bought._id,
        roles: ['buyer'],
        status: 'confirmed',
      });

      // staff record a sale agreed on the user's purchase: both pages say so
      await admin.agent
        .put(`/api/admin/purchase-intents/${mine._id}/significant-dates`)
        .send({ sale_agreed: '2026-03-02' })
        .expect(200);
      const after = await admin.agent
        .get(`/api/admin/users/${user.user._id}/purchases`)
        .expect(200);
      expect((after.body.items as PurchaseRow[])[1].status).toBe('sale_agreed');
      const sellerSales = await admin.agent
        .get(`/api/admin/users/${otherSeller.user._id}/sales`)
        .expect(200);
      expect((sellerSales.body.items as SaleRow[]).find((row) => row._id === bought._id)).toEqual(
        expect.objectContaining({ roles: ['seller'], status: 'sale_agreed' }),
      );

      // paged like the other lists: skip, limit where the page ends
      const second = await admin.agent
        .get(`/api/admin/users/${user.user._id}/sales?skip=1&limit=2`)
        .expect(200);
      expect((second.body.items as SaleRow[]).map((row) => row._id)).toEqual([own._id]);
      expect(second.body.totalItems).toBe(3);
    });

    it('answers an empty list for a user with none, and 404 for no such user', async () => {
      const nobody = await signedInCustomer(t);
      const sales = await admin.agent.get(`/api/admin/users/${nobody.user._id}/sales`).expect(200);
      expect(sales.body).toEqual({ items: [], totalItems: 0, totalFilteredItems: 0 });
      const purchases = await admin.agent
        .get(`/api/admin/users/${nobody.user._id}/purchases`)
        .expect(200);
      expect(purchases.body.items).toEqual([]);
      const missing = await admin.agent
        .get('/api/admin/users/0123456789abcdef01234567/sales')
        .expect(404);
      expect(missing.body.message).toBe('User not found');
      await admin.agent.get('/api/admin/users/0123456789abcdef01234567/purchases').expect(404);
    });
  });

  describe('deactivating, reactivating and the users list', () => {
    const listed = async (query: string) =>
      (await admin.agent.get(`/api/admin/users?limit=100&${query}`).expect(200)).body as {
        items: UserRow[];
        totalItems: number;
        totalFilteredItems: number;
      };

    it('deactivates a user end to end, shows and filters them, and reactivates them', async () => {
      const user = await signedInCustomer(t, { firstName: 'Dora', lastName: 'Kemp' });
      await user.agent.get('/api/users/current').expect(200);

      const deactivated = await admin.agent
        .post(`/api/admin/users/${user.user._id}/deactivate`)
        .expect(200);
      expect(deactivated.body).toMatchObject({ active: false, deactivated_at: expect.any(String) });
      // signed out at once
      await user.agent.get('/api/users/current').expect(401);

      // the list: gone from the default (active), shown as deactivated under Deactivated and All
      expect((await listed('')).items.map((row) => row._id)).not.toContain(user.user._id);
      const onlyDeactivated = await listed('isActive=deactivated');
      expect(onlyDeactivated.items.find((row) => row._id === user.user._id)).toMatchObject({
        status: 'deactivated',
        active: false,
      });
      expect(onlyDeactivated.items.every((row) => row.status === 'deactivated')).toBe(true);
      const all = await listed('isActive=all');
      expect(all.items.find((row) => row._id === user.user._id)?.status).toBe('deactivated');
      expect(all.totalFilteredItems).toBe(all.totalItems);

      // the history says who did it
      const history = await admin.agent.get(`/api/admin/users/${user.user._id}/events`).expect(200);
      expect(history.body).toEqual([
        expect.objectContaining({
          event_name: 'user_deactivated',
          author: admin.user._id,
        }),
      ]);

      await admin.agent.post(`/api/admin/users/${user.user._id}/reactivate`).expect(200);
      expect((await listed('isActive=deactivated')).items.map((row) => row._id)).not.toContain(
        user.user._id,
      );
      const active = await listed('isActive=true');
      expect(active.items.find((row) => row._id === user.user._id)?.status).toBe('active');
    });

    it('pages newest first with exact counts under the bound, each page continuing the last', async () => {
      const made: string[] = [];
      for (let i = 0; i < 3; i++) made.unshift((await signedInCustomer(t)).user._id);
      const page = async (skip: number, limit: number) =>
        (
          await admin.agent
            .get(`/api/admin/users?isActive=all&skip=${skip}&limit=${limit}`)
            .expect(200)
        ).body as {
          items: UserRow[];
          totalItems: number;
          totalFilteredItems: number;
          totalItemsIsCapped: boolean;
          totalIsCapped: boolean;
        };
      const first = await page(0, 2);
      const second = await page(2, 4);
      // the newest three users, newest first, across the two pages, none twice
      expect([...first.items, ...second.items].map((row) => row._id).slice(0, 3)).toEqual(made);
      expect(first.items).toHaveLength(2);
      expect(first.items[0]).toMatchObject({ _id: made[0], status: 'active', type: 'customer' });
      expect(first).toMatchObject({ totalItemsIsCapped: false, totalIsCapped: false });
      expect(first.totalFilteredItems).toBe(first.totalItems);
      expect(first.totalItems).toBeGreaterThanOrEqual(3);
      // past the end: an empty page, the counts still there
      const beyond = await page(first.totalItems, first.totalItems + 10);
      expect(beyond.items).toEqual([]);
      expect(beyond.totalItems).toBe(first.totalItems);
    });

    it('lists the admins with their status: the Admins view', async () => {
      const other = await signedInAdmin(t, uniqueEmail('staff'));
      const customer = await signedInCustomer(t);
      await admin.agent.post(`/api/admin/users/${other.user._id}/deactivate`).expect(200);

      const admins = await listed('type=admin&isActive=all');
      const ids = admins.items.map((row) => row._id);
      expect(ids).toEqual(expect.arrayContaining([admin.user._id, other.user._id]));
      expect(ids).not.toContain(customer.user._id);
      expect(admins.items.every((row) => row.type === 'admin')).toBe(true);
      expect(admins.items.find((row) => row._id === other.user._id)?.status).toBe('deactivated');
      expect(admins.items.find((row) => row._id === admin.user._id)?.status).toBe('active');
      // 'All' counts the admins only
      expect(admins.totalItems).toBe(admins.items.length);

      const activeAdmins = await listed('type=admin');
      expect(activeAdmins.items.map((row) => row._id)).not.toContain(other.user._id);
      const customers = await listed('type=customer&isActive=all');
      expect(customers.items.every((row) => row.type === 'customer')).toBe(true);
    });

    it('refuses an unknown filter', async () => {
      const bad = await admin.agent.get('/api/admin/users?isActive=maybe').expect(400);
      expect(bad.body.message).toEqual(['isActive must be all, true, false or deactivated']);
      const badType = await admin.agent.get('/api/admin/users?type=staff').expect(400);
      expect(badType.body.message).toEqual(['type must be all, customer or admin']);
    });
  });

  describe('companies', () => {
    let unique = 0;
    const createCompany = async (name: string, number: string) => {
      const created = await admin.agent
        .post('/api/admin/companies')
        .send({ name, company_number: number, address: address('2 Quay Street') })
        .expect(201);
      return created.body._id as string;
    };

    const representative = async () => {
      const created = await admin.agent
        .post('/api/admin/users')
        .send({
          email: uniqueEmail('rep'),
          first_name: 'Rhea',
          last_name: 'Stone',
          phone_number: '07911 123456',
          correspondence_address: address('1 Quay Street'),
        })
        .expect(201);
      return created.body._id as string;
    };

    /** Staff create a transactions group of `units` development sales the company sells. */
    const group = async (companyId: string, units: number) => {
      unique += 1;
      const created = await admin.agent
        .post('/api/admin/transactions-groups')
        .send({
          group: `Wharf ${unique}`,
          primary_seller: { user: await representative(), customer_type: 'representative' },
          company_seller: companyId,
          transactions: Array.from({ length: units }, (_, i) => ({
            property: {
              address: address(`Flat ${i + 1}, Wharf ${unique}`, 'BS1 6XN'),
              tenure: 'Leasehold',
            },
            asking_price: 200_000 + i,
          })),
        })
        .expect(201);
      return created.body as { _id: string; name: string };
    };

    it('lists companies by name with their count of sales, searched and paged', async () => {
      const acme = await createCompany('Ashdown Homes Ltd', '07654321');
      const bay = await createCompany('Baywater Developments', 'SC654321');
      await group(acme, 2);

      const page = await admin.agent.get('/api/admin/companies?limit=100').expect(200);
      const rows = page.body.items as CompanyRow[];
      const names = rows.map((row) => row.name);
      expect(names.indexOf('Ashdown Homes Ltd')).toBeLessThan(
        names.indexOf('Baywater Developments'),
      );
      expect(rows.find((row) => row._id === acme)).toMatchObject({
        company_number: '07654321',
        sales_count: 2,
        address: expect.stringContaining('2 Quay Street'),
      });
      expect(rows.find((row) => row._id === bay)?.sales_count).toBe(0);

      const byName = await admin.agent.get('/api/admin/companies?q=water').expect(200);
      expect((byName.body.items as CompanyRow[]).map((row) => row._id)).toEqual([bay]);
      expect(byName.body.totalFilteredItems).toBe(1);
      expect(byName.body.totalItems).toBeGreaterThanOrEqual(2);
      const byNumber = await admin.agent.get('/api/admin/companies?q=sc 6543').expect(200);
      expect((byNumber.body.items as CompanyRow[]).map((row) => row._id)).toEqual([bay]);
      // a wildcard is searched as itself
      const wildcard = await admin.agent.get('/api/admin/companies?q=%25').expect(200);
      expect(wildcard.body.items).toEqual([]);

      const first = await admin.agent.get('/api/admin/companies?skip=0&limit=1').expect(200);
      expect(first.body.items).toHaveLength(1);
      const tooLong = await admin.agent
        .get(`/api/admin/companies?q=${'a'.repeat(101)}`)
        .expect(400);
      expect(tooLong.body.message).toEqual(['Search must be at most 100 characters']);
    });

    it("shows a company's sales with their group, newest first", async () => {
      const company = await createCompany('Cobalt Quay Ltd', 'OC123987');
      const made = await group(company, 3);
      const sales = await admin.agent.get(`/api/admin/companies/${company}/sales`).expect(200);
      expect(sales.body.totalItems).toBe(3);
      const rows = sales.body.items as (SaleRow & { group_id: string; group_name: string })[];
      expect(rows.every((row) => row.group_id === made._id && row.group_name === made.name)).toBe(
        true,
      );
      expect(rows.map((row) => row.address)).toEqual(
        expect.arrayContaining([expect.stringContaining('Flat 1')]),
      );
      // each opens the sale
      await admin.agent.get(`/api/admin/transactions/${rows[0]._id}`).expect(200);
      await admin.agent.get('/api/admin/companies/0123456789abcdef01234567/sales').expect(404);
    });

    it('edits name, number and address, validated and recorded with its author', async () => {
      const company = await createCompany('Delta Row Ltd', '01112223');
      await createCompany('Taken Number Ltd', '09998887');

      const badNumber = await admin.agent
        .put(`/api/admin/companies/${company}`)
        .send({ name: 'Delta Row Ltd', company_number: '1234', address: address('2 Quay Street') })
        .expect(400);
      expect(badNumber.body.message).toEqual([
        'Company number must be 8 digits, or 2 letters then 6 digits (e.g. 01234567 or SC123456)',
      ]);
      const badLetters = await admin.agent
        .put(`/api/admin/companies/${company}`)
        .send({ name: 'Delta', company_number: '1A345678', address: address('2 Quay Street') })
        .expect(400);
      expect(badLetters.body.code).toBe('VALIDATION');
      const badAddress = await admin.agent
        .put(`/api/admin/companies/${company}`)
        .send({
          name: 'Delta',
          company_number: '01112223',
          address: { ...address('2 Quay Street'), postcode: 'nope' },
        })
        .expect(400);
      expect(badAddress.body.code).toBe('VALIDATION');
      const taken = await admin.agent
        .put(`/api/admin/companies/${company}`)
        .send({ name: 'Delta', company_number: '09998887', address: address('2 Quay Street') })
        .expect(409);
      expect(taken.body.code).toBe('COMPANY_NUMBER_TAKEN');

      const saved = await admin.agent
        .put(`/api/admin/companies/${company}`)
        .send({
          name: 'Delta Row Homes Ltd',
          company_number: 'ni 654 321',
          address: address('9 Canal Side', 'bs1 6xn'),
        })
        .expect(200);
      expect(saved.body).toMatchObject({
        name: 'Delta Row Homes Ltd',
        company_number: 'NI654321',
        address: { line_1: '9 Canal Side', postcode: 'BS1 6XN', country_iso_2: 'GB' },
      });
      const read = await admin.agent.get(`/api/admin/companies/${company}`).expect(200);
      expect(read.body.company_number).toBe('NI654321');

      const history = await admin.agent.get(`/api/admin/companies/${company}/events`).expect(200);
      expect(history.body.map((event: { event_name: string }) => event.event_name)).toEqual([
        'company_created',
        'company_updated',
      ]);
      const change = history.body[1] as { author: string; authorName: string; comments: string };
      expect(change.author).toBe(admin.user._id);
      expect(change.comments).toContain('Name: Delta Row Ltd → Delta Row Homes Ltd');
      expect(change.comments).toContain('Company number: 01112223 → NI654321');
      expect(change.comments).toContain('9 Canal Side');

      // saving it unchanged records nothing
      await admin.agent
        .put(`/api/admin/companies/${company}`)
        .send({
          name: 'Delta Row Homes Ltd',
          company_number: 'NI654321',
          address: address('9 Canal Side', 'BS1 6XN'),
        })
        .expect(200);
      const again = await admin.agent.get(`/api/admin/companies/${company}/events`).expect(200);
      expect(again.body).toHaveLength(2);
    });

    it('refuses a number in another format when a company is created', async () => {
      const refused = await admin.agent
        .post('/api/admin/companies')
        .send({ name: 'Short Ltd', company_number: '123', address: address('2 Quay Street') })
        .expect(400);
      expect(refused.body.message).toEqual([
        'Company number must be 8 digits, or 2 letters then 6 digits (e.g. 01234567 or SC123456)',
      ]);
    });
  });
});
