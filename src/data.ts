/**
 * The pages' one door to content: typed, ordered queries over the collections.
 * Ordering and lookups live here so every page lists things the same way.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { byListIndex } from './lib/content-sources.ts';
import type { SeriesFacts } from './lib/jsonld.ts';

export type CastMember = CollectionEntry<'cast'>;
export type Episode = CollectionEntry<'episodes'>;

function present<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`content/${file} is missing`);
  return entry;
}

export const getSite = async () => present(await getEntry('site', 'site'), 'site.yaml').data;
export const getHome = async () => present(await getEntry('home', 'home'), 'home.yaml').data;
export const getAbout = async () => present(await getEntry('about', 'about'), 'about.yaml').data;

/** The cast in display order: the six home-page players first, then the rest. */
export async function getCast(): Promise<CastMember[]> {
  return (await getCollection('cast')).sort((a, b) => a.data.order - b.data.order);
}

export async function getEpisodes(): Promise<Episode[]> {
  return (await getCollection('episodes')).sort((a, b) => a.data.number - b.data.number);
}

export async function getFaq() {
  return (await getCollection('faq')).sort(byListIndex);
}

export async function getSchedule() {
  return (await getCollection('schedule')).sort(byListIndex).map((e) => e.data);
}

export async function getPlatforms() {
  return (await getCollection('platforms')).sort(byListIndex).map((e) => e.data);
}

export async function getStats(page: 'home' | 'cast' | 'episodes' | 'about') {
  const entry = await getEntry('stats', page);
  if (!entry) throw new Error(`content/stats.yaml has no "${page}" list`);
  return entry.data.items;
}

export async function getCastMember(slug: string): Promise<CastMember> {
  const entry = await getEntry('cast', slug);
  if (!entry) throw new Error(`content/cast/${slug}.yaml is missing`);
  return entry;
}

/** Origin without trailing slash, from astro.config's `site` (SITE_URL or content). */
export function siteOrigin(): string {
  const site = import.meta.env.SITE;
  if (!site) throw new Error('astro.config.mjs must set `site`');
  return site.replace(/\/+$/, '');
}

export async function getSeriesFacts(): Promise<SeriesFacts> {
  const site = await getSite();
  return {
    origin: siteOrigin(),
    title: site.title,
    description: site.description,
    language: site.language,
    seasons: site.facts.seasons,
    episodes: site.facts.episodes,
    contentRating: site.contentRating,
    rating: site.rating,
    producer: site.partners.producer,
    sponsor: site.partners.sponsor,
    broadcaster: site.partners.broadcaster,
    sameAs: [site.partners.videoSite.url, ...site.social.flatMap((s) => (s.url ? [s.url] : []))],
  };
}
