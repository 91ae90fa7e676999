import { Global, Module } from '@nestjs/common';
import { ErrorReporter } from './error-reporter';

@Global()
@Module({ providers: [ErrorReporter], exports: [ErrorReporter] })
export class CommonModule {}
