/**
 * The next season as the desk's form starts it (/desk/seasons, src/desk/season-add.astro): its number
 * one more than the last, its cast picked from everyone with a file in content/cast/ (the returning
 * and the new alike), the show's host added; its facts as typed. What it writes is the season.yaml
 * the content check reads (lib/content/schemas.ts seasonSchema), checked by that same schema first,
 * so the form refuses what the build would, field by field, and writes nothing then.
 */
import { stringify } from 'yaml';
import { seasonSchema } from '../content/schemas.ts';

/** The form as sent: every value a string, the picked cast as the slugs ticked. */
export interface NewSeasonForm {
  cast: string[];
  episodes: string;
  prizePool: string;
  startingStack: string;
}

export interface NewSeasonContext {
  /** The last season's number (0 with none). */
  last: number;
  /** Everyone with a file in content/cast/, in the order the form lists them. */
  people: readonly { slug: string; name: string }[];
  /** The show's host (site.yaml host): in every season's cast, never a player. */
  host: string;
}

/** A field the form refuses, named as the form labels it, and why. */
export interface FormProblem {
  field: keyof NewSeasonForm;
  message: string;
}

export type NewSeason =
  { ok: true; number: number; yaml: string } | { ok: false; number: number; problems: FormProblem[] };

const WHOLE = /^\d+$/;

export function newSeason(form: NewSeasonForm, context: NewSeasonContext): NewSeason {
  const number = context.last + 1;
  const problems: FormProblem[] = [];
  const known = new Set(context.people.map((p) => p.slug));
  const picked = [...new Set(form.cast)].filter((slug) => slug !== context.host);
  const unknown = picked.filter((slug) => !known.has(slug));
  if (unknown.length > 0) {
    problems.push({ field: 'cast', message: `no cast member ${unknown.map((s) => `"${s}"`).join(', ')}` });
  }
  if (picked.length === 0) problems.push({ field: 'cast', message: 'pick its players' });
  const episodes = form.episodes.trim();
  if (!WHOLE.test(episodes) || Number(episodes) < 1) {
    problems.push({ field: 'episodes', message: 'must be a whole number, 1 or more' });
  }
  const prizePool = form.prizePool.trim();
  if (prizePool === '') problems.push({ field: 'prizePool', message: 'must not be empty' });
  const stack = form.startingStack.trim();
  if (stack !== '' && (!WHOLE.test(stack) || Number(stack) < 1)) {
    problems.push({ field: 'startingStack', message: 'must be a whole number, 1 or more, or left empty' });
  }
  if (problems.length > 0) return { ok: false, number, problems };

  // Its players in the order the form lists them, then the host; the Season form reorders them.
  const cast = [...context.people.map((p) => p.slug).filter((slug) => picked.includes(slug)), context.host];
  const season = {
    number,
    cast,
    players: picked.length,
    episodes: Number(episodes),
    prizePool,
    ...(stack === '' ? {} : { startingStack: Number(stack) }),
  };
  // The schema the build reads it with: a rule added there holds here too.
  const parsed = seasonSchema.safeParse(season);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`the new season does not pass its schema: ${String(issue?.path.join('.'))}: ${issue?.message}`);
  }
  const header =
    `# Season ${number}, started in the desk. Its episodes go in episodes/ beside this file; what is the\n` +
    "# show's rather than a season's is in content/site.yaml.\n";
  return { ok: true, number, yaml: header + stringify(season) };
}
