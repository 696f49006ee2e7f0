/**
 * A key hand as the drawn table shows it, step by step (components/hands/HandTable.astro): the
 * table once the antes and blinds are in, once the hole cards are dealt (the deals are one step),
 * after each action, card and show, and at the showdown with the chips gone to the winners. Each
 * step says what happened in words, and holds every seat (stack, bet in front, state, cards, the
 * chances a broadcast prints beside a player whose cards are known), the board and the pots with who
 * can win each. Pure: the replay (replay.ts) decides what happened; the odds come from odds.ts.
 */
import type { Card } from '../poker/cards.ts';
import type { ForcedBets } from '../poker/forced-bets.ts';
import { writtenForSeats } from '../poker/forced-bets.ts';
import type { PlayerOdds } from '../poker/odds.ts';
import type { Pot, Replay, Seat, Step, Street } from '../poker/replay.ts';
import { actionSentence, boardSentence, chips, revealSentence, stakes } from '../hand-words/words.ts';

export type TableStreet = Street | 'showdown';

export interface TableSeat {
  name: string;
  /** Position as overlays print it: 'BTN', 'SB', 'BB', 'STR' (the button's may be 'BTN' and 'SB' heads-up). */
  tags: string[];
  button: boolean;
  stack: number;
  /** Chips in front of the player: this street's bet; at the showdown, none. */
  bet: number;
  /** The ante posted, shown on the table's first step only (it is in the pot from then on). */
  ante: number;
  status: Seat['status'];
  toAct: boolean;
  /** Hole cards, null for one nobody has seen; [] before the deal. */
  cards: (Card | null)[];
  reveal: Seat['reveal'];
  /** Chances to win and tie from here, when the cards of everyone still contesting the pot are known. */
  odds?: { win: number; tie: number } | undefined;
  /** At the showdown: chips won (0 for none), the hand named if shown, and a bet given back. */
  won?: number | undefined;
  handName?: string | undefined;
  returned?: number | undefined;
}

export interface TablePot {
  /** 'Pot' when there is one; 'Main pot', 'Side pot', 'Side pot 2' when there are several. */
  label: string;
  amount: number;
  /** Who can win it, by name, in seat order. */
  eligible: string[];
  /** At the showdown: who won it. */
  winners?: string[] | undefined;
}

export interface TableStep {
  /** 1 for the table before the cards; the showdown is the last. */
  number: number;
  street: TableStreet;
  kind: 'start' | 'deal' | 'board' | 'action' | 'reveal' | 'showdown';
  /** What happened, as the live region says it. */
  says: string;
  /** The player the step is about (who acted, showed or mucked), or null. */
  actor: number | null;
  seats: TableSeat[];
  board: Card[];
  pots: TablePot[];
}

/** Exact odds for the players contesting a pot, given the board and the dead cards (odds.ts). */
export type OddsOf = (hands: { player: number; cards: Card[] }[], board: Card[], dead: Card[]) => PlayerOdds[];

const potLabel = (i: number, count: number) =>
  count === 1 ? 'Pot' : i === 0 ? 'Main pot' : `Side pot${count > 2 && i > 1 ? ` ${i}` : ''}`;

/** Position tags by seat, as PHH orders players: heads-up p1 is the big blind, p2 the button and small blind. */
export function positionTags(forced: ForcedBets, players: number): string[][] {
  const { blind } = writtenForSeats(forced, players);
  return Array.from({ length: players }, (_, i) => {
    if (players === 2) return i === 0 ? ['BB'] : ['BTN', 'SB'];
    const tags = i === players - 1 ? ['BTN'] : [];
    if (i === 0) tags.push('SB');
    else if (i === 1) tags.push('BB');
    else if ((blind[i] ?? 0) > 0) tags.push('STR');
    return tags;
  });
}

/** The chances beside each player still contesting the pot, when all their cards are known. */
function seatOdds(seats: readonly Seat[], board: Card[], oddsOf: OddsOf): Map<number, PlayerOdds> {
  const contesting = seats.flatMap((s, p) => (s.status !== 'folded' && s.reveal !== 'mucked' ? [p] : []));
  const known = seats.map((s) => s.cards.filter((c) => c !== null));
  if (contesting.length < 2 || contesting.some((p) => (known[p] ?? []).length !== 2)) return new Map();
  const hands = contesting.map((player) => ({ player, cards: known[player] ?? [] }));
  const dead = known.flatMap((cards, p) => (contesting.includes(p) ? [] : cards));
  return new Map(oddsOf(hands, board, dead).map((o) => [o.player, o]));
}

