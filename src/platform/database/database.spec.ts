import { Logger } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Database } from './database';
import { DatabaseBusyError } from './database.errors';

/** What node-postgres throws when PostgreSQL aborts a transaction (a deadlock, say). */
function postgresError(code: string): Error {
  return Object.assign(new Error('deadlock detected'), { code, severity: 'ERROR' });
}

describe('Database.retryingTransaction', () => {
  let database: Database;

  beforeAll(async () => {
    Logger.overrideLogger(false); // the retries' warnings
    database = Database.fromPglite(await PGlite.create());
    await database.db.execute(sql`create table counter (n integer not null)`);
  });

  afterAll(async () => {
    await database.close();
  });

  async function rows(): Promise<number> {
    const { rows } = await database.executor.executeSql('select count(*)::int as n from counter');
    return (rows[0] as { n: number }).n;
  }

  it('runs a transaction PostgreSQL aborted for a deadlock or serialization failure again', async () => {
    const before = await rows();
    let runs = 0;
    const answer = await database.retryingTransaction(async () => {
      runs += 1;
      await database.db.execute(sql`insert into counter values (${runs})`);
      if (runs === 1) throw postgresError('40P01');
      if (runs === 2) throw postgresError('40001');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
    // the aborted runs left nothing behind
    expect(await rows()).toBe(before + 1);
  });

  it('gives up after four runs with a 503, and never retries other failures', async () => {
    let runs = 0;
    const deadlocked = database.retryingTransaction(() => {
      runs += 1;
      return Promise.reject(postgresError('40P01'));
    });
    await expect(deadlocked).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(runs).toBe(4);
    await expect(deadlocked).rejects.toMatchObject({ status: 503, code: 'DATABASE_BUSY' });

    runs = 0;
    const refused = database.retryingTransaction(() => {
      runs += 1;
      return Promise.reject(postgresError('23505'));
    });
    await expect(refused).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
