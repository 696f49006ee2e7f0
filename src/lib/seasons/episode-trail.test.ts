import { describe, expect, it } from 'vitest';
import { episodeLabel, episodeParent, episodeTrail } from './episode-trail.ts';

describe('an episode’s trail (lib/seasons/episode-trail.ts)', () => {
  it('is Home › Episodes while the show has one season', () => {
    expect(episodeTrail(1, 1)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Episodes', path: '/episodes/' },
    ]);
  });

  it('goes through its own season’s page once there are more, whichever season is current', () => {
    expect(episodeTrail(1, 3)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'All Seasons', path: '/seasons/' },
      { name: 'Season 1', path: '/seasons/1/' },
    ]);
    expect(episodeTrail(3, 3).at(-1)).toEqual({ name: 'Season 3', path: '/seasons/3/' });
  });

  it('ends at the episode’s parent, its "up" link: Episodes with one season, its season’s page with more', () => {
    expect(episodeParent(1, 1)).toEqual({ name: 'Episodes', path: '/episodes/' });
    expect(episodeParent(2, 3)).toEqual({ name: 'Season 2', path: '/seasons/2/' });
    for (const [season, count] of [
      [1, 1],
      [1, 2],
      [3, 3],
    ] as const) {
      expect(episodeTrail(season, count).at(-1)).toEqual(episodeParent(season, count));
    }
  });

  it('names an episode by its code alone in a one-season show, and with its season once there are more', () => {
    expect(episodeLabel(1, 'EP01', 1)).toBe('EP01');
    expect(episodeLabel(1, 'EP01', 2)).toBe('S1 EP01');
    expect(episodeLabel(3, 'EP12', 3)).toBe('S3 EP12');
  });
});
