// The table npm test (scripts/test-runner/all.mjs) prints at its end: each suite's tests and seconds, the
// total, and the run's own time (the suites' seconds less what ran between them: the builds' checks,
// the reports read). Pure, tested in tests/suite-table.test.ts.

/**
 * @typedef {{ label: string, passed: number, failed: number, skipped: number, seconds: number }} SuiteRow
 */

/** The totals of `rows`, with `wallSeconds` (the whole run, first suite to last) beside their sum. */
export function suiteTotals(rows, wallSeconds) {
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  return {
    passed: sum('passed'),
    failed: sum('failed'),
    skipped: sum('skipped'),
    seconds: sum('seconds'),
    wallSeconds,
  };
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};

/** The table as text: one row a suite, then the total; numbers right-aligned. */
export function suiteTable(rows, totals) {
  const header = ['suite', 'passed', 'failed', 'skipped', 'seconds'];
  const line = (row) => [row.label, row.passed, row.failed, row.skipped, Math.round(row.seconds)].map(String);
  const body = [
    ...rows.map(line),
    ['total', totals.passed, totals.failed, totals.skipped, Math.round(totals.seconds)].map(String),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    format(header),
    rule,
    ...body.slice(0, -1).map(format),
    rule,
    format(body.at(-1)),
    `npm test took ${minutes(totals.wallSeconds)} (${Math.round(totals.wallSeconds)} s).`,
  ].join('\n');
}

/** Each test of a Playwright JSON report, with its spec, walking the nested suites. */
function playwrightTests(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) found.push({ spec, test });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

const named = ({ spec, test }) => `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`;

/** An error's first line, trimmed of colour codes, for a one-line reason. */
const firstLine = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes, which reports keep
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '';

/**
 * The tests of a Playwright JSON report that failed once and passed on their retry, as
 * "[project] file:line title": npm test names them under its table, so a retry never hides a flaky test.
 */
export function secondTries(report) {
  return playwrightTests(report)
    .filter(({ test }) => test.status === 'flaky')
    .map(named);
}

/**
 * The tests of a Playwright JSON report that failed, each with its last try's first error line:
 * npm test names them at its end, the part of a long log a CI page keeps.
 */
export function playwrightFailures(report) {
  return playwrightTests(report)
    .filter(({ test }) => test.status === 'unexpected')
    .map((found) => {
      const last = found.test.results?.at(-1);
      const reason = firstLine(last?.error?.message ?? last?.errors?.[0]?.message);
      return reason ? `${named(found)}: ${reason}` : named(found);
    });
}

/** The failed tests of a Vitest JSON report, "file > full name: first error line"; a file that failed to load, by its name. */
export function vitestFailures(report, root = '') {
  const found = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) found.push(`${name}: ${firstLine(file.message)}`);
    for (const a of failed) found.push(`${name} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }
  return found;
}
