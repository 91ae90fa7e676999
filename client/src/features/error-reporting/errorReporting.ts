import type { Breadcrumb, BrowserOptions, Event } from '@sentry/react';
import type { PublicConfigView } from '@/features/public-config/hooks/usePublicConfig';

/** customer.md §8: error reporting is active only in staging and production. */
const REPORTING_ENVIRONMENTS: ReadonlySet<string> = new Set(['staging', 'production']);

/** customer.md §8: trace sample rate 1, session replay 0.1, replay on error 1. */
export const sampleRates = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

const SECRET_QUERY_PARAMS = ['token', 'payment_intent_client_secret'];
const FILTERED = '[Filtered]';

/** Masks one-time secrets (the magic-link token, Stripe's client secret) in a URL or URL-ish text. */
export const scrubUrl = (value: string): string =>
  SECRET_QUERY_PARAMS.reduce(
    (text, name) => text.replace(new RegExp(`([?&]${name}=)[^&#\\s"']*`, 'g'), `$1${FILTERED}`),
    value,
  );

const scrubBreadcrumb = (breadcrumb: Breadcrumb): Breadcrumb => {
  const data = breadcrumb.data;
  if (!data) return breadcrumb;
  const scrubbed = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'string' ? scrubUrl(value) : value,
    ]),
  );
  return { ...breadcrumb, data: scrubbed };
};

const scrubEvent = <T extends Event>(event: T): T => {
  if (event.request?.url) event.request = { ...event.request, url: scrubUrl(event.request.url) };
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  return event;
};

/** The SDK options, or null when reporting is off (no DSN, or not staging/production). */
export const errorReportingOptions = (
  config: Pick<PublicConfigView, 'sentryDsn' | 'environment'>,
): BrowserOptions | null => {
  if (!config.sentryDsn || !config.environment) return null;
  if (!REPORTING_ENVIRONMENTS.has(config.environment)) return null;
  return {
    dsn: config.sentryDsn,
    environment: config.environment,
    ...sampleRates,
    sendDefaultPii: false,
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  };
};

let running: Promise<boolean> | null = null;

/**
 * Starts Sentry once, when the options allow it. The SDK is imported only then, so development
 * and test builds never download it.
 */
export const startErrorReporting = (
  config: Pick<PublicConfigView, 'sentryDsn' | 'environment'>,
): Promise<boolean> => {
  const options = errorReportingOptions(config);
  if (options === null) return Promise.resolve(false);
  running ??= import('@sentry/react').then((Sentry) => {
    Sentry.init({
      ...options,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    });
    return true;
  });
  return running;
};

/** Stops reporting (the visitor withdrew consent): flushes what is queued and shuts the SDK down. */
export const stopErrorReporting = async (): Promise<void> => {
  if (running === null) return;
  running = null;
  const Sentry = await import('@sentry/react');
  await Sentry.close();
};
