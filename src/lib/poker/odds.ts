/**
 * Exact odds for the players in a hand: every possible completion of the board dealt from the cards
 * nobody holds, each player's seven cards evaluated, wins and ties counted. Never sampled, so the
 * numbers a page prints are the same every build.
 *
 * Speed: card codes are computed once per call, each player's seven-card array is reused and only
 * the board slots change, so nothing is allocated per board; the evaluator's own time is most of
 * it. Measured with Node 24 on the 2-core development machine (shared with a CI run, so the range):
 * heads-up preflop, 1,712,304 boards, 0.21-0.45 s; three-way preflop, 1,370,754 boards,
 * 0.27-0.47 s. A flop takes about a thousand boards, a turn under fifty: both instant.
 */
import { evaluate, getCardCode } from '@pokertools/evaluator';
import { RANKS, SUITS, isCard, type Card } from './cards.ts';
import type { Replay, Street } from './model.ts';

export interface PlayerOdds {
  player: number;
  /** Share of boards the player wins alone (0..1). */
  win: number;
  /** Share of boards the player shares the best hand (0..1). */
  tie: number;
}

const DECK: readonly Card[] = [...RANKS].flatMap((rank) => [...SUITS].map((suit) => rank + suit));

/**
 * Each player's chance to win or tie from here. `board` is the 0 to 5 cards out, `dead` other known
 * cards that cannot come (folded players' cards). Throws Error on a malformed or repeated card.
 */
export function equities(
  hands: readonly { player: number; cards: readonly Card[] }[],
  board: readonly Card[],
  dead: readonly Card[],
): PlayerOdds[] {
  const used = new Set<Card>();
  const take = (card: Card) => {
    if (!isCard(card)) throw new Error(`"${card}" is not a card`);
    if (used.has(card)) throw new Error(`${card} appears twice`);
    used.add(card);
    return getCardCode(card);
  };
  if (board.length > 5) throw new Error(`a board is at most 5 cards, not ${board.length}`);
  const boardCodes = board.map(take);
  // Each player's seven cards: hole cards, the board so far, then the slots each completion fills.
  const sevens = hands.map((hand) => {
    if (hand.cards.length !== 2) throw new Error(`p${hand.player + 1} needs 2 known cards, not ${hand.cards.length}`);
    return [...hand.cards.map(take), ...boardCodes, 0, 0, 0, 0, 0].slice(0, 7);
  });
  dead.forEach(take);
  const rest = DECK.filter((card) => !used.has(card)).map((card) => getCardCode(card));

  const n = sevens.length;
  const wins = new Array<number>(n).fill(0);
  const ties = new Array<number>(n).fill(0);
  const scores = new Array<number>(n).fill(0);
  const missing = 5 - board.length;
  let boards = 0;

  const score = () => {
    boards++;
    let best = Infinity;
    let count = 0;
    for (let p = 0; p < n; p++) {
      const s = evaluate(sevens[p] ?? []);
      scores[p] = s;
      if (s < best) {
        best = s;
        count = 1;
      } else if (s === best) count++;
    }
    for (let p = 0; p < n; p++) {
      if (scores[p] !== best) continue;
      if (count === 1) wins[p] = (wins[p] ?? 0) + 1;
      else ties[p] = (ties[p] ?? 0) + 1;
    }
  };
  // Chooses the missing cards in increasing deck order, so each board is counted exactly once.
  const deal = (slot: number, from: number) => {
    if (slot === missing) return score();
    const position = 7 - missing + slot;
    for (let i = from; i <= rest.length - (missing - slot); i++) {
      const code = rest[i] ?? 0;
      for (const seven of sevens) seven[position] = code;
      deal(slot + 1, i + 1);
    }
  };
  deal(0, 0);

  return hands.map((hand, p) => ({
    player: hand.player,
    win: boards ? (wins[p] ?? 0) / boards : 0,
    tie: boards ? (ties[p] ?? 0) / boards : 0,
  }));
}

/** How a page gets the odds of a set of cards: rememberedEquities, or the build's cached copy of it. */
export type Equities = (
  hands: readonly { player: number; cards: readonly Card[] }[],
  board: readonly Card[],
  dead: readonly Card[],
) => PlayerOdds[];

const remembered = new Map<string, PlayerOdds[]>();

/**
 * equities, remembered for the life of the process: the table's steps (table-view.ts) ask for the
 * same odds at every action that changes no cards, and the page's streets ask again at each close.
 * A heads-up preflop is 1.7 million boards (~0.3 s), so each set of cards is counted once a build.
 */
export function rememberedEquities(
  hands: readonly { player: number; cards: readonly Card[] }[],
  board: readonly Card[],
  dead: readonly Card[],
): PlayerOdds[] {
  const key = JSON.stringify([hands, board, dead]);
  let odds = remembered.get(key);
  if (!odds) {
    odds = equities(hands, board, dead);
    remembered.set(key, odds);
  }
  return odds.map((o) => ({ ...o }));
}

/**
 * Odds on each street before the river, as they stood when its betting closed: for the players
 * still contesting the pot (not folded, cards not mucked), from the cards known by then (dealt face
 * up to the hole-card camera, or tabled before the runout); [] for a street where any of them has
 * cards nobody knows yet, or fewer than two contest the pot.
 */
export function streetOdds(replay: Replay, equitiesOf: Equities = rememberedEquities): Map<Street, PlayerOdds[]> {
  const odds = new Map<Street, PlayerOdds[]>();
  for (const street of replay.streets) {
    if (street.street === 'river') continue;
    const known = street.seats.map((seat) => seat.cards.filter((card) => card !== null));
    const contesting = street.inHand.filter((player) => street.seats[player]?.reveal !== 'mucked');
    if (contesting.length < 2 || contesting.some((player) => (known[player] ?? []).length !== 2)) {
      odds.set(street.street, []);
      continue;
    }
    const hands = contesting.map((player) => ({ player, cards: known[player] ?? [] }));
    const dead = known.flatMap((cards, player) => (contesting.includes(player) ? [] : cards));
    odds.set(street.street, equitiesOf(hands, street.board, dead));
  }
  return odds;
}
