/**
 * A replayed key hand as its page shows it, street by street: the cards dealt, each betting action
 * as a sentence, the pot when the street closes and each known player's chances; then the showdown:
 * the hands named, who wins each pot and every stack after. Pure: the page only renders it.
 */
import type { PlayerOdds } from '../poker/odds.ts';
import type { Card } from '../poker/cards.ts';
import type { Replay, Street } from '../poker/replay.ts';
import { actionSentence, revealSentence, STREET_NAMES } from './words.ts';

export interface StreetView {
  street: Street;
  title: string;
  /** The board as it stands on this street (none before the flop). */
  board: Card[];
  /** Before the flop: each player's hole cards as dealt (null for a card nobody saw). */
  holeCards: { name: string; cards: (Card | null)[] }[];
  actions: string[];
  /** Cards tabled (or mucked) before the runout, once the street's betting closed (the end's are the showdown's). */
  reveals: { name: string; sentence: string; cards: (Card | null)[] }[];
  /** Chips in the middle when the street's betting closes. */
  pot: number;
  /** Chances of the players still in whose cards are known, in seat order. */
  odds: { name: string; win: number; tie: number }[];
}

export interface ShowdownView {
  hands: { name: string; cards: Card[]; best: Card[]; handName: string }[];
  /** Players who mucked once the board was out, rather than show. */
  mucked: string[];
  pots: {
    label: string;
    amount: number;
    winners: { name: string; chips: number }[];
    /** A split that does not divide evenly: who takes the odd chips (the first seat left of the button). */
    oddChips?: { name: string; chips: number } | undefined;
  }[];
  /** An uncalled bet given back: not won, returned. */
  returned: { name: string; chips: number } | undefined;
  stacks: { name: string; before: number; after: number }[];
}

export function streetViews(
  replay: Replay,
  names: readonly string[],
  odds: ReadonlyMap<Street, readonly PlayerOdds[]>,
): StreetView[] {
  const name = (i: number) => names[i] ?? `Player ${i + 1}`;
  const dealt = replay.steps.flatMap((s) => (s.action.kind === 'deal-hole' ? [s.action] : []));
  return replay.streets.map((s) => ({
    street: s.street,
    title: STREET_NAMES[s.street],
    board: s.board,
    holeCards: s.street === 'preflop' ? dealt.map((d) => ({ name: name(d.player), cards: d.cards })) : [],
    actions: s.steps.flatMap((step) => {
      const player = 'player' in step.action ? step.action.player : -1;
      const sentence = actionSentence(name(player), step.effect);
      return sentence === undefined ? [] : [sentence];
    }),
    reveals: (s.board.length === 5 ? [] : s.reveals).flatMap((step) => {
      const player = 'player' in step.action ? step.action.player : -1;
      const sentence = revealSentence(name(player), step.effect);
      const cards = step.effect.kind === 'show' ? (step.seats[player]?.cards ?? []) : [];
      return sentence === undefined ? [] : [{ name: name(player), sentence, cards }];
    }),
    pot: s.pot,
    odds: (odds.get(s.street) ?? []).map((o) => ({ name: name(o.player), win: o.win, tie: o.tie })),
  }));
}

export function showdownView(
  replay: Replay,
  names: readonly string[],
  startingStacks: readonly number[],
): ShowdownView {
  const name = (i: number) => names[i] ?? `Player ${i + 1}`;
  const { hands, pots, stacks, returned } = replay.showdown;
  const river = replay.streets.find((s) => s.board.length === 5);
  return {
    hands: hands.map((h) => ({ name: name(h.player), cards: h.cards, best: h.best, handName: h.name })),
    mucked: (river?.reveals ?? []).flatMap((step) => (step.action.kind === 'muck' ? [name(step.action.player)] : [])),
    pots: pots.map((p, i) => ({
      label: pots.length === 1 ? 'The pot' : i === 0 ? 'Main pot' : `Side pot ${pots.length > 2 ? i : ''}`.trim(),
      amount: p.amount,
      winners: p.winners.map((w, k) => ({ name: name(w), chips: p.shares[k] ?? 0 })),
      oddChips: oddChips(p.amount, p.winners, name),
    })),
    returned: returned ? { name: name(returned.player), chips: returned.amount } : undefined,
    stacks: stacks.map((after, i) => ({ name: name(i), before: startingStacks[i] ?? 0, after })),
  };
}

/** The odd chips of a split that does not divide evenly: the winner in the first seat from p1 takes them (pots.ts). */
function oddChips(amount: number, winners: readonly number[], name: (i: number) => string) {
  const odd = winners.length > 1 ? amount % winners.length : 0;
  const first = winners[0];
  if (odd === 0 || first === undefined) return undefined;
  return { name: name(first), chips: odd };
}
