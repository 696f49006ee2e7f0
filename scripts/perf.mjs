// npm run perf: Lighthouse on every route type, mobile and desktop, against dist/ served by
// nginx with deploy/nginx.conf on loopback. Every non-loopback host is unreachable (the
// browser resolves no other name). Prints a table of scores and metrics and a table of the
// byte budgets; exits non-zero when anything is over budget.
// Lighthouse's simulated metrics move between runs (which requests the browser happens to
// start before the largest paint, how busy the machine's CPU is), so each mobile figure is the
// median of PERF_RUNS runs (default 5), as Lighthouse's own guidance on variability advises.
// Desktop, far inside its budgets, runs once.
//   npm run perf              uses dist/ as built (builds it when missing)
//   npm run perf -- --build   builds first
//   npm run perf -- / /cast/  only these routes
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { BUDGETS, budgetFailures, isVideoEmbed } from './perf-budgets.mjs';
import { nginxBinary, writeNginxConfig } from './serve.mjs';

const ALL_ROUTES = [
  '/',
  '/about/',
  '/cast/',
  '/cast/ingrid-solberg/',
  '/episodes/',
  '/episodes/ep01-the-beginning/',
  '/schedule/',
];
const chosen = process.argv.slice(2).filter((a) => a.startsWith('/'));
const ROUTES = chosen.length > 0 ? chosen : ALL_ROUTES;
const port = Number(process.env.PERF_PORT ?? 4349);
const MOBILE_RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 5));
const base = `http://127.0.0.1:${port}`;

if (process.argv.includes('--build') || !existsSync('dist/index.html')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { prefix, path } = writeNginxConfig({ port });
const nginx = spawn(nginxBinary(), ['-p', prefix, '-c', path], { stdio: ['ignore', 'ignore', 'inherit'] });
for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** One Lighthouse run in a fresh browser profile. */
async function audit(route, preset) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      ...chromiumFlags,
      // Only loopback resolves: a page that reaches for another host fails to, as offline CI would.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(`${base}${route}`, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
    const requests = (lhr.audits['network-requests'].details?.items ?? []).filter((r) => !isVideoEmbed(r.url));
    const sum = (items) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0);
    const doc = requests.find((r) => r.resourceType === 'Document');
    const blocking = (lhr.audits['render-blocking-resources'].details?.items ?? []).map((i) => i.url);
    // Every stylesheet this site links is in <head>, so it blocks rendering whether or not
    // Lighthouse's audit (which only flags what it estimates would save time) lists it.
    const stylesheets = requests.filter((r) => r.resourceType === 'Stylesheet');
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    return {
      route,
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      transfer: sum(requests),
      js: sum(requests.filter((r) => r.resourceType === 'Script')),
      requests: requests.length,
      critical: (doc?.transferSize ?? 0) + sum(stylesheets),
      renderBlocking: new Set([...blocking, ...stylesheets.map((r) => r.url)]).size,
      fonts: requests.filter((r) => r.resourceType === 'Font').length,
      failedAudits: Object.values(lhr.categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) =>
          c.auditRefs.filter((a) => a.weight > 0 && lhr.audits[a.id].score !== null && lhr.audits[a.id].score < 1),
        )
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART), twice in a row on a busy machine;
 * such a run measured nothing, so it is retried, at most twice, and then fails.
 */
async function auditWithRetries(route, preset, retries = 2) {
  try {
    return await audit(route, preset);
  } catch (error) {
    if (retries === 0) throw error;
    console.log(`  retrying ${route} (${preset}): ${error.message}`);
    return auditWithRetries(route, preset, retries - 1);
  }
}

/**
 * Each numeric figure's median over the runs (the middle one of an odd count); the
 * Accessibility, Best Practices and SEO scores are each run's worst, as any audit that fails
 * once fails.
 */
function medianRow(runs) {
  const [first] = runs;
  const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const row = { ...first };
  for (const [key, value] of Object.entries(first)) {
    if (typeof value === 'number') row[key] = median(runs.map((r) => r[key]));
  }
  for (const key of ['accessibility', 'bestPractices', 'seo']) row[key] = Math.min(...runs.map((r) => r[key]));
  row.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
  row.runs = runs.length;
  return row;
}

const rows = [];
try {
  for (const route of ROUTES) {
    for (const preset of ['mobile', 'desktop']) {
      const started = performance.now();
      const runs = [];
      for (let i = 0; i < (preset === 'mobile' ? MOBILE_RUNS : 1); i++) {
        runs.push(await auditWithRetries(route, preset));
      }
      rows.push(medianRow(runs));
      const each = (key) => runs.map((r) => Math.round(r[key])).join(', ');
      console.log(
        `  measured ${route} (${preset}) in ${((performance.now() - started) / 1000).toFixed(1)} s, LCP ${each('lcp')} ms, TBT ${each('tbt')} ms`,
      );
    }
  }
} finally {
  nginx.kill('SIGQUIT');
}

const table = (header, lines) => {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
  console.log(fmt(header));
  for (const l of lines) console.log(fmt(l));
};

console.log(
  '\nLighthouse (simulated throttling: mobile = Moto G Power on slow 4G, desktop = desktop preset; medians of the runs)\n',
);
table(
  [
    'route',
    'preset',
    'runs',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'KiB',
    'JS KiB',
    'reqs',
  ],
  rows.map((r) => [
    r.route,
    r.preset,
    r.runs,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    Math.round(r.fcp),
    Math.round(r.lcp),
    Math.round(r.tbt),
    r.cls.toFixed(3),
    kib(r.transfer),
    kib(r.js),
    r.requests,
  ]),
);

console.log('\nByte budgets (transferred, compressed; hero video excluded)\n');
table(
  ['route', 'preset', 'critical KiB', 'budget', 'JS KiB', 'budget', 'total KiB', 'budget', 'blocking', 'fonts'],
  rows.map((r) => {
    const b = BUDGETS.bytes(r.route);
    return [
      r.route,
      r.preset,
      kib(r.critical),
      kib(b.critical),
      kib(r.js),
      kib(b.js),
      kib(r.transfer),
      kib(b.total),
      r.renderBlocking,
      r.fonts,
    ];
  }),
);

const failures = rows.flatMap(budgetFailures);
if (failures.length > 0) {
  console.log(`\nOver budget (${failures.length}):`);
  for (const f of failures) console.log(`  ${f}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
