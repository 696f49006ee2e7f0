/**
 * Air night over every build npm test makes: each dated element carries its broadcast's start and
 * end and the state the build's clock gives them (lib/airing/episode-state.ts); /build.json names the
 * build's clock and the publish plan's next change; and at the finale's broadcast, a minute before
 * its end (dist-finale-night) and a minute after (dist-finale-end), the pages say it is on now, then
 * that it has aired, the season over. That neither build holds a result too early is results.test.ts's
 * and hands.test.ts's, over the same builds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endDateOf, episodeState, isoUtc } from '../src/lib/airing/episode-state.ts';
import { nextChange, publishPlan } from '../src/lib/airing/publish-plan.ts';
import { planEpisodes } from '../scripts/publish-plan.mjs';
import { CLOCK, CONTENT_DIR, DIST, FIXTURE_NOW, htmlFiles, pathOf, readPage } from './dist.ts';

const page = (path: string) => readPage(join(DIST, path, 'index.html'));
const pages = htmlFiles().map((file) => ({ path: pathOf(file), root: readPage(file) }));

describe(`air night (${DIST})`, () => {
  it('/build.json: the build’s clock and the next instant the content changes the site', () => {
    const build = JSON.parse(readFileSync(join(DIST, 'build.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(build)).toEqual(['builtAt', 'nextChange']);
    if (FIXTURE_NOW) expect(build['builtAt']).toBe(isoUtc(Date.parse(FIXTURE_NOW)));
    else expect(Date.parse(String(build['builtAt']))).not.toBeNaN();
    const { episodes, timing } = planEpisodes(process.cwd(), resolve(CONTENT_DIR)) as {
      episodes: Parameters<typeof publishPlan>[0];
      timing: Parameters<typeof publishPlan>[1];
    };
    const next = nextChange(publishPlan(episodes, timing), Date.parse(String(build['builtAt'])));
    expect(build['nextChange']).toBe(next ? isoUtc(next.at) : null);
  });

  it('every dated element carries its start, its end and the state at the build’s clock', () => {
    let seen = 0;
    for (const { path, root } of pages) {
      for (const el of root.querySelectorAll('[data-air-state]')) {
        seen++;
        const start = el.getAttribute('data-air') ?? '';
        const end = el.getAttribute('data-air-end');
        expect(end, `${path}: ${el.tagName} data-air-end`).toBeTruthy();
        const minutes = (Date.parse(end ?? '') - Date.parse(start)) / 60_000;
        expect(endDateOf(start, minutes), path).toBe(end);
        const state = episodeState({ airDate: start, runtimeMinutes: minutes }, CLOCK);
        expect(el.getAttribute('data-air-state'), `${path}: ${start}`).toBe(state);
        expect(el.classList.contains('air-state'), `${path}: the class the on-air rules select on`).toBe(true);
      }
    }
    if (!FIXTURE_NOW) expect(seen, 'today nothing is dated').toBe(0);
  });
});

describe.runIf(DIST === 'dist-finale-night')('the finale on air, a minute before its end', () => {
  it('its page says it is on now, until when, and where to watch it live', () => {
    const article = page('/episodes/ep12-the-end-game/').querySelector('main article');
    expect(article?.getAttribute('data-air-state')).toBe('on-air');
    expect(article?.getAttribute('data-air-end')).toBe('2026-03-24T21:00:00-04:00');
    const live = article?.querySelector('[aria-labelledby="watch-heading"] [data-look="on-air"]');
    expect(live?.textContent.replace(/\s+/g, ' ')).toContain('On now · until 9:00 PM ET');
    const links = live?.querySelectorAll('a') ?? [];
    expect(links.map((a) => [a.textContent.replace(/\s+/g, ' ').trim(), a.getAttribute('href')])).toEqual([
      ['Watch live on Apex Sports (opens in a new tab)', 'https://apexsports.tv/shows/the-last-stack/s01e12'],
      ['Watch on Apex+ (opens in a new tab)', 'https://plus.apexsports.tv/watch/the-last-stack/s01e12'],
    ]);
    for (const a of links) expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    // Where its results will be, said in every state until they are in a build.
    expect(article?.querySelector(':scope > p')?.textContent).toContain(
      'Results and key hands are posted after the broadcast.',
    );
  });

  it('Home, the schedule and the episodes say EP12 is on now (season-end.test.ts: the season is not over)', () => {
    for (const path of ['/', '/schedule/', '/episodes/']) {
      const status = page(path).querySelectorAll('.air-state[data-air-state="on-air"]');
      const words = status.map((s) => s.textContent.replace(/\s+/g, ' ')).join(' ');
      expect(words, path).toMatch(/on now · until 9:00 PM ET/i);
    }
    expect(existsSync(join(DIST, 'episodes/ep12-the-end-game/hands'))).toBe(false);
  });

  it('the broadcast in JSON-LD starts and ends with it, an hour long', () => {
    const ld = page('/episodes/ep12-the-end-game/').querySelector('script[type="application/ld+json"]')?.textContent;
    const graph = (JSON.parse(ld ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
    const episode = graph.find((n) => n['@type'] === 'TVEpisode');
    expect(episode?.['duration']).toBe('PT60M');
    expect(JSON.stringify(episode?.['publication'])).toContain(
      '"startDate":"2026-03-24T20:00:00-04:00","endDate":"2026-03-24T21:00:00-04:00"',
    );
    expect(episode).not.toHaveProperty('datePublished');
  });
});

describe.runIf(DIST === 'dist-finale-end')('a minute after the finale ends', () => {
  it('it has aired: its results and key hands are out, nothing says it is on', () => {
    const article = page('/episodes/ep12-the-end-game/').querySelector('main article');
    expect(article?.getAttribute('data-air-state')).toBe('aired');
    expect(article?.textContent).not.toContain('posted after the broadcast');
    expect(existsSync(join(DIST, 'episodes/ep12-the-end-game/hands/the-last-hand/index.html'))).toBe(true);
    expect(pages.filter(({ root }) => root.querySelector('[data-air-state="on-air"]')).map((p) => p.path)).toEqual([]);
  });
});
