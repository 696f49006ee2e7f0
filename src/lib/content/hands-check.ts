/**
 * The content check's rules for key hands, across files, whichever way a hand is written (an
 * episode's YAML `hands`, or a PHH file under content/seasons/<n>/hands/): who may sit at the table (a cast
 * member, by slug or exact name, not the host, not a player out in an earlier episode), whether the
 * hand can be played as written, by replaying it (lib/poker/replay.ts), and whether it ends where
 * the file says it does (PHH finishing_stacks). Each problem names the file, the hand, the field as
 * that file spells it, and a bad action by its position and text.
 */
import type { HandInput } from '../poker/replay.ts';
import { HandError, replayHand } from '../poker/replay.ts';
import { chips } from '../hand-words/words.ts';
import type { KeyHandData } from '../key-hand/key-hand.ts';
import { castSlugFor } from '../phh/phh-hand.ts';
import type { Problem } from './problem.ts';
import { onVideoSite, readClip } from '../key-hand/video-clip.ts';

/** A hand and where it is written. */
export interface HandSource {
  hand: KeyHandData;
  file: string;
  /** "hands[2]." inside an episode's YAML, "" for a PHH file of its own. */
  fieldPrefix: string;
  spelling: 'yaml' | 'phh';
}

export interface HandsEntry {
  file: string;
  number: number;
  airDate?: string | undefined;
  eliminated?: readonly string[] | undefined;
  hands: readonly HandSource[];
}

export interface HandsContext {
  /** Every cast member: slug -> name. */
  cast: ReadonlyMap<string, string>;
  host: string;
  /** site.yaml's partners.videoSite.url: a hand's clip must be on it. */
  videoSite: string;
}

/** How each kind of file spells the replay's input fields. */
const SPELLING: Record<HandSource['spelling'], Record<keyof HandInput | 'finishingStacks' | 'clip', string>> = {
  yaml: {
    players: 'players',
    startingStacks: 'startingStacks',
    antes: 'antes',
    blindsOrStraddles: 'blindsOrStraddles',
    minBet: 'minBet',
    anteTrimming: 'anteTrimming',
    actions: 'actions',
    finishingStacks: 'finishingStacks',
    clip: 'clip',
  },
  phh: {
    players: 'players',
    startingStacks: 'starting_stacks',
    antes: 'antes',
    blindsOrStraddles: 'blinds_or_straddles',
    minBet: 'min_bet',
    anteTrimming: 'ante_trimming_status',
    actions: 'actions',
    finishingStacks: 'finishing_stacks',
    clip: '_clip',
  },
};

const list = (values: readonly number[]) => `[${values.map(chips).join(', ')}]`;

export function checkHands(entries: readonly HandsEntry[], ctx: HandsContext): Problem[] {
  const problems: Problem[] = [];
  /** Who went out in an episode before the one being read, and where. */
  const outBefore = new Map<string, string>();
  for (const e of [...entries].sort((a, b) => a.number - b.number)) {
    const ids = new Map<string, string>();
    for (const { hand, file, fieldPrefix, spelling } of e.hands) {
      const names = SPELLING[spelling];
      const problem = (field: string, message: string) =>
        problems.push({
          file,
          field: `${fieldPrefix}${field}`.replace(/\.$/, ''),
          message: `(hand "${hand.id}") ${message}`,
        });
      if (e.airDate === undefined)
        problem('', `key hands need the airDate of the episode they were played in (${e.file})`);
      const clash = ids.get(hand.id);
      if (clash) problem(fieldPrefix ? 'id' : '', `duplicate id "${hand.id}" in this episode (also ${clash})`);
      ids.set(hand.id, file);
      hand.players.forEach((written, i) => {
        const slug = castSlugFor(written, ctx.cast);
        const field = `players[${i}]`;
        if (slug === undefined)
          problem(field, `no cast member "${written}" (write a cast slug or the exact cast name)`);
        else if (slug === ctx.host) problem(field, `"${written}" is the host, not a player`);
        else if (outBefore.has(slug))
          problem(field, `"${written}" went out in an earlier episode (${outBefore.get(slug)})`);
      });
      // The clip's form is the schema's to check (it names the fault there); here, that it is on the
      // site's own video site.
      if (hand.clip && !onVideoSite(readClip(hand.clip), ctx.videoSite)) {
        problem(names.clip, `must be on the site's video site, ${ctx.videoSite} (site.yaml partners.videoSite)`);
      }
      const slugs = hand.players.map((p) => castSlugFor(p, ctx.cast) ?? p);
      if (new Set(slugs).size !== slugs.length) problem('players', 'lists a player twice');
      let stacks: number[];
      try {
        stacks = replayHand(hand.input).showdown.stacks;
      } catch (error) {
        if (!(error instanceof HandError)) throw error;
        const { action, field } = error;
        if (action) problem(`actions[${action.index}]`, `"${action.text}": ${error.message}`);
        else problem(field ? names[field] : '', error.message);
        continue;
      }
      const stated = hand.finishingStacks;
      if (stated && (stated.length !== stacks.length || stated.some((s, i) => s !== stacks[i]))) {
        problem(names.finishingStacks, `the replay ends at ${list(stacks)}, but the file says ${list(stated)}`);
      }
    }
    for (const slug of e.eliminated ?? []) if (!outBefore.has(slug)) outBefore.set(slug, e.file);
  }
  return problems;
}
