// Writes .gz and .br next to every compressible file in dist/, so nginx serves them
// without compressing on each request (gzip_static / brotli_static).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest|map|ics)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export async function compressDist(dir) {
  let files = 0;
  let bytes = 0;
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = await readFile(path);
    await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
    await writeFile(
      `${path}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    files += 1;
    bytes += data.length;
  }
  return { files, bytes };
}
