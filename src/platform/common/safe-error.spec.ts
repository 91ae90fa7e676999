import { ArgumentsHost, Logger, LoggerService } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { ErrorReporter } from './error-reporter';
import { HttpExceptionFilter } from '@/platform/http/http-exception.filter';
import { databaseErrorCode, safeError } from './safe-error';

const PERSONAL = 'ada.lovelace@example.com';

describe('errors as logged', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table people (email text not null, age integer)');
    await client.exec('create unique index people_email_key on people (email)');
    db = drizzle(client);
    await db.execute(sql`insert into people (email) values (${PERSONAL})`);
  });

  afterAll(async () => {
    await client.close();
  });

  const failure = (query: ReturnType<typeof sql>) =>
    db.execute(query).then(
      () => {
        throw new Error('the query should have failed');
      },
      (error: unknown) => error as Error,
    );

  it('describes a failed query by its shape and SQLSTATE, never its parameter values', async () => {
    const error = await failure(sql`insert into people (email, age) values (${PERSONAL}, ${36})`);
    expect(`${error.message}${JSON.stringify(error.cause)}`).toContain(PERSONAL); // the raw error does
    const safe = safeError(error);
    expect(safe.message).toBe(
      'Failed query (SQLSTATE 23505, constraint people_email_key, table people): ' +
        'insert into people (email, age) values ($1, $2)',
    );
    expect(safe.code).toBe('23505');
    expect(JSON.stringify(safe)).not.toContain(PERSONAL);
    expect(safe.stack).toMatch(/^QueryError: Failed query[^\n]*\n\s+at /);
    expect(databaseErrorCode(error)).toBe('23505');
  });

  it("leaves out the driver's message, which quotes the refused value", async () => {
    const error = await failure(sql`select ${PERSONAL}::integer`);
    const safe = safeError(error);
    expect(safe.message).toBe('Failed query (SQLSTATE 22P02): select $1::integer');
    expect(JSON.stringify(safe)).not.toContain(PERSONAL);
  });

  it('removes e-mail addresses from other errors (mail servers quote recipients)', () => {
    const safe = safeError(new Error(`550 5.1.1 <${PERSONAL}>: Recipient address rejected`));
    expect(safe.message).toBe('550 5.1.1 <[e-mail address]>: Recipient address rejected');
    expect(safe.stack).not.toContain(PERSONAL);
  });

  it('keeps parameter values out of the log line and the error reporter of a failed request', async () => {
    const lines: string[] = [];
    const capture: LoggerService = {
      log: (...args: unknown[]) => lines.push(JSON.stringify(args)),
      error: (...args: unknown[]) => lines.push(JSON.stringify(args)),
      warn: (...args: unknown[]) => lines.push(JSON.stringify(args)),
    };
    Logger.overrideLogger(capture);
    const reporter = new ErrorReporter();
    const forwarded: Error[] = [];
    reporter.addForwarder((error) => forwarded.push(error));
    const status = vi.fn().mockReturnValue({ json: vi.fn() });
    const host = {
      switchToHttp: () => ({
        getResponse: () => ({ headersSent: false, setHeader: vi.fn(), status }),
        getRequest: () => ({ requestId: 'req-1', path: '/api/people' }),
      }),
    } as unknown as ArgumentsHost;
    try {
      const filter = new HttpExceptionFilter(reporter);
      filter.catch(await failure(sql`insert into people (email) values (${PERSONAL})`), host);
      filter.catch(await failure(sql`update people set age = ${PERSONAL}::integer`), host);
    } finally {
      Logger.overrideLogger(false);
    }
    expect(status.mock.calls).toEqual([[500], [400]]); // a data exception is the caller's input
    const logged = lines.join('\n');
    expect(logged).toContain('SQLSTATE 23505');
    expect(logged).toContain('insert into people (email) values ($1)');
    expect(logged).toContain('SQLSTATE 22P02');
    expect(logged).not.toContain(PERSONAL);
    expect(reporter.latest()[0].message).toContain('SQLSTATE 23505');
    expect(forwarded[0].message).toContain('insert into people (email) values ($1)');
    const reported = [
      ...reporter.latest(),
      ...forwarded.map((e) => ({ m: e.message, s: e.stack })),
    ];
    expect(JSON.stringify(reported)).not.toContain(PERSONAL);
  });
});
