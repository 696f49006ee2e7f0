/**
 * The build's cache of work that depends only on its inputs: a share image from its card, a page's
 * CSS from its HTML and the stylesheet, a file's brotli and gzip copies from its bytes. Each entry is
 * a file named by the SHA-256 of everything that goes into it (the inputs, and the versions and
 * settings of the code that does the work), so an entry is either exactly what the work would give
 * or never found: the build of a show writes the same bytes with or without it, and a clean clone,
 * which has none, builds what a warm checkout does.
 *
 * It lives outside dist/, in .cache/build/ (BUILD_CACHE_DIR moves it; BUILD_CACHE=off turns it
 * off). An entry read or written is touched, and entries untouched for PRUNE_AFTER_DAYS are removed
 * once a build, so the folder holds what recent builds used rather than every build there was.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PRUNE_AFTER_DAYS = 14;

/** One input to a key: text, bytes, or anything JSON writes the same way each time. */
export type KeyPart = string | Uint8Array | number | boolean | null | object;

/**
 * The key of a piece of work: SHA-256 over its parts, each written with its kind and length, so
 * that ["ab", "c"] and ["a", "bc"] are different keys.
 */
export function cacheKey(...parts: readonly KeyPart[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes =
      part instanceof Uint8Array ? part : Buffer.from(typeof part === 'string' ? part : JSON.stringify(part), 'utf8');
    hash.update(`${part instanceof Uint8Array ? 'b' : typeof part === 'string' ? 's' : 'j'}${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

export interface BuildCache {
  /** What `make` gives for `key`: the cached bytes if an earlier build made them, else made and kept. */
  bytes(key: string, make: () => Promise<Uint8Array> | Uint8Array): Promise<Uint8Array>;
  /** The same, at once, for work done synchronously (the odds of a set of cards). */
  bytesSync(key: string, make: () => Uint8Array): Uint8Array;
  /** The same for a value JSON can write (a page's HTML and the files it adds). */
  json<T>(key: string, make: () => Promise<T> | T): Promise<T>;
  /** How many keys were found and how many made, since this cache was opened. */
  readonly counts: { hits: number; misses: number };
}

interface Options {
  /** The cache's folder; undefined: off (every `make` runs, nothing is kept). */
  dir: string | undefined;
  /** The clock, for touching and pruning (tests move it). */
  now?: () => number;
}

/** The folder the build's caches live in, from the environment (undefined when BUILD_CACHE=off). */
export function buildCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env['BUILD_CACHE'] === 'off') return undefined;
  return env['BUILD_CACHE_DIR'] ?? '.cache/build';
}

/** The cache of one kind of work (`kind`: its folder's name), opened once per build step. */
export function openBuildCache(kind: string, { dir, now = Date.now }: Options): BuildCache {
  const counts = { hits: 0, misses: 0 };
  const folder = dir === undefined ? undefined : join(dir, kind);
  if (folder) {
    mkdirSync(folder, { recursive: true });
    prune(folder, now());
  }
  const read = (key: string): Buffer | undefined => {
    if (!folder) return undefined;
    const file = join(folder, key);
    try {
      const data = readFileSync(file);
      const at = new Date(now());
      utimesSync(file, at, at);
      return data;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const write = (key: string, data: Uint8Array) => {
    if (!folder) return;
    // Written whole under another name, then renamed: two builds at once never read half an entry.
    const part = join(folder, `${key}.${process.pid}.part`);
    writeFileSync(part, data);
    renameSync(part, join(folder, key));
  };
  /** The entry for `key` if an earlier build made it, counted either way. */
  const found = (key: string): Uint8Array | undefined => {
    const data = read(key);
    counts[data ? 'hits' : 'misses'] += 1;
    return data;
  };
  const kept = (key: string, made: Uint8Array) => {
    write(key, made);
    return made;
  };
  const bytes: BuildCache['bytes'] = async (key, make) => found(key) ?? kept(key, await make());
  const bytesSync: BuildCache['bytesSync'] = (key, make) => found(key) ?? kept(key, make());
  return {
    bytes,
    bytesSync,
    json: async <T>(key: string, make: () => Promise<T> | T) => {
      let made: T | undefined;
      const data = await bytes(key, async () => {
        made = await make();
        return Buffer.from(JSON.stringify(made), 'utf8');
      });
      return made ?? (JSON.parse(Buffer.from(data).toString('utf8')) as T);
    },
    counts,
  };
}

/**
 * The versions of the packages that do a piece of work, for its key: a new satori or sharp may draw
 * or pack the same card differently. Read from the project's node_modules, where npm installs them.
 */
export function packageVersions(names: readonly string[], root = process.cwd()): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      return [name, manifest.version];
    }),
  );
}

function prune(folder: string, now: number) {
  const oldest = now - PRUNE_AFTER_DAYS * 24 * 3600 * 1000;
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
  }
}
