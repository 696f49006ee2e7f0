/**
 * A season as the list of seasons and its own page tell it: its status, its dates and how many
 * episodes it has, from its episodes' air dates at an instant. The rules are the airing concern's
 * (lib/airing/schedule.ts seasonOutlook: premiere, finale, over), so a season page never disagrees
 * with the rolling pages. Nothing here reads results: /seasons/ names no champion and no place.
 */
import { zonedDay } from '../airing/broadcast-time.ts';
import type { AirClock } from '../airing/episode-state.ts';
import { seasonOutlook, type DatedEpisode } from '../airing/schedule.ts';

/** Announced: its season.yaml is in, its premiere not aired; airing: premiered, not over; complete: every episode aired. */
export type SeasonStatus = 'announced' | 'airing' | 'complete';

export interface SeasonSummary {
  number: number;
  status: SeasonStatus;
  /** How many episodes content lists for it, dated or not. */
  episodes: number;
  /** The premiere's air date, once announced. */
  premiere?: string | undefined;
  /** The finale's air date, once every episode is dated. */
  finale?: string | undefined;
}

export const STATUS_LABEL: Record<SeasonStatus, string> = {
  announced: 'Announced',
  airing: 'Airing',
  complete: 'Complete',
};

/** A season's summary at the clock. */
export function seasonSummary(number: number, episodes: readonly DatedEpisode[], clock: AirClock): SeasonSummary {
  const outlook = seasonOutlook(episodes, clock);
  const premiered = outlook.premiereState === 'aired' || outlook.premiereState === 'on-air';
  const status: SeasonStatus = outlook.over ? 'complete' : premiered ? 'airing' : 'announced';
  return {
    number,
    status,
    episodes: episodes.length,
    premiere: outlook.premiere?.airDate,
    finale: outlook.finale?.airDate,
  };
}

/**
 * Its dates in the broadcaster's zone: "Jan 6 – Mar 24, 2026" once every episode is dated (the year
 * once when both share it), "Premieres Jan 12, 2027" or "From Jan 12, 2027" before that, "Dates TBA"
 * before the premiere is.
 */
export function seasonDates(summary: SeasonSummary, zone: string): string {
  if (summary.premiere === undefined) return 'Dates TBA';
  const first = zonedDay(summary.premiere, zone);
  if (summary.finale === undefined) return `${summary.status === 'announced' ? 'Premieres' : 'From'} ${first}`;
  const last = zonedDay(summary.finale, zone);
  if (last === first) return first;
  const [firstDay, firstYear] = first.split(', ');
  return firstYear === last.split(', ')[1] ? `${firstDay} – ${last}` : `${first} – ${last}`;
}
