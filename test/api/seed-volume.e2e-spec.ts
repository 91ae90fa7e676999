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
});
