// Lighthouse runs for the gate and its protocol comparison (scripts/perf/gate.mjs, protocols.mjs),
// in rounds: each round runs the floor pages (scripts/perf/floor.mjs) of a preset once, then once
// each page of that preset still due a run. A route's paints and the floor's are so taken in the
// same minutes, through the same stretches of a shared machine's noise, which only ever adds time.
import { join } from 'node:path';
import { largestPaintKind } from '../perf-budgets.mjs';
import { collect } from './lighthouse-collect.mjs';

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * One page in one preset: its name, where Lighthouse loads it, where its reports go, the timings
 * of its runs so far ({ tbt, fcp, lcp, kind: its largest paint's }) and the seconds they took.
 */
export function pageTest({ label, url, preset, work }) {
  const name = (label.startsWith('/') ? `dist${label}` : label).replace(/[^\w-]+/g, '-').replace(/-$/, '');
  const cwd = join(work, `${preset}-${name}`);
  return { label, url, preset, cwd, runs: [], seconds: 0 };
}

/** Adds one run to a test's reports, timing it; `cpuSlowdown` is the mobile preset's (scripts/perf/cpu.mjs). */
async function runOnce(test, cpuSlowdown) {
  const started = performance.now();
  const [lhr] = await collect({ url: test.url, preset: test.preset, runs: 1, dir: test.cwd, cpuSlowdown });
  test.seconds += (performance.now() - started) / 1000;
  test.runs.push({
    tbt: metric(lhr, 'total-blocking-time'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    kind: largestPaintKind(lhr),
  });
}

/** Which floor a test is held against: its `group` when it has one (a protocol), else its preset. */
const groupOf = (test) => test.group ?? test.preset;

/**
 * Runs `tests` in rounds until none is due: round n runs each test for which `due(test, n)` holds,
 * after the floor pages of its group (`floors[group]`: { text, image } tests; a group is a preset
 * unless the test names another). `log` hears of each round. `cpuSlowdown` is the mobile preset's
 * CPU slowdown, calibrated to the machine (scripts/perf/cpu.mjs); without it, Lighthouse's 4x.
 */
export async function collectInRounds({ tests, floors, due, cpuSlowdown, log = () => {} }) {
  for (let round = 1; ; round++) {
    const now = tests.filter((t) => due(t, round));
    if (now.length === 0) return;
    log(round, now);
    for (const group of new Set(now.map(groupOf))) {
      const floor = floors[group];
      if (!floor) throw new Error(`no floor pages for ${group}`);
      await runOnce(floor.text, cpuSlowdown);
      await runOnce(floor.image, cpuSlowdown);
      for (const test of now.filter((t) => groupOf(t) === group)) await runOnce(test, cpuSlowdown);
    }
  }
}

/** The floor's runs as floorRatios (perf-budgets.mjs) takes them. */
export const floorRuns = (floor) => ({ text: floor.text.runs, image: floor.image.runs });
