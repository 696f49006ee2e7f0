/**
 * The attributes an element that holds an air state carries (styles/airing.css shows the look of its state): the air
 * time, the broadcast's end and the state at the build's clock, so client/air-times.ts can turn it
 * on air at the start and aired at the end at the visitor's clock, without a rebuild. That element
 * also takes the class AIR_STATE, which the on-air rules select on.
 */

export const AIR_STATE = 'air-state';
import { endDateOf, runtimeOf, type Dated, type EpisodeState } from '../../lib/airing/episode-state.ts';

export function airAttributes(
  e: Dated & { airDate: string },
  episodeMinutes: number,
  state: EpisodeState,
): Record<'data-air' | 'data-air-end' | 'data-air-state', string> {
  return {
    'data-air': e.airDate,
    'data-air-end': endDateOf(e.airDate, runtimeOf(e, { episodeMinutes })),
    'data-air-state': state,
  };
}
