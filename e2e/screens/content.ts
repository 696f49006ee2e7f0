/** Today's content as the screens' checks read it (content/), in the cast's display order. */
import { readdirSync, readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { parse } from 'yaml';

interface CastFile {
  order: number;
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

export const cast = readdirSync('content/cast')
  .map((f) => ({ slug: f.replace('.yaml', ''), ...(parse(readFileSync(`content/cast/${f}`, 'utf8')) as CastFile) }))
  .sort((a, b) => a.order - b.order);
export type CastMember = (typeof cast)[number];

export const site = parse(readFileSync('content/site.yaml', 'utf8')) as { champion: string; pressEmail: string };
export const home = parse(readFileSync('content/home.yaml', 'utf8')) as { featured: string[] };
export const faq = parse(readFileSync('content/faq.yaml', 'utf8')) as { question: string }[];

/** The href of each link `links` matches, in order. */
export const hrefs = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
