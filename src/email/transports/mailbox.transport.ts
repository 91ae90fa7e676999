import { EmailTransport, OutgoingEmail } from './transport';

/**
 * The development mailbox: delivery means the outbox row is marked sent with this transport,
 * after which /dev/mailbox shows it. Nothing leaves the machine.
 */
export class MailboxTransport extends EmailTransport {
  readonly name = 'mailbox' as const;

  async send(_email: OutgoingEmail): Promise<void> {
    // delivered by being recorded; the caller marks the outbox row
  }
}
