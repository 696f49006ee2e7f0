/** The series facts the JSON-LD builders' tests build from (jsonld.test.ts, tv-jsonld.test.ts). */
import type { SeriesFacts } from './jsonld.ts';

export const facts: SeriesFacts = {
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
