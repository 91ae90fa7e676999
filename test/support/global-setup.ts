// Loaded by Jest's globalSetup, which does not apply moduleNameMapper: relative imports only.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { Database } from '../../src/database/database';
import { TEMPLATE_ENV } from './database';

/**
 * Builds one migrated PGlite database (with the job queue's schema) and saves it, so each test
 * file starts from a copy in well under a second instead of migrating from scratch.
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  const database = Database.fromPglite(client);
  await database.migrate();
  const boss = new PgBoss({
    db: database.executor,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `threshold-pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env[TEMPLATE_ENV] = path;
}
