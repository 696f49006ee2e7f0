/**
 * The rows `npm run perf:graph` prints of a simulated paint's graph (scripts/perf/paint-graph-rows.mjs):
 * made-up lantern nodes and timings, as lantern's estimates hold them.
 */
import { describe, expect, it } from 'vitest';
import { formatEstimate, paintGraphRows } from '../scripts/perf/paint-graph-rows.mjs';

const request = (path: string, priority: string, resourceType: string, transferSize: number) => ({
  type: 'network',
  request: { url: `https://127.0.0.1:4369${path}`, priority, resourceType, transferSize },
});
// Lantern's CPU nodes keep the run's own times in microseconds, and the task's events.
const task = (ms: number, ...names: string[]) => ({
  type: 'cpu',
  startTime: 1_000_000,
  endTime: 1_000_000 + ms * 1000,
  childEvents: names.map((name) => ({ name })),
});

const timings = new Map<unknown, { startTime: number; endTime: number }>([
  [task(7.7, 'Paint', 'Layout', 'PrePaint'), { startTime: 795.2, endTime: 826.4 }],
  [request('/_astro/fonts/core.woff2', 'High', 'Font', 8389), { startTime: 780.1, endTime: 930 }],
  [request('/about/', 'VeryHigh', 'Document', 11264), { startTime: 0, endTime: 780.1 }],
  [task(3.2, 'ParseHTML'), { startTime: 780.1, endTime: 793 }],
  [task(0.4), { startTime: 793, endTime: 794.6 }],
]);

describe("a simulated paint's graph", () => {
  it('lists each node by its simulated start, then end, with what it was', () => {
    expect(paintGraphRows(timings)).toEqual([
      { start: 0, end: 780, what: '/about/ VeryHigh Document 11264 B' },
      { start: 780, end: 793, what: 'task 3.2 ms (ParseHTML)' },
      { start: 780, end: 930, what: '/_astro/fonts/core.woff2 High Font 8389 B' },
      { start: 793, end: 795, what: 'task 0.4 ms (other)' },
      { start: 795, end: 826, what: 'task 7.7 ms (Layout, Paint)' },
    ]);
  });

  it('prints an estimate as its figure, then a line per node', () => {
    const text = formatEstimate('LCP optimistic', { timeInMs: 929.6, nodeTimings: timings });
    const lines = text.split('\n');
    expect(lines[0]).toBe('  LCP optimistic: 930 ms');
    expect(lines).toHaveLength(6);
    expect(lines[3]).toBe('      780-930   /_astro/fonts/core.woff2 High Font 8389 B');
  });
});
