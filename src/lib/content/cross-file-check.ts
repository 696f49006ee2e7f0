/**
 * The content rules that span files: the cast's slugs, the seasons (lib/content/season-check.ts),
 * each season's episode numbers and codes and air dates in episode order, references between
 * files, and each season's results and key hands (lib/content/results-check.ts, hands-check.ts).
 * They judge only entries that passed their schema.
 */
import { episodeHands } from './episode-hands.ts';
import type { HandData } from './hand-schema.ts';
import type { HandFile } from './hand-files.ts';
import { checkHands } from './hands-check.ts';
import type { Problem } from './problem.ts';
import { checkResults, type ResultsEntry } from './results-check.ts';
import { checkSeasonEpisodes, checkSeasons, seasonIdOf, type SeasonData } from './season-check.ts';
import { slugify } from './slug.ts';
import { episodeCode } from './episode-code.ts';

/** An entry as read from content/, before its schema judged it. */
export interface LoadedEntry {
  id: string;
  file: string;
  /** Prefix for field paths of entries that share a file ("[3]." for list item 3). */
  fieldPrefix: string;
  data: Record<string, unknown>;
}

/** Validated data by collection and id (only entries that passed their schema). */
export type ContentData = Record<string, Map<string, Record<string, unknown>>>;

/** Every cross-file rule, in the order the build reports them. */
export function checkAcrossFiles(
  files: Record<string, Map<string, LoadedEntry>>,
  data: ContentData,
  handFiles: readonly HandFile[] = [],
  /** The seasons' folder as problems name it. */
  seasonsDir = 'content/seasons',
): Problem[] {
  const problems: Problem[] = [];
  const site = data['site']?.get('site');
  const host = site ? String(site['host']) : undefined;
  const seasons = (data['seasons'] ?? new Map()) as Map<string, SeasonData>;
  const episodeFiles = files['episodes'] ?? new Map<string, LoadedEntry>();
  checkCast(files['cast'] ?? new Map(), data['cast'] ?? new Map(), problems);
  problems.push(
    ...checkSeasons(files['seasons'] ?? new Map(), seasons, new Set(data['cast']?.keys()), host, seasonsDir),
  );
  // Each season's episodes, grouped once: its numbers and air order here, its results and hands below.
  const episodesBySeason = bySeason(episodeFiles, data['episodes'] ?? new Map());
  for (const [season, episodes] of episodesBySeason) {
    if (!files['seasons']?.has(season)) {
      for (const id of episodes.keys()) {
        const file = episodeFiles.get(id)?.file ?? id;
        problems.push({
          file,
          field: '',
          message: `its season has no season.yaml (${seasonsDir}/${season}/season.yaml)`,
        });
      }
    }
    checkEpisodes(episodeFiles, episodes, problems);
  }
  problems.push(
    ...checkSeasonEpisodes(files['seasons'] ?? new Map(), seasons, episodesBySeason, episodeFiles, seasonsDir),
  );
  checkReferences(files, data, problems);
  for (const hand of handFiles) {
    const episode = episodeFiles.get(hand.episode);
    if (!episode || seasonIdOf(episode) !== String(hand.season)) {
      problems.push({
        file: hand.file,
        field: '',
        message: `no episode "${hand.episode}" in season ${hand.season}: the folder names the episode the hand was played in`,
      });
    }
  }
  problems.push(
    ...checkEpisodeResults(episodeFiles, episodesBySeason, data, seasons, files['seasons'] ?? new Map(), handFiles),
  );
  return problems;
}

/** Each season's episodes (by the folder their files are in), by season id. */
function bySeason(
  files: Map<string, LoadedEntry>,
  episodes: Map<string, Record<string, unknown>>,
): Map<string, Map<string, Record<string, unknown>>> {
  const seasons = new Map<string, Map<string, Record<string, unknown>>>();
  for (const [id, episode] of episodes) {
    const season = seasonIdOf(files.get(id) ?? { file: '' });
    if (!seasons.has(season)) seasons.set(season, new Map());
    seasons.get(season)?.set(id, episode);
  }
  return seasons;
}

