// npm run perf: the Lighthouse gate. Lighthouse (its Node API: scripts/lighthouse-collect.mjs) and
// Lighthouse CI's `lhci assert` (lighthouserc.cjs) on every route type of today's dist/ and on the season's pages in the airing fixture's builds
// (dist-premiere/, dist-airing/), each served by nginx with deploy/nginx.conf on loopback, the
// mobile preset GATE.mobileRuns a route and desktop once (the routes whose `presets` name it), asserting scripts/perf-budgets.mjs's
// GATE: FCP, LCP and CLS on the median of the runs, TBT on the best run, the scores on the median
// run. A route whose runs have none within the TBT lab target, or whose FCP or LCP median is over its
// limit by GATE.nearMissMs or less, gets more, one at a time, up to GATE.maxMobileRuns in all
// (desktop too, from its one run), after every route's first runs and one a round: a busy machine
// only ever adds time, in stretches. Prints a table; each route x preset is one test; exits 1 on any miss.
//   npm run perf                          every route (builds what is missing)
//   npm run perf -- /cast/                one route of dist/ (or several)
//   npm run perf -- dist-airing/episodes/ one route of another build
//   npm run perf -- --build               build first
// It writes .tmp/perf.json (one entry per test, for npm test's totals) and keeps each route's
// Lighthouse reports in .tmp/lighthouse/<preset>-<site>-<route>/.lighthouseci/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { collect } from './lighthouse-collect.mjs';
import { GATE, ROUTES, isVideoEmbed, medianOf, needsAnotherRun, parseRoute } from './perf-budgets.mjs';
import { nginxBinary, writeNginxConfig } from './serve.mjs';

const require = createRequire(import.meta.url);
const LHCI_CLI = require.resolve('@lhci/cli/src/cli.js');
const { computeRepresentativeRuns } = require('@lhci/utils/src/representative-runs.js');
const CONFIG = resolve('lighthouserc.cjs');
const WORK = resolve('.tmp/lighthouse');
const REPORT = resolve('.tmp/perf.json');

