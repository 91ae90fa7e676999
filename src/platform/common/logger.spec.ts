import { Writable } from 'node:stream';
import { AppLogger, createPino, LogLevel, redactSecrets, withLogContext } from './logger';

/** A logger writing into an array, one parsed JSON object per line. */
function capture(level: LogLevel = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: new AppLogger(createPino(level, stream)), lines };
}

describe('redactSecrets', () => {
  it('replaces every value whose key names a secret, at any depth and in arrays', () => {
    expect(
      redactSecrets({
        email: 'kept@example.com',
        token: 'abc',
        nested: { Authorization: 'Bearer x', cookie: 'sid=1', list: [{ password: 'p', ok: 1 }] },
        stripe: { client_secret: 'pi_secret', webhookSignature: 't=1', amount: 24000 },
        refreshToken: 'r',
      }),
    ).toEqual({
      email: 'kept@example.com',
      token: '[redacted]',
      nested: {
        Authorization: '[redacted]',
        cookie: '[redacted]',
        list: [{ password: '[redacted]', ok: 1 }],
      },
      stripe: { client_secret: '[redacted]', webhookSignature: '[redacted]', amount: 24000 },
      refreshToken: '[redacted]',
    });
  });

  it('leaves values that are not objects as they are, and stops descending after four levels', () => {
    expect(redactSecrets('a token=abc')).toBe('a token=abc');
    expect(redactSecrets(null)).toBeNull();
    const deep = { a: { b: { c: { d: { e: { secret: 'kept past the depth limit' } } } } } };
    expect(redactSecrets(deep)).toEqual(deep);
  });
});

describe('AppLogger (pino)', () => {
  it('writes one JSON line per call: level word, ISO time, context, fields, secrets redacted', () => {
    const { logger, lines } = capture();
    logger.log({ msg: 'sign-up', role: 'sell', token: 'abc', session: { cookie: 'x' } }, 'Auth');
    logger.warn('plain words', 'Payments');
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        context: 'Auth',
        msg: 'sign-up',
        role: 'sell',
        token: '[redacted]',
        session: { cookie: '[redacted]' },
      },
      { level: 'warn', time: expect.any(String), context: 'Payments', msg: 'plain words' },
    ]);
  });

  it("keeps Nest's error(message, stack, context) and error(message, context) apart", () => {
    const { logger, lines } = capture();
    logger.error({ msg: 'unhandled error' }, 'Error: boom\n    at x', 'Errors');
    logger.error({ msg: 'queue error' }, 'Jobs');
    expect(lines[0]).toMatchObject({ context: 'Errors', msg: 'unhandled error' });
    expect(lines[0].stack).toContain('Error: boom');
    expect(lines[1]).toEqual({
      level: 'error',
      time: expect.any(String),
      context: 'Jobs',
      msg: 'queue error',
    });
  });

  it('writes nothing below its level, and nothing at all when silent', () => {
    const warn = capture('warn');
    warn.logger.log({ msg: 'request' }, 'HTTP');
    warn.logger.debug('detail');
    warn.logger.error({ msg: 'kept' }, 'Errors');
    expect(warn.lines.map((line) => line.msg)).toEqual(['kept']);
    const silent = capture('silent');
    silent.logger.error({ msg: 'dropped' }, 'Errors');
    expect(silent.lines).toEqual([]);
  });

  it("puts the request's or the job's id on every line written while it runs, awaits included", async () => {
    const { logger, lines } = capture();
    await withLogContext({ requestId: 'req-12345678' }, async () => {
      logger.log({ msg: 'first' }, 'A');
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.log({ msg: 'after an await' }, 'A');
    });
    await withLogContext({ jobId: 'job-1', queue: 'email.send' }, async () => {
      await Promise.resolve();
      logger.warn({ msg: 'job failed' }, 'Jobs');
    });
    logger.log({ msg: 'outside' }, 'A');
    expect(
      lines.map(({ msg, requestId, jobId, queue }) => ({ msg, requestId, jobId, queue })),
    ).toEqual([
      { msg: 'first', requestId: 'req-12345678' },
      { msg: 'after an await', requestId: 'req-12345678' },
      { msg: 'job failed', jobId: 'job-1', queue: 'email.send' },
      { msg: 'outside' },
    ]);
  });
});
