// npm run perf: the Lighthouse gate. Lighthouse (its Node API: scripts/perf/lighthouse-collect.mjs) and
// Lighthouse CI's `lhci assert` (lighthouserc.cjs) on every route type of today's dist/ and on the
// season's pages in the airing fixture's builds, each served as production serves it: nginx with
// deploy/nginx.conf over HTTPS and HTTP/2 on loopback (scripts/perf/servers.mjs). Each route's paints
// are held against the floor (scripts/perf/floor.mjs: a bare text page and the same with Home's
// poster, on the same server), measured in rounds with the routes (scripts/perf/runs.mjs): median
// FCP / the text floor's and median LCP / the floor's of its largest paint's kind at most GATE.floorRatio; CLS, TBT (best
// run) and the scores as lighthouserc.cjs asserts them (scripts/perf-budgets.mjs's GATE). A route
// whose runs have none within the TBT lab target, or whose ratio is over by GATE.nearMissRatio or
// less, gets more rounds, up to GATE.maxMobileRuns runs. Prints a table with the absolute figures;
// each route x preset is one test; exits 1 on any miss.
//   npm run perf                          every route (builds what is missing)
//   npm run perf -- /cast/                one route of dist/ (or several)
//   npm run perf -- dist-airing/episodes/ one route of another build
//   npm run perf -- --build               build first
// It writes .tmp/perf.json (one entry per test, for npm test's totals) and keeps each page's
// Lighthouse reports in .tmp/lighthouse/<preset>-<page>/.lighthouseci/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { writeFloorPages } from './floor.mjs';
import {
  GATE,
  ROUTES,
  floorMisses,
  floorRatios,
  isVideoEmbed,
  medianOf,
  needsAnotherRun,
  parseRoute,
  routePaintKind,
} from '../perf-budgets.mjs';
import { shieldTheGate } from './cgroup.mjs';
import { calibrateMobileCpu } from './cpu.mjs';
import { collectInRounds, floorRuns, pageTest } from './runs.mjs';
import { startSites } from './servers.mjs';

const require = createRequire(import.meta.url);
const LHCI_CLI = require.resolve('@lhci/cli/src/cli.js');
const { computeRepresentativeRuns } = require('@lhci/utils/src/representative-runs.js');
const CONFIG = resolve('lighthouserc.cjs');
const WORK = resolve('.tmp/lighthouse');
const REPORT = resolve('.tmp/perf.json');

