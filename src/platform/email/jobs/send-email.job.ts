import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { EmailService } from '../email.service';

/**
 * 'email.send': delivers one queued outbox message (EmailService.deliver). Idempotent: a message
 * already delivered is not sent again.
 */
@Injectable()
export class SendEmailJob implements OnModuleInit {
  constructor(
    private readonly email: EmailService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('email.send', ({ outboxId }) => this.email.deliver(outboxId));
  }
}
