import { describe, expect, it } from 'vitest';
import {
  playwrightFailures,
  secondTries,
  suiteTable,
  suiteTotals,
  vitestFailures,
} from '../scripts/test-runner/suite-table.mjs';

const rows = [
  { label: 'OS packages', passed: 0, failed: 0, skipped: 0, seconds: 0.4 },
  { label: 'unit tests', passed: 557, failed: 0, skipped: 3, seconds: 26.2 },
  { label: 'browser tests', passed: 690, failed: 2, skipped: 160, seconds: 617.5 },
];

describe('the suite table (scripts/test-runner/suite-table.mjs)', () => {
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

  it('names each failed browser test with its last try’s first error line, colour codes dropped', () => {
    const report = {
      suites: [
        {
          specs: [
            {
              title: 'the motion scripts wait for the page',
              file: 'interaction.spec.ts',
              line: 102,
              tests: [
                {
                  projectName: 'chromium-mobile',
                  status: 'unexpected',
                  results: [
                    { error: { message: 'first try' } },
                    {
                      error: {
                        message:
                          '\u001b[31mError: expect(received).toBeLessThan(expected)\u001b[39m\n\nExpected: < 4000',
                      },
                    },
                  ],
                },
              ],
            },
            {
              title: 'passes',
              file: 'a.spec.ts',
              line: 1,
              tests: [{ projectName: 'p', status: 'expected', results: [] }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'no error kept',
                  file: 'b.spec.ts',
                  line: 9,
                  tests: [{ projectName: 'p', status: 'unexpected', results: [] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      '[chromium-mobile] interaction.spec.ts:102 the motion scripts wait for the page: Error: expect(received).toBeLessThan(expected)',
      '[p] b.spec.ts:9 no error kept',
    ]);
    expect(playwrightFailures({})).toEqual([]);
  });

  it('names each failed unit test by file and full name, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/lib/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a > counts',
              failureMessages: ['AssertionError: expected 2 to be 3\n    at x'],
            },
          ],
        },
        {
          name: '/repo/src/lib/b.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing.ts',
          assertionResults: [],
        },
        { name: '/repo/src/lib/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'src/lib/a.test.ts > a > counts: AssertionError: expected 2 to be 3',
      'src/lib/b.test.ts: Failed to load url ./missing.ts',
    ]);
  });
});
