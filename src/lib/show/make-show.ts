/**
 * A whole show's seasons, generated (the site at any size: scripts/content/make-show.mjs writes
 * them): N seasons of 12 episodes and 16 players, the first season's cast from content/, later
 * seasons with returning players (a core of four in every season) and new people, every episode
 * dated weekly with results whose chip counts add up, and key hands re-seated from hand templates
 * (PHH files that replay) among the players still in. The last season is mid-air at the returned
 * clock: its later episodes are announced, their results written ahead, as the staff do, and must
 * reach no built file. Pure: the same options and seed give the same files.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { stringify } from 'yaml';
import { slugify } from '../content/slug.ts';
import { episodeCode } from '../content/episode-code.ts';
import { phhHandInput, readPhhText } from '../phh/phh-text.ts';

export interface ShowOptions {
  seasons: number;
  seed: number;
  /** Season 1's cast as content/ has it, host included, in display order. */
  firstCast: readonly string[];
  /** Season 1's champion as content/ has it: the spec's About names them whatever the clock. */
  firstChampion: string;
  host: string;
  /** PHH texts that replay, by a name; re-seated among the players still in. */
  handTemplates: readonly { name: string; text: string }[];
  /** Portraits a new person may copy (content/images/cast/<file>), or none. */
  portraits: readonly string[];
  /** Key art for the episodes (content/images/episodes/<file>): episode N of each season has the Nth. */
  episodeArt: readonly string[];
}

export interface Show {
  /** Paths relative to the content folder, and their text (or, for a portrait, the file to copy). */
  files: Map<string, string>;
  copies: Map<string, string>;
  /** The instant to build it at: mid-way through its last season. */
  now: string;
}

const PLAYERS = 16;
const EPISODES = 12;
const STACK = 100_000;
/** Who goes out in each episode: 15 of 16 over 12 episodes, two in three of them. */
const OUT_PER_EPISODE = [1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 1];
const FIRST_PREMIERE = Date.UTC(2026, 0, 7, 1, 0); // Tue 8 PM ET, 2026-01-06
const WEEK = 7 * 24 * 3600 * 1000;
const YEAR = 52 * WEEK;

const FIRST = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kaia', 'Luca'];
const LAST = ['Abara', 'Berg', 'Castell', 'Dalton', 'Eriksen', 'Fontaine', 'Grady', 'Holm', 'Ibsen', 'Jovic', 'Kask'];
const PLACES: [string, string][] = [
  ['Norwegian', '🇳🇴'],
  ['Brazilian', '🇧🇷'],
  ['Italian', '🇮🇹'],
  ['Canadian', '🇨🇦'],
  ['Japanese', '🇯🇵'],
  ['Irish', '🇮🇪'],
  ['Mexican', '🇲🇽'],
  ['German', '🇩🇪'],
];

/** A new person's file: every field the schema asks, in words that say they are generated. */
/** What About says of a decided season (season.yaml about): its own words, naming its own number. */
const aboutWords = (season: number) => ({
  championBlurb: `${PLAYERS} players sat down for Season ${season} of a generated show, and only one left with the crown.`,
  pressKitText: `The Season ${season} press kit of a generated show: key art and stills, by email.`,
});

function personFile(name: string, n: number, portrait: string | undefined, pick: () => number) {
  const [nationality, flag] = PLACES[Math.floor(pick() * PLACES.length)] ?? ['Norwegian', '🇳🇴'];
  const para = (what: string) =>
    `${name}'s ${what}, generated for a show of many seasons: a paragraph of the length the real profiles have, so that a page of this show weighs what a real one would.`;
  return stringify({
    name,
    metaTitle: `${name} | The Last Stack Cast`,
    metaDescription: `${name}, a generated player of The Last Stack (person ${n}): the profile, the seasons played and the results.`,
    role: 'Poker Pro',
    ...(portrait ? { image: `../images/cast/${portrait}` } : {}),
    nationality,
    flag,
    yearsActive: `${2000 + (n % 20)}–present`,
    majorTitles: n % 5,
    totalEarnings: `$${1 + (n % 30)}.${n % 10}M`,
    introduction: para('introduction'),
    earlyLife: para('early life'),
    careerHighlights: para('career highlights'),
    playingStyle: para('playing style'),
    achievements: [],
    mediaPresence: para('media presence'),
    currentStatus: para('current status'),
    funFacts: [`${name} was generated from seed person ${n}.`],
    faqs: [],
  });
}

/** A TOML line without its comment: a `#` outside a string ("# …" inside an action is PHH's own). */
function withoutComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"' && line[i - 1] !== '\\') quoted = !quoted;
    else if (line[i] === '#' && !quoted) return line.slice(0, i).trimEnd();
  }
  return line;
}

/** A template's text with its comments gone and its players replaced by `players` (same count). */
function reseat(text: string, players: readonly string[], title: string): string {
  const lines = text
    .split('\n')
    .map(withoutComment)
    .filter((line) => line.trim() !== '' && !/^(players|_title|_summary|_clip)\s*=/.test(line));
  return `${lines.join('\n')}\nplayers = [${players.map((p) => JSON.stringify(p)).join(', ')}]\n_title = ${JSON.stringify(title)}\n`;
}

