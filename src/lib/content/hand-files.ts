/**
 * Reads the key hands written as PHH files (content/seasons/<n>/hands/<episode slug>/<id>.phh, lib/content/
 * phh-hand.ts): each file's name, TOML and fields, with every problem named by file and field.
 * The content check and the site's `hands` collection (src/content.config.ts) both read through
 * here, so the two can never disagree about a file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { readPhhText } from '../poker/phh.ts';
import { contentSources, foldersOf, seasonOfFile, SEASONS_DIR, sourceFiles } from './content-sources.ts';
import { HANDS_DIR, PHH_FILE, phhHandSchema, type PhhHandDoc } from './phh-hand.ts';
import { fieldPath, type Problem } from './problem.ts';

export interface HandFile {
  /** The season whose folder it is in (content/seasons/<n>/hands/). */
  season: number;
  /** The episode's slug: the folder's name. */
  episode: string;
  /** The hand's id: the file's name without .phh. */
  id: string;
  /** Path relative to the project root, as problems name it. */
  file: string;
  /** The checked fields; absent when the file has problems. */
  doc?: PhhHandDoc;
}

/**
 * Where a key hand of `episode` is written: its season's hands folder (the season whose episodes/
 * folder has the episode's file; the current season's when no season has it, as a refusal names it).
 */
export function handFileOf(contentDir: string, episode: string, id: string): { season: number; path: string } {
  const found = sourceFiles(contentDir, contentSources.episodes.source).files.find((f) => f.id === episode);
  const latest = foldersOf(contentDir, `${SEASONS_DIR}/*`).at(-1) ?? join(contentDir, SEASONS_DIR, '1');
  const season = found ? (seasonOfFile(found.path) ?? 1) : Number(basename(latest));
  return { season, path: join(contentDir, SEASONS_DIR, String(season), HANDS_DIR, episode, `${id}.phh`) };
}

/** One PHH file's text read and checked: its fields, or the problems naming file and field. */
export function readHandText(hand: Omit<HandFile, 'doc'>, text: string): { hand: HandFile; problems: Problem[] } {
  let raw: unknown;
  try {
    raw = readPhhText(text);
  } catch (error) {
    const message = `is not valid TOML: ${(error as Error).message.split('\n')[0] ?? ''}`;
    return { hand, problems: [{ file: hand.file, field: '', message }] };
  }
  const result = phhHandSchema.safeParse(raw);
  if (result.success) return { hand: { ...hand, doc: result.data }, problems: [] };
  const problems = result.error.issues.map((issue) => ({
    file: hand.file,
    field: fieldPath(issue.path),
    message: issue.message,
  }));
  return { hand, problems };
}

/** Every PHH file under each <contentDir>/seasons/<n>/hands, seasons, episode folders and files in order. */
export function readHandFiles(root: string, contentDir: string): { files: HandFile[]; problems: Problem[] } {
  const files: HandFile[] = [];
  const problems: Problem[] = [];
  for (const seasonFolder of foldersOf(contentDir, `${SEASONS_DIR}/*`)) {
    const season = Number(basename(seasonFolder));
    const read = readSeasonHands(root, join(seasonFolder, HANDS_DIR), season);
    files.push(...read.files);
    problems.push(...read.problems);
  }
  return { files, problems };
}

function readSeasonHands(root: string, dir: string, season: number): { files: HandFile[]; problems: Problem[] } {
  const files: HandFile[] = [];
  const problems: Problem[] = [];
  if (!existsSync(dir)) return { files, problems };
  for (const episode of readdirSync(dir).sort()) {
    const folder = join(dir, episode);
    if (!statSync(folder).isDirectory()) {
      const message = `hand files go in a folder named for their episode (${HANDS_DIR}/<episode slug>/<id>.phh)`;
      problems.push({ file: relative(root, folder), field: '', message });
      continue;
    }
    for (const name of readdirSync(folder).sort()) {
      const file = relative(root, join(folder, name));
      const match = PHH_FILE.exec(name);
      if (!match) {
        problems.push({
          file,
          field: '',
          message: 'a hand file is named <id>.phh, the id a lowercase hyphenated slug',
        });
        continue;
      }
      const read = readHandText(
        { season, episode, id: match[1] ?? name, file },
        readFileSync(join(folder, name), 'utf8'),
      );
      files.push(read.hand);
      problems.push(...read.problems);
    }
  }
  return { files, problems };
}
