// Compares two built sites file by file: `node scripts/diff-builds.mjs DIR_A DIR_B`. A file counts
// as the same when its bytes are, or when it differs only in content-hashed asset names
// (/_astro/name.HASH.ext, compared as name.HASH.ext) and the references to them; .br and .gz copies
// are compared by what they decompress to. Prints each file that differs, is missing or is extra,
// then a count; exits 1 when anything differs. Used to show a refactor left the built site as it was.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const HASHED = /(_astro\/[^/"'\s)]*?)\.[A-Za-z0-9_-]{8,10}\.(js|css|woff2|svg|png|webp|avif|jpg)/g;
const normalise = (text) => text.replace(HASHED, '$1.HASH.$2');

function filesUnder(dir) {
  const files = new Map();
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(normalise(relative(dir, path)), path);
    }
  };
  walk(dir);
  return files;
}

const decoded = (name, bytes) =>
  name.endsWith('.br') ? brotliDecompressSync(bytes) : name.endsWith('.gz') ? gunzipSync(bytes) : bytes;

/** The differences between two built sites, as lines; [] when they are the same. */
export function diffBuilds(a, b) {
  const filesA = filesUnder(a);
  const filesB = filesUnder(b);
  const differences = [];
  for (const [name, pathA] of filesA) {
    const pathB = filesB.get(name);
    if (!pathB) {
      differences.push(`only in ${a}: ${name}`);
      continue;
    }
    const bytesA = readFileSync(pathA);
    const bytesB = readFileSync(pathB);
    if (bytesA.equals(bytesB)) continue;
    const textA = normalise(decoded(name, bytesA).toString('latin1'));
    if (textA !== normalise(decoded(name, bytesB).toString('latin1'))) differences.push(`differs: ${name}`);
  }
  for (const name of filesB.keys()) if (!filesA.has(name)) differences.push(`only in ${b}: ${name}`);
  return { files: filesA.size, differences };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    console.error('usage: node scripts/diff-builds.mjs DIR_A DIR_B');
    process.exit(2);
  }
  const { files, differences } = diffBuilds(a, b);
  for (const line of differences) console.log(line);
  console.log(
    `${b}: ${files - differences.length} of ${files} files the same as ${a}, ${differences.length} differences`,
  );
  process.exit(differences.length > 0 ? 1 : 0);
}
