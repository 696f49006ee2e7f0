/**
 * Builds a page's PageMeta from what the page knows (title, description, path, its
 * own JSON-LD) plus the site-wide parts (share image, keywords, site nodes).
 */
import { getSeriesFacts, getSite } from '../data/index.ts';
import { siteNodes } from '../lib/seo/jsonld.ts';
import { ogImagePath, type OgType, type PageMeta } from '../lib/seo/meta.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  type?: OgType;
  /** Alt text of the share image; defaults to the title. */
  imageAlt?: string;
  keywords?: readonly string[];
  noindex?: boolean;
  /** false: no address of its own (the 404 page): lib/seo/meta.ts PageMeta. */
  canonical?: false;
  jsonLd?: readonly Record<string, unknown>[];
  alternates?: PageMeta['alternates'];
}

export async function makePageMeta(input: PageMetaInput): Promise<PageMeta> {
  const site = await getSite();
  const facts = await getSeriesFacts();
  return {
    title: input.title,
    description: input.description,
    path: input.path,
    type: input.type ?? 'website',
    image: { path: ogImagePath(input.path), width: 1200, height: 630, alt: input.imageAlt ?? input.title },
    keywords: [...(input.keywords ?? []), ...site.keywords],
    noindex: input.noindex ?? false,
    ...(input.canonical === false && { canonical: false }),
    jsonLd: [...siteNodes(facts), ...(input.jsonLd ?? [])],
    ...(input.alternates && { alternates: input.alternates }),
  };
}
