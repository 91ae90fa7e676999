import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';
import { ErrorReporter } from './error-reporter';

@Global()
@Module({
  providers: [ErrorReporter, { provide: Clock, useClass: SystemClock }],
  exports: [ErrorReporter, Clock],
})
export class CommonModule {}
