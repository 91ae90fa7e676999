import { createTransport, Transporter } from 'nodemailer';
import { EmailTransport, OutgoingEmail, TransportReceipt } from './transport';

/**
 * Gives up on an unresponsive server well inside the delivery job's expiry (60 s), so a retry
 * never runs while the first attempt might still be talking to the server.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export class SmtpTransport extends EmailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    this.transporter = createTransport({ url, ...TIMEOUTS });
  }

  async send({ outboxId: _outboxId, ...email }: OutgoingEmail): Promise<TransportReceipt> {
    // nodemailer sends `messageId` as the Message-ID header instead of making up a new one.
    const info = (await this.transporter.sendMail(email)) as { response?: unknown };
    return { response: typeof info.response === 'string' ? info.response : null };
  }
}
