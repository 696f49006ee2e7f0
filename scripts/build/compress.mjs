// Writes .gz and .br next to every compressible file in dist/, so nginx serves them
// without compressing on each request (gzip_static / brotli_static).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildCacheDir, cacheKey, openBuildCache } from '../../src/lib/build/build-cache.ts';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest|map|ics)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const GZIP = { level: 9 };
const brotli = (data) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
});

export async function compressDist(dir) {
  // Brotli at its best is ~0.1 s for a page: a file compressed before, byte for byte, with the same
  // settings and Node's zlib (process.versions), is taken from the build cache (lib/build/build-cache.ts).
  const cache = openBuildCache('compress', { dir: buildCacheDir() });
  const code = cacheKey(process.versions.zlib ?? '', process.versions.brotli ?? '', GZIP, brotli(new Uint8Array(0)));
  let files = 0;
  let bytes = 0;
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = await readFile(path);
    const key = cacheKey(code, data);
    await writeFile(`${path}.gz`, await cache.bytes(`${key}.gz`, () => gzipSync(data, GZIP)));
    await writeFile(`${path}.br`, await cache.bytes(`${key}.br`, () => brotliCompressSync(data, brotli(data))));
    files += 1;
    bytes += data.length;
  }
  return { files, bytes, cache: cache.counts };
}
