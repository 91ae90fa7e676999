import { Inject, Module, OnModuleInit } from '@nestjs/common';
import * as Sentry from '@sentry/node';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { ErrorReporter } from '@/platform/common/error-reporter';
import { DiagnosticsController } from './diagnostics.controller';
import { TimeTravelController } from './time-travel.controller';

/** Forwards reported errors to Sentry when SENTRY_DSN is set, in staging and production only. */
@Module({ controllers: [DiagnosticsController, TimeTravelController] })
export class DiagnosticsModule implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reporter: ErrorReporter,
  ) {}

  onModuleInit(): void {
    const { sentryDsn, nodeEnv } = this.config;
    if (!sentryDsn || (nodeEnv !== 'staging' && nodeEnv !== 'production')) return;
    Sentry.init({
      dsn: sentryDsn,
      environment: nodeEnv,
      tracesSampleRate: 1,
      sendDefaultPii: false,
    });
    this.reporter.addForwarder((error, context) =>
      Sentry.captureException(error, { extra: { ...context } }),
    );
  }
}
