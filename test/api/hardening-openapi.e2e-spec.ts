import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, TestApp } from '@test/support/app';

type Operation = { security?: unknown[]; operationId: string };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  security?: unknown[];
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, unknown>; schemas: Record<string, unknown> };
};

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  const committed = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'),
  ) as Document;

  it('says how to authenticate: the session cookie, everywhere but on public operations', () => {
    expect(committed.components.securitySchemes).toEqual({
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: 'threshold_session',
        description: expect.any(String),
      },
    });
    expect(committed.security).toEqual([{ session: [] }]);
    const publicOnes = operations(committed)
      .filter(
        ({ operation }) => Array.isArray(operation.security) && operation.security.length === 0,
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(publicOnes).toEqual(
      expect.arrayContaining([
        'POST /api/authentication/sign-in',
        'POST /api/authentication/sign-up',
        'GET /api/authentication/verify-user',
        'GET /api/health',
        'GET /api/config/public',
      ]),
    );
    for (const needsSession of [
      'GET /api/users/current',
      'POST /api/authentication/sign-out-everywhere',
      'POST /api/transaction',
    ]) {
      expect(publicOnes).not.toContain(needsSession);
    }
    expect(committed.servers?.length).toBeGreaterThan(0);
  });

  describe('as a staging or production deployment serves it', () => {
    let deployed: TestApp;

    beforeAll(async () => {
      deployed = await createTestApp({
        NODE_ENV: 'staging',
        APP_URL: 'https://staging.threshold.example',
        SMTP_URL: 'smtp://127.0.0.1:2',
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
        RECAPTCHA_SECRET_KEY: 'unused',
        RECAPTCHA_SITE_KEY: 'unused',
        LOQATE_API_KEY: 'unused',
        THIRDFORT_API_URL: 'https://thirdfort.invalid/client/api',
        THIRDFORT_TOKEN_URL: 'https://thirdfort.invalid/oauth2/token',
        THIRDFORT_CLIENT_ID: 'unused',
        THIRDFORT_CLIENT_SECRET: 'unused',
        THIRDFORT_ORGANIZATION: 'unused',
        THIRDFORT_TEAM: 'unused',
        SEARCHES_API_URL: 'https://searches.invalid/pisces',
        SEARCHES_USERNAME: 'unused',
        SEARCHES_PASSWORD: 'unused',
        SEARCHES_CALLBACK_USERNAME: 'unused',
        SEARCHES_CALLBACK_PASSWORD: 'unused',
        S3_BUCKET: 'unused',
        S3_ENDPOINT: 'https://s3.invalid',
        S3_ACCESS_KEY_ID: 'unused',
        S3_SECRET_ACCESS_KEY: 'unused',
        CLAMD_URL: 'tcp://127.0.0.1:2',
        AUTH_SECRET: 'unused-staging-key-of-at-least-32-characters',
        ALLOW_PREVENT_EMAIL: 'false',
      });
    });

    afterAll(async () => {
      await deployed.close();
    });

    it('leaves out the development routes, which it does not serve', async () => {
      const document = (await deployed.http().get('/api/docs-json').expect(200)).body as Document;
      expect(Object.keys(document.paths).filter((path) => path.includes('/dev/'))).toEqual([]);
      expect(Object.keys(committed.paths).filter((path) => path.includes('/dev/'))).not.toEqual([]);
      expect(document.components.schemas).not.toHaveProperty('MailboxMessageDto');
      expect(document.servers).toEqual([
        { url: 'https://staging.threshold.example', description: 'This deployment' },
      ]);
      expect(document.security).toEqual([{ session: [] }]);
      await deployed.http().get('/api/dev/mailbox').expect(404);
    });
  });
});
