/**
 * Where each kind of data lives in content/ and how a file maps to entries. Shared by
 * src/content.config.ts (Astro's loaders) and src/lib/content/content-check.ts (the pre-build
 * check that names the file and the field), so the two can never disagree.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  aboutSchema,
  castMemberSchema,
  episodeSchema,
  faqItemSchema,
  homeSchema,
  platformSchema,
  scheduleEntrySchema,
  seasonSchema,
  siteSchema,
  statsSchema,
  type ImageSchema,
} from './schemas.ts';
import type { z } from 'astro/zod';

/**
 * The content folder a build reads: CONTENT_DIR (relative to the project root, or absolute), else
 * content/. Tests build a second site from a fixture folder with it; so can tooling outside the repo.
 */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return env['CONTENT_DIR']?.trim() || 'content';
}

export type SourceShape =
  /**
   * content/<dir>/<id>.yaml, one entry per file, id = file name. A `*` segment of `dir` stands for
   * every folder there (the episodes: `seasons`, `*`, `episodes`: each season's), ids unique across them.
   */
  | { shape: 'folder'; dir: string }
  /** content/<dir>/<id>/<file>, one entry per folder that has the file, id = the folder's name. */
  | { shape: 'each'; dir: string; file: string }
  /** content/<file>, the whole file is one entry with the given id. */
  | { shape: 'single'; file: string; id: string }
  /** content/<file>, a YAML list; entry ids are `<prefix>-<index>` (the spec's item-0 … item-7). */
  | { shape: 'list'; file: string; prefix: string }
  /** content/<file>, a YAML mapping; each key is an entry id. */
  | { shape: 'map'; file: string };

export interface ContentSource {
  source: SourceShape;
  schema: (image: ImageSchema) => z.ZodType;
}

/** content/seasons/<number>/: a season's season.yaml, episodes/ and hands/. */
export const SEASONS_DIR = 'seasons';

export const contentSources = {
  site: { source: { shape: 'single', file: 'site.yaml', id: 'site' }, schema: siteSchema },
  home: { source: { shape: 'single', file: 'home.yaml', id: 'home' }, schema: () => homeSchema },
  about: { source: { shape: 'single', file: 'about.yaml', id: 'about' }, schema: () => aboutSchema },
  faq: { source: { shape: 'list', file: 'faq.yaml', prefix: 'item' }, schema: () => faqItemSchema },
  schedule: {
    source: { shape: 'list', file: 'schedule.yaml', prefix: 'entry' },
    schema: () => scheduleEntrySchema,
  },
  platforms: {
    source: { shape: 'list', file: 'platforms.yaml', prefix: 'platform' },
    schema: () => platformSchema,
  },
  stats: { source: { shape: 'map', file: 'stats.yaml' }, schema: () => statsSchema },
  cast: { source: { shape: 'folder', dir: 'cast' }, schema: castMemberSchema },
  seasons: { source: { shape: 'each', dir: SEASONS_DIR, file: 'season.yaml' }, schema: () => seasonSchema },
  episodes: { source: { shape: 'folder', dir: `${SEASONS_DIR}/*/episodes` }, schema: episodeSchema },
} as const satisfies Record<string, ContentSource>;

export type CollectionName = keyof typeof contentSources;

/** Turns the parsed YAML of a 'single', 'list' or 'map' file into entries keyed by id. */
export function entriesOf(source: SourceShape, parsed: unknown): Record<string, unknown> {
  switch (source.shape) {
    case 'single':
      return { [source.id]: parsed };
    case 'list':
      if (!Array.isArray(parsed)) throw new Error(`content/${source.file}: must be a YAML list`);
      return Object.fromEntries(parsed.map((item, i) => [`${source.prefix}-${i}`, item]));
    case 'map':
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new Error(`content/${source.file}: must be a YAML mapping`);
      }
      return { ...(parsed as Record<string, unknown>) };
    case 'folder':
    case 'each':
      throw new Error('folder sources are read one file at a time');
  }
}

/** Sorts list entries back into file order ("item-10" after "item-9"). */
export function byListIndex(a: { id: string }, b: { id: string }): number {
  const index = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));
  return index(a.id) - index(b.id);
}

/** Folder names in order, numbers as numbers (a season "10" after "9"). */
export const byFolderName = (a: string, b: string) =>
  /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0;

/** The folders a `dir` with `*` segments names under `base`, in order (`dir` itself when it has none). */
export function foldersOf(base: string, dir: string): string[] {
  let folders = [base];
  for (const part of dir.split('/')) {
    folders =
      part === '*'
        ? folders.flatMap((folder) =>
            existsSync(folder)
              ? readdirSync(folder)
                  .filter((name) => statSync(join(folder, name)).isDirectory())
                  .sort(byFolderName)
                  .map((name) => join(folder, name))
              : [],
          )
        : folders.map((folder) => join(folder, part));
  }
  return folders;
}

const YAML_FILE = /\.ya?ml$/;

/**
 * The files of a 'folder' or 'each' source under the content folder `base`, in order, each with its
 * entry's id: what the loaders and the content check both read. A folder without a `*` that is
 * missing is returned in `missing`; a `*` that matches nothing is no season yet.
 */
export function sourceFiles(
  base: string,
  source: Extract<SourceShape, { shape: 'folder' | 'each' }>,
): { files: { id: string; path: string }[]; missing: string[] } {
  if (source.shape === 'each') {
    const files = foldersOf(base, `${source.dir}/*`)
      .map((folder) => ({ id: basename(folder), path: join(folder, source.file) }))
      .filter(({ path }) => existsSync(path));
    return { files, missing: [] };
  }
  const folders = foldersOf(base, source.dir);
  const missing = source.dir.includes('*') ? [] : folders.filter((folder) => !existsSync(folder));
  const files = folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => YAML_FILE.test(name))
        .sort()
        .map((name) => ({ id: name.replace(YAML_FILE, ''), path: join(folder, name) })),
    );
  return { files, missing };
}

/** The season a file under content/seasons/<number>/ belongs to; undefined for any other file. */
export function seasonOfFile(file: string): number | undefined {
  const match = new RegExp(`(?:^|/)${SEASONS_DIR}/(\\d+)/`).exec(file);
  return match ? Number(match[1]) : undefined;
}
