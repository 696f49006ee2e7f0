/** Search and sharing, checked on every built page: head tags, share images, JSON-LD, sitemap, robots. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, DIST, SEASONS, episodeFiles, pathOf, sitePages, readPage, sitemapUrls } from './dist.ts';

// A key hand's embed speaks for the hand's page (its canonical and card): tests-dist/embed.test.ts.
const pages = sitePages().map((f) => ({ path: pathOf(f), page: readPage(f) }));
const indexable = pages.filter((p) => p.path !== '/404.html');
const meta = (page: ReturnType<typeof readPage>, key: string) =>
  page.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? '';
const origin = new URL(sitemapUrls()[0] ?? 'https://invalid').origin;

/** PNG width and height from the IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };
const graphOf = (page: ReturnType<typeof readPage>): Node[] => {
  const scripts = page.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]?.textContent ?? '') as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
};

/** The properties each node type must carry (schema.org / search engines' requirements). */
const REQUIRED: Record<string, string[]> = {
  WebSite: ['@id', 'url', 'name'],
  Organization: ['@id', 'name', 'url'],
  WebPage: ['@id', 'url', 'name'],
  TVSeries: [
    '@id',
    'name',
    'description',
    'numberOfSeasons',
    'numberOfEpisodes',
    'contentRating',
    'actor',
    'productionCompany',
  ],
  TVSeason: ['@id', 'name', 'seasonNumber', 'numberOfEpisodes', 'episode', 'partOfSeries'],
  TVEpisode: ['@id', 'name', 'episodeNumber', 'partOfSeries', 'partOfSeason'],
  Person: ['@id', 'name', 'url', 'nationality', 'jobTitle'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement', 'numberOfItems'],
  FAQPage: ['mainEntity'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'embedUrl', 'uploadDate'],
};

describe('head tags', () => {
  it('gives every page a unique title (at most 60 characters) and description (70-160)', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, page } of pages) {
      const title = page.querySelector('title')?.textContent ?? '';
      const description = meta(page, 'description');
      expect(title.length, `${path}: ${title}`).toBeGreaterThan(0);
      expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
      expect(description.length, `${path}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it('gives every page an absolute canonical, Open Graph and Twitter tags, keywords, theme colour and icons', () => {
    for (const { path, page } of indexable) {
      const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical, path).toBe(`${origin}${path}`);
      expect(meta(page, 'og:url'), path).toBe(canonical);
      expect(meta(page, 'og:title'), path).toBe(page.querySelector('title')?.textContent);
      expect(meta(page, 'og:description'), path).toBe(meta(page, 'description'));
      expect(meta(page, 'og:site_name'), path).toBe('The Last Stack');
      expect(meta(page, 'og:type'), path).toMatch(/^(website|profile|video\.tv_show|video\.episode)$/);
      expect(meta(page, 'og:image:alt').length, path).toBeGreaterThan(0);
      expect(meta(page, 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(page, 'twitter:image'), path).toBe(meta(page, 'og:image'));
      expect(meta(page, 'keywords').length, path).toBeGreaterThan(0);
      expect(meta(page, 'theme-color'), path).toMatch(/^#[0-9a-f]{6}$/i);
      expect(meta(page, 'robots'), path).toBe('index, follow');
      for (const rel of ['icon', 'apple-touch-icon', 'manifest']) {
        for (const link of page.querySelectorAll(`link[rel="${rel}"]`)) {
          expect(existsSync(join(DIST, link.getAttribute('href') ?? '')), `${path}: ${rel}`).toBe(true);
        }
      }
      expect(page.querySelectorAll('link[rel="icon"]').length, path).toBe(2);
      expect(page.querySelectorAll('link[rel="manifest"]').length, path).toBe(1);
    }
  });

  it('keeps the 404 page out of the index, naming no address of its own (it is served at every unknown path)', () => {
    const notFound = pages.find((p) => p.path === '/404.html')?.page ?? readPage(join(DIST, '404.html'));
    expect(meta(notFound, 'robots')).toContain('noindex');
    expect(notFound.querySelector('link[rel="canonical"]')).toBeNull();
    expect(notFound.querySelector('meta[property="og:url"]')).toBeNull();
    expect(meta(notFound, 'og:title')).toBe(notFound.querySelector('title')?.textContent);
  });

  it('uses the member metaTitle and metaDescription on cast pages', () => {
    const page = pages.find((p) => p.path === '/cast/ingrid-solberg/')?.page;
    const source = readFileSync('content/cast/ingrid-solberg.yaml', 'utf8');
    expect(source).toContain(page?.querySelector('title')?.textContent ?? '<missing>');
    expect(source.replace(/\s+/g, ' ')).toContain(meta(page ?? readPage(''), 'description'));
  });
});

describe('share images', () => {
  it("points each page's og:image at its own 1200x630 PNG, which exists", () => {
    const images = new Set<string>();
    for (const { path, page } of pages) {
      const url = meta(page, 'og:image');
      expect(url.startsWith(`${origin}/og/`), `${path}: ${url}`).toBe(true);
      expect(meta(page, 'og:image:width')).toBe('1200');
      expect(meta(page, 'og:image:height')).toBe('630');
      const file = join(DIST, new URL(url).pathname);
      expect(existsSync(file), `${path}: ${file}`).toBe(true);
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
      images.add(url);
    }
    expect(images.size).toBe(pages.length);
  });

  it('has a default share image', () => {
    expect(pngSize(join(DIST, 'og/default.png'))).toEqual({ width: 1200, height: 630 });
  });
});

describe('structured data', () => {
  it('gives every page one @graph whose nodes carry their required properties and absolute URLs', () => {
    for (const { path, page } of pages) {
      const graph = graphOf(page);
      const types = graph.map((n) => n['@type']);
      expect(types, path).toEqual(expect.arrayContaining(['WebSite', 'Organization']));
      for (const node of graph) {
        for (const prop of REQUIRED[node['@type']] ?? [])
          expect(node[prop], `${path}: ${node['@type']}.${prop}`).toBeDefined();
        for (const key of ['url', '@id', 'image', 'thumbnailUrl'] as const) {
          const value = node[key];
          if (typeof value === 'string') expect(value, `${path}: ${node['@type']}.${key}`).toMatch(/^https:\/\//);
        }
      }
      const ids = graph.map((n) => n['@id']).filter(Boolean);
      expect(new Set(ids).size, `${path}: duplicate @id`).toBe(ids.length);
    }
  });

  it('keeps ids stable across pages', () => {
    const seen = new Map<string, string>();
    for (const { page } of pages) {
      for (const node of graphOf(page)) {
        if (!node['@id']) continue;
        const key = `${node['@type']} ${node['name'] ?? ''}`;
        const prev = seen.get(node['@id']);
        if (prev) expect(prev).toBe(key);
        seen.set(node['@id'], key);
      }
    }
  });

  it('puts the right nodes on the right pages', () => {
    const typesOf = (path: string) =>
      graphOf(pages.find((p) => p.path === path)?.page ?? readPage('')).map((n) => n['@type']);
    expect(typesOf('/')).toEqual(expect.arrayContaining(['TVSeries', 'FAQPage', 'VideoObject']));
    expect(typesOf('/about/')).toContain('TVSeries');
    expect(typesOf('/episodes/')).toEqual(expect.arrayContaining(['TVSeason', 'TVEpisode']));
    // EP08's page (a generated show's episodes have other names).
    const ep08 = episodeFiles(CONTENT_DIR).find(({ slug }) => slug.startsWith('ep08-'))?.slug ?? '';
    expect(typesOf(`/episodes/${ep08}/`)).toEqual(expect.arrayContaining(['TVEpisode', 'BreadcrumbList']));
    expect(typesOf('/cast/')).toContain('ItemList');
    expect(typesOf('/cast/ingrid-solberg/')).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList', 'FAQPage']));
    expect(typesOf('/cast/ruslan-temirov/')).not.toContain('FAQPage');
  });

  it('marks up the rating only where it is visible on the page', () => {
    for (const { path, page } of pages) {
      const series = graphOf(page).find((n) => n['@type'] === 'TVSeries');
      const rating = series?.['aggregateRating'] as { ratingValue: number; ratingCount: number } | undefined;
      if (!rating) continue;
      const text = page.querySelector('main')?.textContent.replace(/\s+/g, ' ') ?? '';
      expect(text, path).toContain(`${rating.ratingValue} out of 5`);
      expect(text, path).toContain(`${rating.ratingCount.toLocaleString('en-US')} ratings`);
    }
  });

  it('makes FAQ markup equal the visible questions and answers', () => {
    for (const { path, page } of pages) {
      const faq = graphOf(page).find((n) => n['@type'] === 'FAQPage');
      if (!faq) continue;
      const marked = (faq['mainEntity'] as { name: string; acceptedAnswer: { text: string } }[]).map((q) => [
        q.name,
        q.acceptedAnswer.text,
      ]);
      const section = page.querySelector('section[aria-labelledby="faq-heading"]');
      const visible = (section?.querySelectorAll('h3') ?? []).map((h, i) => [
        h.textContent.trim(),
        section?.querySelectorAll('.faq-answer')[i]?.textContent.trim(),
      ]);
      expect(visible, path).toEqual(marked);
    }
  });

  it('sets the series facts on TVSeries', () => {
    const series = graphOf(pages.find((p) => p.path === '/')?.page ?? readPage('')).find(
      (n) => n['@type'] === 'TVSeries',
    );
    // Every season's, counted from content (one season: 1 and 12).
    expect(series).toMatchObject({
      numberOfSeasons: SEASONS.length,
      numberOfEpisodes: episodeFiles(CONTENT_DIR).length,
      contentRating: 'TV-14',
    });
    expect(series?.['actor']).toHaveLength(17);
  });
});

describe('sitemap and robots', () => {
  it('has a sitemap index pointing at the urlset', () => {
    const index = readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8');
    expect(index).toContain(`<loc>${origin}/sitemap-0.xml</loc>`);
  });

  it('lists exactly the canonical URLs (no 404)', () => {
    const canonical = indexable.map((p) => p.page.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    expect(new Set(sitemapUrls())).toEqual(new Set(canonical));
    expect(sitemapUrls().some((u) => u.includes('404'))).toBe(false);
  });

  it('has robots.txt pointing at the sitemap on the configured origin', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
    expect(robots).toMatch(/^User-agent: \*$/m);
  });
});

describe('web app manifest', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'site.webmanifest'), 'utf8')) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  it('lists the PNG icons, which exist, and the favicon itself as a data: URL', () => {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
      expect(icon?.type).toBe('image/png');
      expect(existsSync(join(DIST, icon?.src ?? 'missing'))).toBe(true);
    }
    const svg = manifest.icons.find((i) => i.sizes === 'any');
    expect(svg?.type).toBe('image/svg+xml');
    expect(decodeURIComponent(svg?.src.replace('data:image/svg+xml,', '') ?? '')).toBe(
      readFileSync('public/favicon.svg', 'utf8').trim(),
    );
  });
});
