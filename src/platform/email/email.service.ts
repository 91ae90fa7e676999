import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { safeError } from '@/platform/common/safe-error';
import { Database } from '@/platform/database/database';
import type { OutboxAttachment } from '@/platform/database/schema';
import { JobsService } from '@/platform/jobs/jobs.service';
import { MetricsService } from '@/platform/metrics/metrics.service';
import { EmailRepository, OutboxRow } from './email.repository';
import { SECRET_LINK, withSecretLink } from './secret-link';
import { EmailTemplates, SecretLinkTemplate, TemplateName, templates } from './templates';
import { RenderedEmail } from './templates/layout';
import { EmailAttachmentFile, EmailTransport } from './transports/transport';

/** Templates whose link is an ordinary URL, safe to store as written. */
export type PlainTemplate = Exclude<TemplateName, SecretLinkTemplate>;

export type SecretLinkMessage<N extends SecretLinkTemplate> = {
  /** Identifies the request this message answers; a repeated job sends nothing twice. */
  requestKey: string;
  to: string;
  template: N;
  data: Omit<EmailTemplates[N], 'link'>;
  /**
   * Creates the secret and returns the link carrying it, just before sending; null when the
   * message should not go out any more (a newer one did).
   */
  mintLink: () => Promise<string | null>;
};

export type SecretLinkOutcome = 'sent' | 'already-sent' | 'superseded';

/** Renders an attachment of one kind from its reference, when the message is sent. */
export type AttachmentRenderer = (ref: string) => Promise<EmailAttachmentFile>;

export type QueueOptions = {
  /** Extra headers (List-Unsubscribe...), stored with the message and sent as they are. */
  headers?: Record<string, string>;
  /**
   * Files to attach, by reference: the outbox row names them and the delivery renders them with
   * the renderer registered for their kind (`registerAttachment`), so no file is stored here.
   */
  attachments?: OutboxAttachment[];
};

/**
 * Queues and sends e-mails through the outbox.
 *
 * `queue` stores the rendered message and enqueues its delivery job in the caller's
 * transaction, so a committed change always gets its e-mail and a rolled-back one never does.
 * `sendWithSecretLink` (run by a job) stores a message whose link is only a placeholder and
 * mints the link as it sends. Delivery retries with backoff and happens at most once per row.
 */
@Injectable()
export class EmailService {
  private readonly logger = new Logger('Email');
  private readonly attachmentRenderers = new Map<string, AttachmentRenderer>();
  /** The latest message handed to the transport from this process (see oneAtATime). */
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly jobs: JobsService,
    private readonly outbox: EmailRepository,
    private readonly transport: EmailTransport,
    private readonly metrics: MetricsService,
  ) {}

  /** Another module renders the attachments of `kind` (registered from its onModuleInit). */
  registerAttachment(kind: string, render: AttachmentRenderer): void {
    this.attachmentRenderers.set(kind, render);
  }

  async queue<N extends PlainTemplate>(
    to: string,
    template: N,
    data: EmailTemplates[N],
    options: QueueOptions = {},
  ): Promise<string> {
    const rendered = templates[template](this.brand(), data);
    return this.database.transaction(async () => {
      const row = await this.outbox.insertQueued({
        to,
        template,
        ...rendered,
        headers: options.headers ?? null,
        attachments: options.attachments ?? [],
      });
      await this.jobs.enqueue('email.send', { outboxId: row._id }, { singletonKey: row._id });
      return row._id;
    });
  }

  /**
   * Forgets the messages to `email` (an erased customer's): their copies leave the outbox, and a
   * delivery job still waiting for one finds nothing to send.
   */
  forgetRecipient(email: string): Promise<number> {
    return this.outbox.deleteTo(email);
  }

  /** Sends one queued message (the 'email.send' job, SendEmailJob). */
  async deliver(outboxId: string): Promise<void> {
    const row = await this.outbox.findById(outboxId);
    if (!row || row.status !== 'queued') return; // already delivered: a repeated job is harmless
    await this.send(row, row);
  }

  async sendWithSecretLink<N extends SecretLinkTemplate>(
    message: SecretLinkMessage<N>,
  ): Promise<SecretLinkOutcome> {
    const stored = templates[message.template](this.brand(), {
      ...message.data,
      link: SECRET_LINK,
    } as EmailTemplates[N]);
    const row = await this.outbox.findOrInsertForRequest(message.requestKey, {
      to: message.to,
      template: message.template,
      ...stored,
    });
    if (row.status !== 'queued') return 'already-sent';
    const link = await message.mintLink();
    if (link === null) {
      await this.outbox.markSuperseded(row._id);
      return 'superseded';
    }
    await this.send(row, withSecretLink(stored, link));
    return 'sent';
  }

  /**
   * Hands one message to the transport, alone (one at a time in this process): the row is marked
   * in flight (with its one Message-ID) before, and the server's answer recorded as soon as it
   * comes. A process killed in between leaves the row queued, so the message goes again after
   * the restart, under the same Message-ID: at most one copy too many, which the receiver can
   * recognise.
   */
  private async send(row: OutboxRow, content: RenderedEmail): Promise<void> {
    const attachments = await this.renderAttachments(row.attachments);
    await this.oneAtATime(() => this.handOver(row, content, attachments));
  }

  /**
   * Runs `work` once the message before it in this process has been handed over and recorded:
   * both e-mail queues' jobs share it, so a kill finds one message in flight at most.
   */
  private oneAtATime(work: () => Promise<void>): Promise<void> {
    const run = this.inFlight.then(work, work);
    this.inFlight = run.catch(() => undefined);
    return run;
  }

  private async handOver(
    row: OutboxRow,
    content: RenderedEmail,
    attachments: EmailAttachmentFile[],
  ): Promise<void> {
    const messageId = row.message_id ?? messageIdFor(row._id, this.config.mailFrom);
    if (!(await this.outbox.markSending(row._id, messageId))) return; // another run sent it
    let response: string | null;
    try {
      ({ response } = await this.transport.send({
        outboxId: row._id,
        messageId,
        from: this.config.mailFrom,
        to: row.to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        ...(row.headers ? { headers: row.headers } : {}),
        attachments,
      }));
    } catch (error) {
      await this.outbox.recordFailure(row._id, safeError(error).message);
      throw error;
    }
    await this.outbox.markSent(row._id, this.transport.name, response);
    this.metrics.emailDelivered(row.created_at, new Date());
    this.logger.log({
      msg: 'email delivered',
      outboxId: row._id,
      template: row.template,
      via: this.transport.name,
    });
  }

  private async renderAttachments(attachments: OutboxAttachment[]): Promise<EmailAttachmentFile[]> {
    const files: EmailAttachmentFile[] = [];
    for (const attachment of attachments) {
      const render = this.attachmentRenderers.get(attachment.kind);
      if (!render) throw new Error(`No renderer for e-mail attachments of kind ${attachment.kind}`);
      files.push(await render(attachment.ref));
    }
    return files;
  }

  private brand() {
    return {
      productName: this.config.productName,
      supportEmail: this.config.supportEmail,
      appUrl: this.config.appUrl,
    };
  }
}

/**
 * One outbox row's Message-ID (RFC 5322 §3.6.4): its id at the sender's domain, so every attempt
 * to send the row carries the same one.
 */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'threshold.invalid';
  return `<outbox.${outboxId}@${domain.toLowerCase()}>`;
}
