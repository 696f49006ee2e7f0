/**
 * What an episode card shows of an episode (components/cards/EpisodeCard.astro), its air time
 * included: the props Home's blocks and the episodes page hand it.
 */
import type { AiringEpisode } from '../../data/index.ts';
import type { CalendarContext, CalendarEpisode } from '../../lib/airing/calendar.ts';
import { datedState, type EpisodeState } from '../../lib/airing/episode-state.ts';
import { episodePath } from '../../lib/seo/urls.ts';

/** A dated episode card's air time, state and calendar links. */
export interface CardAir {
  episode: CalendarEpisode;
  state: Exclude<EpisodeState, 'tba'>;
  /** The broadcaster's zone. */
  zone: string;
  calendar: CalendarContext;
}

export function cardAir(e: AiringEpisode, zone: string, calendar: CalendarContext): CardAir | undefined {
  if (e.airDate === undefined) return undefined;
  const episode = { ...e, airDate: e.airDate };
  const state = datedState(episode, { now: calendar.now, episodeMinutes: calendar.episodeMinutes });
  return { episode, state, zone, calendar };
}

export function episodeCard(e: AiringEpisode, zone: string, calendar: CalendarContext) {
  return {
    title: e.title,
    episode: `Episode ${e.number} · ${e.code}`,
    description: e.description,
    image: e.entry.data.image,
    url: episodePath(e.slug),
    air: cardAir(e, zone, calendar),
  };
}
