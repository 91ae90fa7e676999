// Lets a child process run the TypeScript sources as they are, compiled as the tests compile
// them (vitest.config.mts: legacy decorators with metadata) and with the same path aliases: `node -r ./test/support/swc-register.cjs
// src/main.ts`. Used by tests that start the real server as a process of its own.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
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

require.extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
