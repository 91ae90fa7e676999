import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { Database } from '../../src/platform/database/database';

export const TEMPLATE_ENV = 'THRESHOLD_TEST_PGLITE_TEMPLATE';
/** The template database on the PostgreSQL server, made once per run by global-setup.ts. */
export const PG_TEMPLATE_ENV = 'THRESHOLD_TEST_PG_TEMPLATE';

export type TestDatabase = { database: Database; url: string; drop: () => Promise<void> };

/**
 * A fresh database for one test file: a PGlite copy of the migrated template, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database created on it and dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const templatePath = process.env[TEMPLATE_ENV];
  const client = templatePath
    ? await PGlite.create({ loadDataDir: new Blob([readFileSync(templatePath)]) })
    : await PGlite.create();
  const database = Database.fromPglite(client);
  if (!templatePath) await database.migrate();
  return { database, url: 'memory://', drop: async () => undefined };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `threshold_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const template = process.env[PG_TEMPLATE_ENV];
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await Database.connect(
    { kind: 'postgres', url: url.toString() },
    { migrate: !template },
  );
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
