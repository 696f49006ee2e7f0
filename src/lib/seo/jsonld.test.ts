import { describe, expect, it } from 'vitest';
import {
  breadcrumbNode,
  castListNode,
  episodeNode,
  faqPageNode,
  heroVideoNode,
  ids,
  personNode,
  seasonNode,
  seriesNode,
  siteNodes,
  type SeriesFacts,
} from './jsonld.ts';

const facts: SeriesFacts = {
  origin: 'https://thelaststack.tv',
  title: 'The Last Stack',
  description: 'A poker reality series.',
  language: 'en',
  seasons: 1,
  episodes: 12,
  contentRating: 'TV-14',
  rating: { value: 4.8, best: 5, count: 1250 },
  producer: { name: 'Redline Productions', url: 'https://redlineproductions.tv' },
  sponsor: { name: 'RiverHouse Poker', url: 'https://riverhousepoker.com' },
  broadcaster: { name: 'Apex Sports', url: 'https://apexsports.tv' },
  sameAs: ['https://www.youtube.com/@TheLastStackTV'],
};

describe('JSON-LD builders', () => {
  it('site nodes: WebSite, producer and sponsor organisations with stable ids', () => {
    const [website, producer, sponsor] = siteNodes(facts);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      '@id': 'https://thelaststack.tv/#website',
      url: 'https://thelaststack.tv/',
    });
    expect(producer).toMatchObject({ '@type': 'Organization', name: 'Redline Productions' });
    expect(sponsor).toMatchObject({ '@type': 'Organization', name: 'RiverHouse Poker' });
    expect(website).toMatchObject({ sponsor: { '@id': sponsor?.['@id'] } });
  });

  it('TVSeries with seasons, episodes, rating, actors and production company', () => {
    const node = seriesNode(facts, [{ slug: 'ingrid-solberg' }, { slug: 'marcus-vale' }], '/og/home.png');
    expect(node).toMatchObject({
      '@type': 'TVSeries',
      numberOfSeasons: 1,
      numberOfEpisodes: 12,
      contentRating: 'TV-14',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, bestRating: 5, ratingCount: 1250 },
      productionCompany: { '@id': ids.producer(facts.origin) },
      image: 'https://thelaststack.tv/og/home.png',
    });
    expect(node['actor']).toEqual([
      { '@id': 'https://thelaststack.tv/cast/ingrid-solberg/#person' },
      { '@id': 'https://thelaststack.tv/cast/marcus-vale/#person' },
    ]);
  });

  it('drops the rating when content has none', () => {
    expect(seriesNode({ ...facts, rating: undefined }, [], '/og/home.png')).not.toHaveProperty('aggregateRating');
  });

  it('TVSeason lists its episodes; TVEpisode points back at series and season', () => {
    const ep = { slug: 'ep08-the-queen', number: 8, title: 'The Queen', description: 'Her episode.' };
    expect(seasonNode(facts, [ep])).toMatchObject({
      '@type': 'TVSeason',
      seasonNumber: 1,
      numberOfEpisodes: 1,
      episode: [{ '@id': 'https://thelaststack.tv/episodes/ep08-the-queen/#episode' }],
    });
    expect(episodeNode(facts, ep)).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 8,
      partOfSeries: { '@id': ids.series(facts.origin) },
      partOfSeason: { '@id': ids.season(facts.origin) },
    });
    expect(episodeNode(facts, ep)).not.toHaveProperty('publication');
  });

  it('TVEpisode with an air date: a BroadcastEvent on the broadcaster, at the offset content gives', () => {
    const node = episodeNode(facts, {
      slug: 'ep01-the-beginning',
      number: 1,
      title: 'The Beginning',
      description: 'd',
      airDate: '2026-01-06T20:00:00-05:00',
    });
    expect(node).toMatchObject({
      publication: {
        '@type': 'BroadcastEvent',
        startDate: '2026-01-06T20:00:00-05:00',
        isLiveBroadcast: false,
        publishedOn: { '@type': 'BroadcastService', name: 'Apex Sports', url: 'https://apexsports.tv' },
      },
    });
  });

  it('Person with nationality, birth year only when known, and sameAs only when given', () => {
    const base = {
      slug: 'ruslan-temirov',
      name: 'Ruslan Temirov',
      role: 'Cash Game Pro • Private Games Regular',
      nationality: 'Kazakh',
      description: 'x',
      sameAs: [],
    };
    const node = personNode(facts, base);
    expect(node).toMatchObject({
      '@type': 'Person',
      nationality: { '@type': 'Country', name: 'Kazakh' },
      jobTitle: ['Cash Game Pro', 'Private Games Regular'],
    });
    expect(node).not.toHaveProperty('birthDate');
    expect(node).not.toHaveProperty('sameAs');
    expect(personNode(facts, { ...base, birthYear: 1991, sameAs: ['https://example.com/x'] })).toMatchObject({
      birthDate: '1991',
      sameAs: ['https://example.com/x'],
    });
  });

  it('BreadcrumbList and ItemList with absolute URLs and 1-based positions', () => {
    expect(
      breadcrumbNode(facts, '/cast/x/', [
        { name: 'Home', path: '/' },
        { name: 'Cast', path: '/cast/' },
      ])['itemListElement'],
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://thelaststack.tv/' },
      { '@type': 'ListItem', position: 2, name: 'Cast', item: 'https://thelaststack.tv/cast/' },
    ]);
    expect(castListNode(facts, [{ slug: 'a-b', name: 'A B' }])).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ position: 1, url: 'https://thelaststack.tv/cast/a-b/' }],
    });
  });

  it('FAQPage mirrors the questions and answers word for word', () => {
    const items = [{ question: 'Q1?', answer: 'A1.' }];
    expect(faqPageNode(facts, '/', items)['mainEntity']).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
    ]);
  });

  it('VideoObject embeds from the privacy-enhanced domain', () => {
    const node = heroVideoNode(
      facts,
      { youtubeId: 'TLSs1Trailr', startSeconds: 360, title: 'Trailer', uploadDate: '2025-09-15' },
      '/og/home.png',
    );
    expect(node).toMatchObject({
      '@type': 'VideoObject',
      embedUrl: 'https://www.youtube-nocookie.com/embed/TLSs1Trailr',
    });
  });
});
