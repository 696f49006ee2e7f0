/**
 * Head as data: each page builds one PageMeta, headTags() turns it into a flat,
 * de-duplicated list of tags, and components/seo/Head.astro only renders that list.
 */
import { absoluteUrl } from './urls.ts';

export interface ShareImage {
  /** Site path of a 1200x630 PNG, e.g. /og/cast/ingrid-solberg.png */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export type OgType = 'website' | 'profile' | 'video.tv_show' | 'video.episode' | 'article';

export interface PageMeta {
  /** The full document title, as it should appear in a search result. */
  title: string;
  description: string;
  /** Site path of the page; the canonical URL is built from it. */
  path: string;
  image: ShareImage;
  type: OgType;
  keywords: readonly string[];
  /** Keep out of search results (the 404 page). */
  noindex?: boolean;
  /**
   * false: the page has no address of its own, so it names none (no canonical link, no og:url): the
   * 404 page, served at every unknown path, whose own file's path itself answers 404.
   */
  canonical?: boolean;
  /** Structured data nodes; rendered as one JSON-LD @graph. */
  jsonLd: readonly Record<string, unknown>[];
  /** Other formats of the page's content (the episodes' RSS feed), as rel="alternate" links. */
  alternates?: readonly { type: string; title: string; path: string }[];
}

export interface SiteHeadSettings {
  /** Origin without trailing slash, e.g. https://thelaststack.tv */
  origin: string;
  siteName: string;
  locale: string;
  themeColor: string;
}

export type HeadTag =
  | { tag: 'title'; content: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; content: string };

/**
 * The share image of a page path: /og/home.png for /, /og/cast/ingrid-solberg.png for
 * /cast/ingrid-solberg/. Generated at build time by src/pages/og/[...image].png.ts.
 */
export function ogImagePath(path: string): string {
  const key = path.replace(/^\/+|\/+$/g, '');
  return `/og/${key || 'home'}.png`;
}

/** The document title for a section page: "About | The Last Stack". */
export function pageTitle(page: string, siteName: string): string {
  return page === siteName ? siteName : `${page} | ${siteName}`;
}

/** JSON for a <script> element: "<" is escaped so data can never close the element. */
export function serializeJsonLd(graph: readonly Record<string, unknown>[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}

function tagKey(t: HeadTag): string {
  if (t.tag === 'title') return 'title';
  if (t.tag === 'script') return `script:${t.attrs['type'] ?? ''}`;
  if (t.tag === 'link') return `link:${t.attrs['rel']}:${t.attrs['href']}:${t.attrs['sizes'] ?? ''}`;
  const a = t.attrs;
  return `meta:${a['name'] ?? a['property'] ?? a['http-equiv'] ?? a['charset'] ?? ''}`;
}

/** Later tags win over earlier ones with the same key (a page can override a default). */
export function dedupeTags(tags: readonly HeadTag[]): HeadTag[] {
  const byKey = new Map<string, HeadTag>();
  for (const t of tags) {
    const key = tagKey(t);
    byKey.delete(key);
    byKey.set(key, t);
  }
  return [...byKey.values()];
}

export function headTags(meta: PageMeta, site: SiteHeadSettings, extra: readonly HeadTag[] = []): HeadTag[] {
  const canonical = absoluteUrl(site.origin, meta.path);
  const image = absoluteUrl(site.origin, meta.image.path);
  const addressed = meta.canonical !== false;
  const tags: HeadTag[] = [
    { tag: 'title', content: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } },
    { tag: 'meta', attrs: { name: 'robots', content: meta.noindex ? 'noindex, follow' : 'index, follow' } },
    { tag: 'meta', attrs: { name: 'theme-color', content: site.themeColor } },
    ...(addressed ? [{ tag: 'link', attrs: { rel: 'canonical', href: canonical } } as const] : []),
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.siteName } },
    { tag: 'meta', attrs: { property: 'og:locale', content: site.locale } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    ...(addressed ? [{ tag: 'meta', attrs: { property: 'og:url', content: canonical } } as const] : []),
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:type', content: 'image/png' } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(meta.image.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(meta.image.height) } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: meta.image.alt } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:image:alt', content: meta.image.alt } },
    ...(meta.alternates ?? []).map((a): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', type: a.type, title: a.title, href: absoluteUrl(site.origin, a.path) },
    })),
    ...extra,
  ];
  if (meta.jsonLd.length > 0) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, content: serializeJsonLd(meta.jsonLd) });
  }
  return dedupeTags(tags);
}
