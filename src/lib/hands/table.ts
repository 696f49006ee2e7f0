/**
 * The table during a no-limit hold'em hand: seats, board and the street's betting round, moved on
 * one PHH action at a time. Here are the rules of the hand around the betting (betting.ts): antes
 * and blinds, hole cards, when board cards may come and how many, a card never dealt twice, who may
 * show what. A broken rule throws Refused; replay.ts adds which action it was.
 */
import type { Card } from './cards.ts';
import { Refused, Round, pay, seatName, type BettingAction } from './betting.ts';
import { streetOf, type Effect, type Seat } from './model.ts';
import type { Action } from './notation.ts';

const NEXT_STREET = { preflop: 'flop', flop: 'turn', turn: 'river', river: 'river' } as const;

export class Table {
  readonly seats: Seat[];
  readonly board: Card[] = [];
  private readonly bigBlind: number;
  private round: Round;
  /** Every known card dealt or shown so far, to refuse a card dealt twice. */
  private readonly seen = new Set<Card>();
  private readonly shown: boolean[];

  constructor(stacks: readonly number[], blinds: readonly [number, number], ante: number) {
    this.seats = stacks.map((stack) => ({ stack, bet: 0, committed: 0, status: 'in', cards: [] }));
    this.shown = stacks.map(() => false);
    this.bigBlind = blinds[1];
    // Antes are dead money: committed to the pot but not a bet anyone has to match.
    for (const seat of this.seats) pay(seat, Math.min(ante, seat.stack), false);
    blinds.forEach((blind, player) => {
      const seat = this.seats[player];
      if (seat) pay(seat, Math.min(blind, seat.stack), true);
    });
    // Preflop the bet to match is the full big blind, even when the big blind is all in for less,
    // and the turn starts left of the big blind (p3).
    this.round = new Round(this.seats, blinds[1], blinds[1], 2);
  }

  /** The player whose turn it is, or null when no betting is due (round closed or hand over). */
  get toAct(): number | null {
    return this.round.toAct;
  }

  get street() {
    return streetOf(this.board.length);
  }

  /** Players who have not folded. */
  get inHand(): number[] {
    return this.seats.flatMap((seat, player) => (seat.status === 'folded' ? [] : [player]));
  }

  /** Applies one action, or throws Refused when the rules forbid it. */
  apply(action: Action): Effect {
    switch (action.kind) {
      case 'deal-hole':
        return this.dealHole(action.player, action.cards);
      case 'deal-board':
        return this.dealBoard(action.cards);
      case 'show':
        return this.show(action.player, action.cards);
      default:
        return this.bet(action);
    }
  }

  /** Why the hand is not over yet, or null when it is (one player left, or the river has closed). */
  unfinished(): string | null {
    if (this.inHand.length === 1) return null;
    if (this.waiting() >= 0) return 'not every player has hole cards';
    if (this.toAct !== null) return `it is ${seatName(this.toAct)}'s turn`;
    if (this.board.length < 5) return `the ${NEXT_STREET[this.street]} has not been dealt`;
    return null;
  }

  /** The first player without hole cards, or -1. */
  private waiting(): number {
    return this.seats.findIndex((seat) => seat.cards.length === 0);
  }

  private see(cards: readonly (Card | null)[]): void {
    for (const card of cards) {
      if (card === null) continue;
      if (this.seen.has(card)) throw new Refused(`${card} is dealt twice`);
      this.seen.add(card);
    }
  }

  private dealHole(player: number, cards: (Card | null)[]): Effect {
    const seat = this.seats[player];
    if (!seat) throw new Refused(`${seatName(player)} is not at the table`);
    if (seat.cards.length > 0) throw new Refused(`${seatName(player)} already has hole cards`);
    this.see(cards);
    seat.cards = [...cards];
    return { kind: 'deal-hole' };
  }

  private dealBoard(cards: Card[]): Effect {
    const street = NEXT_STREET[this.street];
    if (this.board.length >= 5) throw new Refused('the board is complete: no card comes after the river');
    if (this.inHand.length < 2) throw new Refused('the hand is over: everyone else folded');
    if (this.waiting() >= 0) throw new Refused(`the ${street} is dealt before every player has hole cards`);
    if (this.toAct !== null) {
      throw new Refused(
        `the ${street} is dealt before the ${this.street} betting has closed (${seatName(this.toAct)} to act)`,
      );
    }
    const expected = this.board.length === 0 ? 3 : 1;
    if (cards.length !== expected) {
      throw new Refused(`the ${street} is ${expected} card${expected === 1 ? '' : 's'}, not ${cards.length}`);
    }
    this.see(cards);
    this.board.push(...cards);
    for (const seat of this.seats) seat.bet = 0;
    // After the flop the turn starts from the small blind; with at most one player able to bet,
    // the round is closed at once and the next card follows.
    this.round = new Round(this.seats, this.bigBlind, 0, 0);
    return { kind: 'deal-board' };
  }

  private show(player: number, cards: (Card | null)[]): Effect {
    const who = seatName(player);
    const seat = this.seats[player];
    if (!seat) throw new Refused(`${who} is not at the table`);
    if (this.inHand.length < 2) throw new Refused('there is no showdown: everyone else folded');
    if (this.board.length < 5) throw new Refused(`cards are shown before the board is complete (${this.street})`);
    if (this.toAct !== null) throw new Refused(`cards are shown before the river betting has closed`);
    if (seat.status === 'folded') throw new Refused(`${who} folded and cannot show`);
    if (this.shown[player]) throw new Refused(`${who} has already shown`);
    const known = seat.cards.filter((card) => card !== null);
    if (known.some((card) => !cards.includes(card))) {
      throw new Refused(`${who} shows ${cards.join('')} but was dealt ${seat.cards.map((c) => c ?? '??').join('')}`);
    }
    // Cards nobody saw at the deal become known now, and must not be cards already out.
    const revealed = cards.filter((card) => card !== null && !known.includes(card));
    const taken = revealed.find((card) => card !== null && this.seen.has(card));
    if (taken) throw new Refused(`${taken} is shown by ${who} but already dealt`);
    this.see(revealed);
    seat.cards = [...cards];
    this.shown[player] = true;
    return { kind: 'show' };
  }

  /** Fold, check or call, bet or raise: first whether any betting is due at all, then the round's rules. */
  private bet(action: BettingAction): Effect {
    const waiting = this.waiting();
    if (waiting >= 0) throw new Refused(`betting before every player has hole cards (${seatName(waiting)} has none)`);
    if (this.inHand.length < 2) throw new Refused('the hand is over: everyone else folded');
    if (this.toAct === null) {
      const next = NEXT_STREET[this.street];
      if (this.board.length === 5) throw new Refused('the betting is over: the river betting has closed');
      if (this.round.canBet < 2) {
        throw new Refused(`no more betting: every player still in but one is all in (the ${next} comes next)`);
      }
      throw new Refused(`the ${this.street} betting has closed: the ${next} comes next`);
    }
    return this.round.act(action);
  }
}
