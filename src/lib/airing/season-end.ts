/**
 * When the season is over: once every episode is dated and the finale's results may be told (its
 * broadcast has ended, and the show's results delay passed). The one rule that Home, /episodes/,
 * /schedule/, /standings/, the profiles and the structured data ask (through lib/airing/schedule.ts
 * seasonOutlook); it is lib/airing/episode-state.ts's rule applied to the season's last episode, so
 * the champion is named at the instant the finale's results are.
 */
import { airInstant, resultsOut, type AirClock, type Dated } from './episode-state.ts';

/**
 * The last episode to air, once every episode has a date (its broadcast ends the season);
 * undefined while any episode is TBA, or there are none.
 */
export function finale<T extends Dated>(episodes: readonly T[]): (T & { airDate: string }) | undefined {
  if (episodes.length === 0) return undefined;
  let last: (T & { airDate: string }) | undefined;
  for (const e of episodes) {
    if (e.airDate === undefined) return undefined;
    if (!last || airInstant(e.airDate) > airInstant(last.airDate)) last = { ...e, airDate: e.airDate };
  }
  return last;
}

/** The finale's results are out at the clock: the season is over and its champion named. */
export function seasonOver(episodes: readonly Dated[], clock: AirClock): boolean {
  const last = finale(episodes);
  return last !== undefined && resultsOut(last, clock);
}
