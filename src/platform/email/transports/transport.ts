export type OutgoingEmail = {
  /** The outbox row this delivery is for. */
  outboxId: string;
  /** The message's Message-ID (`<…@…>`), the same on every attempt for this outbox row. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); none for most messages. */
  headers?: Record<string, string>;
  /** Files rendered for this delivery (nodemailer's attachment shape). */
  attachments?: EmailAttachmentFile[];
};

export type EmailAttachmentFile = { filename: string; content: Buffer; contentType: string };

/** What the transport answered for a message it took: the mail server's reply, if any. */
export type TransportReceipt = { response: string | null };

/** The port every e-mail transport implements. */
export abstract class EmailTransport {
  abstract readonly name: 'smtp' | 'mailbox';
  abstract send(email: OutgoingEmail): Promise<TransportReceipt>;
}
