/**
 * What a player did at the table in the hands the show aired: figures for their profile,
 * per season and for the show, counted from the replays the hand pages already make (one reading of
 * a hand: lib/poker/replay.ts). Only the aired key hands: a few a night, never every hand played,
 * which the profile says beside them.
 */
import { collected, finalSeats, wasAllIn, wentToShowdown } from '../hands/hand-facts.ts';
import type { Replay } from '../poker/replay.ts';

/** A key hand that has aired, replayed. */
export interface AiredHand {
  /** Where the hand is served (its page's path), to name the biggest pot's hand. */
  href: string;
  season: number;
  /** Who sat in each seat (a profile's slug), in the hand's seat order. */
  people: readonly string[];
  startingStacks: readonly number[];
  replay: Replay;
}

export interface HeadToHead {
  opponent: string;
  /** Hands both were dealt into. */
  hands: number;
  /** Hands of those where this player took chips from a pot and the opponent took none. */
  won: number;
  /** And where the opponent took chips and this player none. */
  lost: number;
}

export interface TableRecord {
  handsPlayed: number;
  /** Hands in which they took a pot or a share of one (a split counts; main and side pot once). */
  potsWon: number;
  /** Chips up over the hands they ended ahead, and down over those they ended behind. */
  chipsWon: number;
  chipsLost: number;
  /** Hands they were still in when two or more were left at the end, and of those, the ones they took chips at. */
  showdownsReached: number;
  showdownsWon: number;
  /** Hands they were all in with another player still in (their shove called, or their call all in), and came out with chips. */
  allInsCalled: number;
  allInsSurvived: number;
  /** The most chips they took from the pots of one hand, and that hand. */
  biggestPot: { amount: number; href: string } | null;
  /** Each player they shared a hand with, most hands first, then by name. */
  headToHead: HeadToHead[];
}

const emptyRecord = (): TableRecord => ({
  handsPlayed: 0,
  potsWon: 0,
  chipsWon: 0,
  chipsLost: 0,
  showdownsReached: 0,
  showdownsWon: 0,
  allInsCalled: 0,
  allInsSurvived: 0,
  biggestPot: null,
  headToHead: [],
});

/** A record being added up: its figures, and each opponent met so far. */
interface Tally {
  record: TableRecord;
  opponents: Map<string, HeadToHead>;
}

const emptyTally = (): Tally => ({ record: emptyRecord(), opponents: new Map() });

/** What a hand's every seat is counted from, read once however many records count it. */
interface HandOutcome {
  taken: number[];
  seats: ReturnType<typeof finalSeats>;
  showdown: boolean;
}

const outcomeOf = (hand: AiredHand): HandOutcome => ({
  taken: collected(hand.replay, hand.people.length),
  seats: finalSeats(hand.replay),
  showdown: wentToShowdown(hand.replay),
});

/** Adds the hand as the player at `seat` played it. */
function addSeat(tally: Tally, hand: AiredHand, outcome: HandOutcome, seat: number): void {
  const { record, opponents } = tally;
  const { taken, seats } = outcome;
  const after = hand.replay.showdown.stacks[seat] ?? 0;
  const net = after - (hand.startingStacks[seat] ?? 0);
  const took = (taken[seat] ?? 0) > 0;
  record.handsPlayed += 1;
  if (took) record.potsWon += 1;
  if (net > 0) record.chipsWon += net;
  if (net < 0) record.chipsLost -= net;
  if (outcome.showdown && seats[seat]?.status !== 'folded') {
    record.showdownsReached += 1;
    const contested = hand.replay.showdown.pots.some((p) => p.eligible.length >= 2 && p.winners.includes(seat));
    if (contested) record.showdownsWon += 1;
    if (wasAllIn(hand.replay, seat)) {
      record.allInsCalled += 1;
      if (after > 0) record.allInsSurvived += 1;
    }
  }
  if (took && (taken[seat] ?? 0) > (record.biggestPot?.amount ?? 0)) {
    record.biggestPot = { amount: taken[seat] ?? 0, href: hand.href };
  }
  hand.people.forEach((opponent, other) => {
    if (other === seat) return;
    const h2h = opponents.get(opponent) ?? { opponent, hands: 0, won: 0, lost: 0 };
    const theyTook = (taken[other] ?? 0) > 0;
    h2h.hands += 1;
    if (took && !theyTook) h2h.won += 1;
    if (theyTook && !took) h2h.lost += 1;
    opponents.set(opponent, h2h);
  });
}

function finished({ record, opponents }: Tally): TableRecord {
  record.headToHead = [...opponents.values()].sort(
    (a, b) => b.hands - a.hands || a.opponent.localeCompare(b.opponent, 'en'),
  );
  return record;
}

/** `person`'s figures over `hands` (those they did not play in are passed over). */
export function tableRecord(person: string, hands: readonly AiredHand[]): TableRecord {
  const tally = emptyTally();
  for (const hand of hands) {
    const seat = hand.people.indexOf(person);
    if (seat >= 0) addSeat(tally, hand, outcomeOf(hand), seat);
  }
  return finished(tally);
}

/** A player's figures: each season they played a hand in, the latest first, and the show's. */
export interface PlayerRecord {
  seasons: { season: number; record: TableRecord }[];
  show: TableRecord;
}

/**
 * Every player's figures over `hands` in one pass, each hand's outcome read once: the same figures
 * tableRecord gives for each of them, for each season and the show, without a profile counting
 * every hand of the show again.
 */
export function playerRecords(hands: readonly AiredHand[]): Map<string, PlayerRecord> {
  const tallies = new Map<string, { seasons: Map<number, Tally>; show: Tally }>();
  for (const hand of hands) {
    const outcome = outcomeOf(hand);
    hand.people.forEach((person, seat) => {
      // As tableRecord counts a player: at the first seat that names them.
      if (hand.people.indexOf(person) !== seat) return;
      const player = tallies.get(person) ?? { seasons: new Map<number, Tally>(), show: emptyTally() };
      tallies.set(person, player);
      const season = player.seasons.get(hand.season) ?? emptyTally();
      player.seasons.set(hand.season, season);
      addSeat(season, hand, outcome, seat);
      addSeat(player.show, hand, outcome, seat);
    });
  }
  return new Map(
    [...tallies].map(([person, { seasons, show }]) => [
      person,
      {
        seasons: [...seasons].sort(([a], [b]) => b - a).map(([season, tally]) => ({ season, record: finished(tally) })),
        show: finished(show),
      },
    ]),
  );
}
