// The mobile preset's CPU, calibrated to the machine (docs/performance.md, "The phone's CPU").
// Lighthouse simulates a phone by multiplying the main-thread work it observed on this machine by
// a CPU slowdown, 4 by default: right for the machine its defaults were set on, not for a machine
// 3x slower, where the same page would be measured on a phone 3x slower (the paints' network part,
// held against the floor, does not slow; their CPU part does). Lighthouse's throttling docs say to
// calibrate the multiplier from its benchmark index, and its calculator puts 4x at an index of 1533
// and 6x at 2000: a phone of an index ~400. So the gate measures the machine with Lighthouse's own
// benchmark before it starts, in the Chromium it runs, and divides: the same phone on every machine.
// It divides only down from Lighthouse's default, never up: the index is a JavaScript benchmark, and
// on a faster machine it overstates how fast the machine lays out a page. Machines that read 3300-4400
// (in Chromium 143 and 156 alike) got 9-10x, their first style-and-layout task (~9 ms at 1x on
// /cast/) counted 90+ ms, and five routes failed TBT in CI whose pages had not changed. Lighthouse's
// maintainers dropped the index as a stand-in for CPU speed (GoogleChrome/lighthouse#13259).
import * as ChromeLauncher from 'chrome-launcher';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';
import { chromiumPath } from '../chromium.mjs';
import { lighthouseChromeFlags } from './lighthouse-collect.mjs';
import { GATE, medianOf } from '../perf-budgets.mjs';

/** Benchmarks a run takes; their median is the machine's index (one takes ~1 s; on this shared machine they spread ~1000-2000). */
const SAMPLES = 7;

/** Lighthouse's mobile CPU slowdown (4x): the most the calibration gives. */
export const LIGHTHOUSE_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * The CPU slowdown that makes this machine the phone the gate measures on: its benchmark index over
 * the phone's (GATE.phoneBenchmarkIndex), at most Lighthouse's default (a faster index says less
 * about layout than about JavaScript), and never below 1 (a machine slower than that phone cannot
 * be sped up: the gate then measures on the machine as it is, and says so).
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`the benchmark index must be a positive number, not ${benchmarkIndex}`);
  }
  const calibrated = Math.round((benchmarkIndex / GATE.phoneBenchmarkIndex) * 100) / 100;
  return Math.min(LIGHTHOUSE_SLOWDOWN, Math.max(1, calibrated));
}

/**
 * Runs Lighthouse's benchmark (the one each report records as environment.benchmarkIndex) SAMPLES
 * times in a headless Chromium started as a Lighthouse run starts its own, and returns the median
 * and the samples.
 */
export async function measureBenchmarkIndex(samples = SAMPLES) {
  const chrome = await ChromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: lighthouseChromeFlags,
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0].newPage();
      const indexes = [];
      for (let i = 0; i < samples; i++) {
        indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
      }
      return { index: medianOf(indexes), samples: indexes };
    } finally {
      await browser.close();
    }
  } finally {
    chrome.kill();
  }
}

/** Measures the machine and returns the mobile preset's CPU slowdown, with a line saying what it found. */
export async function calibrateMobileCpu() {
  const { index, samples } = await measureBenchmarkIndex();
  const cpuSlowdown = cpuSlowdownFor(index);
  const slower =
    index < GATE.phoneBenchmarkIndex
      ? ' (this machine is slower than that phone: no slowdown)'
      : cpuSlowdown === LIGHTHOUSE_SLOWDOWN
        ? ` (at most Lighthouse's own ${LIGHTHOUSE_SLOWDOWN}x)`
        : '';
  return {
    cpuSlowdown,
    note:
      `Mobile CPU: Lighthouse's benchmark index here ${Math.round(index)} (median of ${samples.map(Math.round).join(', ')}), ` +
      `a phone's ${GATE.phoneBenchmarkIndex}: ${cpuSlowdown}x slowdown${slower}.`,
  };
}
