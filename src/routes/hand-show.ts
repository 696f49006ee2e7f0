/**
 * What a key hand's table and stepper show (components/hands/HandStreets.astro), as its page and its
 * embed (routes/key-hand.ts, routes/embed.ts) both draw them: its players (read from their season's field once), faces and seats, each street with exact
 * odds, every step of the table, the showdown. One place, so the two never show a hand differently.
 */
import type { ImageMetadata } from 'astro';
import { buildEquities, getField, type KeyHand, replayOf, seasonOf } from '../data/index.ts';
import { showdownView, streetViews, type ShowdownView, type StreetView } from '../lib/hand-words/hand-view.ts';
import { streetOdds } from '../lib/poker/odds.ts';
import { tableSteps, type TableStep } from '../lib/table-drawing/table-view.ts';
import { seatLabel } from '../lib/hand-words/words.ts';
import type { Replay } from '../lib/poker/replay.ts';
import type { Named } from '../lib/standings/field-view.ts';

export interface HandShow {
  /** Its players, named and linked as their season's field names them. */
  players: Named[];
  names: string[];
  replay: Replay;
  streets: StreetView[];
  showdown: ShowdownView;
  steps: TableStep[];
  images: (ImageMetadata | undefined)[];
  positions: string[];
}

export async function handShow(keyHand: KeyHand): Promise<HandShow> {
  const { episode, hand } = keyHand;
  // Its players are its own season's.
  const { named, member } = await getField(seasonOf(episode));
  const players = hand.players.map(named);
  const names = players.map((p) => p.name);
  const replay = replayOf(keyHand);
  return {
    players,
    names,
    replay,
    streets: streetViews(replay, names, streetOdds(replay, buildEquities)),
    showdown: showdownView(replay, names, hand.input.startingStacks),
    steps: tableSteps(replay, names, hand.input, buildEquities),
    images: hand.players.map((slug) => member(slug).data.image),
    positions: names.map((_, i) => seatLabel(i, hand.input, names.length)),
  };
}
