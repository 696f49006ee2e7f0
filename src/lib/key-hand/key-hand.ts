/**
 * What a key hand is, whichever file it is written in: an episode's YAML `hands`
 * (lib/content/hand-schema.ts) or a PHH file of its own (lib/phh/phh-hand.ts). Both read into
 * `KeyHandData`, and both hold a table and a clip to the same rules.
 */
import { z } from 'astro/zod';
import type { HandInput } from '../poker/replay.ts';
import { readClip } from './video-clip.ts';

/** A TV table seats at most ten (the table drawing's layouts go from 2 to 10). */
export const MOST_SEATS = 10;

/** A clip of the hand on the video site, with its start (video-clip.ts): YAML's `clip`, PHH's `_clip`. */
export const clipSchema = () =>
  z.string().superRefine((url, ctx) => {
    try {
      readClip(url);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    }
  });

/** A hand as every source reads into: the replay's input, and what the page says around it. */
export interface KeyHandData {
  id: string;
  title: string;
  summary?: string | undefined;
  /** The hand on the video site, with its start (checked against site.yaml's video site). */
  clip?: string | undefined;
  /** Cast slugs, in seat order. */
  players: string[];
  input: HandInput;
  /** The stacks after the hand as the file states them (PHH finishing_stacks), to check the replay against. */
  finishingStacks?: number[] | undefined;
}
