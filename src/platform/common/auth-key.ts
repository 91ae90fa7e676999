import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { AppConfig } from '@/platform/config/config';

/** The key sign-in links and device marks are derived from (AUTH_SECRET). */
export const AUTH_KEY = Symbol('AUTH_KEY');

/**
 * AUTH_SECRET, or in development (where it may be unset) a key kept beside an on-disk embedded
 * database, so that a sign-in job retried after a restart derives the same link as production's
 * fixed key does; a throw-away database gets a new key per process.
 */
export function authKeyFor(config: Pick<AppConfig, 'authSecret' | 'database'>): string {
  if (config.authSecret) return config.authSecret;
  const { database } = config;
  if (database.kind !== 'pglite' || !database.dataDir) return randomBytes(32).toString('base64url');
  const file = `${resolve(database.dataDir)}.auth-secret`;
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // not made yet
  }
  const key = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