/**
 * Results and key hands across episode files (lib/content/results-check.ts, hands-check.ts), season
 * by season: its cast, champion and starting stack, and site.yaml's host.
 */
function checkEpisodeResults(
  files: Map<string, LoadedEntry>,
  episodesBySeason: Map<string, Map<string, Record<string, unknown>>>,
  data: ContentData,
  seasons: Map<string, SeasonData>,
  seasonFiles: Map<string, LoadedEntry>,
  handFiles: readonly HandFile[],
): Problem[] {
  const site = data['site']?.get('site');
  if (!site) return [];
  const host = String(site['host']);
  const people = data['cast'] ?? new Map();
  return [...episodesBySeason].flatMap(([id, episodes]) => {
    const season = seasons.get(id);
    if (!season) return [];
    const entries = [...episodes].map(([slug, ep]) => {
      const file = files.get(slug)?.file ?? slug;
      const episode = ep as Omit<ResultsEntry, 'file'> & { hands?: HandData[] };
      const phh = handFiles.flatMap((f) =>
        f.episode === slug && f.doc ? [{ id: f.id, file: f.file, doc: f.doc }] : [],
      );
      return { ...episode, file, hands: episodeHands({ file, hands: episode.hands }, phh) };
    });
    const names = new Map(
      season.cast.flatMap((slug) => (people.has(slug) ? [[slug, String(people.get(slug)?.['name'])]] : [])) as [
        string,
        string,
      ][],
    );
    return [
      ...checkResults(entries, {
        cast: new Set(season.cast),
        host,
        champion: season.champion,
        startingStack: season.startingStack,
        seasonFile: seasonFiles.get(id)?.file ?? id,
      }),
      ...checkHands(entries, { cast: names, host, videoSite: videoSiteOf(site) }),
    ];
  });
}

/** site.yaml's video site (partners.videoSite.url), as the site schema has already checked it. */
function videoSiteOf(site: Record<string, unknown>): string {
  const partners = site['partners'] as { videoSite?: { url?: string } } | undefined;
  return partners?.videoSite?.url ?? '';
}

function checkCast(
  files: Map<string, LoadedEntry>,
  cast: Map<string, Record<string, unknown>>,
  problems: Problem[],
): void {
  const bySlug = new Map<string, string>();
  for (const [id, member] of cast) {
    const file = files.get(id)?.file ?? id;
    const expected = slugify(String(member['name']));
    if (expected !== id) {
      problems.push({
        file,
        field: 'name',
        message: `gives the slug "${expected}", but the file is named "${id}.yaml"`,
      });
    }
    const clash = bySlug.get(expected);
    if (clash) problems.push({ file, field: 'name', message: `duplicate slug "${expected}" (also ${clash})` });
    else bySlug.set(expected, file);
  }
}

function checkEpisodes(
  files: Map<string, LoadedEntry>,
  episodes: Map<string, Record<string, unknown>>,
  problems: Problem[],
): void {
  const byNumber = new Map<number, string>();
  for (const [id, ep] of episodes) {
    const file = files.get(id)?.file ?? id;
    const number = Number(ep['number']);
    // A number no code is written for is the schema's to name (a whole number, 1 to 99).
    if (Number.isInteger(number) && number >= 1 && number <= 99) checkCodeAndSlug(id, file, number, ep, problems);
    const clash = byNumber.get(number);
    if (clash) problems.push({ file, field: 'number', message: `duplicate episode number ${number} (also ${clash})` });
    else byNumber.set(number, file);
  }
  checkAirOrder(files, episodes, problems);
}

