// Which requests and tasks Lighthouse's simulated phone counted into a page's first and largest
// paints, beside the text floor's: one mobile run of each, with the gate's settings, servers and CPU
// calibration, its artifacts kept, and lantern run again on them to print each estimate's graph
// (optimistic and pessimistic; a paint is their mean). Measures only, asserts nothing.
//   npm run perf:graph -- /about/ dist-show/hands/
import * as ChromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath, trustCertificateFlag } from '../chromium.mjs';
import { parseRoute } from '../perf-budgets.mjs';
import { loopbackCertificate } from '../serve/tls-cert.mjs';
import { calibrateMobileCpu } from './cpu.mjs';
import { writeFloorPages } from './floor.mjs';
import { lighthouseChromeFlags, settingsFor } from './lighthouse-collect.mjs';
import { formatEstimate } from './paint-graph-rows.mjs';
import { startSites } from './servers.mjs';

const ARTIFACTS = resolve('.tmp/paint-graph');
const routes = process.argv.slice(2).map(parseRoute);
if (routes.length === 0) throw new Error('name the routes: npm run perf:graph -- /about/ dist-show/hands/');
const dirs = [...new Set(['dist', ...routes.map((r) => r.site)])];
for (const dir of dirs) {
  if (!existsSync(`${dir}/index.html`))
    throw new Error(`${dir}/ is not built (npm run build; node scripts/build-airing.mjs)`);
}

/** Gathers one mobile run of `url` into ARTIFACTS (Lighthouse's gather mode) and returns its artifacts. */
async function gather(url, settings) {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  const chromeFlags = [...lighthouseChromeFlags, trustCertificateFlag(loopbackCertificate().spki)];
  const chrome = await ChromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    await lighthouse(url, { ...settings, gatherMode: ARTIFACTS, port: chrome.port, logLevel: 'error' });
  } finally {
    chrome.kill();
  }
  return loadArtifacts(ARTIFACTS);
}

/**
 * Lantern's FCP and LCP of a gathered run, as Lighthouse's audits compute them, with their graphs: with
 * the settings the run resolved (simulated throttling and its slowdown), which its artifacts keep.
 */
async function paints(artifacts) {
  const { settings } = artifacts;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  return {
    FCP: await LanternFirstContentfulPaint.request(data, context),
    LCP: await LanternLargestContentfulPaint.request(data, context),
  };
}

const floor = writeFloorPages('dist');
const sites = await startSites(dirs.map((dir, i) => ({ dir, port: Number(process.env.PERF_PORT ?? 4369) + i })));
try {
  const { cpuSlowdown, note } = await calibrateMobileCpu();
  console.log(note);
  const settings = settingsFor('mobile', cpuSlowdown);
  const pages = [{ label: 'the text floor', site: 'dist', path: floor.text }, ...routes];
  for (const page of pages) {
    const estimates = await paints(await gather(`${sites.originOf(page.site)}${page.path}`, settings));
    console.log(
      `\n${page.label}: FCP ${Math.round(estimates.FCP.timing)} ms, LCP ${Math.round(estimates.LCP.timing)} ms`,
    );
    for (const [metric, result] of Object.entries(estimates)) {
      console.log(formatEstimate(`${metric} optimistic`, result.optimisticEstimate));
      console.log(formatEstimate(`${metric} pessimistic`, result.pessimisticEstimate));
    }
  }
} finally {
  sites.stop();
}
