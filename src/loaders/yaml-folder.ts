/**
 * A content loader for a folder of YAML files, one entry per file (id = file name; each season's
 * folder of them, or each season's season.yaml, by content-sources.ts's `sourceFiles`), read with the
 * yaml package's YAML 1.2 core schema. Astro's glob loader reads YAML with js-yaml, a YAML 1.1
 * parser that turns an unquoted `airDate: 2026-01-06T20:00:00-05:00` into a Date and drops the
 * offset; YAML 1.2 keeps it the string the editor wrote. The file loaders and the content check
 * (lib/content/content-check.ts) parse with the same package, so all three read a file alike.
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';
import { sourceFiles, type SourceShape } from '../lib/content/content-sources.ts';
import { serialSync } from './serial-sync.ts';

const YAML_FILE = /\.ya?ml$/;

export function yamlFolder(contentDir: string, source: Extract<SourceShape, { shape: 'folder' | 'each' }>): Loader {
  return {
    name: 'yaml-folder',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      // What the source's files are under: its folder up to the first `*` (every season's).
      const base = resolve(root, contentDir, source.dir.split('/*')[0] ?? '');
      await syncAll(context, root, resolve(root, contentDir), source);
      // `astro dev`: an edit shows up without a restart, as with Astro's own loaders.
      const resync = serialSync(
        () => syncAll(context, root, resolve(root, contentDir), source),
        (error) => context.logger.error(String(error)),
      );
      context.watcher?.add(base);
      context.watcher?.on('all', (_event, path) => {
        if (path.startsWith(base) && YAML_FILE.test(path)) void resync();
      });
    },
  };
}

async function syncAll(
  { store, parseData, generateDigest }: LoaderContext,
  root: string,
  contentDir: string,
  source: Extract<SourceShape, { shape: 'folder' | 'each' }>,
) {
  const { files, missing } = sourceFiles(contentDir, source);
  if (missing.length > 0) throw new Error(`${relative(root, missing[0] ?? '')}: folder is missing`);
  const seen = new Map<string, string>();
  const entries = await Promise.all(
    files.map(async ({ id, path }) => {
      const filePath = relative(root, path);
      // Ids are URLs (an episode's slug): one per show, whichever season's folder (the content check names both).
      const clash = seen.get(id);
      if (clash) throw new Error(`${filePath}: "${id}" is also ${clash}`);
      seen.set(id, filePath);
      const text = await readFile(path, 'utf8');
      let raw: unknown;
      try {
        raw = parse(text);
      } catch (error) {
        throw new Error(`${filePath} is not valid YAML: ${(error as Error).message}`, { cause: error });
      }
      const data = await parseData({ id, data: raw as Record<string, unknown>, filePath });
      return { id, data, filePath, digest: generateDigest(text) };
    }),
  );
  store.clear();
  for (const entry of entries) store.set(entry);
}
