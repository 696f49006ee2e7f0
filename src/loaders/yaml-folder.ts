/**
 * A content loader for a folder of YAML files, one entry per file (id = file name), read with the
 * yaml package's YAML 1.2 core schema. Astro's glob loader reads YAML with js-yaml, a YAML 1.1
 * parser that turns an unquoted `airDate: 2026-01-06T20:00:00-05:00` into a Date and drops the
 * offset; YAML 1.2 keeps it the string the editor wrote. The file loaders and the content check
 * (lib/content/content-check.ts) parse with the same package, so all three read a file alike.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';

const YAML_FILE = /\.ya?ml$/;

export function yamlFolder(dir: string): Loader {
  return {
    name: 'yaml-folder',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const base = resolve(root, dir);
      await syncAll(context, root, base);
      // `astro dev`: an edit shows up without a restart, as with Astro's own loaders.
      context.watcher?.add(base);
      context.watcher?.on('all', (_event, path) => {
        if (path.startsWith(base) && YAML_FILE.test(path)) {
          syncAll(context, root, base).catch((error: unknown) => context.logger.error(String(error)));
        }
      });
    },
  };
}

async function syncAll({ store, parseData, generateDigest }: LoaderContext, root: string, base: string) {
  const files = (await readdir(base)).filter((f) => YAML_FILE.test(f)).sort();
  const entries = await Promise.all(
    files.map(async (name) => {
      const filePath = relative(root, join(base, name));
      const text = await readFile(join(base, name), 'utf8');
      let raw: unknown;
      try {
        raw = parse(text);
      } catch (error) {
        throw new Error(`${filePath} is not valid YAML: ${(error as Error).message}`, { cause: error });
      }
      const id = name.replace(YAML_FILE, '');
      const data = await parseData({ id, data: raw as Record<string, unknown>, filePath });
      return { id, data, filePath, digest: generateDigest(text) };
    }),
  );
  store.clear();
  for (const entry of entries) store.set(entry);
}
