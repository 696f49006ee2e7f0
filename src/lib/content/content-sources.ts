/**
 * Where each kind of data lives in content/ and how a file maps to entries. Shared by
 * src/content.config.ts (Astro's loaders) and src/lib/content/content-check.ts (the pre-build
 * check that names the file and the field), so the two can never disagree.
 */
import {
  aboutSchema,
  castMemberSchema,
  episodeSchema,
  faqItemSchema,
  homeSchema,
  platformSchema,
  scheduleEntrySchema,
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
  /** content/<dir>/<id>.yaml, one entry per file, id = file name. */
  | { shape: 'folder'; dir: string }
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
  episodes: { source: { shape: 'folder', dir: 'episodes' }, schema: episodeSchema },
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
      throw new Error('folder sources are read one file at a time');
  }
}

/** Sorts list entries back into file order ("item-10" after "item-9"). */
export function byListIndex(a: { id: string }, b: { id: string }): number {
  const index = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));
  return index(a.id) - index(b.id);
}
