import TestAgent from 'supertest/lib/agent';
import { seedId } from '@/seed/demo-data';
import { DEMO_SALES } from '@/seed/demo-sales';
import { SeedService } from '@/seed/seed.service';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin } from '@test/support/factories';

type Row = { _id: string; paid: boolean; identity_status: string };

describe('demo sales', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    // seeding runs at every start: twice changes nothing
    await t.app.get(SeedService).seed();
    await t.app.get(SeedService).seed();
    ({ agent: admin } = await signedInAdmin(t));
  });

  afterAll(async () => {
    await t.close();
  });

  it('gives every feed filter and the table something to show, at fixed ids', async () => {
    const all = await admin.get('/api/admin/transactions?limit=100').expect(200);
    expect(all.body.totalItems).toBe(DEMO_SALES.length);
    expect(DEMO_SALES.length).toBeGreaterThanOrEqual(12);
    const ids = (all.body.items as Row[]).map((row) => row._id);
    expect(ids).toContain(seedId(20, 1));
    expect(ids).toContain(seedId(20, DEMO_SALES.length));
    const statuses = new Set((all.body.items as Row[]).map((row) => row.identity_status));
    expect(statuses).toEqual(new Set(['outstanding', 'in progress', 'complete']));
    for (const filter of [
      'isPaid',
      'estateAgentAssigned',
      'solicitorsAssigned',
      'searchesCompleted',
      'thirdfortChecksCompleted',
    ]) {
      for (const value of ['true', 'false']) {
        const page = await admin.get(`/api/admin/transactions?${filter}=${value}`).expect(200);
        expect({ filter, value, count: page.body.totalFilteredItems }).toEqual({
          filter,
          value,
          count: expect.any(Number),
        });
        expect(page.body.totalFilteredItems).toBeGreaterThan(0);
      }
    }
    const found = await admin.get('/api/admin/search?q=wharf').expect(200);
    expect(found.body).toHaveLength(2);
  });
});
