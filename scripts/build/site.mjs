// Builds the site: content check, astro build, then precompressed copies of text
// assets for nginx's gzip_static / brotli_static. Prints how long it took.
import { spawnSync } from 'node:child_process';
import { compressDist } from './compress.mjs';

const started = performance.now();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// --outDir builds another site beside dist/ (the tests' airing fixture: scripts/build-airing.mjs).
const outDirFlag = process.argv.indexOf('--outDir');
const outDir = outDirFlag > 0 ? (process.argv[outDirFlag + 1] ?? 'dist') : 'dist';

run(process.execPath, ['scripts/content/check.ts']);
run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir]);
const { files, bytes, cache } = await compressDist(outDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Precompressed ${files} files (${(bytes / 1024).toFixed(0)} KiB before compression; ${cache.hits} of ${cache.hits + cache.misses} copies from the build cache).`,
);
console.log(`Build finished in ${seconds} s.`);
