/**
 * Pots from what each player put in over the hand: the main pot and side pots with the players who
 * can win each, the uncalled part of a bet that goes back, and who wins each pot at the showdown,
 * chip by chip. Pure arithmetic on contributions, so it is tested apart from the betting rules.
 */
import type { Pot, PotResult, Seat } from './model.ts';

export interface Collected {
  pots: Pot[];
  /** The biggest contributor's excess over the next biggest: nobody called it, so it goes back. */
  returned: { player: number; amount: number } | null;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What the pots need of a seat: what it put in over the hand, and whether it folded or is all in. */
export type Contribution = Pick<Seat, 'committed' | 'status'>;

/**
 * The pots from each player's total contribution. The chips between two levels are a pot for the
 * players not folded who reached the upper one; folded players' chips stay in the pots, but they
 * cannot win them. The levels are the all-in players' contributions and the top (less what goes
 * back): a player still in can still match any level, so during the hand they are eligible for
 * every pot, and at the end they have matched every level anyway. Adjacent levels with the same
 * players are one pot, as a dealer would push them.
 */
export function collectPots(seats: readonly Contribution[]): Collected {
  let top = -1;
  let topAmount = 0;
  let second = 0;
  seats.forEach(({ committed }, player) => {
    if (committed > topAmount) {
      second = topAmount;
      topAmount = committed;
      top = player;
    } else if (committed > second) second = committed;
  });
  const returned = topAmount > second ? { player: top, amount: topAmount - second } : null;
  const cap = returned ? second : topAmount;
  const capped = seats.map(({ committed }) => Math.min(committed, cap));
  const allIn = capped.filter((_, player) => seats[player]?.status === 'all-in');
  const levels = [...new Set([...allIn, cap])].filter((level) => level > 0).sort((a, b) => a - b);

  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    const eligible: number[] = [];
    capped.forEach((c, player) => {
      amount += Math.min(c, level) - Math.min(c, previous);
      const status = seats[player]?.status;
      if (status === 'in' || (status === 'all-in' && c >= level)) eligible.push(player);
    });
    previous = level;
    const last = pots.at(-1);
    // A level nobody left in reached holds only folded players' chips: they belong to the pot below.
    if (last && (eligible.length === 0 || sameSet(last.eligible, eligible))) last.amount += amount;
    else pots.push({ amount, eligible });
  }
  return { pots, returned };
}

/**
 * Every chip in the middle during the hand. A bet nobody has called yet is still live, so it is
 * added to the top pot rather than left out or shown as a side pot of one player.
 */
export function livePots(seats: readonly Contribution[]): Pot[] {
  const { pots, returned } = collectPots(seats);
  if (!returned) return pots;
  const last = pots.at(-1);
  if (last) last.amount += returned.amount;
  else
    pots.push({
      amount: returned.amount,
      eligible: seats[returned.player]?.status === 'folded' ? [] : [returned.player],
    });
  return pots;
}

/** 'the main pot', 'side pot 1', ... for messages. */
export const potName = (index: number) => (index === 0 ? 'the main pot' : `side pot ${index}`);

/**
 * Who wins each pot. `scores[i]` is player i's showdown score (lower is better), undefined when
 * they did not show. A lone eligible player wins unshown; otherwise the best shown hand among the
 * eligible wins, and a player who never showed cannot. A split is divided to the chip, the odd
 * chips going one each to the winners in seat order from p1 (the first seats left of the button).
 * Throws Error when a contested pot has no shown hand to award it to.
 */
export function awardPots(pots: readonly Pot[], scores: readonly (number | undefined)[]): PotResult[] {
  return pots.map((pot, index) => {
    let winners: number[];
    if (pot.eligible.length === 1) winners = [...pot.eligible];
    else {
      const shown = pot.eligible.filter((player) => scores[player] !== undefined);
      if (shown.length === 0) throw new Error(`nobody who can win ${potName(index)} showed cards`);
      const best = Math.min(...shown.map((player) => scores[player] ?? Infinity));
      winners = shown.filter((player) => scores[player] === best).sort((a, b) => a - b);
    }
    const share = Math.floor(pot.amount / winners.length);
    const odd = pot.amount - share * winners.length;
    const shares = winners.map((_, i) => share + (i < odd ? 1 : 0));
    return { amount: pot.amount, eligible: [...pot.eligible], winners, shares };
  });
}