/** A re-seated PHH hand as an episode's YAML writes it (lib/content/hand-schema.ts). */
function yamlHand(id: string, title: string, text: string): Record<string, unknown> {
  const { names, startingStacks, blindsOrStraddles, antes, anteTrimming, minBet, actions } = phhHandInput(
    readPhhText(text),
  );
  return {
    id,
    title,
    players: names,
    startingStacks,
    blindsOrStraddles,
    antes,
    ...(anteTrimming ? { anteTrimming } : {}),
    minBet,
    actions,
  };
}

const playerCount = (text: string) => /^starting_stacks\s*=\s*\[([^\]]*)\]/m.exec(text)?.[1]?.split(',').length ?? 0;

export function makeShow(options: ShowOptions): Show {
  // pure-rand's seeded generator: a seed gives the same show on any machine and Node version.
  const generator = xoroshiro128plus(options.seed);
  const pick = () => uniformFloat64(generator);
  const choose = <T>(from: readonly T[]): T => from[Math.floor(pick() * from.length)] as T;
  const files = new Map<string, string>();
  const copies = new Map<string, string>();
  const firstPlayers = options.firstCast.filter((s) => s !== options.host);
  // Home's four featured players are the first four of Season 1's cast: back in every season.
  const core = firstPlayers.slice(0, 4);
  const everyone = new Set(firstPlayers);
  let people = 0;
  const templates = options.handTemplates.map((t) => ({ ...t, seats: playerCount(t.text) }));
  const lastPremiere = FIRST_PREMIERE + (options.seasons - 1) * YEAR;
  // Mid-way through the last season: its first six episodes aired.
  const now = new Date(lastPremiere + 5 * WEEK + 3 * 24 * 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

  for (let season = 1; season <= options.seasons; season++) {
    let players: string[];
    if (season === 1) players = [...firstPlayers];
    else {
      const back = [...everyone]
        .filter((s) => !core.includes(s))
        .sort(() => pick() - 0.5)
        .slice(0, 2);
      players = [...core, ...back];
      while (players.length < PLAYERS) {
        people += 1;
        const name = `${choose(FIRST)} ${choose(LAST)} ${people}`;
        const slug = slugify(name);
        const portrait = people % 2 === 0 && options.portraits.length > 0 ? choose(options.portraits) : undefined;
        if (portrait) copies.set(`images/cast/${slug}.webp`, `images/cast/${portrait}`);
        files.set(`cast/${slug}.yaml`, personFile(name, people, portrait ? `${slug}.webp` : undefined, pick));
        players.push(slug);
      }
    }
    players.forEach((p) => everyone.add(p));
    // Who goes out, in order: everyone but the champion, the last of the order (Season 1's, content's).
    const order = [...players].sort(() => pick() - 0.5);
    if (season === 1) order.push(...order.splice(order.indexOf(options.firstChampion), 1));
    const champion = order.at(-1) ?? '';
    const dir = `seasons/${season}`;
    let still = [...players];
    let out = 0;
    for (let e = 1; e <= EPISODES; e++) {
      const code = episodeCode(e);
      const title = `Season ${season} Night ${e}`;
      const slug = `${code.toLowerCase()}-${slugify(title)}`;
      const going = order.slice(out, out + (OUT_PER_EPISODE[e - 1] ?? 1));
      out += going.length;
      // Key hands among those still in when the episode starts.
      const hands = templates
        .filter((t) => t.seats <= still.length)
        .sort(() => pick() - 0.5)
        .slice(0, 4 + Math.floor(pick() * 3));
      // Every other hand written in the episode's YAML, the rest as PHH files: both ways the desk writes.
      const yamlHands: Record<string, unknown>[] = [];
      hands.forEach((t, i) => {
        const seated = [...still].sort(() => pick() - 0.5).slice(0, t.seats);
        const handTitle = `${t.name.replace(/-/g, ' ')} ${i + 1}`;
        const text = reseat(t.text, seated, handTitle);
        if (i % 2 === 1) yamlHands.push(yamlHand(slugify(handTitle), handTitle, text));
        else files.set(`${dir}/hands/${slug}/${slugify(handTitle)}.phh`, text);
      });
      still = still.filter((p) => !going.includes(p));
      const chipCounts = Object.fromEntries(still.map((p) => [p, 0]));
      // The chips on the table, shared among those still in, every share a multiple of 25 as a count
      // off the felt is (a whole thousand would meet the bios' round figures in the spoiler tests).
      let left = PLAYERS * STACK;
      still.forEach((p, i) => {
        const share =
          i === still.length - 1 ? left : Math.floor(((left / (still.length - i)) * (0.5 + pick())) / 25) * 25;
        chipCounts[p] = share;
        left -= share;
      });
      const airDate = new Date(FIRST_PREMIERE + (season - 1) * YEAR + (e - 1) * WEEK).toISOString();
      files.set(
        `${dir}/episodes/${slug}.yaml`,
        stringify({
          number: e,
          episode: code,
          title,
          description: `Night ${e} of Season ${season} at the table: a generated episode of a long-running show.`,
          image: `../../../images/episodes/${options.episodeArt[(e - 1) % options.episodeArt.length]}`,
          airDate: airDate.replace(/\.\d{3}Z$/, 'Z'),
          eliminated: going,
          chipCounts,
          hands: yamlHands,
        }),
      );
    }
    files.set(
      `${dir}/season.yaml`,
      stringify({
        number: season,
        cast: [...players, options.host],
        ...(season < options.seasons || season === 1 ? { champion, about: aboutWords(season) } : {}),
        startingStack: STACK,
        players: PLAYERS,
        episodes: EPISODES,
        prizePool: '$1M',
      }),
    );
  }
  return { files, copies, now };
}
