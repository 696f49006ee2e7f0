/** Today's content as the screens' checks read it (content/), in the cast's display order. */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { parse } from 'yaml';

interface CastFile {
  name: string;
  metaTitle: string;
  nickname?: string;
  role: string;
  image?: string;
  birthYear?: number;
  achievements: unknown[];
  funFacts: unknown[];
  faqs: { question: string; answer: string }[];
}

export const site = parse(readFileSync('content/site.yaml', 'utf8')) as { pressEmail: string };
/** Season 1, today's only season: its cast in display order; its champion is About's spotlight. */
export const season1 = parse(readFileSync('content/seasons/1/season.yaml', 'utf8')) as {
  cast: string[];
  champion: string;
};
export const cast = season1.cast.map((slug) => ({
  slug,
  ...(parse(readFileSync(`content/cast/${slug}.yaml`, 'utf8')) as CastFile),
}));
export type CastMember = (typeof cast)[number];

export const home = parse(readFileSync('content/home.yaml', 'utf8')) as { featured: string[] };
export const faq = parse(readFileSync('content/faq.yaml', 'utf8')) as { question: string }[];

/** The href of each link `links` matches, in order. */
export const hrefs = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
