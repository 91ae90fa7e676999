import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Database, MIGRATIONS_FOLDER } from './database';
import { readSqlFunctions } from './sql-functions';

/** The last migration written before the functions moved to their files (functions/). */
const LAST_MIGRATION_WITH_FUNCTIONS = 31;

type Definitions = { functions: Map<string, string>; triggers: Map<string, string> };

/** The schema's own functions (none of an extension's) and triggers, as PostgreSQL prints them. */
async function definitions(client: PGlite): Promise<Definitions> {
  const functions = await client.query<{ name: string; definition: string }>(`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`);
  const triggers = await client.query<{ name: string; definition: string }>(`
    select c.relname || '.' || t.tgname as name,
        pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
      order by 1`);
  return {
    functions: new Map(functions.rows.map((row) => [row.name, row.definition])),
    triggers: new Map(triggers.rows.map((row) => [row.name, row.definition])),
  };
}

const files = readSqlFunctions();

describe('the SQL functions and triggers (src/platform/database/functions)', () => {
  let client: PGlite;
  let migrated: Definitions;

  beforeAll(async () => {
    client = await PGlite.create();
    await Database.fromPglite(client).migrate();
    migrated = await definitions(client);
  }, 60_000); // every migration, on a busy machine

  afterAll(async () => {
    await client.close();
  });

  it('has one file per function, named after it, defining it and only its own triggers', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.sql, file.name).toMatch(/^-- The current definition of /);
      const defined = [...file.sql.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)];
      expect(
        defined.map((match) => match[1]),
        file.name,
      ).toEqual([file.name]);
      for (const trigger of file.sql.matchAll(/CREATE OR REPLACE TRIGGER[^;]*;/g)) {
        expect(trigger[0], file.name).toContain(`EXECUTE FUNCTION ${file.name}();`);
      }
    }
  });

  it('leaves no function or trigger of the migrated database without its file', () => {
    expect([...migrated.functions.keys()].sort()).toEqual(files.map((file) => file.name).sort());
    const declared = files.flatMap((file) =>
      [...file.sql.matchAll(/CREATE OR REPLACE TRIGGER (\w+)\b[^;]*? ON (\w+)\s/g)].map(
        ([, trigger, table]) => `${table}.${trigger}`,
      ),
    );
    expect([...migrated.triggers.keys()].sort()).toEqual(declared.sort());
  });

  it('is repeatable: the files applied again, each body checked, change nothing', async () => {
    // check_function_bodies is on here: every function the bodies call exists by now
    await client.transaction(async (tx) => {
      for (const file of files) await tx.exec(file.sql);
    });
    expect(await definitions(client)).toEqual(migrated);
  }, 60_000);

  it('is defined in its file, not in a migration written after the files', () => {
    const later = readdirSync(MIGRATIONS_FOLDER).filter(
      (file) => file.endsWith('.sql') && Number(file.slice(0, 4)) > LAST_MIGRATION_WITH_FUNCTIONS,
    );
    for (const migration of later) {
      const text = readFileSync(join(MIGRATIONS_FOLDER, migration), 'utf8');
      expect(text, `${migration}: define functions and triggers in functions/`).not.toMatch(
        /\bCREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|TRIGGER)\b/i,
      );
    }
  });
});
