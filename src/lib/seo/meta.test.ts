import { describe, expect, it } from 'vitest';
import { dedupeTags, headTags, ogImagePath, pageTitle, serializeJsonLd, type HeadTag, type PageMeta } from './meta.ts';

const site = { origin: 'https://thelaststack.tv', siteName: 'The Last Stack', locale: 'en_US', themeColor: '#0b0f0d' };
const meta: PageMeta = {
  title: 'About the Show | The Last Stack',
  description: 'What the show is.',
  path: '/about',
  image: { path: '/og/about.png', width: 1200, height: 630, alt: 'About' },
  type: 'website',
  keywords: ['poker', 'reality'],
  jsonLd: [{ '@type': 'WebSite', name: 'The Last Stack' }],
};
const attr = (tags: HeadTag[], key: 'name' | 'property' | 'rel', value: string) =>
  tags.find((t) => t.tag !== 'title' && t.attrs[key] === value) as { attrs: Record<string, string> } | undefined;

describe('headTags', () => {
  const tags = headTags(meta, site);

  it('renders title, description and an absolute canonical in the trailing-slash form', () => {
    expect(tags.find((t) => t.tag === 'title')).toEqual({ tag: 'title', content: meta.title });
    expect(attr(tags, 'name', 'description')?.attrs['content']).toBe('What the show is.');
    expect(attr(tags, 'rel', 'canonical')?.attrs['href']).toBe('https://thelaststack.tv/about/');
  });

  it('renders Open Graph and Twitter tags with the absolute image and its size', () => {
    expect(attr(tags, 'property', 'og:url')?.attrs['content']).toBe('https://thelaststack.tv/about/');
    expect(attr(tags, 'property', 'og:image')?.attrs['content']).toBe('https://thelaststack.tv/og/about.png');
    expect(attr(tags, 'property', 'og:image:width')?.attrs['content']).toBe('1200');
    expect(attr(tags, 'property', 'og:image:height')?.attrs['content']).toBe('630');
    expect(attr(tags, 'property', 'og:site_name')?.attrs['content']).toBe('The Last Stack');
    expect(attr(tags, 'name', 'twitter:card')?.attrs['content']).toBe('summary_large_image');
    expect(attr(tags, 'name', 'keywords')?.attrs['content']).toBe('poker, reality');
    expect(attr(tags, 'name', 'robots')?.attrs['content']).toBe('index, follow');
  });

  it('links alternates (the episodes feed) absolutely, and none unless given', () => {
    const feed = { type: 'application/rss+xml', title: 'Episodes', path: '/episodes/rss.xml' };
    const withFeed = headTags({ ...meta, alternates: [feed] }, site);
    expect(attr(withFeed, 'rel', 'alternate')?.attrs).toEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Episodes',
      href: 'https://thelaststack.tv/episodes/rss.xml',
    });
    expect(attr(tags, 'rel', 'alternate')).toBeUndefined();
  });

  it('marks noindex pages', () => {
    expect(attr(headTags({ ...meta, noindex: true }, site), 'name', 'robots')?.attrs['content']).toBe(
      'noindex, follow',
    );
  });

  it('names no address for a page without one of its own (the 404 page), and keeps its other tags', () => {
    const unaddressed = headTags({ ...meta, noindex: true, canonical: false }, site);
    expect(attr(unaddressed, 'rel', 'canonical')).toBeUndefined();
    expect(attr(unaddressed, 'property', 'og:url')).toBeUndefined();
    expect(attr(unaddressed, 'property', 'og:title')?.attrs['content']).toBe(meta.title);
    expect(unaddressed).toHaveLength(tags.length - 2);
  });

  it('puts the JSON-LD nodes in one @graph', () => {
    const script = tags.find((t) => t.tag === 'script');
    expect(script && 'content' in script && JSON.parse(script.content)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebSite', name: 'The Last Stack' }],
    });
    expect(headTags({ ...meta, jsonLd: [] }, site).some((t) => t.tag === 'script')).toBe(false);
  });

  it('lets extra tags override defaults without duplicates', () => {
    const extra: HeadTag[] = [{ tag: 'meta', attrs: { name: 'theme-color', content: '#000000' } }];
    const merged = headTags(meta, site, extra);
    expect(merged.filter((t) => t.tag === 'meta' && t.attrs['name'] === 'theme-color')).toEqual(extra);
  });
});

describe('dedupeTags', () => {
  it('keeps the last of tags with the same key, and distinct links', () => {
    const tags = dedupeTags([
      { tag: 'title', content: 'A' },
      { tag: 'title', content: 'B' },
      { tag: 'link', attrs: { rel: 'icon', href: '/a.svg' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/b.png' } },
    ]);
    expect(tags).toEqual([
      { tag: 'title', content: 'B' },
      { tag: 'link', attrs: { rel: 'icon', href: '/a.svg' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/b.png' } },
    ]);
  });
});

describe('helpers', () => {
  it('builds section titles', () => {
    expect(pageTitle('Cast', 'The Last Stack')).toBe('Cast | The Last Stack');
    expect(pageTitle('The Last Stack', 'The Last Stack')).toBe('The Last Stack');
  });
  it('maps page paths to share image paths', () => {
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/cast/ingrid-solberg/')).toBe('/og/cast/ingrid-solberg.png');
  });
  it('escapes "<" so data cannot close the script element', () => {
    expect(serializeJsonLd([{ name: '</script><script>alert(1)</script>' }])).not.toContain('</script>');
  });
});
