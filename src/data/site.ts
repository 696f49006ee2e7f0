/**
 * The site's own settings and pages' words (site.yaml, home.yaml, about.yaml, the FAQ, platforms,
 * stats), the series' facts for structured data, and the build's clock with the show's timing.
 */
import { getCollection, getEntry } from 'astro:content';
import { buildClock } from '../lib/airing/build-clock.ts';
import type { AirClock } from '../lib/airing/episode-state.ts';
import { byListIndex } from '../lib/content/content-sources.ts';
import type { SeriesFacts } from '../lib/seo/jsonld.ts';
import { present } from './present.ts';
import { getSeasons } from './seasons.ts';

export const getSite = async () => present(await getEntry('site', 'site'), 'site.yaml').data;
export const getHome = async () => present(await getEntry('home', 'home'), 'home.yaml').data;
export const getAbout = async () => present(await getEntry('about', 'about'), 'about.yaml').data;

export async function getFaq() {
  return (await getCollection('faq')).sort(byListIndex);
}

export async function getPlatforms() {
  return (await getCollection('platforms')).sort(byListIndex).map((e) => e.data);
}

export async function getStats(page: 'home' | 'cast' | 'episodes' | 'about') {
  const entry = await getEntry('stats', page);
  if (!entry) throw new Error(`content/stats.yaml has no "${page}" list`);
  return entry.data.items;
}

/** The instant this build renders episode states at: SITE_NOW, else when the build started. */
export const buildNow = buildClock();

/** The show's timing in site.yaml: the runtime an episode has unless it gives its own, and the results delay. */
export const airTimingOf = (site: Awaited<ReturnType<typeof getSite>>) => ({
  episodeMinutes: site.facts.episodeMinutes,
  resultsDelayMinutes: site.resultsDelayMinutes ?? 0,
});

/** The build's clock with the show's timing: every state a page shows is read at it (lib/airing/episode-state.ts). */
export async function getAirClock(): Promise<AirClock> {
  return { now: buildNow, ...airTimingOf(await getSite()) };
}

/** Where every episode airs, for an entry content/schedule.yaml does not list. */
export const airsOn = (site: Awaited<ReturnType<typeof getSite>>) =>
  `${site.partners.broadcaster.name} & ${site.partners.streaming.name}`;

/** Origin without trailing slash, from astro.config's `site` (SITE_URL or content). */
export function siteOrigin(): string {
  const site = import.meta.env.SITE;
  if (!site) throw new Error('astro.config.mjs must set `site`');
  return site.replace(/\/+$/, '');
}

export async function getSeriesFacts(): Promise<SeriesFacts> {
  const [site, seasons, episodes] = await Promise.all([getSite(), getSeasons(), getCollection('episodes')]);
  return {
    origin: siteOrigin(),
    title: site.title,
    description: site.description,
    language: site.language,
    seasons: seasons.length,
    episodes: episodes.length,
    contentRating: site.contentRating,
    rating: site.rating,
    producer: site.partners.producer,
    sponsor: site.partners.sponsor,
    broadcaster: site.partners.broadcaster,
    sameAs: [site.partners.videoSite.url, ...site.social.flatMap((s) => (s.url ? [s.url] : []))],
  };
}
