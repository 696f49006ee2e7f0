/**
 * No-limit hold'em hand replay from PHH actions: every action checked against the rules and turned
 * into a step (what it did, the seats, board and pots after it), the streets as they closed, and
 * the showdown (hands shown, who wins each pot, the final stacks). The rules live in table.ts (the
 * hand) and betting.ts (a street's betting), the pot arithmetic in pots.ts; this module drives them
 * and names the action at fault.
 */
import { parseAction, type Action } from './notation.ts';
import {
  HandError,
  streetOf,
  type Effect,
  type HandInput,
  type PotResult,
  type Replay,
  type ShownHand,
  type Step,
  type StreetSummary,
} from './model.ts';
import { awardPots, collectPots, livePots } from './pots.ts';
import { bestHand } from './showdown.ts';
import { Refused } from './betting.ts';
import { Table } from './table.ts';

export { HandError } from './model.ts';
export type {
  Effect,
  HandInput,
  Pot,
  PotResult,
  Replay,
  Seat,
  ShownHand,
  Step,
  Street,
  StreetSummary,
} from './model.ts';

const isChips = (n: number) => Number.isInteger(n) && n >= 0;

/** The hand as given makes sense before any action is read. */
function checkInput(hand: HandInput): void {
  const n = hand.players.length;
  if (n === 2) throw new HandError(`heads-up hands are not supported: PHH's heads-up seat order needs its own rules`);
  if (n < 3) throw new HandError(`a hand needs at least 3 players, not ${n}`);
  if (hand.startingStacks.length !== n) {
    throw new HandError(`${n} players but ${hand.startingStacks.length} starting stacks`);
  }
  if (!hand.startingStacks.every((stack) => isChips(stack) && stack > 0)) {
    throw new HandError('every starting stack must be a whole number of chips above 0');
  }
  const [small, big] = hand.blinds;
  if (!isChips(small) || !isChips(big) || big <= 0 || small > big) {
    throw new HandError(`the blinds ${small}/${big} must be whole chips, the big blind above 0 and at least the small`);
  }
  if (hand.ante !== undefined && !isChips(hand.ante)) throw new HandError('the ante must be a whole number of chips');
}

function snapshot(table: Table) {
  return {
    seats: table.seats.map((seat) => ({ ...seat, cards: [...seat.cards] })),
    // While someone may still call a bet it is live; once the betting stops, what nobody called is
    // on its way back and no longer in the middle.
    pots: table.toAct === null ? collectPots(table.seats).pots : livePots(table.seats),
  };
}

/** What the street's close leaves in the middle: everything but a bet nobody called. */
function closingPot(table: Table): number {
  const { pots } = collectPots(table.seats);
  return pots.reduce((sum, pot) => sum + pot.amount, 0);
}

// The message is the broken rule alone: the action's index and text travel in `action`, and the
// content check prints them as the field ('actions[5]: "p3 cbr 100": ...') ahead of the message.
const at = (index: number, text: string, message: string) => new HandError(message, { index, text });

/** Replays a hand; throws HandError naming the first action that breaks the rules. */
export function replayHand(hand: HandInput): Replay {
  checkInput(hand);
  const table = new Table(hand.startingStacks, hand.blinds, hand.ante ?? 0);
  const start = { ...snapshot(table), toAct: table.toAct };
  const steps: Step[] = [];
  const streets: StreetSummary[] = [];
  let street: StreetSummary = { street: 'preflop', board: [], steps: [], pot: 0, inHand: [] };
  const close = () => streets.push({ ...street, pot: closingPot(table), inHand: table.inHand });
  const shows: number[] = [];

  hand.actions.forEach((text, index) => {
    let action: Action;
    try {
      action = parseAction(text, hand.players.length);
    } catch (error) {
      throw at(index, text, error instanceof Error ? error.message : String(error));
    }
    // The street's summary closes when the next street's cards come.
    if (action.kind === 'deal-board' && table.toAct === null && table.board.length < 5) close();
    let effect: Effect;
    try {
      effect = table.apply(action);
    } catch (error) {
      if (error instanceof Refused) throw at(index, text, error.message);
      throw error;
    }
    const step: Step = {
      index,
      text,
      action,
      effect,
      street: streetOf(table.board.length),
      ...snapshot(table),
      board: [...table.board],
      toAct: table.toAct,
    };
    steps.push(step);
    if (action.kind === 'deal-board') {
      street = { street: step.street, board: [...table.board], steps: [], pot: 0, inHand: [] };
    } else if (action.kind === 'show') {
      shows.push(action.player);
    } else if (action.kind !== 'deal-hole') {
      street.steps.push(step);
    }
  });

  const unfinished = table.unfinished();
  if (unfinished !== null) throw new HandError(`the hand stops before it is over: ${unfinished}`);
  close();
  return { start, steps, streets, showdown: showdown(table, shows) };
}

/** The hands shown, who wins each pot and the stacks after the hand. */
function showdown(table: Table, shows: readonly number[]): Replay['showdown'] {
  const hands: ShownHand[] = [];
  const scores: (number | undefined)[] = table.seats.map(() => undefined);
  for (const player of shows) {
    const cards = (table.seats[player]?.cards ?? []).filter((card) => card !== null);
    const best = bestHand([...cards, ...table.board]);
    hands.push({ player, cards, best: best.best, name: best.name });
    scores[player] = best.score;
  }
  const { pots, returned } = collectPots(table.seats);
  let results: PotResult[];
  try {
    results = awardPots(pots, scores);
  } catch (error) {
    throw new HandError(`at the showdown, ${error instanceof Error ? error.message : String(error)}`);
  }
  const stacks = table.seats.map((seat) => seat.stack);
  for (const pot of results) {
    pot.winners.forEach((player, i) => {
      stacks[player] = (stacks[player] ?? 0) + (pot.shares[i] ?? 0);
    });
  }
  if (returned) stacks[returned.player] = (stacks[returned.player] ?? 0) + returned.amount;
  return { hands, pots: results, stacks, returned };
}
