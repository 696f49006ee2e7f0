// The build cache (src/lib/build/build-cache.ts) changes no byte: builds today's content twice into
// .tmp/build-cache-check/, first with an empty cache of its own (cold, as a clean clone builds),
// then with what that build left in it (warm), and compares every file of the two, byte for byte
// (the .br and .gz copies as written). Exits 1 naming each file that differs, is missing or is
// extra, or when the warm build found nothing in the cache. `node scripts/build/check-cache.mjs`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = '.tmp/build-cache-check';
const CACHE = join(ROOT, 'cache');
// Both builds read one clock (SITE_NOW): /build.json records the build's clock, and two readings of
// the real one would differ there for no fault of the cache.
const CLOCK = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
rmSync(ROOT, { recursive: true, force: true });

function build(name) {
  const started = performance.now();
  const outDir = join(ROOT, name);
  const result = spawnSync(process.execPath, ['scripts/build/site.mjs', '--outDir', outDir], {
    encoding: 'utf8',
    env: { ...process.env, BUILD_CACHE_DIR: CACHE, BUILD_CACHE: 'on', SITE_NOW: CLOCK },
  });
  if (result.status !== 0) {
    console.log(result.stdout, result.stderr);
    throw new Error(`the ${name} build failed (${result.status})`);
  }
  const found = /(\d+) of (\d+) copies from the build cache/.exec(result.stdout);
  return { outDir, seconds: (performance.now() - started) / 1000, found: Number(found?.[1] ?? 0) };
}

function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

const cold = build('cold');
const warm = build('warm');
const a = files(cold.outDir);
const b = new Set(files(warm.outDir));
const problems = [
  ...a.filter((f) => !b.has(f)).map((f) => `only in the cold build: ${f}`),
  ...[...b].filter((f) => !a.includes(f)).map((f) => `only in the warm build: ${f}`),
  ...a
    .filter((f) => b.has(f) && !readFileSync(join(cold.outDir, f)).equals(readFileSync(join(warm.outDir, f))))
    .map((f) => `differs: ${f}`),
];
if (warm.found === 0) problems.push('the warm build found nothing in the build cache');
console.log(
  `cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s (${warm.found} compressed copies from the cache): ${a.length - problems.length} of ${a.length} files the same, byte for byte`,
);
for (const problem of problems) console.log(problem);
rmSync(ROOT, { recursive: true, force: true });
process.exit(problems.length > 0 ? 1 : 0);
