import { createTransport, Transporter } from 'nodemailer';
import { EmailTransport, OutgoingEmail } from './transport';

export class SmtpTransport extends EmailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    this.transporter = createTransport(url);
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transporter.sendMail(email);
  }
}
