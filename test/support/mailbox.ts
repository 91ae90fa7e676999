import type { TestApp } from './app';

export type MailboxMessage = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
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

/** Gives the worker time to deliver anything queued, then returns the e-mails sent to `to`. */
export async function emailsTo(t: TestApp, to: string, settleMs = 1500): Promise<MailboxMessage[]> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return (await readMailbox(t)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}
