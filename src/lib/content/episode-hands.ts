/**
 * An episode's key hands in the order they were played, from both places a hand can be written:
 * the episode's YAML `hands` in list order, then its PHH files (content/seasons/<n>/hands/<slug>/) by the
 * standard's `hand` number where the file gives one, then by id. The content check and the site
 * (src/data/) both list them through here.
 */
import { yamlKeyHand, type HandData } from './hand-schema.ts';
import type { HandSource } from './hands-check.ts';
import { phhKeyHand, type PhhHandDoc } from '../phh/phh-hand.ts';

/** A PHH file read for an episode: its id, where it is, and its checked fields. */
export interface EpisodeHandFile {
  id: string;
  file: string;
  doc: PhhHandDoc;
}

const handNumber = (doc: PhhHandDoc) => (typeof doc.hand === 'number' ? doc.hand : Number.POSITIVE_INFINITY);

export function episodeHands(
  episode: { file: string; hands?: readonly HandData[] | undefined },
  files: readonly EpisodeHandFile[],
): HandSource[] {
  const yaml = (episode.hands ?? []).map((hand, i): HandSource => ({
    hand: yamlKeyHand(hand),
    file: episode.file,
    fieldPrefix: `hands[${i}].`,
    spelling: 'yaml',
  }));
  const phh = [...files]
    .sort((a, b) => handNumber(a.doc) - handNumber(b.doc) || a.id.localeCompare(b.id))
    .map((f): HandSource => ({ hand: phhKeyHand(f.id, f.doc), file: f.file, fieldPrefix: '', spelling: 'phh' }));
  return [...yaml, ...phh];
}
