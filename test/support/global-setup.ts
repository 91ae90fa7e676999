import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { Client } from 'pg';
import { Database } from '../../src/platform/database/database';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from './database';

/**
 * Migrates one database per run, with the job queue's schema, and keeps it as the template that
 * every test file copies: a saved PGlite data directory, or on PostgreSQL (TEST_DATABASE_URL) a
 * template database that `create database … template` clones in a few tens of milliseconds.
 * Answers the teardown that removes it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  const client = await PGlite.create();
  const database = Database.fromPglite(client);
  await prepare(database);
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `threshold-pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env[TEMPLATE_ENV] = path;
  return async () => rmSync(path, { force: true });
}

/** The migrations and pg-boss's own schema, as an app's first start leaves them. */
async function prepare(database: Database): Promise<void> {
  await database.migrate();
  const boss = new PgBoss({
    db: database.executor,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

async function postgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const name = `threshold_template_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await Database.connect(
    { kind: 'postgres', url: url.toString() },
    { migrate: false },
  );
  await prepare(database);
  await database.close();
  // Nobody connects to a template: PostgreSQL refuses to copy one that has a session.
  await admin.query(`alter database ${name} with allow_connections false is_template true`);
  await admin.end();
  process.env[PG_TEMPLATE_ENV] = name;
  return async () => {
    const cleanup = new Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`alter database ${name} is_template false`);
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
