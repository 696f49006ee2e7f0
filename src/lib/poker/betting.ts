/**
 * One street's no-limit betting, as PHH's reference implementation (PokerKit) runs it: a queue of
 * the players due to act, from the first seat in turn; a call or check takes the player off it, a
 * bet or raise puts every other player still able to bet back on it. The bet to match is the
 * largest bet in front of anyone (before the flop, the largest blind as posted); the least bet is
 * PHH's min_bet and the least raise the largest raise so far, at least min_bet.
 *
 * Where PokerKit and the tournament rules part, this follows the rules: an all-in for less than a
 * full raise does not reopen the betting for a player who has already acted, unless the short
 * all-ins since they acted add up to a full raise (a first raise that is short is not full either).
 * Rule breaks throw Refused, saying which rule.
 */
import type { Effect, Seat } from './model.ts';
import type { Action } from './notation.ts';

/** A rule the action breaks; the message says which. */
export class Refused extends Error {
  override name = 'Refused';
}

/** Players as PHH names them: 0 -> 'p1'. */
export const seatName = (player: number) => `p${player + 1}`;

/** Moves chips from a seat's stack into the pot (as a bet this street, or dead like an ante). */
export function pay(seat: Seat, chips: number, asBet: boolean): void {
  seat.stack -= chips;
  seat.committed += chips;
  if (asBet) seat.bet += chips;
  if (seat.stack === 0) seat.status = 'all-in';
}

export type BettingAction = Extract<Action, { kind: 'fold' | 'check-call' | 'bet-raise' }>;

export class Round {
  private readonly seats: Seat[];
  private readonly minBet: number;
  /** Players due to act, in turn order; the first is the one whose turn it is. */
  private queue: number[];
  /** The largest full bet or raise increment so far this street (0 until one is made). */
  private fullIncrement = 0;
  /** The bet to match when each player last acted (undefined: not yet this street). */
  private actedAt: (number | undefined)[];

  /** `first` is the seat the turn starts from. */
  constructor(seats: Seat[], options: { minBet: number; first: number }) {
    this.seats = seats;
    this.minBet = options.minBet;
    this.actedAt = seats.map(() => undefined);
    const n = seats.length;
    this.queue = Array.from({ length: n }, (_, k) => (options.first + k) % n).filter((p) => this.canAct(p));
    // One player left able to act who has matched the largest bet has nobody to act against.
    const [only] = this.queue;
    if (this.queue.length === 1 && only !== undefined && (seats[only]?.bet ?? 0) >= this.currentBet) this.queue = [];
    if (this.contenders < 2) this.queue = [];
  }

  /** The player whose turn it is, or null once the round has closed. */
  get toAct(): number | null {
    return this.queue[0] ?? null;
  }

  /** The bet to match: the largest bet in front of anyone. */
  get currentBet(): number {
    return Math.max(0, ...this.seats.map((seat) => seat.bet));
  }

  /** Players who can still bet: not folded, not all in. */
  get canBet(): number {
    return this.seats.filter((seat) => seat.status === 'in').length;
  }

  private get contenders(): number {
    return this.seats.filter((seat) => seat.status !== 'folded').length;
  }

  /** Able to act: still in with chips, and some other player still in can match more of them. */
  private canAct(player: number): boolean {
    const seat = this.seats[player];
    if (seat?.status !== 'in') return false;
    const others = this.seats.filter((s, p) => p !== player && s.status !== 'folded').map((s) => s.bet + s.stack);
    return Math.max(0, ...others) > seat.bet;
  }

  /** A fold, check or call, bet or raise by the player whose turn it is. */
  act(action: BettingAction): Effect {
    const player = action.player;
    const seat = this.seats[player];
    if (!seat || player !== this.toAct) {
      throw new Refused(
        this.toAct === null ? 'the round has closed' : `out of turn: it is ${seatName(this.toAct)}'s turn`,
      );
    }
    const toCall = this.currentBet - seat.bet;
    if (action.kind === 'fold') {
      if (toCall <= 0) throw new Refused(`${seatName(player)} cannot fold: there is no bet to call (check instead)`);
      seat.status = 'folded';
      return this.acts(player, { kind: 'fold' });
    }
    if (action.kind === 'check-call') {
      if (toCall <= 0) return this.acts(player, { kind: 'check' });
      const amount = Math.min(toCall, seat.stack);
      pay(seat, amount, true);
      return this.acts(player, { kind: 'call', amount, allIn: seat.stack === 0 });
    }
    return this.raise(player, seat, action.amount);
  }

  private raise(player: number, seat: Seat, to: number): Effect {
    const who = seatName(player);
    const current = this.currentBet;
    const most = seat.bet + seat.stack;
    if (to <= current) {
      throw new Refused(`${who} cannot bet or raise to ${to}: it must be above the current bet of ${current}`);
    }
    if (to > most) throw new Refused(`${who} cannot bet ${to}: they have ${most} (bet + stack)`);
    const since = this.actedAt[player];
    if (since !== undefined && current - since < Math.max(this.fullIncrement, this.minBet)) {
      throw new Refused(
        `${who} cannot raise: the all-in for less than a full raise did not reopen the betting (call or fold)`,
      );
    }
    const matchable = this.seats.some((s, p) => p !== player && s.status === 'in' && s.bet + s.stack > current);
    if (!matchable) throw new Refused(`${who} cannot raise: every other player still in is all in (call or fold)`);
    const allIn = to === most;
    const opening = current === 0;
    const increment = to - current;
    const least = Math.max(this.fullIncrement, this.minBet);
    if (increment < least && !allIn) {
      throw new Refused(
        opening
          ? `a bet of ${to} is below the least bet (${this.minBet})`
          : `a raise to ${to} is too small: the least is ${current + least} (the last raise was ${least})`,
      );
    }
    pay(seat, to - seat.bet, true);
    // A full bet or raise sets the least next raise; a short all-in leaves it (and reopens nothing).
    if (increment >= least) this.fullIncrement = increment;
    this.actedAt[player] = to;
    // Everyone else still able to bet is due again, in turn from the raiser's left.
    const n = this.seats.length;
    this.queue = Array.from({ length: n - 1 }, (_, k) => (player + 1 + k) % n).filter(
      (p) => this.seats[p]?.status === 'in',
    );
    if (this.contenders < 2) this.queue = [];
    return { kind: opening ? 'bet' : 'raise', to, allIn };
  }

  private acts(player: number, effect: Effect): Effect {
    this.actedAt[player] = this.currentBet;
    this.queue.shift();
    if (this.contenders < 2) this.queue = [];
    return effect;
  }
}
