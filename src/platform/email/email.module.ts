import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { DevMailboxController } from './dev-mailbox.controller';
import { EmailRepository } from './email.repository';
import { EmailService } from './email.service';
import { SendEmailJob } from './jobs/send-email.job';
import { MailboxTransport } from './transports/mailbox.transport';
import { SmtpTransport } from './transports/smtp.transport';
import { EmailTransport } from './transports/transport';

@Global()
@Module({
  controllers: [DevMailboxController],
  providers: [
    EmailRepository,
    EmailService,
    SendEmailJob,
    {
      provide: EmailTransport,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): EmailTransport =>
        config.smtpUrl ? new SmtpTransport(config.smtpUrl) : new MailboxTransport(),
    },
  ],
  exports: [EmailService],
})
export class EmailModule {}
