/**
 * Structured data builders. Pure functions from content to schema.org nodes (typed with
 * schema-dts); a page puts the nodes it needs into one @graph. Node ids are absolute
 * URLs with a fragment, stable across pages, so the graph links up across the site.
 */
import type {
  BreadcrumbList,
  FAQPage,
  ItemList,
  Organization,
  Person,
  VideoObject,
  WebPage,
  WebSite,
} from 'schema-dts';
import { absoluteUrl, CAST_PATH, castPath, episodePath, EPISODES_PATH, HOME_PATH } from './urls.ts';

/** A schema.org node as the builders return it: the typed properties, open to the ones schema-dts lacks. */
export type Node<T> = Exclude<T, string> & Record<string, unknown>;

export interface SeriesFacts {
  origin: string;
  title: string;
  description: string;
  language: string;
  /** How many seasons content has (numbered 1 to this). */
  seasons: number;
  /** Every season's episodes, counted. */
  episodes: number;
  contentRating: string;
  rating?: { value: number; best: number; count: number } | undefined;
  producer: { name: string; url: string };
  sponsor: { name: string; url: string };
  broadcaster: { name: string; url: string };
  sameAs: readonly string[];
}

export interface PersonFacts {
  slug: string;
  name: string;
  nickname?: string | undefined;
  role: string;
  nationality: string;
  birthYear?: number | undefined;
  description: string;
  imagePath?: string | undefined;
  sameAs: readonly string[];
}

export const ids = {
  website: (o: string) => `${o}/#website`,
  producer: (o: string) => `${o}/#producer`,
  sponsor: (o: string) => `${o}/#sponsor`,
  series: (o: string) => `${o}/#series`,
  /** A season's node, stable whichever season is current (Season 1's as it always was). */
  season: (o: string, season: number) => `${absoluteUrl(o, EPISODES_PATH)}#season-${season}`,
  person: (o: string, slug: string) => `${absoluteUrl(o, castPath(slug))}#person`,
  episode: (o: string, slug: string) => `${absoluteUrl(o, episodePath(slug))}#episode`,
  webpage: (o: string, path: string) => `${absoluteUrl(o, path)}#webpage`,
  video: (o: string) => `${o}/#hero-video`,
};

export function websiteNode(s: SeriesFacts): Node<WebSite> {
  return {
    '@type': 'WebSite',
    '@id': ids.website(s.origin),
    url: absoluteUrl(s.origin, HOME_PATH),
    name: s.title,
    description: s.description,
    inLanguage: s.language,
    publisher: { '@id': ids.producer(s.origin) },
    sponsor: { '@id': ids.sponsor(s.origin) },
  };
}

export function producerNode(s: SeriesFacts): Node<Organization> {
  return {
    '@type': 'Organization',
    '@id': ids.producer(s.origin),
    name: s.producer.name,
    url: s.producer.url,
  };
}

export function sponsorNode(s: SeriesFacts): Node<Organization> {
  return { '@type': 'Organization', '@id': ids.sponsor(s.origin), name: s.sponsor.name, url: s.sponsor.url };
}

export function webPageNode(s: SeriesFacts, page: { path: string; title: string; description: string }): Node<WebPage> {
  return {
    '@type': 'WebPage',
    '@id': ids.webpage(s.origin, page.path),
    url: absoluteUrl(s.origin, page.path),
    name: page.title,
    description: page.description,
    inLanguage: s.language,
    isPartOf: { '@id': ids.website(s.origin) },
  };
}

/** The site-wide nodes every page carries. */
export function siteNodes(s: SeriesFacts): Record<string, unknown>[] {
  return [websiteNode(s), producerNode(s), sponsorNode(s)];
}

export function personNode(s: SeriesFacts, p: PersonFacts): Node<Person> {
  const node: Node<Person> = {
    '@type': 'Person',
    '@id': ids.person(s.origin, p.slug),
    url: absoluteUrl(s.origin, castPath(p.slug)),
    name: p.name,
    jobTitle: p.role.split('•').map((r) => r.trim()),
    nationality: { '@type': 'Country', name: p.nationality },
    description: p.description,
  };
  if (p.nickname) node.alternateName = p.nickname;
  if (p.birthYear !== undefined) node.birthDate = String(p.birthYear);
  if (p.imagePath) node.image = absoluteUrl(s.origin, p.imagePath);
  if (p.sameAs.length > 0) node.sameAs = [...p.sameAs];
  return node;
}

export function breadcrumbNode(
  s: SeriesFacts,
  path: string,
  crumbs: readonly { name: string; path: string }[],
): Node<BreadcrumbList> {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${absoluteUrl(s.origin, path)}#breadcrumb`,
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(s.origin, c.path),
    })),
  };
}

export function castListNode(s: SeriesFacts, cast: readonly { slug: string; name: string }[]): Node<ItemList> {
  return {
    '@type': 'ItemList',
    '@id': `${absoluteUrl(s.origin, CAST_PATH)}#cast-list`,
    name: `${s.title} cast`,
    numberOfItems: cast.length,
    itemListElement: cast.map((m, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: m.name,
      url: absoluteUrl(s.origin, castPath(m.slug)),
    })),
  };
}

/** FAQ markup must match the visible questions and answers word for word. */
export function faqPageNode(
  s: SeriesFacts,
  path: string,
  items: readonly { question: string; answer: string }[],
): Node<FAQPage> {
  return {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(s.origin, path)}#faq`,
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

export function heroVideoNode(
  s: SeriesFacts,
  video: { youtubeId: string; startSeconds: number; title: string; uploadDate: string },
  thumbnailPath: string,
): Node<VideoObject> {
  return {
    '@type': 'VideoObject',
    '@id': ids.video(s.origin),
    name: video.title,
    description: s.description,
    thumbnailUrl: absoluteUrl(s.origin, thumbnailPath),
    embedUrl: `https://www.youtube-nocookie.com/embed/${video.youtubeId}`,
    contentUrl: `https://www.youtube.com/watch?v=${video.youtubeId}`,
    uploadDate: video.uploadDate,
    publisher: { '@id': ids.producer(s.origin) },
  };
}
