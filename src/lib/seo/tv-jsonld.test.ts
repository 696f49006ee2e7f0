import { describe, expect, it } from 'vitest';
import { ids } from './jsonld.ts';
import { facts } from './test-facts.ts';
import { episodeNode, seasonNode, seriesNode } from './tv-jsonld.ts';

describe('TV JSON-LD builders', () => {
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
    const ep = { season: 1, slug: 'ep08-the-queen', number: 8, title: 'The Queen', description: 'Her episode.' };
    expect(seasonNode(facts, 1, [ep])).toMatchObject({
      '@id': 'https://thelaststack.tv/episodes/#season-1',
      name: 'The Last Stack Season 1',
      '@type': 'TVSeason',
      seasonNumber: 1,
      numberOfEpisodes: 1,
      episode: [{ '@id': 'https://thelaststack.tv/episodes/ep08-the-queen/#episode' }],
    });
    expect(episodeNode(facts, ep)).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 8,
      partOfSeries: { '@id': ids.series(facts.origin) },
      partOfSeason: { '@id': 'https://thelaststack.tv/episodes/#season-1' },
    });
    expect(episodeNode(facts, ep)).not.toHaveProperty('publication');
  });

  it("a later season: its own number and stable @id, and its episodes point at it, not at Season 1's", () => {
    const ep = { season: 2, slug: 'ep01-second-chances', number: 1, title: 'Second Chances', description: 'Back.' };
    expect(seasonNode(facts, 2, [ep])).toMatchObject({
      '@id': 'https://thelaststack.tv/episodes/#season-2',
      name: 'The Last Stack Season 2',
      seasonNumber: 2,
    });
    expect(episodeNode(facts, ep)['partOfSeason']).toEqual({ '@id': ids.season(facts.origin, 2) });
  });

  it('TVEpisode with an air date: a BroadcastEvent on the broadcaster, at the offset content gives', () => {
    const node = episodeNode(facts, {
      season: 1,
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
    expect(node['publication']).not.toHaveProperty('endDate');
  });

  it('a BroadcastEvent ends when the broadcast does, at the offset of its start', () => {
    const node = episodeNode(facts, {
      season: 1,
      slug: 'ep12-the-end-game',
      number: 12,
      title: 'The End Game',
      description: 'd',
      airDate: '2026-03-24T20:00:00-04:00',
      minutes: 90,
      endDate: '2026-03-24T21:30:00-04:00',
    });
    expect(node).toMatchObject({
      duration: 'PT90M',
      publication: { startDate: '2026-03-24T20:00:00-04:00', endDate: '2026-03-24T21:30:00-04:00' },
    });
  });

  it("a season aired in full: the dates it ran on the season, the season as the series' part", () => {
    const run = { season: 1, startDate: '2026-01-06T20:00:00-05:00', endDate: '2026-03-24T20:00:00-04:00' };
    const ep = {
      season: 1,
      slug: 'ep12-the-end-game',
      number: 12,
      title: 'The End Game',
      description: 'The last one.',
    };
    expect(seasonNode(facts, 1, [ep], run)).toMatchObject({
      numberOfEpisodes: 1,
      startDate: run.startDate,
      endDate: run.endDate,
    });
    expect(seasonNode(facts, 1, [ep], run)).not.toHaveProperty('season');
    expect(seriesNode(facts, [], '/og/home.png', run)).toMatchObject({
      startDate: run.startDate,
      containsSeason: { '@id': ids.season(facts.origin, 1) },
    });
    // Still airing: neither.
    expect(seasonNode(facts, 1, [ep])).not.toHaveProperty('endDate');
    expect(seriesNode(facts, [], '/og/home.png')).not.toHaveProperty('containsSeason');
  });

  it('a show of three seasons: the series contains each by its stable @id, and each season’s page is its url', () => {
    const three = { ...facts, seasons: 3 };
    const node = seriesNode(three, [], '/og/home.png');
    expect(node['numberOfSeasons']).toBe(3);
    expect(node['containsSeason']).toEqual([1, 2, 3].map((n) => ({ '@id': ids.season(facts.origin, n) })));
    expect(seasonNode(three, 2, [])['url']).toBe('https://thelaststack.tv/seasons/2/');
    expect(seasonNode(facts, 1, [])['url']).toBe('https://thelaststack.tv/episodes/');
    // A later season's run is not when the series started.
    const run = { season: 3, startDate: '2027-01-12T20:00:00-05:00', endDate: '2027-03-30T20:00:00-04:00' };
    expect(seriesNode(three, [], '/og/home.png', run)).not.toHaveProperty('startDate');
  });
});
