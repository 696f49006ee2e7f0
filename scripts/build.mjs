// Builds the site: content check, astro build, then precompressed copies of text
// assets for nginx's gzip_static / brotli_static. Prints how long it took.
import { spawnSync } from 'node:child_process';
import { compressDist } from './compress.mjs';

const started = performance.now();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['scripts/check-content.ts']);
run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build']);
const { files, bytes } = await compressDist('dist');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Precompressed ${files} files (${(bytes / 1024).toFixed(0)} KiB before compression).`);
console.log(`Build finished in ${seconds} s.`);
