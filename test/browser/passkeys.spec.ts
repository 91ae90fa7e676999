import type { CDPSession, Page } from '@playwright/test';
import { generateKeyPairSync } from 'node:crypto';
import { expect, test } from './support/test';
import { signInByMagicLink } from './support/journeys';

/** Made an admin at start by ADMIN_EMAILS (playwright.config.ts); no other journey uses it. */
const PASSKEY_ADMIN = 'passkeys.admin@threshold.example';

type Credential = {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
};

/** A Chromium virtual authenticator (CDP WebAuthn domain) that answers without a prompt. */
async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/** Swaps the browser's authenticator for a new one holding `credential`. */
async function useAuthenticatorWith(
  cdp: CDPSession,
  current: string,
  credential: Credential,
): Promise<string> {
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: current });
  const authenticatorId = await addAuthenticator(cdp);
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  return authenticatorId;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in\?sign-out=true/);
}

test('an admin adds a passkey, signs in with it, is refused with the wrong one, and a recovery code works once', async ({
  page,
  context,
}) => {
  // Three sign-ins by e-mail and a few passkey prompts.
  test.slow();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  let authenticatorId = await addAuthenticator(cdp);

  // Register: where the second factor is only offered, the first sign-in opens the back office;
  // the admin adds a passkey on the Security page and sees their recovery codes once.
  await signInByMagicLink(page, PASSKEY_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Security' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const codeList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const codes = await codeList.getByRole('listitem').allInnerTexts();
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(codeList).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: 'Your passkeys' })
      .getByRole('cell', { name: 'Work laptop', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('You have 10 of 10 recovery codes left.', { exact: false }),
  ).toBeVisible();
  const [laptop] = (
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as {
      credentials: Credential[];
    }
  ).credentials;
  expect(laptop).toBeDefined();
  await signOut(page);

  // The next sign-in stops at the second factor. Another authenticator, claiming the same
  // passkey with a different key, is refused; a recovery code gets in.
  await signInByMagicLink(page, PASSKEY_ADMIN);
  await expect(page).toHaveURL(/\/second-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
  const impostorKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'der', type: 'pkcs8' })
    .toString('base64');
  authenticatorId = await useAuthenticatorWith(cdp, authenticatorId, {
    ...laptop,
    privateKey: impostorKey,
    signCount: 0,
  });
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('That passkey was not recognised');
  await page.goto('/admin/security');
  await expect(page).toHaveURL(/\/second-factor$/);

  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(
    page.getByText('You have 9 of 10 recovery codes left.', { exact: false }),
  ).toBeVisible();
  await signOut(page);

  // The same code does not work twice; the right passkey signs in.
  await signInByMagicLink(page, PASSKEY_ADMIN);
  await expect(page).toHaveURL(/\/second-factor$/);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'That recovery code is not valid or has already been used.',
  );
  await expect(page).toHaveURL(/\/second-factor$/);

  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  authenticatorId = await useAuthenticatorWith(cdp, authenticatorId, laptop);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats & Metrics' })).toBeVisible();
});
