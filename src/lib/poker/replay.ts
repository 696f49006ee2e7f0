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
import { awardPots, collectPots, livePots, type Claim } from './pots.ts';
import { bestHand } from './showdown.ts';
import { Refused } from './betting.ts';
import { Table } from './game.ts';

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

/** The most players one hold'em deck can deal to: 23 x 2 hole cards and a board of 5 is 51 cards. */
const MOST_PLAYERS = 23;

const isChips = (n: number) => Number.isInteger(n) && n >= 0;
const WHOLE = 'tournament chips are whole';

/** The hand as given makes sense before any action is read. */
function checkInput(hand: HandInput): void {
  const n = hand.players.length;
  if (n < 2 || n > MOST_PLAYERS) {
    throw new HandError(`a hand needs 2 to ${MOST_PLAYERS} players, not ${n}`, undefined, 'players');
  }
  for (const field of ['startingStacks', 'antes', 'blindsOrStraddles'] as const) {
    const values = hand[field];
    const fault = (message: string) => new HandError(message, undefined, field);
    if (values.length !== n) throw fault(`has ${values.length} values for ${n} players: one each, in seat order`);
    if (!values.every((v) => Number.isFinite(v) && v >= 0)) throw fault('must be 0 or more chips each');
    if (!values.every(isChips)) throw fault(`must be whole chips: ${WHOLE}`);
  }
  if (!hand.startingStacks.every((stack) => stack > 0)) {
    throw new HandError('every starting stack must be above 0', undefined, 'startingStacks');
  }
  if (!isChips(hand.minBet) || hand.minBet <= 0) {
    throw new HandError(`must be whole chips above 0 (${WHOLE})`, undefined, 'minBet');
  }
}

function snapshot(table: Table) {
  return {
    seats: table.seats.map((seat) => ({ ...seat, cards: [...seat.cards] })),
    // While someone may still call a bet it is live; once the betting stops, what nobody called is
    // on its way back and no longer in the middle.
    pots:
      table.toAct === null
        ? collectPots(table.seats, !table.forced.anteTrimming).pots
        : livePots(table.seats, !table.forced.anteTrimming),
  };
}

// The message is the broken rule alone: the action's index and text travel in `action`, and the
// content check prints them as the field ('actions[5]: "p3 cbr 100": ...') ahead of the message.
const at = (index: number, text: string, message: string) => new HandError(message, { index, text });

const newStreet = (step?: Step): StreetSummary => ({
  street: step?.street ?? 'preflop',
  board: step ? [...step.board] : [],
  steps: [],
  pot: 0,
  inHand: [],
  seats: [],
  reveals: [],
});

/** Replays a hand; throws HandError naming the first action that breaks the rules. */
export function replayHand(hand: HandInput): Replay {
  checkInput(hand);
  const table = new Table(hand.startingStacks, hand);
  const start = { ...snapshot(table), toAct: table.toAct };
  const steps: Step[] = [];
  const streets: StreetSummary[] = [];
  let street = newStreet();
  const close = () => {
    const { seats, pots } = snapshot(table);
    const pot = pots.reduce((sum, p) => sum + p.amount, 0);
    streets.push({ ...street, pot, inHand: table.inHand, seats });
  };

  hand.actions.forEach((text, index) => {
    let action: Action;
    try {
      action = parseAction(text, hand.players.length);
    } catch (error) {
      throw at(index, text, error instanceof Error ? error.message : String(error));
    }
    if (action.kind === 'no-op') return;
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
    if (action.kind === 'deal-board') street = newStreet(step);
    else if (action.kind === 'show' || action.kind === 'muck') street.reveals.push(step);
    else if (action.kind !== 'deal-hole') street.steps.push(step);
  });

  const unfinished = table.unfinished();
  if (unfinished !== null) throw new HandError(`the hand stops before it is over: ${unfinished}`);
  close();
  return { start, steps, streets, showdown: showdown(table, steps) };
}

/**
 * The hands shown, who wins each pot and the stacks after the hand. As PHH's reference
 * implementation reads a file, a player who never shows at the end has given up their claim.
 */
function showdown(table: Table, steps: readonly Step[]): Replay['showdown'] {
  const shown = steps.flatMap((s) => (s.action.kind === 'show' ? [s.action.player] : []));
  const hands: ShownHand[] = [];
  const claims: Claim[] = table.seats.map((_, player) => ({ shown: shown.includes(player) }));
  for (const player of shown) {
    const cards = (table.seats[player]?.cards ?? []).filter((card) => card !== null);
    if (cards.length < 2) continue;
    const best = bestHand([...cards, ...table.board]);
    hands.push({ player, cards, best: best.best, name: best.name });
    const claim = claims[player];
    if (claim) claim.score = best.score;
  }
  const { pots, returned } = collectPots(table.seats, !table.forced.anteTrimming);
  let results: PotResult[];
  try {
    results = awardPots(pots, claims);
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
  return { hands, pots: results, stacks, returned: returned ?? table.returned };
}
