/**
 * Links to a step of a key hand's stepper (client/hand-stepper.ts): '#preflop', '#flop', '#turn',
 * '#river' and '#showdown' open a street at its first step, '#step-7' a step by its number. No
 * element carries these ids, so a link lands on the page with the hand's disclosure closed, as any
 * visit does (a browser opens a closed <details> to show the target of a link); the stepper reads
 * the link when the fan opens the hand. Also Play's speeds.
 */
import type { TableStreet } from './table-view.ts';

const STREETS: readonly TableStreet[] = ['preflop', 'flop', 'turn', 'river', 'showdown'];

export const streetLink = (street: TableStreet): string => `#${street}`;
export const stepLink = (step: number): string => `#step-${step}`;

/** Whether a link names a step of a hand, of any hand: a street, or 'step-' and a number. */
export function isStepLink(hash: string): boolean {
  const name = hash.replace(/^#/, '').toLowerCase();
  return /^step-\d+$/.test(name) || STREETS.includes(name as TableStreet);
}

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
