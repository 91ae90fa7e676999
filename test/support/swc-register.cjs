// Lets a child process run the TypeScript sources as they are, compiled as the tests compile
// them (vitest.config.mts: legacy decorators with metadata) and with the same path aliases: `node -r ./test/support/swc-register.cjs
// src/main.ts`. Used by tests that start the real server as a process of its own.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { transformSync } = require('@swc/core');

const ROOT = path.join(__dirname, '..', '..');
const ALIASES = [
  ['@/', path.join(ROOT, 'src') + path.sep],
  ['@test/', path.join(ROOT, 'test') + path.sep],
];

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  for (const [prefix, target] of ALIASES) {
    if (request.startsWith(prefix)) {
      return resolveFilename.call(this, target + request.slice(prefix.length), ...rest);
    }
  }
  return resolveFilename.call(this, request, ...rest);
};

const OPTIONS = {
  sourceMaps: 'inline',
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
// Compiled files are kept by their source's hash, so the second server a test starts (and every
// later run) loads the app without compiling its 500 files again.
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'threshold-swc-register');
const VERSION = `${require('@swc/core/package.json').version}:${JSON.stringify(OPTIONS)}`;
fs.mkdirSync(CACHE, { recursive: true });

require.extensions['.ts'] = function (module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = createHash('sha1').update(VERSION).update(filename).update(source).digest('hex');
  const cached = path.join(CACHE, `${key}.js`);
  let code;
  try {
    code = fs.readFileSync(cached, 'utf8');
  } catch {
    code = transformSync(source, { filename, ...OPTIONS }).code;
    const partial = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
  }
  module._compile(code, filename);
};
