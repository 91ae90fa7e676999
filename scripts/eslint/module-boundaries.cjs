// Module boundaries of the API, checked by `npx eslint`. src/ is a handful of contexts
// (platform, accounts, partners, sales, providers, back-office), each a folder of modules
// (src/<context>/<module>/…):
// - context-faces: a context imports only the contexts below it, and of them only their public
//   face (modules, services, DTOs, errors, rules, ports); platform is open to all.
// - no-foreign-repository: a file imports no other module's repository (`*.repository`, query
//   repositories included); it goes through that module's exported service.
// - owned-writes: a file inserts, updates or deletes rows (`db.insert(table)`, `.update(table)`,
//   `.delete(table)`) only of a table its module owns, as
//   src/platform/database/schema/owners.ts lists them.
// - foreign-reads: a module reads another module's tables only in its query repositories
//   (`*.query-repository.ts`) and the SQL fragments they share (`*.sql.ts`): anywhere else, a
//   value import of another module's table from the schema is refused.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');
const SCHEMA = path.join(SRC, 'platform', 'database', 'schema');
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

/**
 * The contexts of src/, lowest first: a context imports only those before it (and itself). The
 * files directly in src/ (main.ts, app.module.ts, http.ts), cli/ and seed/ compose the app and
 * may import any context.
 */
const CONTEXTS = ['platform', 'accounts', 'partners', 'sales', 'providers', 'back-office'];

/** What other contexts may import of a context's modules (platform is open to all). */
const PUBLIC_FACE = /(\.(module|service|errors|rules|port|catalogue)|\/dto\/[^/]+)$/;

/**
 * The module of a path: `<context>/<module>` (its first two folders under src/) inside a
 * context, the folder itself for cli/ and seed/, '' for the files directly in src/; null outside
 * src/.
 */
function moduleOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts.length === 1) return '';
  if (CONTEXTS.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** The context of a path under src/, or null for the composing files (and outside src/). */
function contextOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const first = relative.split(path.sep)[0];
  return CONTEXTS.includes(first) ? first : null;
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
    docs: {
      description:
        'Write only the tables your module owns (src/platform/database/schema/owners.ts)',
    },
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
    if (loaders.includes(own) || own === 'platform/database') return {};
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

const contextFaces = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Import another context only from below, and only its public face (modules, services, DTOs, errors, rules, ports)',
    },
    schema: [],
    messages: {
      upward:
        "'{{source}}' is in the {{to}} context, which sits above {{from}} ({{order}}): invert the dependency (a port in {{from}} that {{to}} implements) or move the piece down.",
      face: "'{{source}}' is not part of the {{to}} context's public face: import its module, service, DTO, errors, rules or port instead.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = contextOf(file);
    if (from === null) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (!target) return;
      const to = contextOf(target);
      if (to === null || to === from) return;
      if (CONTEXTS.indexOf(to) > CONTEXTS.indexOf(from)) {
        context.report({
          node,
          messageId: 'upward',
          data: { source, from, to, order: CONTEXTS.join(' < ') },
        });
      } else if (to !== 'platform' && !PUBLIC_FACE.test(target.replace(/\.[cm]?[jt]s$/, ''))) {
        context.report({ node, messageId: 'face', data: { source, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * The project's import graph over src/ (every `import`, `export … from` and `import()`, type-only
 * ones included), read once per lint run with TypeScript's own import scanner and kept up to
 * date with the file being linted, so an editor sees its unsaved imports. It stands in for
 * import-x/no-cycle, which resolved every import of every file again for each file linted
 * (more than half of the lint's time).
 */
const importGraph = {
  edges: null, // file → Set of src/ files it imports
  components: null, // file → the id of its strongly connected component (null when stale)
  load() {
    if (this.edges) return;
    this.edges = new Map();
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.[cm]?ts$/.test(entry.name)) {
          this.edges.set(full, importsOf(full, fs.readFileSync(full, 'utf8')));
        }
      }
    };
    walk(SRC);
  },
  /** Replaces a file's edges with those of its current text; true when they changed. */
  update(file, text) {
    const next = importsOf(file, text);
    const previous = this.edges.get(file);
    if (previous && previous.size === next.size && [...next].every((t) => previous.has(t))) {
      return false;
    }
    this.edges.set(file, next);
    this.components = null;
    return true;
  },
  /** Tarjan's algorithm, iterative (the graph is deep enough to worry a recursive one). */
  componentOf(file) {
    if (!this.components) {
      const index = new Map();
      const low = new Map();
      const onStack = new Set();
      const stack = [];
      const components = new Map();
      let next = 0;
      for (const root of this.edges.keys()) {
        if (index.has(root)) continue;
        const work = [[root, [...(this.edges.get(root) ?? [])], 0]];
        index.set(root, next);
        low.set(root, next++);
        stack.push(root);
        onStack.add(root);
        while (work.length) {
          const frame = work[work.length - 1];
          const [v, targets] = frame;
          if (frame[2] < targets.length) {
            const w = targets[frame[2]++];
            if (!this.edges.has(w)) continue;
            if (!index.has(w)) {
              index.set(w, next);
              low.set(w, next++);
              stack.push(w);
              onStack.add(w);
              work.push([w, [...this.edges.get(w)], 0]);
            } else if (onStack.has(w)) {
              low.set(v, Math.min(low.get(v), index.get(w)));
            }
            continue;
          }
          work.pop();
          if (work.length) {
            const parent = work[work.length - 1][0];
            low.set(parent, Math.min(low.get(parent), low.get(v)));
          }
          if (low.get(v) === index.get(v)) {
            let w;
            do {
              w = stack.pop();
              onStack.delete(w);
              components.set(w, v);
            } while (w !== v);
          }
        }
      }
      this.components = components;
    }
    return this.components.get(file);
  },
  /** The shortest way from `from` back to `to` (files), for the message. */
  pathBetween(from, to) {
    const previous = new Map([[from, null]]);
    const queue = [from];
    while (queue.length) {
      const v = queue.shift();
      if (v === to) break;
      for (const w of this.edges.get(v) ?? []) {
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    const steps = [];
    for (let v = to; v !== null && v !== undefined; v = previous.get(v)) steps.unshift(v);
    return steps;
  },
};

/** The src/ files that a file's text imports, resolved to paths (`x.ts` or `x/index.ts`). */
function importsOf(file, text) {
  const targets = new Set();
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const base = resolveImport(file, fileName);
    if (!base) continue;
    const found = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
      (candidate) => /\.[cm]?ts$/.test(candidate) && fs.existsSync(candidate),
    );
    if (found && found.startsWith(SRC + path.sep)) targets.add(found);
  }
  return targets;
}

const noFileCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between the files of src/ (type-only imports count)' },
    schema: [],
    messages: {
      cycle:
        "'{{source}}' leads back to this file ({{path}}): a cycle hides which file owns what and breaks Nest's injection order; move what both need into a third file.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SRC + path.sep)) return {};
    importGraph.load();
    importGraph.update(file, context.sourceCode.text);
    const mine = importGraph.componentOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const base = resolveImport(file, source);
      if (!base) return;
      const target = [...importsOf(file, `import '${source}';`)][0];
      if (!target || target === file || importGraph.componentOf(target) !== mine) return;
      const steps = importGraph
        .pathBetween(target, file)
        .map((step) => path.relative(SRC, step))
        .join(' → ');
      context.report({ node, messageId: 'cycle', data: { source, path: steps } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

module.exports = {
  meta: { name: 'module-boundaries' },
  rules: {
    'no-foreign-repository': noForeignRepository,
    'owned-writes': ownedWrites,
    'foreign-reads': foreignReads,
    'context-faces': contextFaces,
    'no-file-cycle': noFileCycle,
  },
};
