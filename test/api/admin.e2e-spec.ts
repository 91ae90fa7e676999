import { eq } from 'drizzle-orm';
import { users } from '@/platform/database/schema';
import { DOCUMENT_UPLOAD_PATHS } from '@/sales/documents/upload/upload-routes';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, uniqueEmail } from '@test/support/factories';

type Route = { method: string; path: string };

const UPLOAD_ROUTES = new Set(DOCUMENT_UPLOAD_PATHS.map((path) => `/api/${path}`));

/** Every route the running app registered under /api/admin, read from the Express router. */
function adminRoutes(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as unknown as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack.flatMap((layer) => {
    const route = layer.route;
    if (!route || (!route.path.startsWith('/api/admin/') && route.path !== '/api/admin')) return [];
    return Object.keys(route.methods).map((method) => ({ method, path: route.path }));
  });
}

/** A concrete URL for a route pattern: every path parameter becomes a well-formed id. */
function urlOf(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '0123456789abcdef01234567');
}

function send(agent: ReturnType<TestApp['agent']>, route: Route) {
  const url = urlOf(route.path);
  switch (route.method) {
    case 'get':
      return agent.get(url);
    case 'post':
      // upload routes take multipart bodies only (a JSON one is refused before anything else)
      return UPLOAD_ROUTES.has(route.path)
        ? agent.post(url).field('visible_to_seller', 'false')
        : agent.post(url).send({});
    case 'put':
      return agent.put(url).send({});
    case 'patch':
      return agent.patch(url).send({});
    case 'delete':
      return agent.delete(url);
    default:
      throw new Error(`No test request for ${route.method} ${route.path}`);
  }
}

describe('the back office: /api/admin', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('guards every admin route: 401 without a session, 403 for a customer', async () => {
    const routes = adminRoutes(t);
    // the enumeration itself works: the routes this change made are all found
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'get', path: '/api/admin/users' },
        { method: 'get', path: '/api/admin/users/:id' },
        { method: 'get', path: '/api/admin/users/:id/events' },
        { method: 'post', path: '/api/admin/users/:id/deactivate' },
        { method: 'post', path: '/api/admin/users/:id/reactivate' },
        { method: 'get', path: '/api/admin/transactions' },
        { method: 'get', path: '/api/admin/transactions/:id' },
        { method: 'get', path: '/api/admin/transactions/:id/events' },
        { method: 'put', path: '/api/admin/transactions/:id/estate-agent-status' },
        { method: 'get', path: '/api/admin/transactions/:id/events-timeline' },
        { method: 'put', path: '/api/admin/transactions/:id/tags' },
        { method: 'put', path: '/api/admin/transactions/:id/estate-agent' },
        { method: 'put', path: '/api/admin/transactions/:id/lawyer-groups' },
        { method: 'put', path: '/api/admin/purchase-intents/:id/significant-dates' },
        { method: 'put', path: '/api/admin/config' },
        { method: 'get', path: '/api/admin/config/events' },
        { method: 'post', path: '/api/admin/purchase-intents' },
        { method: 'get', path: '/api/admin/properties/:id' },
      ]),
    );
    const { agent: customer } = await signedInCustomer(t);
    for (const route of routes) {
      const anonymous = await send(t.agent(), route);
      expect({ ...route, status: anonymous.status }).toEqual({ ...route, status: 401 });
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      const refused = await send(customer, route);
      expect({ ...route, status: refused.status }).toEqual({ ...route, status: 403 });
      expect(refused.body).toMatchObject({
        message: "You don't have permission to perform this action.",
        code: 'ADMIN_ONLY',
      });
    }
  });

  it('ends an admin’s access when the account is deactivated', async () => {
    const { agent, user } = await signedInAdmin(t);
    await agent.get('/api/admin/users').expect(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users._id, user._id));
    await agent.get('/api/admin/users').expect(401);
  });

  describe('users', () => {
    it('lists active users by default, newest first, one page at a time', async () => {
      const { agent: admin } = await signedInAdmin(t);
      const made: string[] = [];
      for (const name of ['Anne', 'Bea', 'Cleo']) {
        const { user } = await signedInCustomer(t, { firstName: name, lastName: 'Brontë' });
        made.push(user._id);
      }
      const [sleeper] = await t.database.db
        .insert(users)
        .values({ email: uniqueEmail('sleeper'), first_name: 'Rip', last_name: 'Winkle' })
        .returning();

      const page = await admin.get('/api/admin/users').expect(200);
      const all = await t.database.db.select({ active: users.active }).from(users);
      expect(page.body.totalItems).toBe(all.length);
      expect(page.body.totalFilteredItems).toBe(all.filter((u) => u.active).length);
      expect(page.body.items.map((u: { _id: string }) => u._id)).not.toContain(sleeper._id);
      // newest first: the three customers made last lead the active list
      expect(page.body.items.slice(0, 3).map((u: { _id: string }) => u._id)).toEqual(
        [...made].reverse(),
      );
      expect(page.body.items[0]).toEqual({
        _id: made[2],
        full_name: 'Cleo Brontë',
        first_name: 'Cleo',
        middle_name: null,
        last_name: 'Brontë',
        email: expect.stringMatching(/@example\.com$/),
        address: null,
        active: true,
        status: 'active',
        deactivated_at: null,
        type: 'customer',
        createdAt: expect.any(String),
      });

      const inactive = await admin.get('/api/admin/users?isActive=false').expect(200);
      expect(inactive.body.items[0]._id).toBe(sleeper._id);
      expect(inactive.body.items.every((u: { active: boolean }) => !u.active)).toBe(true);
      expect(inactive.body.totalFilteredItems).toBe(all.filter((u) => !u.active).length);
      const everyone = await admin.get('/api/admin/users?isActive=all&limit=100').expect(200);
      expect(everyone.body.totalFilteredItems).toBe(all.length);
      expect(everyone.body.items).toHaveLength(all.length);

      // the list page sends skip = (page - 1) * size and limit = size * page
      const second = await admin.get('/api/admin/users?skip=1&limit=2').expect(200);
      expect(second.body.items.map((u: { _id: string }) => u._id)).toEqual([made[1]]);
      const third = await admin.get('/api/admin/users?skip=2&limit=4').expect(200);
      expect(third.body.items).toHaveLength(2);
      expect(third.body.items[0]._id).toBe(made[0]);
    });

    it('refuses a bad filter or page, and reads one user', async () => {
      const { agent: admin } = await signedInAdmin(t);
      const bad = await admin.get('/api/admin/users?isActive=maybe').expect(400);
      expect(bad.body.message).toEqual(['isActive must be all, true, false or deactivated']);
      const big = await admin.get('/api/admin/users?skip=0&limit=101').expect(400);
      expect(big.body.message).toEqual(['A page holds at most 100 rows']);
      await admin.get('/api/admin/users?skip=-1').expect(400);

      const { user } = await signedInCustomer(t, { firstName: 'Emily' });
      const read = await admin.get(`/api/admin/users/${user._id}`).expect(200);
      expect(read.body).toMatchObject({ _id: user._id, email: user.email, first_name: 'Emily' });
      const missing = await admin.get('/api/admin/users/0123456789abcdef01234567').expect(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        message: 'User not found',
        error: 'Not Found',
        code: 'USER_NOT_FOUND',
      });
      const badId = await admin.get('/api/admin/users/nope').expect(400);
      expect(badId.body).toEqual({
        statusCode: 400,
        message: ['Invalid ObjectId format'],
        error: 'Bad Request',
        code: 'INVALID_ID',
      });
    });
  });
});
