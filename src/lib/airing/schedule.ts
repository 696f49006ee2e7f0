/**
 * The schedule as fans read it, derived from the episodes' air dates: which episodes the Upcoming
 * Episodes list shows, with what title, platform and state. The spec's placeholders
 * (content/schedule.yaml) stand while an episode is TBA; a dated episode joins the list on its own.
 */
import {
  episodeState,
  latestAired,
  nextAnnounced,
  onAirNow,
  type AirClock,
  type EpisodeState,
} from './episode-state.ts';
import { finale, seasonOver } from './season-end.ts';

export interface DatedEpisode {
  slug: string;
  number: number;
  /** EP01 */
  code: string;
  title: string;
  airDate?: string | undefined;
  runtimeMinutes?: number | undefined;
}

export interface SchedulePlaceholder {
  episode: string;
  title: string;
  platform: string;
}

export interface ScheduleRow<E extends DatedEpisode = DatedEpisode> {
  episode: E;
  /** The placeholder's title while TBA, the episode's own once it has a date. */
  title: string;
  platform: string;
  state: EpisodeState;
}

/** Every placeholder and every dated episode, in episode order, each with its state at the clock. */
export function scheduleRows<E extends DatedEpisode>(
  placeholders: readonly SchedulePlaceholder[],
  episodes: readonly E[],
  defaultPlatform: string,
  clock: AirClock,
): ScheduleRow<E>[] {
  const byCode = new Map(placeholders.map((p) => [p.episode, p]));
  return [...episodes]
    .sort((a, b) => a.number - b.number)
    .filter((e) => byCode.has(e.code) || e.airDate !== undefined)
    .map((e) => {
      const placeholder = byCode.get(e.code);
      const state = episodeState(e, clock);
      return {
        episode: e,
        title: state === 'tba' && placeholder ? placeholder.title : e.title,
        platform: placeholder?.platform ?? defaultPlatform,
        state,
      };
    });
}

/**
 * What the season's headline says now: the premiere and its state, the latest aired episode, the one
 * on air and the next announced one, if any, the finale once every episode is dated, and whether the
 * season is over.
 */
export function seasonOutlook<E extends DatedEpisode>(episodes: readonly E[], clock: AirClock) {
  const premiere = [...episodes].sort((a, b) => a.number - b.number)[0];
  return {
    premiere,
    premiereState: premiere ? episodeState(premiere, clock) : ('tba' as const),
    latest: latestAired(episodes, clock),
    onAir: onAirNow(episodes, clock),
    next: nextAnnounced(episodes, clock),
    anyDated: episodes.some((e) => e.airDate !== undefined),
    finale: finale(episodes),
    over: seasonOver(episodes, clock),
  };
}
