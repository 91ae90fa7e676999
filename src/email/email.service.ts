import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { Database } from '@/database/database';
import { JobsService } from '@/jobs/jobs.service';
import { EmailRepository } from './email.repository';
import { EmailTemplates, TemplateName, templates } from './templates';
import { EmailTransport } from './transports/transport';

/**
 * Queues e-mails: the rendered message goes into the outbox and its delivery job is enqueued in
 * the caller's transaction, so a committed change always gets its e-mail and a rolled-back one
 * never does. Delivery retries with backoff and happens at most once per outbox row.
 */
@Injectable()
export class EmailService implements OnModuleInit {
  private readonly logger = new Logger('Email');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly jobs: JobsService,
    private readonly outbox: EmailRepository,
    private readonly transport: EmailTransport,
  ) {}

  onModuleInit(): void {
    this.jobs.register('email.send', ({ outboxId }) => this.deliver(outboxId));
  }

  async queue<N extends TemplateName>(
    to: string,
    template: N,
    data: EmailTemplates[N],
  ): Promise<string> {
    const brand = {
      productName: this.config.productName,
      supportEmail: this.config.supportEmail,
      appUrl: this.config.appUrl,
    };
    const rendered = templates[template](brand, data);
    return this.database.transaction(async () => {
      const row = await this.outbox.insertQueued({ to, template, ...rendered });
      await this.jobs.enqueue('email.send', { outboxId: row._id }, { singletonKey: row._id });
      return row._id;
    });
  }

  async deliver(outboxId: string): Promise<void> {
    const row = await this.outbox.findById(outboxId);
    if (!row || row.status !== 'queued') return; // already delivered: a repeated job is harmless
    try {
      await this.transport.send({
        from: this.config.mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (error) {
      await this.outbox.recordFailure(outboxId, (error as Error).message);
      throw error;
    }
    await this.outbox.markSent(outboxId, this.transport.name);
    this.logger.log({
      msg: 'email delivered',
      outboxId,
      template: row.template,
      via: this.transport.name,
    });
  }
}
