/**
 * A key hand pasted or uploaded in the desk as PHH text (src/desk/hand-import.astro): checked
 * before anything is saved, by the very content check the build runs with the file in place
 * (lib/content/content-check.ts), then saved where the site reads it, taken as written:
 * <content>/seasons/<n>/hands/<episode slug>/<id>.phh (its episode's season).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { checkContent } from '../content/content-check.ts';
import { handFileOf, readHandText } from '../content/hand-files.ts';
import type { KeyHandData } from '../key-hand/key-hand.ts';
import { castSlugFor, phhKeyHand } from '../phh/phh-hand.ts';
import type { Problem } from '../content/problem.ts';
import { slugify } from '../content/slug.ts';

export interface HandImport {
  /** The episode's slug. */
  episode: string;
  /** The hand's id (its file name); empty: made from the file's `_title`. */
  id: string;
  /** The PHH text, as pasted or uploaded. */
  text: string;
  /** Whether a hand already saved under this id may be replaced. */
  replace: boolean;
}

export interface ImportCheck {
  id: string;
  /** Where the hand is saved, relative to the project root. */
  file: string;
  /** Why the build would refuse this hand: empty when it plays as written. */
  problems: Problem[];
  /** Problems the content has elsewhere (the build refuses those too). */
  elsewhere: Problem[];
  /** The hand, its players as cast slugs, once it plays; with every cast member's name. */
  hand?: { data: KeyHandData; names: ReadonlyMap<string, string> };
}

/**
 * The PHH text of the form's text box as the staff typed or pasted it. A form sends every line
 * break in a text box as CRLF (the HTML standard's form encoding), so a pasted hand was saved
 * with Windows line ends that no one typed; an uploaded file is taken as it is.
 */
export const pastedText = (sent: string) => sent.replace(/\r\n?/g, '\n');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `_title = "…"` as TOML writes it, for the id when none is given (before the text is checked). */
const titleOf = (text: string) => /^_title\s*=\s*(["'])(.*?)\1\s*$/m.exec(text)?.[2] ?? '';

export function checkHandImport(root: string, contentDir: string, request: HandImport): ImportCheck {
  const id = request.id.trim() || slugify(titleOf(request.text));
  const { season, path } = handFileOf(contentDir, request.episode, id);
  const file = relative(root, path);
  const problems: Problem[] = [];
  const refuse = (field: string, message: string) => problems.push({ file, field, message });
  if (!SLUG.test(id)) refuse('', `the id "${id}" must be a lowercase hyphenated slug (it is the file name)`);
  if (existsSync(join(root, file)) && !request.replace) {
    refuse('', 'a hand is already saved under this id for this episode: choose another id, or replace it');
  }
  const read = readHandText({ season, episode: request.episode, id, file }, request.text);
  problems.push(...read.problems);
  const checked = checkContent(root, contentDir, read.hand.doc ? read.hand : undefined);
  if (!checked.data['episodes']?.has(request.episode)) refuse('', `no episode "${request.episode}"`);
  problems.push(...checked.problems.filter((p) => p.file === file && !problems.some((q) => q.message === p.message)));
  const elsewhere = checked.problems.filter((p) => p.file !== file);
  if (problems.length > 0 || !read.hand.doc) return { id, file, problems, elsewhere };
  const names = new Map([...(checked.data['cast'] ?? new Map())].map(([slug, m]) => [slug, String(m['name'])]));
  const data = phhKeyHand(id, read.hand.doc);
  data.players = data.players.map((p) => castSlugFor(p, names) ?? p);
  return { id, file, problems, elsewhere, hand: { data, names } };
}

/** Saves a hand the check accepted, byte for byte as given; returns the check it passed. */
export function saveHandImport(root: string, contentDir: string, request: HandImport): ImportCheck {
  const check = checkHandImport(root, contentDir, request);
  if (check.problems.length > 0) return check;
  mkdirSync(dirname(join(root, check.file)), { recursive: true });
  writeFileSync(join(root, check.file), request.text);
  return check;
}
