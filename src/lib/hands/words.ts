/**
 * What a key hand's page says, in words and numbers: each action as a sentence ("Nadia Haddad moves
 * all in for 24,000"), the streets' names, chips and odds as fans read them. The replay
 * (lib/hands/replay.ts) says what happened; this module only words it, the same way everywhere.
 */
import type { Effect, Street } from './replay.ts';

export const chips = (n: number): string => n.toLocaleString('en-US');

export const STREET_NAMES: Record<Street, string> = {
  preflop: 'Before the flop',
  flop: 'The flop',
  turn: 'The turn',
  river: 'The river',
};

/** A betting action as a sentence; undefined for deals and shows, which the page draws as cards. */
export function actionSentence(name: string, effect: Effect): string | undefined {
  switch (effect.kind) {
    case 'fold':
      return `${name} folds`;
    case 'check':
      return `${name} checks`;
    case 'call':
      return effect.allIn
        ? `${name} calls all in for ${chips(effect.amount)}`
        : `${name} calls ${chips(effect.amount)}`;
    case 'bet':
      return effect.allIn ? `${name} moves all in for ${chips(effect.to)}` : `${name} bets ${chips(effect.to)}`;
    case 'raise':
      return effect.allIn ? `${name} moves all in for ${chips(effect.to)}` : `${name} raises to ${chips(effect.to)}`;
    default:
      return undefined;
  }
}

/** A chance as fans read it on the overlay: one decimal, "82.4%". */
export const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/** The blinds (and ante) as a table's sign: "1,000/2,000, ante 200". */
export function stakes(blinds: readonly [number, number], ante?: number): string {
  const base = `${chips(blinds[0])}/${chips(blinds[1])}`;
  return ante ? `${base}, ante ${chips(ante)}` : base;
}

/** Seats by position, as the replay numbers them (p1 the small blind, the last the button). */
export function seatLabel(index: number, players: number): string {
  if (index === 0) return 'Small blind';
  if (index === 1) return 'Big blind';
  if (index === players - 1) return 'Button';
  return `Seat ${index + 1}`;
}

/** Search results cut a title at about 60 characters and a description at 160: the hand's head fits both. */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/** The hand page's <title> words before the site name: "Three Stacks in the Middle: EP01 Key Hand", shorter when long. */
export function handTitle(title: string, code: string, siteName: string): string {
  const full = `${title}: ${code} Key Hand`;
  return `${full} | ${siteName}`.length <= TITLE_MAX ? full : title;
}

/** The hand page's description: who sat at what stakes, never what happened; the names give way to a count when long. */
export function handDescription(code: string, siteName: string, names: readonly string[], blinds: string): string {
  const tail = 'Every street, with each player’s chances.';
  const withNames = `${code} key hand of ${siteName}: ${names.join(', ')} at ${blinds}. ${tail}`;
  if (withNames.length <= DESCRIPTION_MAX) return withNames;
  return `${code} key hand of ${siteName}: ${names.length} players at ${blinds}. ${tail}`;
}
