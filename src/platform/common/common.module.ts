import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Clock, SystemClock, TravellingClock } from './clock';
import { ErrorReporter } from './error-reporter';
import { ShutdownState } from './shutdown';

/** Whether business time can be moved on (POST /api/dev/time): development and test only. */
export const timeTravelAllowed = (config: Pick<AppConfig, 'nodeEnv'>): boolean =>
  config.nodeEnv === 'development' || config.nodeEnv === 'test';

@Global()
@Module({
  providers: [
    ErrorReporter,
    ShutdownState,
    {
      provide: Clock,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Clock =>
        timeTravelAllowed(config) ? new TravellingClock() : new SystemClock(),
    },
  ],
  exports: [ErrorReporter, ShutdownState, Clock],
})
export class CommonModule {}
