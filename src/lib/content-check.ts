/**
 * The pre-build content check. Astro validates each entry too, but it names entry ids,
 * not files, and it cannot see across entries. This check reads content/ itself, runs
 * the same zod schemas, and adds the rules that span files (slugs, order, references),
 * so a bad edit fails the build with "content/<file>: <field>: <problem>".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { contentSources, entriesOf, type ContentSource } from './content-sources.ts';
import { checkResults, type ResultsEntry } from './results-check.ts';
import { slugify } from './slug.ts';

export interface Problem {
  /** Path relative to the project root, e.g. content/cast/ingrid-solberg.yaml */
  file: string;
  /** Dotted field path inside the file ("" for the whole file). */
  field: string;
  message: string;
}

export const formatProblem = (p: Problem): string =>
  p.field ? `${p.file}: ${p.field}: ${p.message}` : `${p.file}: ${p.message}`;

interface LoadedEntry {
  id: string;
  file: string;
  /** Prefix for field paths of entries that share a file ("[3]." for list item 3). */
  fieldPrefix: string;
  data: Record<string, unknown>;
}

/**
 * Fields the spec typed by hand that now follow from an episode's airDate. Named, so an old file
 * says what to do instead of "unrecognized key".
 */
const DERIVED_FIELDS: Record<string, Record<string, string>> = {
  episodes: { comingSoon: 'follows from airDate now (no airDate: Coming Soon); remove it' },
  schedule: {
    date: "follows from the episode's airDate now; remove it",
    time: "follows from the episode's airDate now; remove it",
    status: "follows from the episode's airDate now; remove it",
  },
};

/** Reports and drops derived fields, so the schema judges the rest. */
function withoutDerived(collection: string, entry: LoadedEntry, problems: Problem[]): Record<string, unknown> {
  const derived = DERIVED_FIELDS[collection] ?? {};
  if (entry.data === null || typeof entry.data !== 'object') return entry.data;
  for (const [field, message] of Object.entries(derived)) {
    if (field in entry.data) problems.push({ file: entry.file, field: entry.fieldPrefix + field, message });
  }
  return Object.fromEntries(Object.entries(entry.data).filter(([field]) => !(field in derived)));
}

/** In the check, an image is a path that must exist relative to the YAML file. */
const imagePath = () => z.string().min(1);

function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((k) => (typeof k === 'number' ? `[${k}]` : String(k)))
    .join('.')
    .replace(/\.\[/g, '[');
}

function readYaml(absFile: string, rel: string, problems: Problem[]): unknown {
  try {
    return parse(readFileSync(absFile, 'utf8'));
  } catch (error) {
    problems.push({ file: rel, field: '', message: `is not valid YAML: ${(error as Error).message}` });
    return undefined;
  }
}

function loadSource(root: string, contentDir: string, { source }: ContentSource, problems: Problem[]): LoadedEntry[] {
  if (source.shape === 'folder') {
    const dir = join(contentDir, source.dir);
    if (!existsSync(dir)) {
      problems.push({ file: relative(root, dir), field: '', message: 'folder is missing' });
      return [];
    }
    return readdirSync(dir)
      .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
      .sort()
      .flatMap((f) => {
        const abs = join(dir, f);
        const rel = relative(root, abs);
        const data = readYaml(abs, rel, problems);
        if (data === undefined) return [];
        return [{ id: f.replace(/\.ya?ml$/, ''), file: rel, fieldPrefix: '', data: data as Record<string, unknown> }];
      });
  }
  const abs = join(contentDir, source.file);
  const rel = relative(root, abs);
  if (!existsSync(abs)) {
    problems.push({ file: rel, field: '', message: 'file is missing' });
    return [];
  }
  const parsed = readYaml(abs, rel, problems);
  if (parsed === undefined) return [];
  let entries: Record<string, unknown>;
  try {
    entries = entriesOf(source, parsed);
  } catch (error) {
    problems.push({ file: rel, field: '', message: (error as Error).message.replace(/^[^:]+: /, '') });
    return [];
  }
  return Object.entries(entries).map(([id, data], i) => ({
    id,
    file: rel,
    fieldPrefix: source.shape === 'list' ? `[${i}].` : source.shape === 'map' ? `${id}.` : '',
    data: data as Record<string, unknown>,
  }));
}

/** Image fields hold paths relative to their YAML file; each must point at a file. */
function checkImages(root: string, entry: LoadedEntry, fields: string[], problems: Problem[]): void {
  for (const field of fields) {
    const value = entry.data[field];
    if (typeof value !== 'string') continue;
    const abs = join(root, dirname(entry.file), value);
    if (!existsSync(abs)) {
      problems.push({ file: entry.file, field: entry.fieldPrefix + field, message: `image not found: ${value}` });
    }
  }
}

export interface CheckedContent {
  problems: Problem[];
  /** Validated data by collection and id (only entries that passed their schema). */
  data: Record<string, Map<string, Record<string, unknown>>>;
}

export function checkContent(root: string, contentDir = join(root, 'content')): CheckedContent {
  const problems: Problem[] = [];
  const data: CheckedContent['data'] = {};
  const files: Record<string, Map<string, LoadedEntry>> = {};

  for (const [name, def] of Object.entries(contentSources) as [string, ContentSource][]) {
    const schema = def.schema(imagePath);
    const valid = new Map<string, Record<string, unknown>>();
    files[name] = new Map();
    for (const entry of loadSource(root, contentDir, def, problems)) {
      files[name].set(entry.id, entry);
      const result = schema.safeParse(withoutDerived(name, entry, problems));
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push({ file: entry.file, field: entry.fieldPrefix + fieldPath(issue.path), message: issue.message });
        }
        continue;
      }
      valid.set(entry.id, result.data as Record<string, unknown>);
      checkImages(root, entry, ['image', 'heroPoster'], problems);
    }
    data[name] = valid;
  }

  checkCast(files['cast'] ?? new Map(), data['cast'] ?? new Map(), problems);
  checkEpisodes(files['episodes'] ?? new Map(), data['episodes'] ?? new Map(), problems);
  checkReferences(files, data, problems);
  problems.push(...checkEpisodeResults(files['episodes'] ?? new Map(), data));
  return { problems, data };
}

/** Results across episode files (lib/results-check.ts), once site.yaml's host and champion are known. */
function checkEpisodeResults(files: Map<string, LoadedEntry>, data: CheckedContent['data']): Problem[] {
  const site = data['site']?.get('site');
  if (!site) return [];
  const entries = [...(data['episodes'] ?? new Map())].map(([id, ep]) => ({
    ...(ep as Omit<ResultsEntry, 'file'>),
    file: files.get(id)?.file ?? id,
  }));
  return checkResults(entries, {
    cast: new Set((data['cast'] ?? new Map()).keys()),
    host: String(site['host']),
    champion: String(site['champion']),
    startingStack: site['startingStack'] as number | undefined,
  });
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
  data: CheckedContent['data'],
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
