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

// The current season's forms keep the fixed URLs (/keystatic/singleton/season, …/collection/episodes);
// each earlier season's are season-<n> and episodes-season-<n>, newest first in the navigation.
const earlier = context.seasons
  .map((s) => s.number)
  .filter((n) => n !== context.season)
  .reverse();

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'The Last Stack desk' },
    navigation: {
      [`Season ${context.season}`]: ['season', 'episodes'],
      ...Object.fromEntries(earlier.map((n) => [`Season ${n}`, [`season-${n}`, `episodes-season-${n}`]])),
      Show: ['cast', 'site'],
    },
  },
  singletons: {
    season: season(context),
    ...Object.fromEntries(earlier.map((n) => [`season-${n}`, season(context, n)])),
    site: site(context),
  },
  collections: {
    episodes: episodes(context),
    ...Object.fromEntries(earlier.map((n) => [`episodes-season-${n}`, episodes(context, n)])),
    cast: cast(context),
  },
});
