import { describe, expect, it } from 'vitest';
import { errorReportingOptions, scrubUrl } from '@/features/error-reporting/errorReporting';

const dsn = 'https://public@o0.ingest.sentry.io/1';

describe('error reporting', () => {
  it.each(['staging', 'production'] as const)(
    'is on in %s with a DSN, at the spec sample rates',
    (environment) => {
      expect(errorReportingOptions({ sentryDsn: dsn, environment })).toMatchObject({
        dsn,
        environment,
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      });
    },
  );

  it.each([
    [{ sentryDsn: dsn, environment: 'development' as const }],
    [{ sentryDsn: dsn, environment: 'test' as const }],
    [{ sentryDsn: undefined, environment: 'production' as const }],
    [{ sentryDsn: '', environment: 'staging' as const }],
  ])('is off for %j', (config) => {
    expect(errorReportingOptions(config)).toBeNull();
  });

  it('never sends a magic-link token or a payment client secret', () => {
    expect(scrubUrl('https://x.example/authenticate?token=abc123&type=customer&role=sell')).toBe(
      'https://x.example/authenticate?token=[Filtered]&type=customer&role=sell',
    );
    expect(
      scrubUrl(
        '/sell/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2',
      ),
    ).toBe('/sell/payment-success?payment_intent=pi_1&payment_intent_client_secret=[Filtered]');
  });

  it('scrubs URLs in events before they leave the browser', () => {
    const options = errorReportingOptions({ sentryDsn: dsn, environment: 'production' });
    const event = options?.beforeSend?.(
      {
        type: undefined,
        request: { url: 'https://x.example/authenticate?token=secret' },
        breadcrumbs: [{ category: 'navigation', data: { to: '/authenticate?token=secret' } }],
      },
      {},
    );
    expect(JSON.stringify(event)).not.toContain('secret');
  });
});
