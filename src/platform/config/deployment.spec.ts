import { ConfigError, loadConfig, simulators, startupWarnings } from './config';

const REAL_PROVIDERS = {
  DATABASE_URL: 'postgres://u:p@db:5432/threshold',
  AUTH_SECRET: 'a-deployment-key-of-at-least-32-characters',
  SMTP_URL: 'smtp://mail.example:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  RECAPTCHA_SECRET_KEY: 'secret',
  RECAPTCHA_SITE_KEY: 'site',
  LOQATE_API_KEY: 'loqate',
  THIRDFORT_API_URL: 'https://api.thirdfort.example/client/api',
  THIRDFORT_TOKEN_URL: 'https://auth.thirdfort.example/oauth2/token',
  THIRDFORT_CLIENT_ID: 'client',
  THIRDFORT_CLIENT_SECRET: 'secret',
  THIRDFORT_ORGANIZATION: 'org',
  THIRDFORT_TEAM: 'team',
  SEARCHES_API_URL: 'https://searches.example/pisces',
  SEARCHES_USERNAME: 'threshold',
  SEARCHES_PASSWORD: 'password',
  SEARCHES_CALLBACK_USERNAME: 'hub',
  SEARCHES_CALLBACK_PASSWORD: 'callback-password',
  S3_BUCKET: 'threshold-documents',
  S3_ACCESS_KEY_ID: 'access-key',
  S3_SECRET_ACCESS_KEY: 'secret-key',
  CLAMD_URL: 'tcp://clamd:3310',
  METRICS_PORT: '9464',
  COMPANY_NAME: 'Threshold Homes Ltd',
  COMPANY_ADDRESS: '2 Market Street, Bristol, BS1 1AA',
  COMPANY_NUMBER: '12345678',
  COMPANY_VAT_NUMBER: 'GB987654321',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('deployments outside development', () => {
  it.each(['staging', 'production'])(
    'refuses to start %s without real providers, naming every missing variable',
    (nodeEnv) => {
      const problems = problemsOf({ NODE_ENV: nodeEnv, DATABASE_URL: REAL_PROVIDERS.DATABASE_URL });
      for (const variable of [
        'AUTH_SECRET',
        'SMTP_URL',
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'RECAPTCHA_SECRET_KEY',
        'RECAPTCHA_SITE_KEY',
        'LOQATE_API_KEY',
        'THIRDFORT_API_URL',
        'SEARCHES_API_URL',
        'S3_BUCKET',
        'CLAMD_URL',
      ]) {
        expect(problems).toContainEqual(
          expect.stringMatching(new RegExp(`^${variable} is required in ${nodeEnv}`)),
        );
      }
    },
  );

  it.each(['staging', 'production'])(
    'starts %s with every provider and no simulator',
    (nodeEnv) => {
      const config = loadConfig({ NODE_ENV: nodeEnv, ...REAL_PROVIDERS });
      expect(Object.values(simulators(config)).every((on) => !on)).toBe(true);
      expect(config.seedDemo).toBe(false);
      expect(startupWarnings(config)).toEqual([]);
    },
  );

  it('never seeds the demo admin in staging by default, even on the embedded database', () => {
    expect(
      problemsOf({ NODE_ENV: 'staging', ...REAL_PROVIDERS, DATABASE_URL: '', SEED_DEMO: 'true' }),
    ).toContainEqual(expect.stringMatching(/^SEED_DEMO must not be true in staging/));
    const { DATABASE_URL: _unused, ...embedded } = REAL_PROVIDERS;
    expect(loadConfig({ NODE_ENV: 'staging', ...embedded }).seedDemo).toBe(false);
  });

  it('lets staging opt in to simulators and the demo data, and says so loudly', () => {
    const config = loadConfig({
      NODE_ENV: 'staging',
      DATABASE_URL: REAL_PROVIDERS.DATABASE_URL,
      AUTH_SECRET: REAL_PROVIDERS.AUTH_SECRET,
      ALLOW_SIMULATORS: 'true',
      SEED_DEMO: 'true',
    });
    expect(simulators(config)).toMatchObject({
      mailbox: true,
      payments: true,
      recaptcha: true,
      addresses: true,
    });
    const warnings = startupWarnings(config).join('\n');
    expect(warnings).toContain('ALLOW_SIMULATORS=true in staging');
    expect(warnings).toContain('dev mailbox at /dev/mailbox is PUBLIC');
    expect(warnings).toContain('SEED_DEMO=true in staging');
  });

  it('needs a long enough AUTH_SECRET outside development, and may be unset in development', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...REAL_PROVIDERS, AUTH_SECRET: 'short' })).toEqual(
      ['AUTH_SECRET must be at least 32 characters long'],
    );
    // development may leave it unset: AuthModule makes one (auth-key.spec.ts)
    expect(problemsOf({ AUTH_SECRET: '' })).toEqual([]);
  });

  it("refuses production without the company's details for VAT receipts", () => {
    const {
      COMPANY_NAME: _name,
      COMPANY_ADDRESS: _address,
      COMPANY_NUMBER: _number,
      COMPANY_VAT_NUMBER: _vat,
      ...withoutCompany
    } = REAL_PROVIDERS;
    expect(problemsOf({ NODE_ENV: 'production', ...withoutCompany })).toEqual([
      'COMPANY_NAME is required in production (VAT receipts name the company)',
      'COMPANY_ADDRESS is required in production (VAT receipts name the company)',
      'COMPANY_NUMBER is required in production (VAT receipts name the company)',
      'COMPANY_VAT_NUMBER is required in production (VAT receipts name the company)',
    ]);
    expect(problemsOf({ NODE_ENV: 'staging', ...withoutCompany })).toEqual([]);
  });

  it('refuses the opt-in in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...REAL_PROVIDERS,
        ALLOW_SIMULATORS: 'true',
      }),
    ).toEqual(['ALLOW_SIMULATORS must not be true in production (staging only)']);
  });

  it('keeps development free of warnings and full of simulators', () => {
    const config = loadConfig({});
    expect(simulators(config)).toMatchObject({ mailbox: true, payments: true, recaptcha: true });
    expect(startupWarnings(config)).toEqual([]);
  });
});

describe('operations settings', () => {
  it('says loudly when a deployment has no way to read its metrics', () => {
    const { METRICS_PORT: _unused, ...withoutMetrics } = REAL_PROVIDERS;
    const config = loadConfig({ NODE_ENV: 'production', ...withoutMetrics });
    expect(startupWarnings(config).join('\n')).toContain('Metrics are off in production');
  });

  it('never puts metrics on the public port and wants a long token', () => {
    expect(problemsOf({ PORT: '3000', METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT (metrics are never on the public port)',
    ]);
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN must be at least 24 characters long',
    ]);
    expect(
      loadConfig({ METRICS_TOKEN: 'a-metrics-token-of-24-chars!' }).operations.metrics,
    ).toEqual({ port: null, token: 'a-metrics-token-of-24-chars!' });
  });

  it('drains for 20 seconds by default after SIGTERM', () => {
    expect(loadConfig({}).operations.shutdown).toEqual({ delayMs: 0, graceMs: 20_000 });
  });
});
