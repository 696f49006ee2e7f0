/**
 * Links to a step of a key hand's stepper (client/hand-stepper.ts): '#preflop', '#flop', '#turn',
 * '#river' and '#showdown' open a street at its first step, '#step-7' a step by its number. Each
 * street's section carries its street's id (components/hands/HandStreets.astro), so a street's link
 * lands on that street with JavaScript on or off: the browser opens the hand's closed disclosure to
 * show it, and the stepper (loaded as it opens) starts the hand at the street's first step. A step's
 * link names its drawn table the same way. Also Play's speeds.
 */
import type { TableStreet } from './table-view.ts';

const STREETS: readonly TableStreet[] = ['preflop', 'flop', 'turn', 'river', 'showdown'];

export const streetLink = (street: TableStreet): string => `#${street}`;
/** The id of a step's drawn table (components/hands/HandTable.astro): what its link names. */
export const stepId = (step: number): string => `step-${step}`;
export const stepLink = (step: number): string => `#${stepId(step)}`;

/**
 * The step a link names, given each street's first step (streets the hand never reached are
 * absent); undefined for a link that names no step of this hand.
 */
export function stepForLink(
  hash: string,
  count: number,
  firstOf: ReadonlyMap<TableStreet, number>,
): number | undefined {
  const name = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  const numbered = /^step-(\d+)$/.exec(name);
  if (numbered) {
    const step = Number(numbered[1]);
    return step >= 1 && step <= count ? step : undefined;
  }
  return STREETS.includes(name as TableStreet) ? firstOf.get(name as TableStreet) : undefined;
}

/** Play's speeds: how long each step stays, in ms. */
export const STEP_SPEEDS = [
  { name: 'slow', label: 'Slow', ms: 2400 },
  { name: 'normal', label: 'Normal', ms: 1400 },
  { name: 'fast', label: 'Fast', ms: 700 },
] as const;
