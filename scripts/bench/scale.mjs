// npm run bench:scale: the site at 1, 3 and 10 seasons. Each show is generated
// (scripts/content/make-show.mjs, seed 1) and built cold (Astro's cache emptied first) at the clock it
// prints; then the 10-season show is built again, warm, with one key hand's title changed. Prints a
// table: pages and hands, build seconds and ms per page, peak memory, dist/ bytes (precompressed
// twins left out), the largest HTML page, and the page with the most JS on load (brotli, counted as
// the byte budgets count it: tests-dist/page-bytes.ts). A benchmark, not a test: it asserts nothing.
// `-- --seasons 1,3` measures other sizes. Outputs in .cache/bench/.
import { execFileSync, spawnSync } from 'node:child_process';
import { globSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { htmlFiles } from '../../tests-dist/dist.ts';
import { pageBytes } from '../../tests-dist/page-bytes.ts';
import { printHeaviest } from './heaviest-pages.mjs';

/** The show's key hands: PHH files, and those written in the episodes' YAML (the generator writes both). */
const keyHands = (content) =>
  globSync(`${content}/seasons/*/hands/*/*.phh`).length +
  globSync(`${content}/seasons/*/episodes/*.yaml`).reduce(
    (n, f) => n + (parse(readFileSync(f, 'utf8')).hands?.length ?? 0),
    0,
  );

const { values } = parseArgs({ options: { seasons: { type: 'string', default: '1,3,10' } } });
const sizes = values.seasons.split(',').map(Number);
const BENCH = '.cache/bench';
const RSS = resolve(BENCH, 'rss.txt');
/** The build cache (src/lib/build/build-cache.ts) of the benchmark's builds: emptied before each cold one. */
const CACHE = resolve(BENCH, 'build-cache');

function build(content, outDir, now) {
  writeFileSync(RSS, '');
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build/site.mjs', '--outDir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CONTENT_DIR: content,
      SITE_NOW: now,
      BENCH_RSS_FILE: RSS,
      BUILD_CACHE_DIR: CACHE,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${resolve('scripts/bench/max-rss.mjs')}`.trim(),
    },
  });
  if (result.status !== 0) throw new Error(`the build of ${content} failed (${result.status})`);
  const seconds = (performance.now() - started) / 1000;
  const rss = Math.max(...readFileSync(RSS, 'utf8').trim().split('\n').map(Number));
  return { seconds, rss };
}

function measure(label, seasons, content, outDir, { seconds, rss }) {
  const html = htmlFiles(outDir);
  const files = globSync(`${outDir}/**/*`).filter((f) => !/\.(br|gz)$/.test(f) && statSync(f).isFile());
  const bytes = files.reduce((t, f) => t + statSync(f).size, 0);
  const largest = html.map((f) => ({ f, size: statSync(f).size })).sort((a, b) => b.size - a.size)[0];
  const js = html
    .filter((f) => !f.endsWith('404.html'))
    .map((f) => pageBytes(outDir, f))
    .sort((a, b) => b.js - a.js)[0];
  return {
    label,
    seasons,
    pages: html.length,
    hands: keyHands(content),
    seconds: seconds.toFixed(1),
    msPerPage: ((seconds * 1000) / html.length).toFixed(0),
    rss: `${(rss / 1024 / 1024).toFixed(2)} GiB`,
    bytes: `${(bytes / 1e6).toFixed(1)} MB`,
    largest: `${largest?.f.slice(outDir.length)} ${largest?.size} B`,
    js: `${js?.path} ${js?.js} B`,
  };
}

const rows = [];
for (const seasons of sizes) {
  const content = join(BENCH, `show-${seasons}`);
  const outDir = join(BENCH, `dist-${seasons}`);
  const printed = execFileSync(process.execPath, [
    'scripts/content/make-show.mjs',
    ...['--seasons', String(seasons), '--seed', '1', '--out', content],
  ]).toString();
  const now = /SITE_NOW=(\S+)\s*$/.exec(printed)?.[1] ?? '';
  rmSync('node_modules/.astro', { recursive: true, force: true });
  rmSync(CACHE, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
  rows.push(measure('cold', seasons, content, outDir, build(content, outDir, now)));
  console.error(`${seasons} seasons, cold: ${rows.at(-1).seconds} s`);
  if (seasons === Math.max(...sizes)) {
    const hand = globSync(`${content}/seasons/*/hands/*/*.phh`).sort()[0];
    writeFileSync(hand, readFileSync(hand, 'utf8').replace(/^_title = "(.*)"$/m, '_title = "$1, retold"'));
    rows.push(measure('warm, one hand changed', seasons, content, outDir, build(content, outDir, now)));
  }
}

const columns = [
  ['build', 'label'],
  ['seasons', 'seasons'],
  ['pages', 'pages'],
  ['hands', 'hands'],
  ['build s', 'seconds'],
  ['ms/page', 'msPerPage'],
  ['peak RSS', 'rss'],
  ['dist/', 'bytes'],
  ['largest HTML', 'largest'],
  ['most JS on load', 'js'],
];
console.log(`| ${columns.map(([h]) => h).join(' | ')} |`);
console.log(`| ${columns.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${columns.map(([, k]) => row[k]).join(' | ')} |`);
printHeaviest(join(BENCH, `dist-${Math.max(...sizes)}`));
