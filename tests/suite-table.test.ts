import { describe, expect, it } from 'vitest';
import { secondTries, suiteTable, suiteTotals } from '../scripts/suite-table.mjs';

const rows = [
  { label: 'OS packages', passed: 0, failed: 0, skipped: 0, seconds: 0.4 },
  { label: 'unit tests', passed: 557, failed: 0, skipped: 3, seconds: 26.2 },
  { label: 'browser tests', passed: 690, failed: 2, skipped: 160, seconds: 617.5 },
];

describe('the suite table (scripts/suite-table.mjs)', () => {
  it('adds up every suite, and keeps the run time apart from the suites’ sum', () => {
    expect(suiteTotals(rows, 700.2)).toEqual({
      passed: 1247,
      failed: 2,
      skipped: 163,
      seconds: 644.1,
      wallSeconds: 700.2,
    });
  });

  it('prints one row a suite, the total, and the run in minutes', () => {
    expect(suiteTable(rows, suiteTotals(rows, 700.2)).split('\n')).toEqual([
      'suite          passed  failed  skipped  seconds',
      '-------------  ------  ------  -------  -------',
      'OS packages         0       0        0        0',
      'unit tests        557       0        3       26',
      'browser tests     690       2      160      618',
      '-------------  ------  ------  -------  -------',
      'total            1247       2      163      644',
      'npm test took 11 min 40 s (700 s).',
    ]);
  });

  it('rounds the run to whole seconds before it splits minutes from seconds', () => {
    expect(suiteTable(rows, suiteTotals(rows, 59.6)).split('\n').at(-1)).toBe('npm test took 1 min 00 s (60 s).');
  });

  it('names each test that passed only on its retry, from a nested Playwright report', () => {
    const spec = (title: string, line: number, status: string) => ({
      title,
      file: 'interactions.spec.ts',
      line,
      tests: [{ projectName: 'firefox', status }],
    });
    const report = {
      suites: [
        {
          specs: [spec('the FAQ accordion', 45, 'flaky'), spec('the mobile menu', 13, 'expected')],
          suites: [{ specs: [spec('scripts off', 23, 'unexpected'), spec('the newsletter', 110, 'flaky')] }],
        },
      ],
    };
    expect(secondTries(report)).toEqual([
      '[firefox] interactions.spec.ts:45 the FAQ accordion',
      '[firefox] interactions.spec.ts:110 the newsletter',
    ]);
    expect(secondTries({})).toEqual([]);
  });
});
