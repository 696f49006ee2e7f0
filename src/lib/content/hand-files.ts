/**
 * Reads the key hands written as PHH files (content/hands/<episode slug>/<id>.phh, lib/content/
 * phh-hand.ts): each file's name, TOML and fields, with every problem named by file and field.
 * The content check and the site's `hands` collection (src/content.config.ts) both read through
 * here, so the two can never disagree about a file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readPhhText } from '../hands/phh.ts';
import { HANDS_DIR, PHH_FILE, phhHandSchema, type PhhHandDoc } from './phh-hand.ts';
import { fieldPath, type Problem } from './problem.ts';

export interface HandFile {
  /** The episode's slug: the folder's name. */
  episode: string;
  /** The hand's id: the file's name without .phh. */
  id: string;
  /** Path relative to the project root, as problems name it. */
  file: string;
  /** The checked fields; absent when the file has problems. */
  doc?: PhhHandDoc;
}

/** Every PHH file under <contentDir>/hands, episode folders and files in name order. */
export function readHandFiles(root: string, contentDir: string): { files: HandFile[]; problems: Problem[] } {
  const dir = join(contentDir, HANDS_DIR);
  const files: HandFile[] = [];
  const problems: Problem[] = [];
  if (!existsSync(dir)) return { files, problems };
  for (const episode of readdirSync(dir).sort()) {
    const folder = join(dir, episode);
    if (!statSync(folder).isDirectory()) {
      problems.push({
        file: relative(root, folder),
        field: '',
        message: `hand files go in a folder named for their episode (${HANDS_DIR}/<episode slug>/<id>.phh)`,
      });
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
      const hand: HandFile = { episode, id: match[1] ?? name, file };
      files.push(hand);
      let raw: unknown;
      try {
        raw = readPhhText(readFileSync(join(folder, name), 'utf8'));
      } catch (error) {
        problems.push({ file, field: '', message: `is not valid TOML: ${(error as Error).message.split('\n')[0]}` });
        continue;
      }
      const result = phhHandSchema.safeParse(raw);
      if (result.success) hand.doc = result.data;
      else
        for (const issue of result.error.issues)
          problems.push({ file, field: fieldPath(issue.path), message: issue.message });
    }
  }
  return { files, problems };
}
