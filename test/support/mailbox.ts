import { asc, sql } from 'drizzle-orm';
import { emailOutbox } from '@/platform/database/schema';
import type { TestApp } from './app';

export type MailboxMessage = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** File names of the attachments, as delivered. */
  attachments?: string[];
  created_at: string;
};

export async function readMailbox(t: TestApp): Promise<MailboxMessage[]> {
  const response = await t.http().get('/api/dev/mailbox').expect(200);
  return response.body as MailboxMessage[];
}

/** Waits until the job worker has delivered an e-mail to `to` matching `subject`. */
export async function waitForEmail(
  t: TestApp,
  to: string,
  subject: RegExp = /.*/,
  timeoutMs = 15_000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(t)).find(
      (m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type OutboxMessage = { to: string; subject: string; text: string; template: string };

/**
 * The e-mails queued to `to`, delivered or not. An e-mail is queued in the same DB transaction as
 * the change that causes it, so once a request has answered, this is everything it will ever send:
 * "no e-mail" and "exactly one" are checked here at once, with no waiting.
 */
export async function outboxTo(t: TestApp, to: string): Promise<OutboxMessage[]> {
  return t.database.db
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      template: emailOutbox.template,
    })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}`)
    .orderBy(asc(emailOutbox.created_at), asc(emailOutbox._id));
}

/** The e-mails delivered to `to` so far (the dev mailbox), without waiting. */
export async function mailboxTo(t: TestApp, to: string): Promise<MailboxMessage[]> {
  return (await readMailbox(t)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/**
 * Waits until the queue has run every sign-in-link and e-mail job (a sign-in request only
 * enqueues a job; the job writes the outbox), then returns the outbox for `to`: what those
 * requests sent, checked without a fixed sleep.
 */
export async function settledOutboxTo(
  t: TestApp,
  to: string,
  timeoutMs = 15_000,
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.database.executor.executeSql(
      `select count(*)::int as pending from pgboss.job
        where name in ('auth.magic-link', 'email.send') and state in ('created', 'retry', 'active')`,
    );
    const { pending } = rows[0] as { pending: number };
    if (pending === 0) return outboxTo(t, to);
    if (Date.now() > deadline) throw new Error(`${pending} e-mail job(s) still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
