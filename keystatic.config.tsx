/**
 * The desk (npm run desk): Keystatic over the content folder, in local mode. Loaded only while the
 * desk runs (astro.config.mjs adds the integrations then); the static build never sees it.
 * The forms are in src/desk/schema/; docs/desk.md is the weekly guide.
 */
import { config } from '@keystatic/core';
import context from 'virtual:desk-context';
import { cast } from './src/desk/schema/cast.ts';
import { episodes } from './src/desk/schema/episodes.ts';
import { season } from './src/desk/schema/season.ts';
import { site } from './src/desk/schema/site.ts';

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'The Last Stack desk' },
    navigation: { Season: ['season', 'episodes'], Show: ['cast', 'site'] },
  },
  singletons: { season: season(context), site: site(context) },
  collections: { episodes: episodes(context), cast: cast(context) },
});
