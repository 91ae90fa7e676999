export type OutgoingEmail = {
  /** The outbox row this delivery is for. */
  outboxId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** The port every e-mail transport implements. */
export abstract class EmailTransport {
  abstract readonly name: 'smtp' | 'mailbox';
  abstract send(email: OutgoingEmail): Promise<void>;
}
