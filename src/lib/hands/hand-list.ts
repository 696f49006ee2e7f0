/**
 * The key-hand list's entries (/hands/): each aired hand with what the list shows of it (who played,
 * the pot in chips and big blinds, where it ended, showdown or all in) and, for its disclosure, who
 * took the chips. Grouped newest season and episode first; a hand's place in that order is what
 * "newest" sorts by in the browser (lib/hands/hand-filters.ts).
 */
import { collected, handFacts } from './hand-facts.ts';
import type { ForcedBets } from '../poker/forced-bets.ts';
import type { Replay, Street } from '../poker/replay.ts';
import { chips } from '../hand-words/words.ts';

export interface HandListInput {
  path: string;
  title: string;
  season: number;
  /** The episode's slug, and its label within the show ("EP03", "S2 EP03"). */
  episode: string;
  episodeLabel: string;
  episodeTitle: string;
  /** Who sat in each seat, in seat order. */
  players: readonly { slug: string; name: string }[];
  forced: ForcedBets;
  replay: Replay;
}

export interface HandListEntry extends Omit<HandListInput, 'forced' | 'replay'> {
  pot: number;
  potBb: number;
  potWords: string;
  ended: string;
  showdown: boolean;
  allIn: boolean;
  /** Who took chips, a sentence each: behind the disclosure. */
  result: string[];
  /** Its place in the list, newest first. */
  order: number;
}

export interface EpisodeGroup {
  episode: string;
  episodeLabel: string;
  episodeTitle: string;
  hands: HandListEntry[];
}

export interface SeasonGroup {
  season: number;
  episodes: EpisodeGroup[];
}

const ENDED: Record<Street, string> = {
  preflop: 'Ended before the flop',
  flop: 'Ended on the flop',
  turn: 'Ended on the turn',
  river: 'Ended on the river',
};

const bbWords = (bb: number) => `${bb.toLocaleString('en-US', { maximumFractionDigits: 1 })} BB`;

/** Each seat that took chips, as a sentence: "Ingrid Solberg took 48,200 chips with a Flush, Ace high." */
export function resultSentences(replay: Replay, names: readonly string[]): string[] {
  const taken = collected(replay, names.length);
  return taken.flatMap((amount, seat) => {
    if (amount <= 0) return [];
    const shown = replay.showdown.hands.find((h) => h.player === seat);
    const withHand = shown ? ` with ${shown.name}` : '';
    return [`${names[seat] ?? `Player ${seat + 1}`} took ${chips(amount)} chips${withHand}.`];
  });
}

function entryOf(input: HandListInput, order: number): HandListEntry {
  const { forced, replay, ...shown } = input;
  const facts = handFacts(replay, forced);
  return {
    ...shown,
    pot: facts.pot,
    potBb: facts.potBb,
    potWords: `${chips(facts.pot)} chips (${bbWords(facts.potBb)})`,
    ended: ENDED[facts.endedOn],
    showdown: facts.showdown,
    allIn: facts.allIn,
    result: resultSentences(
      replay,
      input.players.map((p) => p.name),
    ),
    order,
  };
}

/**
 * The list, newest season first and, within it, newest episode first; an episode's hands in the
 * order they were played. `hands` come in the show's order (src/data/key-hands.ts).
 */
export function handList(hands: readonly HandListInput[]): SeasonGroup[] {
  const seasons: SeasonGroup[] = [];
  for (const hand of hands) {
    let season = seasons.find((s) => s.season === hand.season);
    if (!season) seasons.push((season = { season: hand.season, episodes: [] }));
    let episode = season.episodes.find((e) => e.episode === hand.episode);
    if (!episode) {
      const { episodeLabel, episodeTitle } = hand;
      season.episodes.push((episode = { episode: hand.episode, episodeLabel, episodeTitle, hands: [] }));
    }
    episode.hands.push(entryOf(hand, 0));
  }
  seasons.sort((a, b) => b.season - a.season);
  for (const season of seasons) season.episodes.reverse();
  let order = 0;
  for (const season of seasons)
    for (const episode of season.episodes) for (const hand of episode.hands) hand.order = order++;
  return seasons;
}

/**
 * Hands a list page holds at most, but for a newest season that has more: /hands/ takes seasons
 * newest first while it stays within this, and each earlier season gets a page of its own. One
 * page of the whole show grew past the first-round-trip budget (14 KiB) at ~150 hands, three seasons.
 */
export const HANDS_PER_PAGE = 60;

export interface HandListPages {
  /** /hands/: the newest season, and those before it while the page stays within `limit`. */
  front: SeasonGroup[];
  /** The earlier seasons, newest first, each on a page of its own. */
  rest: SeasonGroup[];
}

const handCount = (s: SeasonGroup) => s.episodes.reduce((n, e) => n + e.hands.length, 0);

/** Splits the list (newest season first, as handList gives it) into /hands/ and the earlier seasons' pages. */
export function handListPages(seasons: readonly SeasonGroup[], limit = HANDS_PER_PAGE): HandListPages {
  let taken = 0;
  let cut = 0;
  while (cut < seasons.length) {
    const next = handCount(seasons[cut] as SeasonGroup);
    if (cut > 0 && taken + next > limit) break;
    taken += next;
    cut += 1;
  }
  return { front: seasons.slice(0, cut), rest: seasons.slice(cut) };
}

/** The seasons a page of the list holds, in words: "Season 3", "Seasons 3 and 2", "Seasons 3, 2 and 1". */
export const seasonsWords = (n: readonly number[]) =>
  n.length === 1 ? `Season ${n[0]}` : `Seasons ${n.slice(0, -1).join(', ')} and ${n.at(-1)}`;
