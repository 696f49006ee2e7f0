/**
 * Collections over the content folder's YAML (content/, or CONTENT_DIR). Shapes come from
 * src/lib/content/schemas.ts and file layout from src/lib/content/content-sources.ts; this file only binds them
 * to loaders.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { parse } from 'yaml';
import { contentDir, contentSources, entriesOf, type SourceShape } from './lib/content/content-sources.ts';
import { yamlFolder } from './loaders/yaml-folder.ts';
import { phhHands } from './loaders/phh-hands.ts';
import { z } from 'astro/zod';
import { phhHandSchema } from './lib/phh/phh-hand.ts';

const CONTENT = contentDir();

function loaderFor(source: SourceShape) {
  if (source.shape === 'folder' || source.shape === 'each') return yamlFolder(CONTENT, source);
  return file(`${CONTENT}/${source.file}`, {
    parser: (text) => entriesOf(source, parse(text)) as Record<string, Record<string, unknown>>,
  });
}

const { site, home, about, faq, schedule, platforms, stats, cast, seasons, episodes } = contentSources;

export const collections = {
  site: defineCollection({ loader: loaderFor(site.source), schema: ({ image }) => site.schema(image) }),
  home: defineCollection({ loader: loaderFor(home.source), schema: home.schema() }),
  about: defineCollection({ loader: loaderFor(about.source), schema: about.schema() }),
  faq: defineCollection({ loader: loaderFor(faq.source), schema: faq.schema() }),
  schedule: defineCollection({ loader: loaderFor(schedule.source), schema: schedule.schema() }),
  platforms: defineCollection({ loader: loaderFor(platforms.source), schema: platforms.schema() }),
  stats: defineCollection({ loader: loaderFor(stats.source), schema: stats.schema() }),
  cast: defineCollection({ loader: loaderFor(cast.source), schema: ({ image }) => cast.schema(image) }),
  seasons: defineCollection({ loader: loaderFor(seasons.source), schema: seasons.schema() }),
  episodes: defineCollection({ loader: loaderFor(episodes.source), schema: ({ image }) => episodes.schema(image) }),
  /** Key hands written as PHH files (lib/phh/phh-hand.ts), beside the episodes' YAML ones. */
  hands: defineCollection({
    loader: phhHands(CONTENT),
    schema: z.object({ season: z.number(), episode: z.string(), file: z.string(), doc: phhHandSchema }),
  }),
};
