/**
 * Episode pages and the episodes feed, as built: a dated episode's page carries the BBC's
 * TVEpisode model (BroadcastEvent, OnDemandEvent where it streams at its own address, WatchAction
 * per own watch URL, datePublished only once aired) and nothing invented; a TBA one keeps the
 * spec's Coming Soon page. The feed has one item per aired episode. Run over dist/ (nothing dated)
 * and over the airing fixture (DIST_DIR=dist-airing).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { DIST, SEASONS, htmlFiles, pathOf, readPage } from './dist.ts';

type Node = Record<string, unknown> & { '@type': string };
const episodePages = htmlFiles()
  .map((f) => ({ path: pathOf(f), page: readPage(f) }))
  .filter((p) => /^\/episodes\/ep\d\d-[\w-]+\/$/.test(p.path));
const graph = (page: ReturnType<typeof readPage>) =>
  (
    JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': Node[];
    }
  )['@graph'];
const tvEpisode = (page: ReturnType<typeof readPage>) => graph(page).find((n) => n['@type'] === 'TVEpisode');
const dated = episodePages.filter((p) => p.page.querySelector('main article[data-air]'));

describe(`episode pages in ${DIST}/`, () => {
  it('there are twelve a season, as in the sitemap', () => {
    expect(episodePages).toHaveLength(12 * SEASONS.length);
  });

  for (const { path, page } of episodePages) {
    const article = page.querySelector('main article[data-air]');
    if (!article) {
      it(`${path}: TBA, the spec's page and no broadcast markup`, () => {
        expect(page.querySelector('h1')?.textContent.trim()).toBe('Episodes Coming Soon');
        const node = tvEpisode(page);
        expect(node).toBeDefined();
        for (const key of ['publication', 'duration', 'datePublished', 'potentialAction', 'actor']) {
          expect(node, key).not.toHaveProperty(key);
        }
      });
      continue;
    }
    it(`${path}: TVEpisode with its broadcast, on-demand copy, watch actions and players`, () => {
      const airDate = article.getAttribute('data-air');
      const aired = article.getAttribute('data-air-state') === 'aired';
      const node = tvEpisode(page) ?? { '@type': 'missing' };
      expect(node['@type']).toBe('TVEpisode');
      // The broadcast's length as the page carries it (its end less its start): 45 minutes, an hour for a finale that says so.
      const minutes = (Date.parse(article.getAttribute('data-air-end') ?? '') - Date.parse(airDate ?? '')) / 60_000;
      expect(node['duration']).toBe(`PT${minutes}M`);
      expect([45, 60]).toContain(minutes);
      expect(node['url']).toMatch(new RegExp(`${path}$`));
      expect(node['image']).toMatch(/\/og\/episodes\/.+\.png$/);
      expect(node['partOfSeason']).toHaveProperty('@id');
      expect(node['partOfSeries']).toHaveProperty('@id');
      const publication = ([] as Node[]).concat(node['publication'] as Node | Node[]);
      expect(publication[0]).toMatchObject({
        '@type': 'BroadcastEvent',
        startDate: airDate,
        endDate: article.getAttribute('data-air-end'),
        isLiveBroadcast: false,
        publishedOn: { '@type': 'BroadcastService' },
      });
      // Watch now buttons, and which of them are the episode's own pages (not a partner's home).
      const watchLinks = page
        .querySelectorAll(':is([data-show="aired"], [data-look="aired"]) a[href^="https://"]')
        .map((a) => a.getAttribute('href') ?? '');
      const own = watchLinks.filter((href) => new URL(href).pathname !== '/');
      const onDemand = publication.find((p) => p['@type'] === 'OnDemandEvent');
      if (onDemand) expect(own).toContain(String(onDemand['url']));
      expect(((node['potentialAction'] as Node[] | undefined) ?? []).map((a) => a['target'])).toEqual(own);
      expect(node['datePublished']).toBe(aired ? airDate : undefined);
      // actor: the players the Featuring section links to, by their Person @id.
      const featured = page
        .querySelectorAll('section[aria-labelledby="featuring-heading"] a[href^="/cast/"]')
        .map((a) => a.getAttribute('href'));
      expect(((node['actor'] as Node[] | undefined) ?? []).map((a) => new URL(String(a['@id'])).pathname)).toEqual(
        featured,
      );
      // Nothing invented: no Event markup for the airing, no rating on the episode.
      expect(JSON.stringify(graph(page))).not.toMatch(/"@type":"(Event|TelevisionEvent|ScreeningEvent)"/);
      expect(node).not.toHaveProperty('aggregateRating');
    });
  }
});

interface FeedItem {
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
}

describe(`the episodes feed in ${DIST}/`, () => {
  const xml = readFileSync(join(DIST, 'episodes/rss.xml'), 'utf8');
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as {
    rss: {
      '@_version': string;
      channel: { title: string; link: string; description: string; item?: FeedItem[] };
    };
  };

  it('is well-formed RSS 2.0 with a channel title, link and description', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss.channel.title).toBe('The Last Stack: Episodes');
    expect(feed.rss.channel.link).toMatch(/^https:\/\//);
    expect(feed.rss.channel.description.length).toBeGreaterThan(0);
  });

  it('has one item per aired episode, newest first, with a permalink guid and its air date', () => {
    const aired = dated
      .filter((p) => p.page.querySelector('main article')?.getAttribute('data-air-state') === 'aired')
      .map((p) => ({ path: p.path, airDate: p.page.querySelector('main article')?.getAttribute('data-air') ?? '' }))
      .sort((a, b) => Date.parse(b.airDate) - Date.parse(a.airDate));
    const items = feed.rss.channel.item ?? [];
    expect(items.map((i) => new URL(String(i['link'])).pathname)).toEqual(aired.map((a) => a.path));
    items.forEach((item, i) => {
      expect(item['guid']['#text']).toBe(item['link']);
      expect(item['guid']['@_isPermaLink']).toBe('true');
      expect(Date.parse(String(item['pubDate']))).toBe(Date.parse(aired[i]?.airDate ?? ''));
      expect(String(item['description']).length).toBeGreaterThan(0);
    });
  });

  it('is linked from the head of Home and the Episodes page', () => {
    for (const file of ['index.html', 'episodes/index.html']) {
      const link = readPage(join(DIST, file)).querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(link?.getAttribute('href'), file).toMatch(/^https:\/\/[^/]+\/episodes\/rss\.xml$/);
    }
  });
});