/** An episode's code follows from its number, and its file name from its code and title. */
function checkCodeAndSlug(id: string, file: string, number: number, ep: Record<string, unknown>, problems: Problem[]) {
  const code = episodeCode(number);
  if (ep['episode'] !== code) {
    problems.push({ file, field: 'episode', message: `must be ${code} for episode number ${number}` });
  }
  const expected = `${code.toLowerCase()}-${slugify(String(ep['title']))}`;
  if (expected !== id) {
    problems.push({
      file,
      field: 'title',
      message: `gives the slug "${expected}", but the file is named "${id}.yaml"`,
    });
  }
}

/** Air dates follow episode order: each dated episode airs after every earlier dated one. */
function checkAirOrder(
  files: Map<string, LoadedEntry>,
  episodes: Map<string, Record<string, unknown>>,
  problems: Problem[],
): void {
  const dated = [...episodes]
    .filter(([, ep]) => typeof ep['airDate'] === 'string')
    .map(([id, ep]) => ({
      file: files.get(id)?.file ?? id,
      number: Number(ep['number']),
      airDate: String(ep['airDate']),
    }))
    .sort((a, b) => a.number - b.number);
  let latest: (typeof dated)[number] | undefined;
  for (const ep of dated) {
    if (latest && Date.parse(ep.airDate) <= Date.parse(latest.airDate)) {
      problems.push({
        file: ep.file,
        field: 'airDate',
        message: `${ep.airDate} is not after ${latest.airDate} in ${latest.file}: air dates must follow episode order`,
      });
    } else latest = ep;
  }
}

function checkReferences(
  files: Record<string, Map<string, LoadedEntry>>,
  data: ContentData,
  problems: Problem[],
): void {
  const cast = data['cast'] ?? new Map();
  // content/schedule.yaml lists the current season's episodes (the highest-numbered season's), up to
  // its `episodes`: a placeholder may name one not written yet, and shows once it is.
  const current = String(Math.max(0, ...[...(files['seasons'] ?? new Map()).keys()].map(Number)));
  const planned = Number(data['seasons']?.get(current)?.['episodes'] ?? 0);
  const episodeCodes = new Set<unknown>([
    ...[...(data['episodes'] ?? new Map())]
      .filter(([id]) => seasonIdOf(files['episodes']?.get(id) ?? { file: '' }) === current)
      .map(([, e]) => e['episode']),
    ...Array.from({ length: Math.min(planned, 99) }, (_, i) => episodeCode(i + 1)),
  ]);
  const site = data['site']?.get('site');
  if (site && !cast.has(String(site['host']))) {
    problems.push({ file: 'content/site.yaml', field: 'host', message: `no cast member "${String(site['host'])}"` });
  }
  const home = data['home']?.get('home');
  // Home shows the current season's cast: its featured players are of it.
  const currentCast = (data['seasons']?.get(current)?.['cast'] as string[] | undefined) ?? [];
  if (home) {
    (home['featured'] as string[]).forEach((s, i) => {
      const field = `featured[${i}]`;
      if (!cast.has(s)) problems.push({ file: 'content/home.yaml', field, message: `no cast member "${s}"` });
      else if (currentCast.length > 0 && !currentCast.includes(s)) {
        const message = `"${s}" is not in the current season's cast (season ${current}'s season.yaml)`;
        problems.push({ file: 'content/home.yaml', field, message });
      }
    });
  }
  for (const [id, episode] of data['episodes'] ?? new Map()) {
    ((episode['cast'] as string[] | undefined) ?? []).forEach((s, i) => {
      if (!cast.has(s)) {
        problems.push({
          file: files['episodes']?.get(id)?.file ?? id,
          field: `cast[${i}]`,
          message: `no cast member "${s}"`,
        });
      }
    });
  }
  for (const [id, entry] of data['schedule'] ?? new Map()) {
    if (!episodeCodes.has(entry['episode'])) {
      const loaded = files['schedule']?.get(id);
      problems.push({
        file: loaded?.file ?? 'content/schedule.yaml',
        field: `${loaded?.fieldPrefix ?? ''}episode`,
        message: `no episode ${String(entry['episode'])} in season ${current} (season.yaml episodes: ${planned})`,
      });
    }
  }
}
