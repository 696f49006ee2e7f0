/**
 * A key hand written as a PHH file of its own: content/seasons/<n>/hands/<episode slug>/<id>.phh, read as it is
 * (TOML, as uoftcprg/phh-std defines it; tooling outside the repo writes these names). The file
 * name is the hand's id. `players` names each player by cast slug or exact cast name; the site's own
 * fields are user-defined ones: `_title` (required), `_summary` and `_clip`. Every other field the standard
 * defines is accepted with its standard type; a field it does not define, and does not start with
 * "_", is refused (a typo would otherwise pass unseen). Where `finishing_stacks` is given, the
 * content check compares it with the replay's (lib/content/hands-check.ts).
 */
import { z } from 'astro/zod';
import { MOST_SEATS, clipSchema, type KeyHandData } from '../key-hand/key-hand.ts';
import { NO_LIMIT_HOLDEM, phhHandInput, readPhhText } from './phh-text.ts';

const WHOLE = 'must be whole chips (tournament chips are whole)';
/** Chips as PHH writes them (TOML integers or floats, inf for unknown), held to what a replay needs. */
const chips = (least: 0 | 1) =>
  z
    .custom<number>((value) => typeof value === 'number', 'must be a number of chips')
    .superRefine((n, ctx) => {
      const fault = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (!Number.isFinite(n)) fault('an unknown amount (inf) cannot be replayed: write the chips');
      else if (!Number.isInteger(n)) fault(WHOLE);
      else if (n < least) fault(least === 0 ? 'must be 0 or more' : 'must be more than 0');
    });
const text = () => z.string().trim().min(1, 'must not be empty');
const integer = () => z.number().int();
const NOT_NO_LIMIT = 'belongs to fixed-limit or stud games, not no-limit hold’em (NT)';

/** Every field phh-std defines for NT (required, then optional), with its TOML type. */
const standardFields = {
  variant: z.literal(NO_LIMIT_HOLDEM, `must be "${NO_LIMIT_HOLDEM}": key hands are no-limit hold’em`),
  antes: z.array(chips(0)),
  blinds_or_straddles: z.array(chips(0)),
  min_bet: chips(1),
  starting_stacks: z.array(chips(1)),
  actions: z.array(z.string()).min(1, 'must list the actions'),
  author: z.string().optional(),
  event: z.string().optional(),
  url: z.string().optional(),
  venue: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  postal_code: z.string().optional(),
  country: z.string().optional(),
  /** A TOML local time. */
  time: z.unknown().optional(),
  time_zone: z.string().optional(),
  time_zone_abbreviation: z.string().optional(),
  day: integer().optional(),
  month: integer().optional(),
  year: integer().optional(),
  hand: z.union([z.string(), integer()]).optional(),
  level: integer().optional(),
  seats: z.array(integer()).optional(),
  seat_count: integer().optional(),
  table: z.union([z.string(), integer()]).optional(),
  /** Cast slugs or exact cast names, in seat order (required here: the site names every player). */
  players: z
    .array(text())
    .min(2, 'must name at least 2 players')
    .max(MOST_SEATS, `a table seats at most ${MOST_SEATS}`),
  finishing_stacks: z.array(chips(0)).optional(),
  winnings: z.array(z.number()).optional(),
  currency: z.string().optional(),
  currency_symbol: z.string().optional(),
  ante_trimming_status: z.boolean().optional(),
  time_limit: z.number().optional(),
  time_banks: z.array(z.number()).optional(),
  bring_in: z.never(NOT_NO_LIMIT).optional(),
  small_bet: z.never(NOT_NO_LIMIT).optional(),
  big_bet: z.never(NOT_NO_LIMIT).optional(),
};

export const phhHandSchema = z
  .object({
    ...standardFields,
    /** The hand's title on the site. */
    _title: text(),
    /** One or two sentences shown before the hand is opened: nothing that gives the result away. */
    _summary: text().optional(),
    /** The hand on the video site, from where it starts (YAML's `clip`). */
    _clip: clipSchema().optional(),
  })
  .catchall(z.unknown())
  .superRefine((doc, ctx) => {
    for (const key of Object.keys(doc)) {
      if (!(key in standardFields) && !key.startsWith('_')) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is not a PHH field: user-defined fields start with "_"',
        });
      }
    }
  });

export type PhhHandDoc = z.infer<typeof phhHandSchema>;

/** What is wrong in a PHH file's text: where among its fields (none: the whole file), and what. */
export interface PhhFault {
  path: readonly PropertyKey[];
  message: string;
}

/** A PHH file's text read and checked: its fields, or every fault (its TOML, else each field's). */
export function readPhhHand(text: string): { doc: PhhHandDoc } | { faults: PhhFault[] } {
  let raw: unknown;
  try {
    raw = readPhhText(text);
  } catch (error) {
    return { faults: [{ path: [], message: `is not valid TOML: ${(error as Error).message.split('\n')[0] ?? ''}` }] };
  }
  const result = phhHandSchema.safeParse(raw);
  if (result.success) return { doc: result.data };
  return { faults: result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) };
}

/** A checked PHH file as a key hand; `players` still as the file names them (hands-check resolves them). */
export function phhKeyHand(id: string, doc: PhhHandDoc): KeyHandData {
  const { names, ...input } = phhHandInput(doc);
  return {
    id,
    title: doc._title,
    summary: doc._summary,
    clip: doc._clip,
    players: names,
    input,
    finishingStacks: doc.finishing_stacks,
  };
}

/** Cast slug or exact cast name -> slug; undefined when it is neither. */
export function castSlugFor(written: string, cast: ReadonlyMap<string, string>): string | undefined {
  if (cast.has(written)) return written;
  for (const [slug, name] of cast) if (name === written) return slug;
  return undefined;
}
