// Lighthouse runs for the gate (scripts/perf/gate.mjs), through Lighthouse's Node API in this process,
// into a folder Lighthouse CI's `lhci assert` reads (.lighthouseci/lhr-<time>.json, with the HTML
// report beside it). What `lhci collect` does, less its cost: it starts the Lighthouse CLI as a new
// Node process for every run, and loading Lighthouse and its config there was ~2 s of a ~12 s run
// on this machine (the gate has ~60 runs). Each run still gets a Chromium of its own, as the CLI
// gives it, so no run inherits another's browser state.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as ChromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath, loopbackOnlyFlag, trustCertificateFlag } from '../chromium.mjs';
import { loopbackCertificate } from '../serve/tls-cert.mjs';

const require = createRequire(import.meta.url);
/**
 * The Lighthouse settings the gate runs with (lighthouserc.cjs, which a by-hand `lhci collect` reads
 * too), less the Chromium flags: this script starts Chromium itself, with them as a list.
 */
const settings = { ...require('../../lighthouserc.cjs').ci.collect.settings };
delete settings.chromeFlags;

/** The Chromium a run gets: the machine's flags, no host but loopback, headless as `lhci collect` starts it. */
export const lighthouseChromeFlags = [...chromiumFlags, loopbackOnlyFlag, '--headless=new'];

/** Lighthouse's config for a preset: its default (mobile) or its desktop preset, as the CLI's --preset picks. */
const configFor = (preset) => (preset === 'desktop' ? desktopConfig : undefined);

/** Attempts a run gets, as `lhci collect` gives it, before the gate fails on it. */
const ATTEMPTS = 3;

/**
 * The run's settings: the gate's, and on mobile Lighthouse's slow 4G with `cpuSlowdown` (the machine's
 * calibration, scripts/perf/cpu.mjs) in place of its fixed 4x. Desktop's preset has no CPU slowdown.
 */
export const settingsFor = (preset, cpuSlowdown) =>
  preset === 'mobile' && cpuSlowdown !== undefined
    ? { ...settings, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
    : settings;

async function runOnce(url, preset, cpuSlowdown) {
  // The gate's servers speak HTTPS with the tests' loopback certificate: this Chromium trusts its key, for this run only.
  const chromeFlags = [...lighthouseChromeFlags, trustCertificateFlag(loopbackCertificate().spki)];
  const chrome = await ChromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(
      url,
      { ...settingsFor(preset, cpuSlowdown), port: chrome.port, output: ['json', 'html'], logLevel: 'error' },
      configFor(preset),
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times on `url` in `preset`, one run at a time, adding each report to
 * `dir`/.lighthouseci/, and returns the results (lhr) of the runs it added. A run that fails is
 * tried again, up to ATTEMPTS; then this throws with each error. `cpuSlowdown`, on mobile, replaces
 * Lighthouse's default 4x (scripts/perf/cpu.mjs).
 */
export async function collect({ url, preset, runs, dir, cpuSlowdown }) {
  const out = join(dir, '.lighthouseci');
  mkdirSync(out, { recursive: true });
  const lhrs = [];
  for (let run = 0; run < runs; run++) {
    const errors = [];
    while (errors.length < ATTEMPTS) {
      try {
        const { lhr, report } = await runOnce(url, preset, cpuSlowdown);
        const [json, html] = report;
        const name = `lhr-${Date.now()}`;
        writeFileSync(join(out, `${name}.json`), json);
        writeFileSync(join(out, `${name}.html`), html);
        lhrs.push(lhr);
        break;
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (errors.length === ATTEMPTS) {
      throw new Error(`Lighthouse on ${url} (${preset}) failed ${ATTEMPTS} times:\n${errors.join('\n')}`);
    }
  }
  return lhrs;
}
