import { ConfigError, loadConfig, simulators } from './config';

describe('loadConfig', () => {
  it('runs embedded with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './.data/pglite' });
    expect(config.seedDemo).toBe(true);
    expect(config.productName).toBe('Threshold');
    expect(config.supportEmail).toBe('support@threshold.example');
    expect(simulators(config)).toMatchObject({ mailbox: true, payments: true, recaptcha: true });
  });

  it('uses a throw-away database for memory:// and PostgreSQL for a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
    const pg = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/threshold' });
    expect(pg.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/threshold',
      limits: { connectTimeoutMs: 5000, readinessTimeoutMs: 2000, statementTimeoutMs: 30000 },
    });
    expect(pg.seedDemo).toBe(false);
  });

  it('bounds how long a client may take over a request, by default and as set', () => {
    expect(loadConfig({}).operations.http).toEqual({
      requestTimeoutMs: 600_000,
      headersTimeoutMs: 20_000,
      minBodyBytesPerSecond: 4096,
      bodyRateWindowMs: 15_000,
    });
    expect(() =>
      loadConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '30', HTTP_HEADERS_TIMEOUT_SECONDS: '60' }),
    ).toThrow('HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS');
  });

  it('names every bad variable in one error and never echoes a password', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', RUN_WORKERS: 'maybe', DATABASE_URL: 'mysql://u:hunter2@x/db' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be a whole number from 1 to 65535 (got "eighty")');
    expect(message).toContain('RUN_WORKERS must be true or false (got "maybe")');
    expect(message).toContain('DATABASE_URL must be a postgres: or postgresql: URL');
    expect(message).not.toContain('hunter2');
  });

  it('refuses development switches and the embedded database in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALLOW_PREVENT_EMAIL: 'true', SMTP_URL: 'smtp://x' }),
    ).toThrow(/ALLOW_PREVENT_EMAIL must not be true in production[\s\S]*DATABASE_URL must point/);
  });

  it('offers staff a second factor in development and requires it in staging and production', () => {
    expect(loadConfig({}).staffSecondFactor).toBe('offered');
    expect(loadConfig({ STAFF_SECOND_FACTOR: 'required' }).staffSecondFactor).toBe('required');
    expect(() => loadConfig({ STAFF_SECOND_FACTOR: 'sometimes' })).toThrow(
      /STAFF_SECOND_FACTOR must be one of required, offered/,
    );
    expect(() => loadConfig({ NODE_ENV: 'staging', STAFF_SECOND_FACTOR: 'offered' })).toThrow(
      /STAFF_SECOND_FACTOR must be required in staging/,
    );
  });

  it('turns simulators off when the real provider is configured', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example:587',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(simulators(config)).toMatchObject({ mailbox: false, payments: false });
  });
});
