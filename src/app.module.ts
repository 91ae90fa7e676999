import { Module } from '@nestjs/common';
import { CommonModule } from './common/common.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EmailModule } from './email/email.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';

/** Infrastructure every feature stands on. */
export const CORE_MODULES = [ConfigModule, CommonModule, DatabaseModule, JobsModule, EmailModule];

/** The features, one module each. */
export const FEATURE_MODULES = [HealthModule];

@Module({ imports: [...CORE_MODULES, ...FEATURE_MODULES] })
export class AppModule {}