const firstPort = Number(process.env.PERF_PORT ?? 4349);
const chosen = process.argv.slice(2).filter((a) => /^(dist[\w-]*)?\//.test(a));
const routes = chosen.length > 0 ? chosen.map(parseRoute) : ROUTES;
/** One nginx per built site the routes are in, on consecutive ports. */
const sites = [...new Set(routes.map((r) => r.site))].map((dir, i) => ({ dir, port: firstPort + i }));
const baseOf = (site) => `http://127.0.0.1:${sites.find((s) => s.dir === site)?.port}`;

/** Runs an lhci command in `cwd` (it reads and writes .lighthouseci/ there). */
function lhci(cwd, args) {
  const result = spawnSync(process.execPath, [LHCI_CLI, ...args, `--config=${CONFIG}`], { cwd, encoding: 'utf8' });
  if (result.error) throw result.error;
  return result;
}

const readLhrs = (cwd) => {
  const dir = join(cwd, '.lighthouseci');
  return readdirSync(dir)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
};

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * One route in one preset: where its reports go, the timings of its runs so far (what
 * needsAnotherRun reads) and the seconds they took.
 */
function testOf(route, preset) {
  const cwd = join(WORK, `${preset}-${route.site}${route.path.replaceAll('/', '-').replace(/-$/, '')}`);
  return { route, preset, cwd, url: `${baseOf(route.site)}${route.path}`, runs: [], seconds: 0 };
}

/** Adds `runs` runs to a test's reports, timing them. */
async function run(test, runs) {
  const started = performance.now();
  const lhrs = await collect({ url: test.url, preset: test.preset, runs, dir: test.cwd });
  test.seconds += (performance.now() - started) / 1000;
  for (const l of lhrs)
    test.runs.push({
      tbt: metric(l, 'total-blocking-time'),
      fcp: metric(l, 'first-contentful-paint'),
      lcp: metric(l, 'largest-contentful-paint'),
    });
}

const needsMore = (test) => needsAnotherRun(test.runs);

/**
 * Every test's first runs, then the extra runs (needsAnotherRun) one a round over the tests that
 * still need them: a noisy stretch of this shared machine, which only ever adds time, then falls on
 * a near miss's first runs or on its extra ones, less often on all of them.
 */
async function collectAll(tests) {
  for (const test of tests) {
    rmSync(test.cwd, { recursive: true, force: true });
    mkdirSync(test.cwd, { recursive: true });
    await run(test, test.preset === 'mobile' ? GATE.mobileRuns : GATE.desktopRuns);
    console.log(`  ${test.route.label} (${test.preset}): ${test.runs.length} run(s), ${test.seconds.toFixed(0)} s`);
  }
  for (let pending = tests.filter(needsMore); pending.length > 0; pending = pending.filter(needsMore)) {
    console.log(`  another run each: ${pending.map((t) => `${t.route.label} (${t.preset})`).join(', ')}`);
    for (const test of pending) await run(test, 1);
  }
}

/** One test's runs asserted and summarised. */
function assess({ route, preset, cwd, seconds }) {
  const lhrs = readLhrs(cwd);
  const asserted = lhci(cwd, ['assert']);
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

  const [representative] = computeRepresentativeRuns([lhrs.map((l) => [l, l])]);
  const tbts = lhrs.map((l) => metric(l, 'total-blocking-time'));
  const requests = (representative.audits['network-requests'].details?.items ?? []).filter((r) => !isVideoEmbed(r.url));
  const bytes = (items) => items.reduce((t, r) => t + (r.transferSize ?? 0), 0);
  const score = (id) => Math.round((representative.categories[id].score ?? 0) * 100);
  const row = {
    route: route.label,
    preset,
    runs: lhrs.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: medianOf(lhrs.map((l) => metric(l, 'first-contentful-paint'))),
    lcp: medianOf(lhrs.map((l) => metric(l, 'largest-contentful-paint'))),
    cls: medianOf(lhrs.map((l) => metric(l, 'cumulative-layout-shift'))),
    tbtBest: Math.min(...tbts),
    tbtMedian: medianOf(tbts),
    tbtRuns: tbts.map(Math.round),
    labTarget: Math.min(...tbts) <= GATE.tbtLabTargetMs,
    kib: bytes(requests) / 1024,
    jsKib: bytes(requests.filter((r) => r.resourceType === 'Script')) / 1024,
    misses,
    seconds,
  };
  console.log(
    `  ${route.label} (${preset}): ${misses.length ? 'FAIL' : 'pass'} in ${row.seconds.toFixed(0)} s, ${row.runs} run(s), TBT ${row.tbtRuns.join(', ')} ms`,
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

/** The script that builds a site: dist/ by npm run build, the season folders by the airing fixture. */
const builder = (dir) => (dir === 'dist' ? 'scripts/build.mjs' : 'scripts/build-airing.mjs');
const builders = new Set(
  sites
    .filter(({ dir }) => process.argv.includes('--build') || !existsSync(`${dir}/index.html`))
    .map((s) => builder(s.dir)),
);
for (const script of builders) {
  const build = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const servers = sites.map(({ dir, port }) => {
  const { prefix, path } = writeNginxConfig({ port, root: resolve(dir) });
  return spawn(nginxBinary(), ['-p', prefix, '-c', path], { stdio: ['ignore', 'ignore', 'inherit'] });
});
const started = performance.now();
const rows = [];
try {
  for (const { dir } of sites) {
    for (let i = 0; i < 50; i++) {
      const up = await fetch(`${baseOf(dir)}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  console.log(
    `Lighthouse on ${routes.length} route(s) of ${sites.map((s) => `${s.dir}/`).join(', ')}, mobile ${GATE.mobileRuns} runs (up to ${GATE.maxMobileRuns}), desktop ${GATE.desktopRuns}:`,
  );
  const tests = routes.flatMap((route) => (route.presets ?? ['mobile', 'desktop']).map((p) => testOf(route, p)));
  await collectAll(tests);
  rows.push(...tests.map(assess));
} finally {
  for (const nginx of servers) nginx.kill('SIGQUIT');
}

console.log(
  `\nLighthouse gate: FCP <= ${GATE.fcpMs} ms, LCP <= ${GATE.lcpMs} ms, CLS <= ${GATE.cls} (medians); TBT <= ${GATE.tbtMs} ms (best run; lab target ${GATE.tbtLabTargetMs} ms);` +
    ` Performance >= ${GATE.scores.performance * 100}, the others 100 (median run)\n`,
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
    'FCP',
    'LCP',
    'CLS',
    'TBT best',
    'median',
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
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    Math.round(r.fcp),
    Math.round(r.lcp),
    r.cls.toFixed(3),
    Math.round(r.tbtBest),
    Math.round(r.tbtMedian),
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
