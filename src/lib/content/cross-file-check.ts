/**
 * The content rules that span files: slugs and order of the cast, episode numbers and codes, air
 * dates in episode order, references between files, and the season's results
 * (lib/content/results-check.ts). They judge only entries that passed their schema.
 */
import { episodeHands } from './episode-hands.ts';
import type { HandData } from './hand-schema.ts';
import type { HandFile } from './hand-files.ts';
import { checkHands } from './hands-check.ts';
import type { Problem } from './problem.ts';
import { checkResults, type ResultsEntry } from './results-check.ts';
import { slugify } from './slug.ts';

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
): Problem[] {
  const problems: Problem[] = [];
  checkCast(files['cast'] ?? new Map(), data['cast'] ?? new Map(), problems);
  checkEpisodes(files['episodes'] ?? new Map(), data['episodes'] ?? new Map(), problems);
  checkReferences(files, data, problems);
  for (const hand of handFiles) {
    if (!files['episodes']?.has(hand.episode)) {
      problems.push({
        file: hand.file,
        field: '',
        message: `no episode "${hand.episode}": the folder names the episode the hand was played in`,
      });
    }
  }
  problems.push(...checkEpisodeResults(files['episodes'] ?? new Map(), data, handFiles));
  return problems;
}

/**
 * Results and key hands across episode files (lib/content/results-check.ts, hands-check.ts), once
 * site.yaml's host and champion are known.
 */
function checkEpisodeResults(
  files: Map<string, LoadedEntry>,
  data: ContentData,
  handFiles: readonly HandFile[],
): Problem[] {
  const site = data['site']?.get('site');
  if (!site) return [];
  const entries = [...(data['episodes'] ?? new Map())].map(([id, ep]) => {
    const file = files.get(id)?.file ?? id;
    const episode = ep as Omit<ResultsEntry, 'file'> & { hands?: HandData[] };
    const phh = handFiles.flatMap((f) => (f.episode === id && f.doc ? [{ id: f.id, file: f.file, doc: f.doc }] : []));
    return { ...episode, file, hands: episodeHands({ file, hands: episode.hands }, phh) };
  });
  const castData = data['cast'] ?? new Map();
  const cast = new Set<string>(castData.keys());
  const names = new Map([...castData].map(([slug, member]) => [slug, String(member['name'])]));
  const host = String(site['host']);
  return [
    ...checkResults(entries, {
      cast,
      host,
      champion: String(site['champion']),
      startingStack: site['startingStack'] as number | undefined,
    }),
    ...checkHands(entries, { cast: names, host, videoSite: videoSiteOf(site) }),
  ];
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
  const byOrder = new Map<number, string>();
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
    const order = Number(member['order']);
    const orderClash = byOrder.get(order);
    if (orderClash) problems.push({ file, field: 'order', message: `duplicate order ${order} (also ${orderClash})` });
    else byOrder.set(order, file);
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
    const code = `EP${String(number).padStart(2, '0')}`;
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
    const clash = byNumber.get(number);
    if (clash) problems.push({ file, field: 'number', message: `duplicate episode number ${number} (also ${clash})` });
    else byNumber.set(number, file);
  }
  checkAirOrder(files, episodes, problems);
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
  const episodeCodes = new Set([...(data['episodes'] ?? new Map()).values()].map((e) => e['episode']));
  const site = data['site']?.get('site');
  if (site) {
    for (const field of ['host', 'champion'] as const) {
      if (!cast.has(String(site[field]))) {
        problems.push({ file: 'content/site.yaml', field, message: `no cast member "${String(site[field])}"` });
      }
    }
  }
  const home = data['home']?.get('home');
  if (home) {
    (home['featured'] as string[]).forEach((s, i) => {
      if (!cast.has(s))
        problems.push({ file: 'content/home.yaml', field: `featured[${i}]`, message: `no cast member "${s}"` });
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
        message: `no episode ${String(entry['episode'])}`,
      });
    }
  }
}
