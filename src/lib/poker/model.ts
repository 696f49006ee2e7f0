/**
 * The shapes a replayed hand is made of (seats, pots, steps, streets, the showdown) and the error
 * a hand that breaks the rules throws. Kept apart from the state machine so the table, the pots and
 * the odds can share them without importing one another; replay.ts re-exports them as the API.
 */
import type { Card } from './cards.ts';
import type { ForcedBets } from './forced-bets.ts';
import type { Action } from './notation.ts';

/** A hand as PHH writes it: players from the first seat left of the button to the button. */
export interface HandInput extends ForcedBets {
  players: readonly string[];
  startingStacks: readonly number[];
  actions: readonly string[];
}

/**
 * A hand that cannot be replayed; `action` names the offending action when there is one, `field`
 * the input field when the fault is in the hand's set-up (stacks, forced bets).
 */
export class HandError extends Error {
  // Declared as fields, not parameter properties: Node runs scripts/content/check.ts by stripping
  // types, and a parameter property is not strippable syntax.
  readonly action: { index: number; text: string } | undefined;
  readonly field: keyof HandInput | undefined;

  constructor(message: string, action?: { index: number; text: string }, field?: keyof HandInput) {
    super(message);
    this.name = 'HandError';
    this.action = action;
    this.field = field;
  }
}

export type Street = 'preflop' | 'flop' | 'turn' | 'river';

export interface Seat {
  stack: number;
  /** Chips in front of the player on this street. */
  bet: number;
  /** Chips put in over the whole hand: ante, blinds and bets. */
  committed: number;
  /** The ante among them. */
  ante: number;
  status: 'in' | 'folded' | 'all-in';
  /** Hole cards once dealt (null for a card nobody saw until it is shown); [] before the deal. */
  cards: (Card | null)[];
  /** Tabled (shown, at the showdown or before the runout) or mucked; undefined until either. */
  reveal?: 'shown' | 'mucked';
}

export interface Pot {
  amount: number;
  /** Players (0-based) who can win it. */
  eligible: number[];
}

export type Effect =
  | { kind: 'deal-hole' }
  | { kind: 'deal-board' }
  | { kind: 'fold' }
  | { kind: 'check' }
  | { kind: 'call'; amount: number /* chips put in */; allIn: boolean }
  | { kind: 'bet'; to: number; allIn: boolean }
  | { kind: 'raise'; to: number; allIn: boolean }
  | { kind: 'show' }
  | { kind: 'muck' };

export interface Step {
  index: number;
  text: string;
  action: Action;
  effect: Effect;
  street: Street;
  seats: Seat[];
  board: Card[];
  /**
   * The chips in the middle after the action, this street's bets included, as the main pot and
   * side pots. While a bet can still be called it counts in the top pot (not as a pot of its own);
   * once no one is left to act, a bet nobody called is left out: it goes back (showdown.returned).
   */
  pots: Pot[];
  toAct: number | null;
}

export interface StreetSummary {
  street: Street;
  board: Card[];
  /** The street's betting actions, no deals or shows. */
  steps: Step[];
  /** Chips in the middle when the street closes, less a bet nobody called (it goes back). */
  pot: number;
  /** Players not folded at the street's close. */
  inHand: number[];
  /** The seats at the street's close, cards tabled before the next street included. */
  seats: Seat[];
  /** Shows and mucks made once this street's betting closed (before the runout, or the showdown). */
  reveals: Step[];
}

export interface ShownHand {
  player: number;
  cards: Card[];
  best: Card[];
  name: string;
}

export interface PotResult {
  amount: number;
  eligible: number[];
  winners: number[];
  /** Chips won, per winner, in the same order. */
  shares: number[];
}

export interface Replay {
  /** After antes and blinds. */
  start: { seats: Seat[]; pots: Pot[]; toAct: number | null };
  steps: Step[];
  /** Streets reached, in order. */
  streets: StreetSummary[];
  showdown: {
    /** Hands shown, in the order they were shown (a hand shown face down, '??', is not among them). */
    hands: ShownHand[];
    pots: PotResult[];
    /** Stacks after the hand. */
    stacks: number[];
    /** The uncalled part of a bet, given back. */
    returned: { player: number; amount: number } | null;
  };
}

/** The street a board of this many cards belongs to. */
export function streetOf(boardCards: number): Street {
  if (boardCards >= 5) return 'river';
  if (boardCards === 4) return 'turn';
  return boardCards === 3 ? 'flop' : 'preflop';
}
