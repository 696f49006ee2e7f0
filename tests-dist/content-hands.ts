/**
 * The key hands of the content a build was made of, read as the content check reads them (YAML and
 * PHH files), each with its episode, its season and whether it had aired at the build's clock.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { episodeHands } from '../src/lib/content/episode-hands.ts';
import { readHandFiles } from '../src/lib/content/hand-files.ts';
import { handSchema, type HandData } from '../src/lib/content/hand-schema.ts';
import { seasonOfFile } from '../src/lib/content/content-sources.ts';
import { CLOCK, CONTENT_DIR, episodeFiles, resultsAreOut } from './dist.ts';

/** The build's clock: a fixture's, or now for dist/. */
export const NOW = CLOCK.now;

interface EpisodeFile {
  airDate?: string;
  runtimeMinutes?: number;
  hands?: HandData[];
}

const handFiles = readHandFiles('.', CONTENT_DIR).files;
export const CONTENT_HANDS = episodeFiles(CONTENT_DIR).flatMap(({ slug, path }) => {
  const e = parseYaml(readFileSync(path, 'utf8')) as EpisodeFile;
  const aired = resultsAreOut(e);
  const season = seasonOfFile(path);
  if (season === undefined) throw new Error(`${path}: not in a season's folder`);
  const phh = handFiles.flatMap((h) => (h.episode === slug && h.doc ? [{ id: h.id, file: h.file, doc: h.doc }] : []));
  const yamlHands = e.hands?.map((h) => handSchema.parse(h));
  return episodeHands({ file: path, hands: yamlHands }, phh).map(({ hand }) => ({ slug, season, hand, aired }));
});
