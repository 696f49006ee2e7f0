/**
 * The key hands fans may see, every season's, through the one door to content (src/data/): a
 * hand of an episode whose results are not out at the build's clock (its broadcast not ended) is in
 * no page, feed or file.
 */
import { getCollection } from 'astro:content';
import { getPeople } from './cast.ts';
import { getAllEpisodes, seasonOf, type Episode } from './episodes.ts';
import { getField, getSeasonOutlook } from './season-state.ts';
import { getSeasons } from './seasons.ts';
import { getAirClock } from './site.ts';
import { resultsOut } from '../lib/airing/episode-state.ts';
import type { KeyHandData } from '../lib/key-hand/key-hand.ts';
import { episodeHands } from '../lib/content/episode-hands.ts';
import { castSlugFor } from '../lib/phh/phh-hand.ts';
import { readClip, type VideoClip } from '../lib/key-hand/video-clip.ts';
import { handList, handListPages, type HandListInput, type HandListPages } from '../lib/hands/hand-list.ts';
import { handsBySeason, type SeasonHands } from '../lib/hands/player-hands.ts';
import { replayHand, type Replay } from '../lib/poker/replay.ts';
import type { AiredHand } from '../lib/records/table-record.ts';
import { episodeLabel } from '../lib/seasons/episode-trail.ts';
import { HANDS_PATH, handHistoryPath, handPath, seasonHandsPath } from '../lib/seo/urls.ts';

/** A key hand of an episode that has aired at the build's clock, with where it lives. */
export interface KeyHand {
  episode: Episode;
  /** The hand, its players as cast slugs whichever way the file named them. */
  hand: KeyHandData;
  path: string;
  historyPath: string;
  /** The hand on the video site, read (lib/key-hand/video-clip.ts); none without a `clip`. */
  clip: VideoClip | undefined;
}

/**
 * The key hands fans may see, every season's: those of episodes whose results are out at the build's clock, in episode order and
 * then the order they were played (lib/content/episode-hands.ts: the episode's YAML hands, then its
 * PHH files). A hand of an episode not yet aired is in no page, feed or file.
 */
export async function getKeyHands(): Promise<KeyHand[]> {
  const [episodes, files, cast, clock] = await Promise.all([
    getAllEpisodes(),
    getCollection('hands'),
    getPeople(),
    getAirClock(),
  ]);
  const names = new Map(cast.map((m) => [m.id, m.data.name]));
  const slugOf = (written: string) => {
    const slug = castSlugFor(written, names);
    if (slug === undefined) throw new Error(`key hands: no cast member "${written}"`);
    return slug;
  };
  return episodes
    .filter((e) => resultsOut(e.data, clock))
    .flatMap((episode) => {
      const phh = files
        .filter((f) => f.data.episode === episode.id)
        .map((f) => ({ ...f.data, id: f.id.split('/')[1] ?? f.id }));
      return episodeHands({ file: episode.id, hands: episode.data.hands }, phh).map(({ hand }) => ({
        episode,
        hand: { ...hand, players: hand.players.map(slugOf) },
        path: handPath(episode.id, hand.id),
        historyPath: handHistoryPath(episode.id, hand.id),
        clip: hand.clip === undefined ? undefined : readClip(hand.clip),
      }));
    });
}

/**
 * The hand that ended the season, once it is over: the last key hand of the finale, in the order
 * they were played (content puts the deciding hand last). Undefined before, or without one.
 */
export async function getFinalHand(): Promise<KeyHand | undefined> {
  const [{ over, finale }, hands] = await Promise.all([getSeasonOutlook(), getKeyHands()]);
  return over && finale ? hands.findLast((k) => k.episode.id === finale.slug) : undefined;
}

const replays = new Map<string, Replay>();

/**
 * A key hand replayed, once a build: its page, the hand list (/hands/) and the players' figures all
 * read this one replay (pages build in one process, so the map holds across them).
 */
export function replayOf(keyHand: KeyHand): Replay {
  let replay = replays.get(keyHand.path);
  if (replay === undefined) {
    replay = replayHand(keyHand.hand.input);
    replays.set(keyHand.path, replay);
  }
  return replay;
}

/** A player's aired key hands by season, the newest first (lib/hands/player-hands.ts). */
export const getPlayerHands = async (player: string): Promise<SeasonHands<KeyHand>[]> =>
  handsBySeason(
    (await getKeyHands()).filter((k) => k.hand.players.includes(player)),
    (k) => seasonOf(k.episode),
  );

/** A key hand as the players' figures count it (lib/records/table-record.ts), on its page's replay. */
export const airedHand = (keyHand: KeyHand): AiredHand => ({
  href: keyHand.path,
  season: seasonOf(keyHand.episode),
  people: keyHand.hand.players,
  startingStacks: keyHand.hand.input.startingStacks,
  replay: replayOf(keyHand),
});

/**
 * The list of every aired key hand (lib/hands/hand-list.ts), split into its pages: /hands/ and an
 * earlier season's own. Each hand's players are named as its own season names them.
 */
export const getHandListPages = (): Promise<HandListPages> => (listPages ??= makeHandListPages());
let listPages: Promise<HandListPages> | undefined;

async function makeHandListPages(): Promise<HandListPages> {
  const [keyHands, seasonCount] = await Promise.all([getKeyHands(), getSeasons().then((s) => s.length)]);
  const fields = new Map<number, ReturnType<typeof getField>>();
  const fieldOf = (season: number) => {
    const field = fields.get(season) ?? getField(season);
    fields.set(season, field);
    return field;
  };
  const inputs: HandListInput[] = [];
  for (const keyHand of keyHands) {
    const { episode, hand, path } = keyHand;
    const season = seasonOf(episode);
    const { named } = await fieldOf(season);
    inputs.push({
      path,
      title: hand.title,
      season,
      episode: episode.id,
      episodeLabel: episodeLabel(season, episode.data.episode, seasonCount),
      episodeTitle: episode.data.title,
      players: hand.players.map((slug) => ({ slug, name: named(slug).name })),
      forced: hand.input,
      replay: replayOf(keyHand),
    });
  }
  return handListPages(handList(inputs));
}

/**
 * Whether a key hand has aired at the build's clock: the one rule for whether the hand list
 * (/hands/), the site search (its page, its index and the header's control) and their share cards
 * exist. Before the first there is nothing to list or find that the nav does not show.
 */
export async function anyHandAired(): Promise<boolean> {
  return (await getHandListPages()).front.length > 0;
}

/**
 * Where the list shows `player`'s hands: the page holding the season of their latest aired hand
 * (/hands/ or that season's own), filtered to them. Undefined while none of theirs has aired.
 */
export async function handListFor(player: string): Promise<string | undefined> {
  const { front, rest } = await getHandListPages();
  const season = [...front, ...rest].find((s) =>
    s.episodes.some((e) => e.hands.some((h) => h.players.some((p) => p.slug === player))),
  );
  if (season === undefined) return undefined;
  const page = front.includes(season) ? HANDS_PATH : seasonHandsPath(season.season);
  return `${page}?player=${player}`;
}
