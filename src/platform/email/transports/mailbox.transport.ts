import { EmailTransport, OutgoingEmail, TransportReceipt } from './transport';

export type DeliveredCopy = {
  text: string;
  html: string;
  /** The file names of its attachments (the files themselves are not kept). */
  attachments: string[];
};

/** Enough for a developer's recent e-mails; sign-in links in older ones have expired anyway. */
const KEPT_COPIES = 200;

/**
 * The development mailbox: delivery means the outbox row is marked sent with this transport,
 * after which /dev/mailbox shows it. Nothing leaves the machine.
 *
 * The outbox never holds a usable sign-in link (its rows carry a placeholder), so the copy as
 * delivered, with the link, is kept here in this process's memory only, where a reader of the
 * database cannot reach it. It lasts until the process stops.
 */
export class MailboxTransport extends EmailTransport {
  readonly name = 'mailbox' as const;
  private readonly copies = new Map<string, DeliveredCopy>();

  async send(email: OutgoingEmail): Promise<TransportReceipt> {
    this.copies.set(email.outboxId, {
      text: email.text,
      html: email.html,
      attachments: (email.attachments ?? []).map((file) => file.filename),
    });
    for (const oldest of this.copies.keys()) {
      if (this.copies.size <= KEPT_COPIES) break;
      this.copies.delete(oldest);
    }
    return { response: null };
  }

  /** The message as delivered, when this process delivered it. */
  deliveredCopy(outboxId: string): DeliveredCopy | undefined {
    return this.copies.get(outboxId);
  }
}
