/**
 * When the season is over: once every episode has aired, at the last one's air time. The one rule
 * that Home, /episodes/, /schedule/, /standings/, the profiles and the structured data ask
 * (through lib/airing/schedule.ts seasonOutlook); it is lib/airing/episode-state.ts's rule applied
 * to the season's last air time, so the feed and the calendars, which list episodes by that rule,
 * and the client script, which re-applies it at the visitor's clock, never disagree with it.
 */
import { airInstant, stateAt } from './episode-state.ts';

interface Dated {
  airDate?: string | undefined;
}

/**
 * The last episode to air, once every episode has a date (its air date is the season's end);
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

/** Every episode has aired at `now`: the season is over, from the first minute of the finale's air time. */
export function seasonOver(episodes: readonly Dated[], now: Date | number): boolean {
  const last = finale(episodes);
  return last !== undefined && stateAt(airInstant(last.airDate), now) === 'aired';
}
