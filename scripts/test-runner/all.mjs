// npm test: every suite, in order, then one line "N passed, N failed" with the totals.
//   0. what the OS must provide (Chromium, nginx, its brotli module): installed with apt-get when
//      missing and this user may; otherwise it stops at once, before building, saying how
//   1. static checks (content, types, lint, format), side by side, each counted as one test
//   2. unit tests (Vitest: src/lib and content integrity)
//   3. build, then tests over the built dist/ (Vitest, no browser); the same for the season fixtures
//      (scripts/build-airing.mjs: content with air dates and results, at fixed clocks, into
//      dist-airing/, dist-premiere/, dist-finale/, dist-finale-eve/, dist-seasons/ and a generated
//      three-season show, dist-show/)
//   4. browser tests (Playwright + axe) against dist/ served by nginx over HTTPS and HTTP/2 (and npm
//      start's Node server); then the essentials in Firefox ESR and WebKitGTK through WebDriver
//      (playwright.engines.config.ts, e2e-engines/), one test per check
//   5. the Lighthouse gate (scripts/perf/gate.mjs, Lighthouse CI): one test per route and preset
//   6. a bounded load test on loopback (nginx, 10 s)
// Suites keep running after a failure so one run shows everything that is red.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { AIRING } from '../build-airing.mjs';
import { ensureOsPackages } from './os-packages.mjs';
import { playwrightFailures, secondTries, suiteTable, suiteTotals, vitestFailures } from './suite-table.mjs';

const runStarted = performance.now();
if (!ensureOsPackages()) {
  console.log('\nFailed suites: OS packages (nothing was built or tested)');
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

const failures = [];
/** Browser tests that failed once and passed on their retry, named under the table. */
const retried = [];
/** Tests that failed, each with its first error line, named last: a long log's tail is what CI keeps. */
const failedTests = [];
mkdirSync('.tmp', { recursive: true });

/**
 * Each suite's counts and seconds, printed as a table at the end (suite-table.mjs): .ci/run has 20
 * minutes here alone and 40 with a core taken (docs/performance.md keeps both tables). The OS
 * packages' check (and install, on a bare machine) is the first row's time, counted as no test.
 */
const suites = [
  { label: 'OS packages', passed: 0, failed: 0, skipped: 0, seconds: (performance.now() - runStarted) / 1000 },
];

/** Runs one suite's command; returns whether it exited 0 and its seconds. */
function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return { ok: result.status === 0, seconds: (performance.now() - started) / 1000 };
}

/** A suite counted as one test: it passed or it did not. */
function count(label, ok, seconds) {
  suites.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  if (!ok) failures.push(label);
  return ok;
}

function check(label, cmd, args) {
  const { ok, seconds } = run(label, cmd, args);
  return count(label, ok, seconds);
}

/**
 * Checks that read the tree and write nothing another reads, run side by side (each is mostly one
 * core's work); each one's output is printed whole when it ends, so no two interleave.
 */
async function checksTogether(checks) {
  const started = performance.now();
  const results = await Promise.all(
    checks.map(
      ([label, cmd, args]) =>
        new Promise((done) => {
          const child = spawn(cmd, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('error', (error) => done({ label, cmd, args, ok: false, output: `${output}${error}` }));
          child.on('close', (code) => done({ label, cmd, args, ok: code === 0, output }));
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const { label, cmd, args, ok, output } of results) {
    console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}\n${output.trimEnd()}`);
    if (!ok) failures.push(label);
  }
  // Side by side, they share their seconds: one row.
  suites.push({
    label: results.map((r) => r.label).join(', '),
    passed: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
    skipped: 0,
    seconds,
  });
}

const node = process.execPath;
const bin = (name) => `node_modules/.bin/${name}`;

function vitest(label, config, report, extraEnv = {}) {
  reportSuite(
    label,
    bin('vitest'),
    ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
    (r) => {
      failedTests.push(...vitestFailures(r, process.cwd()).map((test) => `${label}: ${test}`));
      return {
        passed: r.numPassedTests,
        // A suite that fails to load has no failed tests but a failed file: count it.
        failed:
          r.numFailedTests +
          r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length,
        skipped: r.numPendingTests + r.numTodoTests,
      };
    },
    extraEnv,
  );
}

/** A suite that writes a JSON report; `counts` reads its totals from it. */
function reportSuite(label, cmd, args, report, counts, extraEnv = {}) {
  rmSync(report, { force: true });
  const { ok, seconds } = run(label, cmd, args, extraEnv);
  if (!existsSync(report)) {
    suites.push({ label: `${label} (no report)`, passed: 0, failed: 1, skipped: 0, seconds });
    failures.push(`${label} (no report)`);
    return;
  }
  const { passed, failed, skipped } = counts(JSON.parse(readFileSync(report, 'utf8')));
  suites.push({ label, passed, failed, skipped, seconds });
  if (!ok || failed > 0) failures.push(label);
}

await checksTogether([
  ['content check', node, ['scripts/content/check.ts']],
  ['astro check', node, ['node_modules/astro/bin/astro.mjs', 'check']],
  ['eslint', bin('eslint'), ['.']],
  ['prettier', bin('prettier'), ['--check', '.']],
]);

vitest('unit tests', 'vitest.config.ts', '.tmp/vitest-unit.json');

if (check('build', node, ['scripts/build/site.mjs'])) {
  vitest('dist tests', 'vitest.dist.config.ts', '.tmp/vitest-dist.json');
  check('build cache: a cold and a warm build, byte for byte', node, ['scripts/build/check-cache.mjs']);
  // The season fixtures as more sites (CONTENT_DIR, SITE_NOW: scripts/build-airing.mjs): the same dist
  // tests over each, and their browser specs below.
  if (check('build (season fixtures)', node, ['scripts/build-airing.mjs'])) {
    for (const { outDir } of AIRING.builds) {
      vitest(`dist tests (${outDir})`, 'vitest.dist.config.ts', `.tmp/vitest-${outDir}.json`, { DIST_DIR: outDir });
    }
  }

  const playwrightTotals = (report) => {
    retried.push(...secondTries(report));
    failedTests.push(...playwrightFailures(report));
    const { stats } = report;
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    };
  };
  reportSuite('browser tests', bin('playwright'), ['test'], '.tmp/playwright.json', playwrightTotals);
  reportSuite(
    'Firefox and WebKit',
    bin('playwright'),
    ['test', '--config', 'playwright.engines.config.ts'],
    '.tmp/playwright-engines.json',
    playwrightTotals,
  );
  // Lighthouse needs the machine to itself: nothing else runs beside it.
  reportSuite('Lighthouse gate', node, ['scripts/perf/gate.mjs'], '.tmp/perf.json', ({ tests }) => {
    const missed = tests.filter((t) => !t.passed);
    failedTests.push(...missed.map((t) => `Lighthouse gate: ${t.route} (${t.preset}): ${t.misses.join('; ')}`));
    return { passed: tests.length - missed.length, failed: missed.length, skipped: 0 };
  });

  check('load test', node, ['scripts/serve/load-test.mjs']);
}

const totals = suiteTotals(suites, (performance.now() - runStarted) / 1000);
console.log(`\n${suiteTable(suites, totals)}`);
if (retried.length > 0) console.log(`Passed on their retry (docs/browsers.md, "Retries"):\n  ${retried.join('\n  ')}`);
if (failedTests.length > 0) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length > 0) console.log(`Failed suites: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || failures.length > 0 ? 1 : 0);
