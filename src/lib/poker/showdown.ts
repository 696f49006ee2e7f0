/**
 * A player's best five cards at the showdown and the hand's name as fans say it ("Full House,
 * Kings over Sevens", "Straight, Five High"). The evaluator ranks hands; the words are derived here
 * from the five cards it chose, so a caption always names the cards shown beside it.
 */
import { evaluate, getCardCode, rank } from '@pokertools/evaluator';
import { rankIndex, rankWord, type Card } from './cards.ts';

// The evaluator's HandRank is a const enum, which isolated modules cannot read: its values are
// 0 = straight flush, 1 = four of a kind, 2 = full house, 3 = flush, 4 = straight,
// 5 = three of a kind, 6 = two pair, 7 = one pair, 8 = high card.
const STRAIGHT_FLUSH = 0;
const FOUR = 1;
const FULL_HOUSE = 2;
const FLUSH = 3;
const STRAIGHT = 4;
const THREE = 5;
const TWO_PAIR = 6;
const ONE_PAIR = 7;

/** The ranks of five cards grouped: biggest group first, higher rank first among equal groups. */
function groups(five: readonly Card[]): { rank: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const card of five) counts.set(card.charAt(0), (counts.get(card.charAt(0)) ?? 0) + 1);
  return [...counts]
    .map(([rank, count]) => ({ rank, count }))
    .sort((a, b) => b.count - a.count || rankIndex(b.rank) - rankIndex(a.rank));
}

/** A straight's top card; a wheel (A-2-3-4-5) is five high, its ace playing low. */
function straightHigh(five: readonly Card[]): string {
  const ranks = five.map((card) => card.charAt(0));
  if (ranks.includes('A') && ranks.includes('5') && !ranks.includes('K')) return '5';
  return [...ranks].sort((a, b) => rankIndex(b) - rankIndex(a))[0] ?? '';
}

/** The five cards in the order they are read: groups first, high to low, a wheel's ace last. */
function ordered(five: readonly Card[], category: number): Card[] {
  const order = groups(five).map((g) => g.rank);
  if ((category === STRAIGHT || category === STRAIGHT_FLUSH) && straightHigh(five) === '5') {
    order.push(order.shift() ?? '');
  }
  return [...five].sort((a, b) => order.indexOf(a.charAt(0)) - order.indexOf(b.charAt(0)));
}

/** The hand's name from its category and its five cards. */
function handName(five: readonly Card[], category: number): string {
  const [first, second] = groups(five).map((g) => g.rank);
  const one = (r: string | undefined) => rankWord(r ?? '');
  const many = (r: string | undefined) => rankWord(r ?? '', true);
  switch (category) {
    case STRAIGHT_FLUSH: {
      const high = straightHigh(five);
      return high === 'A' ? 'Royal Flush' : `Straight Flush, ${one(high)} High`;
    }
    case FOUR:
      return `Four of a Kind, ${many(first)}`;
    case FULL_HOUSE:
      return `Full House, ${many(first)} over ${many(second)}`;
    case FLUSH:
      return `Flush, ${one(first)} High`;
    case STRAIGHT:
      return `Straight, ${one(straightHigh(five))} High`;
    case THREE:
      return `Three of a Kind, ${many(first)}`;
    case TWO_PAIR:
      return `Two Pair, ${many(first)} and ${many(second)}`;
    case ONE_PAIR:
      return `One Pair, ${many(first)}`;
    default:
      return `High Card, ${one(first)}`;
  }
}

/** Every way to choose `k` of `n` indices, in order. */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = k - 1; i < n; i++) for (const rest of combinations(i, k - 1)) out.push([...rest, i]);
  return out;
}

/**
 * The best five of 5 to 7 cards: all five-card combinations evaluated, the lowest score kept (the
 * evaluator scores lower for better). Throws Error on fewer than 5 or more than 7 cards.
 */
export function bestHand(cards: readonly Card[]): { best: Card[]; score: number; name: string } {
  if (cards.length < 5 || cards.length > 7) throw new Error(`a hand is 5 to 7 cards, not ${cards.length}`);
  const codes = cards.map((card) => getCardCode(card));
  let best: number[] = [];
  let score = Infinity;
  for (const combo of combinations(cards.length, 5)) {
    const s = evaluate(combo.map((i) => codes[i] ?? 0));
    if (s < score) {
      score = s;
      best = combo;
    }
  }
  const five = best.map((i) => cards[i] ?? '');
  const category: number = rank(best.map((i) => codes[i] ?? 0));
  return { best: ordered(five, category), score, name: handName(five, category) };
}
