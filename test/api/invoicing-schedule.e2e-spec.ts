import { createTestApp, TestApp } from '@test/support/app';

describe('the monthly invoicing schedule', () => {
  let t: TestApp;

  afterAll(async () => {
    await t?.close();
  });

  it('is kept in the queue database: 06:00 UK time on the 1st of each month', async () => {
    t = await createTestApp({ RUN_SCHEDULES: 'true' });
    const { rows } = await t.database.executor.executeSql(
      `select name, cron, options from pgboss.schedule where name = 'invoicing.monthly'`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'invoicing.monthly',
        cron: '0 6 1 * *',
        options: expect.objectContaining({ tz: 'Europe/London' }),
      }),
    ]);
  });
});
