/**
 * Where the key hands written as PHH files live (content/seasons/<n>/hands/<episode slug>/<id>.phh),
 * and each found: its name, and its text read as a hand (lib/phh/phh-hand.ts), every problem named
 * by file and field. The content check and the site's `hands` collection (src/content.config.ts)
 * both read through here, so the two can never disagree about a file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { readPhhHand, type PhhHandDoc } from '../phh/phh-hand.ts';
import { contentSources, foldersOf, seasonOfFile, SEASONS_DIR, sourceFiles } from './content-sources.ts';
import { fieldPath, type Problem } from './problem.ts';

/** Where hand files live in a season's folder, and what a file's name must look like. */
export const HANDS_DIR = 'hands';
export const PHH_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.phh$/;

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
  const read = readPhhHand(text);
  if ('doc' in read) return { hand: { ...hand, doc: read.doc }, problems: [] };
  const problems = read.faults.map((fault) => ({
    file: hand.file,
    field: fieldPath(fault.path),
    message: fault.message,
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
