import { describe, expect, it } from 'vitest';
import * as urls from '../seo/urls.ts';
import { KIND_NAMES, PAGE_KINDS, inSitemap, kindOf, matchesPattern } from './page-kinds.ts';

describe('matchesPattern', () => {
  it('matches a fixed path, with or without its trailing slash', () => {
    expect(matchesPattern('/404/', '/404/')).toBe(true);
    expect(matchesPattern('/404/', '/404')).toBe(true);
    expect(matchesPattern('/404/', '/404/x/')).toBe(false);
  });

  it('takes one path segment for each <name>, never a slash', () => {
    expect(matchesPattern('/cast/<slug>/', '/cast/ingrid-solberg/')).toBe(true);
    expect(matchesPattern('/cast/<slug>/', '/cast/ingrid-solberg/hands/')).toBe(false);
    expect(matchesPattern('/cast/<slug>/', '/cast/')).toBe(false);
  });

  it('reads the pattern literally around its names', () => {
    expect(matchesPattern('/a.b/', '/axb/')).toBe(false);
  });
});

describe('kindOf', () => {
  it('names the kind of each of the site’s URLs', () => {
    expect(kindOf('/')).toBe('home');
    expect(kindOf('/cast/')).toBe('cast');
    expect(kindOf('/cast/ingrid-solberg/')).toBe('profile');
    expect(kindOf('/cast/dante-okonkwo/hands/')).toBe('player-hands');
    expect(kindOf('/episodes/ep01-the-beginning/hands/three-way-all-in/')).toBe('key-hand');
    expect(kindOf('/embed/hands/ep01-the-beginning/three-way-all-in/')).toBe('embed');
    expect(kindOf('/seasons/2/')).toBe('season');
    expect(kindOf('/seasons/2/standings/')).toBe('season-standings');
    expect(kindOf('/seasons/1/hands/')).toBe('hand-list');
    expect(kindOf('/hands/')).toBe('hand-list');
    expect(kindOf('/404')).toBe('not-found');
  });

  it('names none for a file or an unknown path', () => {
    expect(kindOf('/episodes/rss.xml')).toBeUndefined();
    expect(kindOf('/nowhere/at/all/')).toBeUndefined();
  });
});

describe('inSitemap', () => {
  it('leaves out the unlisted kinds only', () => {
    expect(inSitemap('/404/')).toBe(false);
    expect(inSitemap('/embed/hands/ep01-the-beginning/three-way-all-in/')).toBe(false);
    expect(inSitemap('/episodes/ep01-the-beginning/hands/three-way-all-in/')).toBe(true);
    expect(inSitemap('/')).toBe(true);
  });
});

describe('PAGE_KINDS', () => {
  it('gives each kind a URL pattern for each of its files', () => {
    for (const name of KIND_NAMES) expect(PAGE_KINDS[name].patterns, name).toHaveLength(PAGE_KINDS[name].files.length);
  });

  it('gates each route once, each written as npm run perf takes it', () => {
    const gated = KIND_NAMES.flatMap((name) => PAGE_KINDS[name].gated);
    expect(new Set(gated).size).toBe(gated.length);
    for (const route of gated) expect(route).toMatch(/^(dist[\w-]*)?\/.*\/?$/);
  });

  it('gates a route under the kind its path is', () => {
    for (const name of KIND_NAMES) {
      for (const route of PAGE_KINDS[name].gated) expect(kindOf(route.replace(/^dist[\w-]*/, '')), route).toBe(name);
    }
  });
});

describe('the patterns and lib/seo/urls.ts', () => {
  it('agree: every URL the site builds is of the kind its pattern says', () => {
    const built: [string, string][] = [
      [urls.HOME_PATH, 'home'],
      [urls.ABOUT_PATH, 'about'],
      [urls.CAST_PATH, 'cast'],
      [urls.castPath('a-player'), 'profile'],
      [urls.castHandsPath('a-player'), 'player-hands'],
      [urls.EPISODES_PATH, 'episodes'],
      [urls.episodePath('ep01-a-night'), 'episode'],
      [urls.SCHEDULE_PATH, 'schedule'],
      [urls.STANDINGS_PATH, 'standings'],
      [urls.handPath('ep01-a-night', 'a-hand'), 'key-hand'],
      [urls.handEmbedPath('ep01-a-night', 'a-hand'), 'embed'],
      [urls.SEASONS_PATH, 'seasons'],
      [urls.seasonPath(2), 'season'],
      [urls.seasonStandingsPath(2), 'season-standings'],
      [urls.HANDS_PATH, 'hand-list'],
      [urls.seasonHandsPath(1), 'hand-list'],
      [urls.SEARCH_PATH, 'search'],
      [urls.NOT_FOUND_PATH, 'not-found'],
    ];
    for (const [path, kind] of built) expect(kindOf(path), path).toBe(kind);
    expect(new Set(built.map(([, kind]) => kind))).toEqual(new Set(KIND_NAMES));
  });
});