export function tableSteps(replay: Replay, names: readonly string[], forced: ForcedBets, oddsOf: OddsOf): TableStep[] {
  const name = (i: number) => names[i] ?? `Player ${i + 1}`;
  const tags = positionTags(forced, names.length);
  const pots = (list: readonly Pot[]): TablePot[] =>
    list.map((p, i) => ({ label: potLabel(i, list.length), amount: p.amount, eligible: p.eligible.map(name) }));
  /** The seats at a step; at the start (no cards yet, so no odds) with the antes they posted. */
  const seatsOf = (seats: readonly Seat[], toAct: number | null, board: Card[], start = false): TableSeat[] => {
    const odds = start ? new Map<number, PlayerOdds>() : seatOdds(seats, board, oddsOf);
    return seats.map((s, i) => {
      const o = odds.get(i);
      return {
        name: name(i),
        tags: tags[i] ?? [],
        button: i === seats.length - 1,
        stack: s.stack,
        bet: s.bet,
        ante: start ? s.ante : 0,
        status: s.status,
        toAct: toAct === i,
        cards: [...s.cards],
        reveal: s.reveal,
        odds: o && { win: o.win, tie: o.tie },
      };
    });
  };
  const antes = forced.antes.some((a) => a > 0);
  const steps: TableStep[] = [
    {
      number: 1,
      street: 'preflop',
      kind: 'start',
      says: `The blinds${antes ? ' and antes' : ''} are in: ${stakes(forced)}`,
      actor: null,
      // Nobody is to act before the cards are dealt.
      seats: seatsOf(replay.start.seats, null, [], true),
      board: [],
      pots: pots(replay.start.pots),
    },
  ];
  const add = (step: Step, kind: TableStep['kind'], says: string, actor: number | null) =>
    steps.push({
      number: steps.length + 1,
      street: step.street,
      kind,
      says,
      actor,
      seats: seatsOf(step.seats, step.toAct, step.board),
      board: [...step.board],
      pots: pots(step.pots),
    });
  replay.steps.forEach((step, i) => {
    const player = 'player' in step.action ? step.action.player : null;
    if (step.action.kind === 'deal-hole') {
      // The deal is one step: the last card dealt brings it.
      if (replay.steps[i + 1]?.action.kind !== 'deal-hole') add(step, 'deal', 'The hole cards are dealt', null);
    } else if (step.action.kind === 'deal-board') {
      add(step, 'board', boardSentence(step.street, step.action.cards), null);
    } else if (player !== null && (step.effect.kind === 'show' || step.effect.kind === 'muck')) {
      add(step, 'reveal', revealSentence(name(player), step.effect, step.seats[player]?.cards) ?? '', player);
    } else if (player !== null) {
      add(step, 'action', actionSentence(name(player), step.effect) ?? '', player);
    }
  });
  steps.push(showdownStep(replay, steps.at(-1) as TableStep, name, pots));
  return steps;
}

/** The hand's end: the pots gone to their winners, the hands named, every stack after. */
function showdownStep(
  replay: Replay,
  last: TableStep,
  name: (i: number) => string,
  pots: (list: readonly Pot[]) => TablePot[],
): TableStep {
  const { hands, pots: results, stacks, returned } = replay.showdown;
  const won = stacks.map(() => 0);
  results.forEach((p) => p.winners.forEach((w, k) => (won[w] = (won[w] ?? 0) + (p.shares[k] ?? 0))));
  const named = new Map(hands.map((h) => [h.player, h.name]));
  const potViews = pots(results).map((p, i) => ({ ...p, winners: results[i]?.winners.map(name) ?? [] }));
  const says = results
    .map((p, i) => {
      const pot = `the ${(potViews[i]?.label ?? 'pot').toLowerCase()} of ${chips(p.amount)}`;
      const [only] = p.winners;
      if (p.winners.length !== 1 || only === undefined) return `${p.winners.map(name).join(' and ')} split ${pot}`;
      const hand = named.get(only);
      return `${name(only)} wins ${pot}${hand ? ` with ${hand}` : ''}`;
    })
    .join('; ');
  return {
    number: last.number + 1,
    street: 'showdown',
    kind: 'showdown',
    says,
    actor: null,
    seats: last.seats.map((s, i) => ({
      ...s,
      stack: stacks[i] ?? s.stack,
      bet: 0,
      toAct: false,
      odds: undefined,
      won: won[i] ?? 0,
      handName: named.get(i),
      returned: returned?.player === i ? returned.amount : undefined,
    })),
    board: last.board,
    pots: potViews,
  };
}

/** The steps a street's text belongs to, so the stepper shows each line once it has happened. */
export interface StreetSteps {
  /** The street's first step (a link to the street starts there) and the one it closes on. */
  first: number;
  last: number;
  /** The step that dealt the street's cards (the hole cards before the flop). */
  dealt: number | undefined;
  /** Each betting action's step, in the order the street's text lists them (hand-view.ts). */
  actions: number[];
  /** Each show or muck's step, in order. */
  reveals: number[];
}

export function streetSteps(steps: readonly TableStep[], street: TableStreet): StreetSteps {
  const own = steps.filter((s) => s.street === street);
  const numbers = (kind: TableStep['kind']) => own.filter((s) => s.kind === kind).map((s) => s.number);
  return {
    first: own[0]?.number ?? 1,
    last: own.at(-1)?.number ?? 1,
    dealt: own.find((s) => s.kind === (street === 'preflop' ? 'deal' : 'board'))?.number,
    actions: numbers('action'),
    reveals: numbers('reveal'),
  };
}
