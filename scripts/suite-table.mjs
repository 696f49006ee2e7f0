// The table npm test (scripts/test-all.mjs) prints at its end: each suite's tests and seconds, the
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

/**
 * The tests of a Playwright JSON report that failed once and passed on their retry, as
 * "[project] file:line title": npm test names them under its table, so a retry never hides a flaky test.
 */
export function secondTries(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') found.push(`[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}
