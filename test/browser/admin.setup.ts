import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from './support/test';
import { ADMIN_EMAIL, ADMIN_SESSION } from './support/admin';
import { signInByMagicLink } from './support/journeys';

const SESSION_COOKIES = ['threshold_session', 'threshold_signed_in'];

// Runs before every journey (the 'setup' project in playwright.config.ts): the back-office files
// start from this session instead of each signing in.
setup('the demo admin signs in once for the back-office journeys', async ({ page, context }) => {
  await signInByMagicLink(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/admin$/);
  // Only the session: the cookie answer comes from support/test.ts as in every other file.
  const { cookies } = await context.storageState();
  const session = cookies.filter((cookie) => SESSION_COOKIES.includes(cookie.name));
  mkdirSync(dirname(ADMIN_SESSION), { recursive: true });
  writeFileSync(ADMIN_SESSION, JSON.stringify({ cookies: session, origins: [] }));
});
