import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The current definition of every SQL function and trigger, one file per function with its
 * triggers beside it (`CREATE OR REPLACE FUNCTION`, `CREATE OR REPLACE TRIGGER`). The migrations
 * hold their history; these files are what the database has (docs/decisions/foundation.md).
 */
export const FUNCTIONS_FOLDER = join(__dirname, 'functions');

export type SqlFunctionFile = { name: string; sql: string };

/** The files of FUNCTIONS_FOLDER, by name; a file's name is its function's. */
export function readSqlFunctions(folder = FUNCTIONS_FOLDER): SqlFunctionFile[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.sql'.length),
      sql: readFileSync(join(folder, file), 'utf8'),
    }));
}

/**
 * The script that (re)defines them all, to run in one transaction after the migrations. Bodies
 * are checked when they are called, not as they are defined (as pg_dump restores them), so one
 * function may call another defined by a later file.
 */
export function sqlFunctionsScript(files = readSqlFunctions()): string {
  return ['SET LOCAL check_function_bodies = off;', ...files.map((file) => file.sql)].join('\n');
}
