// Module boundaries of the API (src/<module>/…), checked by `npx eslint`:
// - no-foreign-repository: a file imports no other module's repository (`*.repository`, query
//   repositories included); it goes through that module's exported service.
// - owned-writes: a file inserts, updates or deletes rows (`db.insert(table)`, `.update(table)`,
//   `.delete(table)`) only of a table its module owns, as src/platform/database/schema/owners.ts lists them.
// - foreign-reads: a module reads another module's tables only in its query repositories
//   (`*.query-repository.ts`) and the SQL fragments they share (`*.sql.ts`): anywhere else, a
//   value import of another module's table from the schema is refused.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');
const SCHEMA = path.join(SRC, 'database', 'schema');
const OWNERS_FILE = path.join(SCHEMA, 'owners.ts');
const REPOSITORY = /[.-]repository(\.[cm]?[jt]s)?$/;
const WRITES = new Set(['insert', 'update', 'delete']);

let owners;
/** TABLE_OWNERS and DATA_LOADERS, read from owners.ts (it imports types only). */
function loadOwners() {
  if (owners) return owners;
  const { outputText } = ts.transpileModule(fs.readFileSync(OWNERS_FILE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const loaded = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(loaded, loaded.exports, require);
  owners = { tables: loaded.exports.TABLE_OWNERS, loaders: loaded.exports.DATA_LOADERS };
  return owners;
}

/** The module (first folder under src/) of a path; '' for the files directly in src/. */
function moduleOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : '';
}

/** The path an import names, for the project's own files (`@/…` or relative); else null. */
function resolveImport(from, source) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(from), source);
  return null;
}

const isSchema = (target) =>
  target !== null && (target === SCHEMA || target.startsWith(SCHEMA + path.sep));

const noForeignRepository = {
  meta: {
    type: 'problem',
    docs: { description: "Import no other module's repository; use its exported service" },
    schema: [],
    messages: {
      foreign:
        "'{{source}}' is the {{owner}} module's repository: go through the {{owner}} module's exported service (or read in a query repository of your own).",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (own === null) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (!target || !REPOSITORY.test(target)) return;
      const owner = moduleOf(target);
      if (owner === null || owner === own) return;
      context.report({ node, messageId: 'foreign', data: { source, owner } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const ownedWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'Write only the tables your module owns (src/platform/database/schema/owners.ts)' },
    schema: [],
    messages: {
      foreign:
        "'{{table}}' belongs to the {{owner}} module: only it writes the table; call the {{owner}} module's exported service.",
      unowned: "'{{table}}' has no owner in src/platform/database/schema/owners.ts: add it there.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (own === null) return {};
    const { tables, loaders } = loadOwners();
    if (loaders.includes(own)) return {};

    /** The schema export a table expression names (`users`, `schema.users`), or null. */
    const tableOf = (node) => {
      const scope = context.sourceCode.getScope(node);
      const importOf = (name) => {
        for (let at = scope; at; at = at.upper) {
          const variable = at.set.get(name);
          if (!variable) continue;
          const def = variable.defs[0];
          if (!def || def.type !== 'ImportBinding') return null;
          const declaration = def.parent;
          if (declaration.importKind === 'type' || def.node.importKind === 'type') return null;
          if (!isSchema(resolveImport(file, declaration.source.value))) return null;
          return def.node;
        }
        return null;
      };
      if (node.type === 'Identifier') {
        const specifier = importOf(node.name);
        if (!specifier || specifier.type !== 'ImportSpecifier') return null;
        return specifier.imported.name ?? specifier.imported.value;
      }
      if (
        node.type === 'MemberExpression' &&
        !node.computed &&
        node.object.type === 'Identifier' &&
        node.property.type === 'Identifier'
      ) {
        const specifier = importOf(node.object.name);
        if (!specifier || specifier.type !== 'ImportNamespaceSpecifier') return null;
        return node.property.name;
      }
      return null;
    };

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
        const [argument] = node.arguments;
        if (!argument) return;
        const table = tableOf(argument);
        if (!table) return;
        const owner = Object.hasOwn(tables, table) ? tables[table] : undefined;
        if (owner === undefined) {
          context.report({ node: argument, messageId: 'unowned', data: { table } });
        } else if (owner !== own) {
          context.report({ node: argument, messageId: 'foreign', data: { table, owner } });
        }
      },
    };
  },
};

const QUERY_FILE = /(\.query-repository|\.sql)\.[cm]?[jt]s$/;

const foreignReads = {
  meta: {
    type: 'problem',
    docs: { description: "Read another module's tables only in a query repository" },
    schema: [],
    messages: {
      foreign:
        "'{{table}}' belongs to the {{owner}} module: read it in a query repository (`*.query-repository.ts`) or through the {{owner}} module's exported service.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (own === null || QUERY_FILE.test(file)) return {};
    const { tables, loaders } = loadOwners();
    if (loaders.includes(own) || own === 'database') return {};
    const foreign = (table) => Object.hasOwn(tables, table) && tables[table] !== own;
    const report = (node, table) =>
      context.report({ node, messageId: 'foreign', data: { table, owner: tables[table] } });
    /** Names of `import * as schema` bindings of the schema. */
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        if (!isSchema(resolveImport(file, node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') {
            namespaces.add(specifier.local.name);
            continue;
          }
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const table = specifier.imported.name ?? specifier.imported.value;
          if (foreign(table)) report(specifier, table);
        }
      },
      MemberExpression(node) {
        if (node.computed || node.object.type !== 'Identifier') return;
        if (!namespaces.has(node.object.name) || node.property.type !== 'Identifier') return;
        if (foreign(node.property.name)) report(node, node.property.name);
      },
    };
  },
};

module.exports = {
  meta: { name: 'module-boundaries' },
  rules: {
    'no-foreign-repository': noForeignRepository,
    'owned-writes': ownedWrites,
    'foreign-reads': foreignReads,
  },
};
