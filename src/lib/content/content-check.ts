/**
 * The pre-build content check. Astro validates each entry too, but it names entry ids,
 * not files, and it cannot see across entries. This check reads content/ itself, runs
 * the same zod schemas, and adds the rules that span files (slugs, order, references),
 * so a bad edit fails the build with "content/<file>: <field>: <problem>".
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { contentSources, entriesOf, SEASONS_DIR, sourceFiles, type ContentSource } from './content-sources.ts';
import { checkAcrossFiles, type ContentData, type LoadedEntry } from './cross-file-check.ts';
import { readHandFiles, type HandFile } from './hand-files.ts';
import { fieldPath, type Problem } from './problem.ts';

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

function readYaml(absFile: string, rel: string, problems: Problem[]): unknown {
  try {
    return parse(readFileSync(absFile, 'utf8'));
  } catch (error) {
    problems.push({ file: rel, field: '', message: `is not valid YAML: ${(error as Error).message}` });
    return undefined;
  }
}

function loadSource(root: string, contentDir: string, { source }: ContentSource, problems: Problem[]): LoadedEntry[] {
  if (source.shape === 'folder' || source.shape === 'each') {
    const { files, missing } = sourceFiles(contentDir, source);
    for (const dir of missing) problems.push({ file: relative(root, dir), field: '', message: 'folder is missing' });
    const seen = new Map<string, string>();
    return files.flatMap(({ id, path }) => {
      const rel = relative(root, path);
      // An id is a URL (an episode's slug): one per show, whichever season's folder it is in.
      const clash = seen.get(id);
      if (clash) {
        problems.push({ file: rel, field: '', message: `"${id}" is also ${clash}: a slug names one file in the show` });
        return [];
      }
      seen.set(id, rel);
      const data = readYaml(path, rel, problems);
      if (data === undefined) return [];
      return [{ id, file: rel, fieldPrefix: '', data: data as Record<string, unknown> }];
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
  data: ContentData;
  /** Each entry's file (an episode's tells its season: lib/content/season-check.ts `seasonIdOf`). */
  files: Record<string, Map<string, LoadedEntry>>;
}

/**
 * Checks the content folder. `withHand` checks it as if that PHH file were in it too (replacing one
 * at the same path): how the desk checks a hand before it is saved.
 */
export function checkContent(root: string, contentDir = join(root, 'content'), withHand?: HandFile): CheckedContent {
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

  const hands = readHandFiles(root, contentDir);
  problems.push(...hands.problems);
  const handFiles = withHand ? [...hands.files.filter((f) => f.file !== withHand.file), withHand] : hands.files;
  problems.push(...checkAcrossFiles(files, data, handFiles, relative(root, join(contentDir, SEASONS_DIR))));
  return { problems, data, files };
}
