/**
 * One street's no-limit betting: whose turn it is, what a check, call, bet or raise puts in, the
 * least bet (the big blind) and the least raise (the last full raise), and the rule that an all-in
 * for less than a full raise does not reopen the betting for players who have already acted.
 * The round closes when no one is due to act. Rule breaks throw Refused, saying which rule.
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
  /** The player whose turn it is, or null once the round has closed. */
  toAct: number | null;
  private readonly seats: Seat[];
  private readonly bigBlind: number;
  /** The bet to match. */
  private currentBet: number;
  /** The last full bet or raise increment: the least the next raise must add. */
  private lastIncrement: number;
  /** Who has acted since the last full bet or raise; a short all-in does not clear it. */
  private acted: boolean[];

  /** `currentBet` is the big blind before the flop, 0 after; `first` is where the turn starts. */
  constructor(seats: Seat[], bigBlind: number, currentBet: number, first: number) {
    this.seats = seats;
    this.bigBlind = bigBlind;
    this.currentBet = currentBet;
    this.lastIncrement = bigBlind;
    this.acted = seats.map(() => false);
    this.toAct = null;
    this.toAct = this.nextFrom(first);
  }

  /** Players who can still bet: not folded, not all in. */
  get canBet(): number {
    return this.seats.filter((seat) => seat.status === 'in').length;
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

  /** A player is due to act: they can still bet, and face a bet or have not acted against anyone. */
  private due(player: number): boolean {
    const seat = this.seats[player];
    if (seat?.status !== 'in') return false;
    if (seat.bet < this.currentBet) return true;
    // With nobody else able to bet, there is no one to check or bet against.
    return !this.acted[player] && this.canBet >= 2;
  }

  /** The first player due to act from `start` round the table, or null when the round is closed. */
  private nextFrom(start: number): number | null {
    if (this.seats.filter((seat) => seat.status !== 'folded').length < 2) return null;
    const n = this.seats.length;
    for (let k = 0; k < n; k++) {
      const player = (start + k) % n;
      if (this.due(player)) return player;
    }
    return null;
  }

  private raise(player: number, seat: Seat, to: number): Effect {
    const who = seatName(player);
    const most = seat.bet + seat.stack;
    if (to <= this.currentBet) {
      throw new Refused(`${who} cannot bet or raise to ${to}: it must be above the current bet of ${this.currentBet}`);
    }
    if (to > most) throw new Refused(`${who} cannot bet ${to}: they have ${most} (bet + stack)`);
    if (this.acted[player]) {
      throw new Refused(
        `${who} cannot raise: the all-in for less than a full raise did not reopen the betting (call or fold)`,
      );
    }
    if (this.canBet < 2) throw new Refused(`${who} cannot raise: every other player still in is all in (call or fold)`);
    const allIn = to === most;
    const opening = this.currentBet === 0;
    const increment = to - this.currentBet;
    if (opening && to < this.bigBlind && !allIn) {
      throw new Refused(`a bet of ${to} is below the big blind (${this.bigBlind})`);
    }
    if (!opening && increment < this.lastIncrement && !allIn) {
      const least = this.currentBet + this.lastIncrement;
      throw new Refused(
        `a raise to ${to} is too small: the least is ${least} (the last raise was ${this.lastIncrement})`,
      );
    }
    pay(seat, to - seat.bet, true);
    this.currentBet = to;
    // Only a full bet or raise reopens the betting for those who have acted (a short all-in does not).
    if (increment >= this.lastIncrement) {
      this.lastIncrement = increment;
      this.acted = this.seats.map(() => false);
    }
    return this.acts(player, { kind: opening ? 'bet' : 'raise', to, allIn });
  }

  private acts(player: number, effect: Effect): Effect {
    this.acted[player] = true;
    this.toAct = this.nextFrom(player + 1);
    return effect;
  }
}
