// `npm test`: every check the project has, in order, stopping at the first failure.
//
//   lint + typecheck + unit → api on PGlite + api on PostgreSQL → client → build → browser
//
// Steps joined by '+' run at the same time (each is single-threaded, and the machine has two
// cores; the short unit suite fills the gap the shorter of lint and typecheck leaves); their
// output is printed whole, one step after the other, as each group ends. Other steps stream as
// they go. The last line is `steps: N passed, M failed`.
//
// The API suite on PostgreSQL runs only when TEST_DATABASE_URL is set (a server URL such as
// postgres://postgres@127.0.0.1:5432/postgres; each test file creates its own database on it).
// That is deliberate: `npm test` must pass on a fresh clone with no database server, where the
// same suite still runs on embedded PGlite. .ci/run always sets TEST_DATABASE_URL, so CI runs
// both passes. A pass that was not requested is said so plainly and is not counted.
import { ROOT, run } from './lib/proc.mjs';

const { TEST_DATABASE_URL, ...envWithoutTestDatabase } = process.env;
// Each pass runs a worker per core (vitest.config.mts); when both run, they share the cores, and
// one pass's waits on its database fill the other's gaps.
const apiArgs = ['run', 'test:api'];

/** @type {{ name: string, args: string[], env?: NodeJS.ProcessEnv, skip?: string, group?: number }[]} */
const steps = [
  { name: 'lint', args: ['run', 'lint'], group: 1 },
  { name: 'typecheck', args: ['run', 'typecheck'], group: 1 },
  { name: 'unit', args: ['run', 'test:unit'], group: 1 },
  { name: 'api (PGlite)', args: apiArgs, env: envWithoutTestDatabase, group: 2 },
  TEST_DATABASE_URL
    ? { name: 'api (PostgreSQL)', args: apiArgs, env: process.env, group: 2 }
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

/**
 * The first error lines of a failed step with a little context, printed again just before the
 * last line: CI keeps only the end of a long log, and the cause is usually far above it.
 */
function failureDigest(output, maxLines = 60) {
  // eslint-disable-next-line no-control-regex -- colour codes from the test runners
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const picked = new Set();
  for (const [index, line] of lines.entries()) {
    if (!/\b(Error|Expected|Received|FAIL|✕|●)\b|error TS\d+|✘/.test(line)) continue;
    for (let i = Math.max(0, index - 2); i <= Math.min(lines.length - 1, index + 4); i++) {
      picked.add(i);
    }
    if (picked.size >= maxLines) break;
  }
  return [...picked]
    .sort((a, b) => a - b)
    .slice(0, maxLines)
    .map((i) => lines[i].slice(0, 300))
    .join('\n');
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const started = Date.now();
const results = [];
let exitCode = 0;
let notRun = 0;

/** The steps in order, those sharing a `group` together: [[lint, typecheck, unit], [api, api], ...]. */
const batches = [];
for (const [index, step] of steps.entries()) {
  const last = batches.at(-1);
  const entry = { index, step };
  if (step.group !== undefined && last?.[0].step.group === step.group) last.push(entry);
  else batches.push([entry]);
}

const describe = ({ index, step }) => {
  const label = `[${index + 1}/${steps.length}] ${step.name}`;
  const where =
    step.name === 'api (PostgreSQL)' ? ` (TEST_DATABASE_URL=${redact(TEST_DATABASE_URL)})` : '';
  return { label, start: `\n==> ${label}: npm ${step.args.join(' ')}${where}` };
};

async function runStep(entry, { capture }) {
  const { step } = entry;
  const { label, start } = describe(entry);
  const chunks = [];
  if (!capture) console.log(start);
  const stepStarted = Date.now();
  const code = await run('npm', step.args, {
    env: step.env ?? process.env,
    cwd: ROOT,
    // Streamed steps are echoed as they go and kept too, for the failure digest at the end.
    onOutput: (chunk) => {
      chunks.push(chunk);
      if (!capture) process.stdout.write(chunk);
    },
  });
  const took = seconds(stepStarted);
  return { entry, label, start, code, took, output: Buffer.concat(chunks).toString() };
}

for (const batch of batches) {
  const runnable = batch.filter(({ step }) => !step.skip);
  for (const { index, step } of batch) {
    if (step.skip) console.log(`\n==> [${index + 1}/${steps.length}] ${step.name}: ${step.skip}`);
  }
  if (runnable.length === 0) continue;
  const together = runnable.length > 1;
  if (together) {
    console.log(`\n==> at the same time: ${runnable.map(({ step }) => step.name).join(' + ')}`);
  }
  const outcomes = await Promise.all(
    runnable.map((entry) => runStep(entry, { capture: together })),
  );
  for (const outcome of outcomes) {
    if (together) {
      console.log(outcome.start);
      process.stdout.write(outcome.output);
    }
    results.push({
      name: outcome.entry.step.name,
      code: outcome.code,
      seconds: outcome.took,
      output: outcome.output,
    });
    console.log(
      outcome.code === 0
        ? `==> ${outcome.label} passed in ${outcome.took} s`
        : `==> ${outcome.label} FAILED (exit ${outcome.code}) after ${outcome.took} s`,
    );
  }
  const failure = outcomes.find((outcome) => outcome.code !== 0);
  if (failure) {
    exitCode = failure.code;
    const lastIndex = Math.max(...runnable.map(({ index }) => index));
    notRun = steps.slice(lastIndex + 1).filter((later) => !later.skip).length;
    break;
  }
}

const passed = results.filter((r) => r.code === 0).length;
const failed = results.length - passed;
console.log(`\nnpm test: ${seconds(started)} s`);
for (const r of results)
  console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
if (notRun > 0) console.log(`  ${notRun} later step(s) not run`);
for (const r of results.filter((result) => result.code !== 0)) {
  const digest = failureDigest(r.output);
  if (digest)
    console.log(`\n${r.name}: why it failed (the first errors, in full above)\n${digest}`);
}
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
