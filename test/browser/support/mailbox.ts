import { expect, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';

type MailboxMessage = { to: string; subject: string; text: string; html: string };

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * The newest magic link e-mailed to `email`, read from the development mailbox the way a
 * person would click it. Waits for the job worker to deliver it.
 */
export async function magicLinkFor(
  request: APIRequestContext,
  email: string,
  notBefore = 0,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const messages = (await response.json()) as MailboxMessage[];
        const mine = messages.filter((m) => m.to === email);
        if (mine.length <= notBefore) return undefined;
        link = /(https?:\/\/\S+\/authenticate\?\S+)/.exec(mine[0].text)?.[1];
        return link;
      },
      { timeout: 20_000, message: `a magic link e-mailed to ${email}` },
    )
    .toBeTruthy();
  return link!;
}

export async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get('/api/dev/mailbox');
  return ((await response.json()) as MailboxMessage[]).filter((m) => m.to === email).length;
}
