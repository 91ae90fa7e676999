/** Environment configuration, validated once at boot into a typed object. */
import { COMPANY_VARIABLES, CompanySettings, readCompany } from './company';
import { DocumentsSettings, documentsSettingsProblems, readDocuments } from './providers/documents';
import { readSearches, SearchesSettings, searchesSettingsProblems } from './providers/searches';
import { readThirdfort, ThirdfortSettings, thirdfortSettingsProblems } from './providers/thirdfort';
import { metricsEnabled, OperationsSettings, readOperations } from './operations';
import { Env, Reader } from './reader';
import { DatabaseLimits, DEFAULT_DATABASE_LIMITS } from './database-limits';

export type { DatabaseLimits } from './database-limits';

export type NodeEnv = 'development' | 'test' | 'staging' | 'production';

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; limits?: DatabaseLimits };

export type AppConfig = {
  nodeEnv: NodeEnv;
  port: number;
  appUrl: string;
  database: DatabaseTarget;
  runWorkers: boolean;
  /** Cron schedules (the monthly invoicing file); on wherever workers run unless RUN_SCHEDULES=false. */
  runSchedules: boolean;
  /** Finance's address for the monthly invoicing file (INVOICING_EMAIL); none sends nothing. */
  invoicingEmail: string | null;
  /**
   * How long a customer's progress e-mail waits for more changes after the first one
   * (PROGRESS_EMAIL_DELAY_SECONDS, default 300): the changes within it go in one e-mail.
   */
  progressEmailDelaySeconds: number;
  seedDemo: boolean;
  productName: string;
  supportEmail: string;
  /** The company named on VAT receipts (COMPANY_*). */
  company: CompanySettings;
  mailFrom: string;
  smtpUrl: string | null;
  adminEmails: string[];
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
    /** Base URL of the Stripe API (a local Stripe-protocol server in tests); null = Stripe's. */
    apiUrl: string | null;
  };
  recaptcha: {
    secretKey: string | null;
    siteKey: string | null;
    minScore: number;
    verifyUrl: string;
  };
  loqate: { apiKey: string | null; apiUrl: string };
  /** Thirdfort's Client API (THIRDFORT_API_URL selects it; unset, the simulator runs). */
  thirdfort: ThirdfortSettings;
  /** The PISCES search provider (SEARCHES_API_URL selects it; unset, the simulator runs). */
  searches: SearchesSettings;
  /** Documents' store (S3_BUCKET selects S3; unset, local disk) and scanner (CLAMD_URL). */
  documents: DocumentsSettings;
  sentryDsn: string | null;
  /** Graceful shutdown and Prometheus metrics (SHUTDOWN_*, METRICS_*). */
  operations: OperationsSettings;
  hubspot: { portalId: string | null; formId: string | null };
  allowPreventEmail: boolean;
  /**
   * Staging only: run the local simulators (and the dev mailbox, and the demo data when
   * SEED_DEMO=true) for the providers that are not configured. Logged loudly at start.
   */
  allowSimulators: boolean;
  enableTestError: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  trustProxy: boolean;
  secureCookies: boolean;
  /**
   * The server's key for what it derives rather than stores (AUTH_SECRET): each sign-in link's
   * token from its request, and the mark of a device that has signed in. Every API and worker
   * process must share it. Empty in development and test when unset: see authKeyFor.
   */
  authSecret: string;
  /**
   * Staff's second factor (a passkey, or a recovery code) after the magic link
   * (STAFF_SECOND_FACTOR): 'required' for every admin (always in staging and production), or
   * 'offered' (development and test by default): an admin who has enrolled must use it, one who
   * has not is let in with the link alone, so the embedded demo stays one click away.
   */
  staffSecondFactor: 'required' | 'offered';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const read = new Reader(env);
  const nodeEnv = read.oneOf<NodeEnv>(
    'NODE_ENV',
    ['development', 'test', 'staging', 'production'],
    'development',
  );
  const port = read.integer('PORT', 3000, 1, 65535);
  const appUrl = read.url('APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;

  let database: DatabaseTarget;
  const databaseUrl = read.string('DATABASE_URL');
  if (databaseUrl === null) {
    database = { kind: 'pglite', dataDir: read.string('DATA_DIR') ?? './.data/pglite' };
  } else if (databaseUrl === 'memory://') {
    database = { kind: 'pglite', dataDir: null };
  } else {
    const url = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
    database = {
      kind: 'postgres',
      url: url ?? '',
      limits: {
        statementTimeoutMs: read.integer(
          'DATABASE_STATEMENT_TIMEOUT_MS',
          DEFAULT_DATABASE_LIMITS.statementTimeoutMs,
          100,
          3_600_000,
        ),
        connectTimeoutMs: read.integer(
          'DATABASE_CONNECT_TIMEOUT_MS',
          DEFAULT_DATABASE_LIMITS.connectTimeoutMs,
          100,
          120_000,
        ),
        readinessTimeoutMs: read.integer(
          'READINESS_TIMEOUT_MS',
          DEFAULT_DATABASE_LIMITS.readinessTimeoutMs,
          50,
          60_000,
        ),
      },
    };
  }
  const embedded = database.kind === 'pglite';
  const production = nodeEnv === 'production';
  const development = nodeEnv === 'development' || nodeEnv === 'test';

  const config: AppConfig = {
    nodeEnv,
    port,
    appUrl,
    database,
    runWorkers: read.boolean('RUN_WORKERS', true),
    runSchedules: read.boolean('RUN_SCHEDULES', read.boolean('RUN_WORKERS', true)),
    invoicingEmail: read.email('INVOICING_EMAIL', null),
    progressEmailDelaySeconds: read.integer('PROGRESS_EMAIL_DELAY_SECONDS', 300, 0, 86_400),
    seedDemo: read.boolean('SEED_DEMO', embedded && development),
    productName: read.string('PRODUCT_NAME') ?? 'Threshold',
    supportEmail: read.email('SUPPORT_EMAIL', 'support@threshold.example'),
    company: readCompany(read),
    mailFrom: read.string('MAIL_FROM') ?? 'Threshold <no-reply@threshold.example>',
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    adminEmails: read.emailList('ADMIN_EMAILS'),
    stripe: {
      secretKey: read.string('STRIPE_SECRET_KEY'),
      publishableKey: read.string('STRIPE_PUBLISHABLE_KEY'),
      webhookSecret: read.string('STRIPE_WEBHOOK_SECRET'),
      apiUrl: read.url('STRIPE_API_URL', ['http:', 'https:']),
    },
    recaptcha: {
      secretKey: read.string('RECAPTCHA_SECRET_KEY'),
      siteKey: read.string('RECAPTCHA_SITE_KEY'),
      minScore: read.number('RECAPTCHA_MIN_SCORE', 0.5, 0, 1),
      verifyUrl:
        read.url('RECAPTCHA_VERIFY_URL', ['http:', 'https:']) ??
        'https://www.google.com/recaptcha/api/siteverify',
    },
    loqate: {
      apiKey: read.string('LOQATE_API_KEY'),
      apiUrl: read.url('LOQATE_API_URL', ['http:', 'https:']) ?? 'https://api.addressy.com',
    },
    thirdfort: readThirdfort(read),
    searches: readSearches(read),
    documents: readDocuments(
      read,
      nodeEnv === 'test' || (database.kind === 'pglite' && database.dataDir === null),
    ),
    sentryDsn: read.url('SENTRY_DSN', ['http:', 'https:']),
    operations: readOperations(read, port),
    hubspot: { portalId: read.string('HUBSPOT_PORTAL_ID'), formId: read.string('HUBSPOT_FORM_ID') },
    allowPreventEmail: read.boolean('ALLOW_PREVENT_EMAIL', false),
    allowSimulators: read.boolean('ALLOW_SIMULATORS', false),
    enableTestError: read.boolean('ENABLE_TEST_ERROR', false),
    logLevel: read.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'], 'info'),
    trustProxy: read.boolean('TRUST_PROXY', false),
    secureCookies: read.boolean('SECURE_COOKIES', nodeEnv === 'staging' || production),
    authSecret: read.string('AUTH_SECRET') ?? '',
    staffSecondFactor: read.oneOf(
      'STAFF_SECOND_FACTOR',
      ['required', 'offered'],
      development ? 'offered' : 'required',
    ),
  };

  // Development may leave it unset: AuthModule then makes one at start (authKeyFor).
  if (!config.authSecret && !development) {
    read.problems.push(
      `AUTH_SECRET is required in ${nodeEnv} (the key sign-in links are derived from; every API and worker process needs the same one)`,
    );
  } else if (config.authSecret && config.authSecret.length < 32) {
    read.problems.push('AUTH_SECRET must be at least 32 characters long');
  }

  if (!development && config.staffSecondFactor !== 'required') {
    read.problems.push(
      `STAFF_SECOND_FACTOR must be required in ${nodeEnv} (staff sign in with a passkey or a recovery code after the link)`,
    );
  }
  if (production) {
    if (config.allowPreventEmail)
      read.problems.push('ALLOW_PREVENT_EMAIL must not be true in production');
    if (config.enableTestError)
      read.problems.push('ENABLE_TEST_ERROR must not be true in production');
    if (config.allowSimulators)
      read.problems.push('ALLOW_SIMULATORS must not be true in production (staging only)');
    if (embedded) read.problems.push('DATABASE_URL must point at PostgreSQL in production');
    // VAT receipts name the seller of the service: the placeholders must never reach a customer.
    for (const variable of COMPANY_VARIABLES.filter((name) => read.string(name) === null)) {
      read.problems.push(`${variable} is required in production (VAT receipts name the company)`);
    }
  }
  if (!development && !(config.allowSimulators && !production)) {
    for (const provider of PROVIDERS) {
      for (const variable of provider.variables.filter((name) => read.string(name) === null)) {
        read.problems.push(
          `${variable} is required in ${nodeEnv} (${provider.purpose}; without it the ${provider.simulator} would run, which only development, test or staging with ALLOW_SIMULATORS=true allow)`,
        );
      }
    }
    if (config.seedDemo) {
      read.problems.push(
        `SEED_DEMO must not be true in ${nodeEnv} (demo data includes a known admin address)`,
      );
    }
  }
  read.problems.push(
    ...thirdfortSettingsProblems(config.thirdfort),
    ...searchesSettingsProblems(config.searches),
    ...documentsSettingsProblems(config.documents),
  );
  if (config.stripe.secretKey && !config.stripe.publishableKey) {
    read.problems.push('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set');
  }
  if (config.recaptcha.secretKey && !config.recaptcha.siteKey) {
    read.problems.push('RECAPTCHA_SITE_KEY is required when RECAPTCHA_SECRET_KEY is set');
  }

  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/**
 * The real providers a deployment needs, with the variables that select each one; without them
 * the matching simulator runs, which is for development and test only (or staging with
 * ALLOW_SIMULATORS=true).
 */
export const PROVIDERS = [
  { purpose: 'e-mail', simulator: 'dev mailbox', variables: ['SMTP_URL'] },
  {
    purpose: 'payments',
    simulator: 'payment simulator',
    variables: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  {
    purpose: 'the human check',
    simulator: 'reCAPTCHA simulator',
    variables: ['RECAPTCHA_SECRET_KEY', 'RECAPTCHA_SITE_KEY'],
  },
  { purpose: 'the address finder', simulator: 'address simulator', variables: ['LOQATE_API_KEY'] },
  {
    purpose: 'identity checks',
    simulator: 'Thirdfort simulator',
    variables: ['THIRDFORT_API_URL'],
  },
  {
    purpose: 'property searches',
    simulator: 'searches simulator',
    variables: ['SEARCHES_API_URL'],
  },
  { purpose: 'document storage', simulator: 'local disk store', variables: ['S3_BUCKET'] },
  { purpose: 'malware scanning', simulator: 'scanner simulator', variables: ['CLAMD_URL'] },
] as const;

/** True where simulators may stand in for missing providers. */
export function simulatorsAllowed(config: AppConfig): boolean {
  if (config.nodeEnv === 'development' || config.nodeEnv === 'test') return true;
  return config.nodeEnv === 'staging' && config.allowSimulators;
}

/**
 * Lines to log loudly at start when simulators or demo data run outside development and test:
 * an operator must never be surprised that a staging site has a public mailbox.
 */
export function startupWarnings(config: AppConfig): string[] {
  if (config.nodeEnv === 'development' || config.nodeEnv === 'test') return [];
  const active = Object.entries(simulators(config))
    .filter(([, on]) => on)
    .map(([name]) => name);
  const warnings: string[] = [];
  if (active.length > 0) {
    warnings.push(
      `ALLOW_SIMULATORS=true in ${config.nodeEnv}: simulators run instead of real providers for ${active.join(', ')}.` +
        (active.includes('mailbox')
          ? ' The dev mailbox at /dev/mailbox is PUBLIC: anyone can read sign-in e-mails there.'
          : ''),
    );
  }
  if (config.seedDemo) {
    warnings.push(`SEED_DEMO=true in ${config.nodeEnv}: demo data and a demo admin are loaded.`);
  }
  if (!metricsEnabled(config.operations)) {
    warnings.push(
      `Metrics are off in ${config.nodeEnv}: set METRICS_PORT (a port of their own) or METRICS_TOKEN (GET /api/metrics with that bearer token).`,
    );
  }
  return warnings;
}

/** The simulators that stand in for third parties when their real settings are absent. */
export function simulators(config: AppConfig) {
  const devAllowed = simulatorsAllowed(config);
  return {
    mailbox: devAllowed && !config.smtpUrl,
    payments: devAllowed && !config.stripe.secretKey,
    recaptcha: devAllowed && !config.recaptcha.secretKey,
    addresses: devAllowed && !config.loqate.apiKey,
    thirdfort: devAllowed && !config.thirdfort.apiUrl,
    searches: devAllowed && !config.searches.apiUrl,
    fileStore: devAllowed && !config.documents.s3.bucket,
    scanner: devAllowed && !config.documents.clamd.url,
  };
}
