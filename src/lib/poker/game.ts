/**
 * The table during a no-limit hold'em hand: seats, board and the street's betting round, moved on
 * one PHH action at a time. Here are the rules of the hand around the betting (betting.ts): antes,
 * blinds and straddles (forced-bets.ts), hole cards, when board cards may come and how many, a card
 * never dealt twice, the uncalled bet given back when a street closes, and who may show or muck
 * what, and when: once the betting is over for the hand, so cards can be tabled before the runout.
 * A broken rule throws Refused; replay.ts adds which action it was.
 */
import type { Card } from './cards.ts';
import { Refused, Round, pay, seatName, type BettingAction } from './betting.ts';
import { posted, preflopFirst, type ForcedBets } from './forced-bets.ts';
import { streetOf, type Effect, type Seat } from './model.ts';
import type { Action } from './notation.ts';
import { uncalled } from './pots.ts';

const NEXT_STREET = { preflop: 'flop', flop: 'turn', turn: 'river', river: 'river' } as const;

export class Table {
  readonly seats: Seat[];
  readonly board: Card[] = [];
  readonly forced: ForcedBets;
  /** A street's bet nobody called, given back when the street closed (at most one a hand). */
  returned: { player: number; amount: number } | null = null;
  private round: Round;
  /** Every known card dealt or shown so far, to refuse a card dealt twice. */
  private readonly seen = new Set<Card>();

  constructor(stacks: readonly number[], forced: ForcedBets) {
    this.forced = forced;
    this.seats = stacks.map((stack) => ({ stack, bet: 0, committed: 0, ante: 0, status: 'in', cards: [] }));
    const posts = posted(forced, stacks);
    // Antes are posted first, and are not a bet anyone has to match; then the blinds and straddles.
    this.seats.forEach((seat, player) => {
      pay(seat, posts.ante[player] ?? 0, false);
      seat.ante = posts.ante[player] ?? 0;
    });
    this.seats.forEach((seat, player) => pay(seat, posts.blind[player] ?? 0, true));
    this.round = new Round(this.seats, { minBet: forced.minBet, first: preflopFirst(forced, posts) });
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

  /** No more betting this hand: the river's has closed, or at most one player still in can bet. */
  get bettingOver(): boolean {
    return this.toAct === null && (this.board.length === 5 || this.round.canBet < 2);
  }

  /** Applies one action, or throws Refused when the rules forbid it. */
  apply(action: Exclude<Action, { kind: 'no-op' }>): Effect {
    switch (action.kind) {
      case 'deal-hole':
        return this.dealHole(action.player, action.cards);
      case 'deal-board':
        return this.dealBoard(action.cards);
      case 'show':
      case 'muck':
        return this.reveal(action.player, action.kind === 'show' ? action.cards : 'muck');
      default:
        return this.bet(action);
    }
  }

  /** Why the hand is not over yet, or null when it is (one player left, or the river has closed). */
  unfinished(): string | null {
    // One player left: the others folded, or mucked rather than see the board out.
    if (this.inHand.filter((player) => this.seats[player]?.reveal !== 'mucked').length === 1) return null;
    if (this.waiting() >= 0) return 'not every player has hole cards';
    if (this.toAct !== null) return `it is ${seatName(this.toAct)}'s turn`;
    if (this.board.length < 5) return `the ${NEXT_STREET[this.street]} has not been dealt`;
    return null;
  }

  /** The first player without hole cards, or -1. */
  private waiting(): number {
    return this.seats.findIndex((seat) => seat.cards.length === 0);
  }

  private see(cards: readonly (Card | null)[], refusal: (card: Card) => string): void {
    for (const card of cards) {
      if (card === null) continue;
      if (this.seen.has(card)) throw new Refused(refusal(card));
      this.seen.add(card);
    }
  }

  private dealHole(player: number, cards: (Card | null)[]): Effect {
    const seat = this.seats[player];
    if (!seat) throw new Refused(`${seatName(player)} is not at the table`);
    if (seat.cards.length > 0) throw new Refused(`${seatName(player)} already has hole cards`);
    this.see(cards, (card) => `${card} is dealt twice`);
    seat.cards = [...cards];
    return { kind: 'deal-hole' };
  }

  private dealBoard(cards: Card[]): Effect {
    const street = NEXT_STREET[this.street];
    if (this.board.length >= 5) {
      if (this.inHand.length > 1 && this.round.canBet < 2) {
        throw new Refused(
          'the board is complete: running it more than once is a cash-game custom, and a tournament board runs once',
        );
      }
      throw new Refused('the board is complete: no card comes after the river');
    }
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
    this.see(cards, (card) => `${card} is dealt twice`);
    this.closeStreet();
    this.board.push(...cards);
    // After the flop the turn starts from p1; with at most one player able to bet, the round is
    // closed at once and the next card follows.
    this.round = new Round(this.seats, { minBet: this.forced.minBet, first: 0 });
    return { kind: 'deal-board' };
  }

  /** The street's bets go to the middle; a bet nobody called goes back to its player. */
  private closeStreet(): void {
    const back = uncalled(this.seats);
    const seat = back ? this.seats[back.player] : undefined;
    if (back && seat) {
      seat.stack += back.amount;
      seat.committed -= back.amount;
      if (seat.status === 'all-in') seat.status = 'in';
      this.returned = back;
    }
    for (const s of this.seats) s.bet = 0;
  }

  /** A show ('cards', or null for the cards dealt) or a muck, once the betting is over for the hand. */
  private reveal(player: number, shown: (Card | null)[] | null | 'muck'): Effect {
    const who = seatName(player);
    const seat = this.seats[player];
    if (!seat) throw new Refused(`${who} is not at the table`);
    const act = shown === 'muck' ? 'muck' : 'show';
    if (this.inHand.length < 2) throw new Refused(`there is no showdown: everyone else folded`);
    if (!this.bettingOver) {
      throw new Refused(`cards are ${act === 'muck' ? 'mucked' : 'shown'} while there is still betting to come`);
    }
    if (seat.status === 'folded') throw new Refused(`${who} folded and cannot ${act}`);
    if (seat.reveal) throw new Refused(`${who} has already ${seat.reveal === 'shown' ? 'shown' : 'mucked'}`);
    if (shown === 'muck') {
      seat.reveal = 'mucked';
      return { kind: 'muck' };
    }
    if (shown === null && seat.cards.includes(null)) {
      throw new Refused(`${who} shows "-", the cards dealt, but they were dealt as ??: write the cards shown`);
    }
    const cards = shown ?? seat.cards;
    const known = seat.cards.filter((card) => card !== null);
    if (known.some((card) => !cards.includes(card))) {
      const dealt = seat.cards.map((c) => c ?? '??').join('');
      throw new Refused(`${who} shows ${cards.map((c) => c ?? '??').join('')} but was dealt ${dealt}`);
    }
    // Cards nobody saw at the deal become known now, and must not be cards already out.
    this.see(
      cards.filter((card) => !known.includes(card as Card)),
      (card) => `${card} is shown by ${who} but already dealt`,
    );
    seat.cards = [...cards];
    seat.reveal = 'shown';
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
