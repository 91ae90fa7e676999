import { Module } from '@nestjs/common';
import { authKeyFor } from '@/platform/common/auth-key';
import { APP_CONFIG } from '@/platform/config/config.module';
import { ProgressChangesModule } from '@/sales/progress-emails/progress-changes.module';
import { TrackerModule } from '@/sales/tracker/tracker.module';
import { SendProgressEmailJob } from './jobs/send-progress-email.job';
import { ProgressEmailsController } from './progress-emails.controller';
import { ProgressEmailsQueryRepository } from './progress-emails.query-repository';
import { ProgressEmailsService } from './progress-emails.service';
import { UNSUBSCRIBE_KEY } from './unsubscribe-key';

/**
 * The customer's progress e-mails (issue 25): the batch job that e-mails the changes commands
 * recorded (ProgressChangesModule) in the tracker's words, and the customer's setting with its
 * unsubscribe link.
 */
@Module({
  imports: [ProgressChangesModule, TrackerModule],
  controllers: [ProgressEmailsController],
  providers: [
    ProgressEmailsQueryRepository,
    ProgressEmailsService,
    SendProgressEmailJob,
    { provide: UNSUBSCRIBE_KEY, inject: [APP_CONFIG], useFactory: authKeyFor },
  ],
})
export class ProgressEmailsModule {}
