// `npm test`: every check the project has, in order, stopping at the first failure.
//
//   lint → typecheck → unit → api on PGlite → api on PostgreSQL → client → build → browser
//
// Output of each step streams as it comes. The last line is `steps: N passed, M failed`.
//
// The API suite on PostgreSQL runs only when TEST_DATABASE_URL is set (a server URL such as
// postgres://postgres@127.0.0.1:5432/postgres; each test file creates its own database on it).
// That is deliberate: `npm test` must pass on a fresh clone with no database server, where the
// same suite still runs on embedded PGlite. .ci/run always sets TEST_DATABASE_URL, so CI runs
// both passes. A pass that was not requested is said so plainly and is not counted.
import { ROOT, run } from './lib/proc.mjs';

const { TEST_DATABASE_URL, ...envWithoutTestDatabase } = process.env;

/** @type {{ name: string, args: string[], env?: NodeJS.ProcessEnv, skip?: string }[]} */
const steps = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'unit', args: ['run', 'test:unit'] },
  { name: 'api (PGlite)', args: ['run', 'test:api'], env: envWithoutTestDatabase },
  TEST_DATABASE_URL
    ? { name: 'api (PostgreSQL)', args: ['run', 'test:api'], env: process.env }
    : {
        name: 'api (PostgreSQL)',
        args: [],
        skip:
          'not requested: TEST_DATABASE_URL is not set. To run the API suite on PostgreSQL too: ' +
          'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test',
      },
  { name: 'client', args: ['run', 'test:client'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'browser', args: ['run', 'test:browser'] },
];

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const started = Date.now();
const results = [];
let exitCode = 0;
let notRun = 0;

for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.name}`;
  if (step.skip) {
    console.log(`\n==> ${label}: ${step.skip}`);
    continue;
  }
  const where =
    step.name === 'api (PostgreSQL)' ? ` (TEST_DATABASE_URL=${redact(TEST_DATABASE_URL)})` : '';
  console.log(`\n==> ${label}: npm ${step.args.join(' ')}${where}`);
  const stepStarted = Date.now();
  const code = await run('npm', step.args, { env: step.env ?? process.env, cwd: ROOT });
  results.push({ name: step.name, code, seconds: seconds(stepStarted) });
  if (code !== 0) {
    console.log(`==> ${label} FAILED (exit ${code}) after ${seconds(stepStarted)} s`);
    exitCode = code;
    notRun = steps.slice(index + 1).filter((later) => !later.skip).length;
    break;
  }
  console.log(`==> ${label} passed in ${seconds(stepStarted)} s`);
}

const passed = results.filter((r) => r.code === 0).length;
const failed = results.length - passed;
console.log(`\nnpm test: ${seconds(started)} s`);
for (const r of results)
  console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
if (notRun > 0) console.log(`  ${notRun} later step(s) not run`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