const firstPort = Number(process.env.PERF_PORT ?? 4349);
const chosen = process.argv.slice(2).filter((a) => /^(dist[\w-]*)?\//.test(a));
const routes = chosen.length > 0 ? chosen.map(parseRoute) : ROUTES;
/** One nginx per built site the routes are in, on consecutive ports; the floor is measured on the first. */
const sites = [...new Set(['dist', ...routes.map((r) => r.site)])].map((dir, i) => ({ dir, port: firstPort + i }));

/** The script that builds a site: dist/ by npm run build, the season folders by the airing fixture. */
const builder = (dir) => (dir === 'dist' ? 'scripts/build/site.mjs' : 'scripts/build-airing.mjs');
const builders = new Set(
  sites
    .filter(({ dir }) => process.argv.includes('--build') || !existsSync(`${dir}/index.html`))
    .map((s) => builder(s.dir)),
);
for (const script of builders) {
  const build = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const readLhrs = (cwd) => {
  const dir = join(cwd, '.lighthouseci');
  return readdirSync(dir)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
};

/** One route's runs asserted (lhci assert, then the floor) and summarised. */
function assess(test, floor) {
  const { cwd, preset, seconds } = test;
  const lhrs = readLhrs(cwd);
  const asserted = spawnSync(process.execPath, [LHCI_CLI, 'assert', `--config=${CONFIG}`], { cwd, encoding: 'utf8' });
  if (asserted.error) throw asserted.error;
  const resultsFile = join(cwd, '.lighthouseci', 'assertion-results.json');
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
  const misses = results
    .filter((r) => !r.passed && r.level === 'error')
    .map(
      (r) =>
        `${r.auditProperty ? `${r.auditId}.${r.auditProperty}` : r.auditId}: ${r.actual} (${r.operator} ${r.expected})`,
    );
  if (asserted.status !== 0 && misses.length === 0)
    misses.push(`lhci assert failed:\n${asserted.stdout}\n${asserted.stderr}`);
  const ratios = floorRatios(test.runs, floorRuns(floor));
  if (GATE.floorRatioPresets.includes(preset)) misses.push(...floorMisses(ratios));

  const [representative] = computeRepresentativeRuns([lhrs.map((l) => [l, l])]);
  const tbts = lhrs.map((l) => metric(l, 'total-blocking-time'));
  const requests = (representative.audits['network-requests'].details?.items ?? []).filter((r) => !isVideoEmbed(r.url));
  const bytes = (items) => items.reduce((t, r) => t + (r.transferSize ?? 0), 0);
  const score = (id) => Math.round((representative.categories[id].score ?? 0) * 100);
  const row = {
    route: test.label,
    preset,
    runs: lhrs.length,
    scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(score),
    fcp: medianOf(lhrs.map((l) => metric(l, 'first-contentful-paint'))),
    lcp: medianOf(lhrs.map((l) => metric(l, 'largest-contentful-paint'))),
    ratios,
    largest: routePaintKind(test.runs),
    cls: medianOf(lhrs.map((l) => metric(l, 'cumulative-layout-shift'))),
    tbtRuns: tbts.map(Math.round),
    labTarget: Math.min(...tbts) <= GATE.tbtLabTargetMs,
    kib: bytes(requests) / 1024,
    jsKib: bytes(requests.filter((r) => r.resourceType === 'Script')) / 1024,
    misses,
    seconds,
  };
  console.log(
    `  ${row.route} (${preset}): ${misses.length ? 'FAIL' : 'pass'} in ${seconds.toFixed(0)} s, ${row.runs} run(s), TBT ${row.tbtRuns.join(', ')} ms`,
  );
  for (const miss of misses) console.log(`    ${miss}`);
  return row;
}

function table(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
  console.log(fmt(header));
  for (const l of lines) console.log(fmt(l));
}

// Before nginx and Chromium start: they inherit the cgroup (scripts/perf/cgroup.mjs says why).
console.log(shieldTheGate().note);
// Measured in the gate's cgroup, as its runs will be: the phone the mobile runs simulate is the same on every machine.
const mobileCpu = await calibrateMobileCpu();
console.log(mobileCpu.note);
const floorPaths = writeFloorPages(sites[0].dir);
const servers = await startSites(sites);
const started = performance.now();
const rows = [];
let floors;
try {
  const origin = (site) => servers.originOf(site);
  const presets = [...new Set(routes.flatMap((r) => r.presets ?? ['mobile', 'desktop']))];
  floors = Object.fromEntries(
    presets.map((preset) => [
      preset,
      Object.fromEntries(
        Object.entries(floorPaths).map(([name, path]) => [
          name,
          pageTest({ label: `floor ${name}`, url: `${origin(sites[0].dir)}${path}`, preset, work: WORK }),
        ]),
      ),
    ]),
  );
  const tests = routes.flatMap((route) =>
    (route.presets ?? ['mobile', 'desktop']).map((preset) =>
      pageTest({ label: route.label, url: `${origin(route.site)}${route.path}`, preset, work: WORK }),
    ),
  );
  for (const test of [...tests, ...Object.values(floors).flatMap((f) => Object.values(f))]) {
    rmSync(test.cwd, { recursive: true, force: true });
    mkdirSync(test.cwd, { recursive: true });
  }
  const baseRuns = { mobile: GATE.mobileRuns, desktop: GATE.desktopRuns };
  console.log(
    `Lighthouse over HTTPS and HTTP/2 on ${routes.length} route(s) of ${sites.map((s) => `${s.dir}/`).join(', ')} and the floor, ` +
      `in rounds: mobile ${GATE.mobileRuns} runs (up to ${GATE.maxMobileRuns}), desktop ${GATE.desktopRuns}:`,
  );
  await collectInRounds({
    tests,
    floors,
    cpuSlowdown: mobileCpu.cpuSlowdown,
    // A route is due while it has its base runs to make, or while it is a near miss against the
    // floor as it is now: the floor gets a run each round, so a route that stopped a round ago can be
    // a near miss again (with a core taken, /about/ ended at 1.26 after its third run, unrun since).
    due: (test, round) =>
      round <= baseRuns[test.preset] ||
      needsAnotherRun(
        test.runs,
        GATE.floorRatioPresets.includes(test.preset) ? floorRuns(floors[test.preset]) : undefined,
      ),
    log: (round, due) =>
      console.log(`  round ${round}: the floor, then ${due.map((t) => `${t.label} (${t.preset})`).join(', ')}`),
  });
  rows.push(...tests.map((test) => assess(test, floors[test.preset])));
} finally {
  servers.stop();
}

console.log(
  `\nLighthouse gate over HTTPS and HTTP/2: FCP / the text floor's and LCP / the floor's of its largest paint's kind (text or image) <= ${GATE.floorRatio} (medians; ${GATE.floorRatioPresets.join(', ')}); ` +
    `CLS <= ${GATE.cls} (median); TBT <= ${GATE.tbtMs} ms (best run; lab target ${GATE.tbtLabTargetMs} ms); ` +
    `Performance >= ${GATE.scores.performance * 100}, the others 100 (median run). FCP and LCP in ms are printed, not asserted.`,
);
for (const [preset, floor] of Object.entries(floors ?? {})) {
  const paints = (values) => `${Math.round(medianOf(values))} ms (runs ${values.map(Math.round).join(', ')})`;
  console.log(
    `Floor (${preset}): text FCP ${paints(floor.text.runs.map((r) => r.fcp))}, text LCP ${paints(floor.text.runs.map((r) => r.lcp))}, ` +
      `image LCP ${paints(floor.image.runs.map((r) => r.lcp))}`,
  );
}
console.log('');
table(
  [
    'route',
    'preset',
    'runs',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP',
    'FCP/fl',
    'LCP',
    'LCP/fl',
    'largest',
    'CLS',
    'TBT best',
    'spread',
    'lab 30',
    'KiB',
    'JS KiB',
    'gate',
  ],
  rows.map((r) => [
    r.route,
    r.preset,
    r.runs,
    ...r.scores,
    Math.round(r.fcp),
    r.ratios.fcp.toFixed(2),
    Math.round(r.lcp),
    r.ratios.lcp.toFixed(2),
    r.largest,
    r.cls.toFixed(3),
    Math.min(...r.tbtRuns),
    `${Math.min(...r.tbtRuns)}-${Math.max(...r.tbtRuns)}`,
    r.labTarget ? 'met' : 'not met',
    r.kib.toFixed(1),
    r.jsKib.toFixed(1),
    r.misses.length ? 'FAIL' : 'pass',
  ]),
);
const minutes = (performance.now() - started) / 60000;
mkdirSync(dirname(REPORT), { recursive: true });
writeFileSync(
  REPORT,
  JSON.stringify(
    {
      minutes,
      tests: rows.map(({ route, preset, misses }) => ({ route, preset, passed: misses.length === 0, misses })),
    },
    null,
    2,
  ),
);
const failed = rows.filter((r) => r.misses.length > 0);
console.log(`\n${rows.length - failed.length} of ${rows.length} passed the gate in ${minutes.toFixed(1)} min.`);
process.exit(failed.length > 0 ? 1 : 0);
