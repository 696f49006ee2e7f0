/**
 * Pots from what each player put in over the hand: the main pot and side pots with the players who
 * can win each, the uncalled part of a bet that goes back, and who wins each pot at the showdown,
 * chip by chip. Pure arithmetic on contributions, so it is tested apart from the betting rules.
 */
import type { Pot, PotResult, Seat } from './model.ts';

export interface Collected {
  pots: Pot[];
  /** The street's top bet over the next one: nobody called it, so it goes back. */
  returned: { player: number; amount: number } | null;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What the pots need of a seat: what it put in (its ante and this street's bet among it) and its state. */
export type Contribution = Pick<Seat, 'committed' | 'ante' | 'bet' | 'status' | 'reveal'>;

/**
 * The street's bet nobody matched: the top bet over the next largest (folded players' bets count,
 * as they were called up to there). Only meaningful once nobody is left to act.
 */
export function uncalled(seats: readonly Contribution[]): Collected['returned'] {
  let top = -1;
  let topBet = 0;
  let second = 0;
  seats.forEach(({ bet }, player) => {
    if (bet > topBet) {
      second = topBet;
      topBet = bet;
      top = player;
    } else if (bet > second) second = bet;
  });
  return topBet > second ? { player: top, amount: topBet - second } : null;
}

/** A player with a claim on the pots they reached: not folded (one who mucked still reached them). */
const inPot = (seat: Contribution | undefined) => seat !== undefined && seat.status !== 'folded';

/**
 * The pots from each player's contribution, less the street's uncalled bet. The chips between two
 * levels are a pot for the players still in who reached the upper one; folded players' chips stay
 * in the pots, but they cannot win them (nor can a player who mucks or never shows: awardPots). The levels are the all-in players' contributions and the
 * top: a player still able to bet can still match any level, so during the hand they are eligible
 * for every pot, and at the end they have matched every level anyway. Adjacent pots with the same
 * players are one pot, as a dealer would push them.
 *
 * Antes (`deadAntes`, PHH's ante trimming off) are dead money: they make the first pot, which every
 * player still in can win, and the levels are the chips put in besides them. With trimming on,
 * an ante is part of the player's contribution like any bet.
 */
export function collectPots(seats: readonly Contribution[], deadAntes: boolean): Collected {
  const returned = uncalled(seats);
  const contribution = seats.map((seat, player) => {
    const given = seat.committed - (returned?.player === player ? returned.amount : 0);
    return deadAntes ? given - seat.ante : given;
  });
  const dead = deadAntes ? seats.reduce((sum, seat) => sum + seat.ante, 0) : 0;
  const top = Math.max(0, ...contribution);
  const allIn = contribution.filter((_, player) => seats[player]?.status === 'all-in');
  const levels = [...new Set([0, ...allIn, top])].sort((a, b) => a - b);

  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = level === 0 ? dead : 0;
    const eligible: number[] = [];
    contribution.forEach((c, player) => {
      amount += Math.max(0, Math.min(c, level) - previous);
      const seat = seats[player];
      if (inPot(seat) && (seat?.status === 'in' || c >= level)) eligible.push(player);
    });
    previous = level;
    const last = pots.at(-1);
    // A level nobody still in reached holds only folded players' chips: they belong to the pot below.
    if (last && (eligible.length === 0 || sameSet(last.eligible, eligible))) last.amount += amount;
    else if (amount > 0 || level > 0) pots.push({ amount, eligible });
  }
  return { pots: pots.filter((pot) => pot.amount > 0), returned };
}

/**
 * Every chip in the middle during the hand. A bet nobody has called yet is still live, so it is
 * added to the top pot rather than left out or shown as a side pot of one player.
 */
export function livePots(seats: readonly Contribution[], deadAntes: boolean): Pot[] {
  const { pots, returned } = collectPots(seats, deadAntes);
  if (!returned) return pots;
  const last = pots.at(-1);
  if (last) last.amount += returned.amount;
  else pots.push({ amount: returned.amount, eligible: inPot(seats[returned.player]) ? [returned.player] : [] });
  return pots;
}

/** 'the main pot', 'side pot 1', ... for messages. */
export const potName = (index: number) => (index === 0 ? 'the main pot' : `side pot ${index}`);

/** What the showdown knows of a player: whether they showed, and their score (lower is better) when their hand is known. */
export interface Claim {
  shown: boolean;
  score?: number | undefined;
}

/**
 * Who wins each pot. Only a player who showed can win a pot someone else reached too (one who
 * mucked, or never showed, gives up the claim, as PHH's reference implementation reads a file); a
 * pot only one player reached is theirs unshown. Among those who showed, the best hand wins. A split
 * is divided to the chip, the odd chips going to the winner in the first seat left of the button
 * (the lowest seat from p1), as PokerKit does. Throws Error when a pot cannot be decided: nobody who
 * could win it showed, or it needs a hand shown face down ('??').
 */
export function awardPots(pots: readonly Pot[], claims: readonly Claim[]): PotResult[] {
  return pots.map((pot, index) => {
    const claimants = pot.eligible.length === 1 ? [...pot.eligible] : pot.eligible.filter((p) => claims[p]?.shown);
    if (claimants.length === 0) {
      const who = pot.eligible.map((p) => `p${p + 1}`).join(', ');
      throw new Error(`nobody who could win ${potName(index)} showed their cards (${who}): write who shows`);
    }
    let winners: number[];
    if (claimants.length === 1) winners = claimants;
    else {
      const unknown = claimants.find((player) => claims[player]?.score === undefined);
      if (unknown !== undefined) throw new Error(`${potName(index)} needs p${unknown + 1}'s hand, shown face down`);
      const best = Math.min(...claimants.map((player) => claims[player]?.score ?? Infinity));
      winners = claimants.filter((player) => claims[player]?.score === best).sort((a, b) => a - b);
    }
    const share = Math.floor(pot.amount / winners.length);
    const odd = pot.amount - share * winners.length;
    const shares = winners.map((_, i) => share + (i === 0 ? odd : 0));
    return { amount: pot.amount, eligible: [...pot.eligible], winners, shares };
  });
}
