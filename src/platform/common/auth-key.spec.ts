import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authKeyFor } from './auth-key';

describe('the key sign-in links are derived from', () => {
  it('is AUTH_SECRET when set', () => {
    const authSecret = 'a-deployment-key-of-at-least-32-characters';
    expect(authKeyFor({ authSecret, database: { kind: 'pglite', dataDir: null } })).toBe(
      authSecret,
    );
  });

  it('is new for each process of a throw-away database', () => {
    const database = { kind: 'pglite' as const, dataDir: null };
    const first = authKeyFor({ authSecret: '', database });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(authKeyFor({ authSecret: '', database })).not.toBe(first);
  });

  it('is kept beside an embedded database on disk, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'threshold-auth-key-'));
    try {
      const database = { kind: 'pglite' as const, dataDir: join(dir, 'pglite') };
      const kept = authKeyFor({ authSecret: '', database });
      expect(kept.length).toBeGreaterThanOrEqual(32);
      // a restart derives the same links
      expect(authKeyFor({ authSecret: '', database })).toBe(kept);
      expect(statSync(`${database.dataDir}.auth-secret`).mode & 0o077).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
