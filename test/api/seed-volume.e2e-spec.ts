import TestAgent from 'supertest/lib/agent';
import { seedVolume } from '@/cli/seed-volume';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin } from '@test/support/factories';

describe('seed:volume', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: admin } = await signedInAdmin(t));
  });

  afterAll(async () => {
    await t.close();
  });

  it('adds the sales asked for, in every state the lists filter by; a second run adds more', async () => {
    await seedVolume(t.database, 80, () => undefined);
    const all = await admin.get('/api/admin/transactions?limit=10').expect(200);
    expect(all.body.totalItems).toBe(80);
    for (const filter of ['isPaid', 'estateAgentAssigned', 'solicitorsAssigned']) {
      for (const value of ['true', 'false']) {
        const page = await admin.get(`/api/admin/transactions?${filter}=${value}`).expect(200);
        expect(page.body.totalFilteredItems).toBeGreaterThan(0);
      }
    }
    const statuses = new Set<string>();
    const rows = await admin.get('/api/admin/transactions?limit=80').expect(200);
    for (const row of rows.body.items as { identity_status: string }[]) {
      statuses.add(row.identity_status);
    }
    expect(statuses).toEqual(new Set(['outstanding', 'in progress', 'complete']));
    const found = await admin.get('/api/admin/search?q=seller.42.').expect(200);
    expect(found.body).toHaveLength(1);

    await seedVolume(t.database, 20, () => undefined);
    const more = await admin.get('/api/admin/transactions?limit=1').expect(200);
    expect(more.body.totalItems).toBe(100);
  });

  it("stores each sale's flags and dates exactly as the sale-flag triggers would", async () => {
    await seedVolume(t.database, 120, () => undefined);
    const flags = async () =>
      (
        await t.database.executor.executeSql(
          `select id, is_paid, identity_status, latest_sale_agreed_at, latest_exchanged_at,
            cdd_held_since from transactions order by id`,
        )
      ).rows;
    const seeded = await flags();
    // The load switches the triggers off for its batches: they must be on again afterwards.
    const disabled = await t.database.executor.executeSql(
      `select tgname from pg_trigger where tgname like '%sale_flags' and tgenabled = 'D'`,
    );
    expect(disabled.rows).toEqual([]);

    // Forget the stored flags, then have the triggers work them out again: each row that
    // belongs to a sale is rewritten as it is, which fires its trigger for its sale.
    await t.database.executor.executeSql(`
      update transactions set is_paid = false, identity_status = 'outstanding',
        latest_sale_agreed_at = null, latest_exchanged_at = null, cdd_held_since = null;
      update orders set stripe_transaction_status = stripe_transaction_status;
      update identity_checks set status = status;
      update transaction_sellers set person_id = person_id;
      update purchase_intents set is_active = is_active;
      update purchase_intent_people set role = role;
    `);
    const byTriggers = await flags();
    expect(seeded).toEqual(byTriggers);
    const kinds = new Set(
      (byTriggers as { is_paid: boolean; identity_status: string }[]).map(
        (row) => `${row.is_paid} ${row.identity_status}`,
      ),
    );
    // Both paid states and every identity status occur, so the comparison covers each.
    // Some sales ended with checks naming people: their due diligence is held from a date.
    expect(
      (byTriggers as { cdd_held_since: unknown }[]).filter((row) => row.cdd_held_since !== null)
        .length,
    ).toBeGreaterThan(0);
    for (const kind of [
      'true outstanding',
      'false outstanding',
      'true complete',
      'false complete',
      'true in progress',
    ]) {
      expect(kinds).toContain(kind);
    }
  });
});
