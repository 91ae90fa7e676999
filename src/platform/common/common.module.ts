import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';
import { ErrorReporter } from './error-reporter';
import { ShutdownState } from '@/platform/common/shutdown';

@Global()
@Module({
  providers: [ErrorReporter, ShutdownState, { provide: Clock, useClass: SystemClock }],
  exports: [ErrorReporter, ShutdownState, Clock],
})
export class CommonModule {}
