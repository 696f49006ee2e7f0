/**
 * The content check's rules for episode results (eliminated, chipCounts), across files: each names
 * the file and field it finds wrong. The field itself is derived by lib/standings/standings.ts; this refuses
 * content it could not derive truthfully.
 */
import type { Problem } from './problem.ts';

export interface ResultsEntry {
  file: string;
  episode: string;
  number: number;
  airDate?: string | undefined;
  eliminated?: readonly string[] | undefined;
  chipCounts?: Readonly<Record<string, number>> | undefined;
}

export interface ResultsContext {
  /** Every cast slug. */
  cast: ReadonlySet<string>;
  host: string;
  champion: string;
  /** Chips each player starts with (site.yaml), when set. */
  startingStack?: number | undefined;
}

const chips = (n: number) => n.toLocaleString('en-US');

export function checkResults(entries: readonly ResultsEntry[], ctx: ResultsContext): Problem[] {
  const problems: Problem[] = [];
  const players = [...ctx.cast].filter((s) => s !== ctx.host);
  const table = ctx.startingStack === undefined ? undefined : players.length * ctx.startingStack;
  /** Who is out so far, and in which file. */
  const out = new Map<string, string>();

  for (const e of [...entries].sort((a, b) => a.number - b.number)) {
    const problem = (field: string, message: string) => problems.push({ file: e.file, field, message });
    const hasResults = e.eliminated !== undefined || e.chipCounts !== undefined;
    if (hasResults && e.airDate === undefined) {
      problem(e.eliminated ? 'eliminated' : 'chipCounts', 'results need the airDate of the episode they happened in');
    }
    const known = (slug: string, field: string) => {
      if (!ctx.cast.has(slug)) problem(field, `no cast member "${slug}"`);
      else if (slug === ctx.host) problem(field, `"${slug}" is the host, not a player`);
      else return true;
      return false;
    };

    (e.eliminated ?? []).forEach((slug, i) => {
      const field = `eliminated[${i}]`;
      if (!known(slug, field)) return;
      if (slug === ctx.champion) problem(field, `"${slug}" is the champion (site.yaml champion) and cannot go out`);
      const earlier = out.get(slug);
      if (earlier)
        problem(field, `"${slug}" is already out (${earlier === e.file ? 'earlier in this list' : earlier})`);
      else out.set(slug, e.file);
    });

    if (!e.chipCounts) continue;
    for (const [slug, count] of Object.entries(e.chipCounts)) {
      const field = `chipCounts.${slug}`;
      if (!known(slug, field)) continue;
      const gone = out.get(slug);
      if (gone) problem(field, `"${slug}" is out (${gone === e.file ? 'in this episode' : gone}) and has no chips`);
      if (!Number.isInteger(count) || count < 0) problem(field, `${count} is not a whole, non-negative count of chips`);
    }
    for (const slug of players) {
      if (!out.has(slug) && !(slug in e.chipCounts)) problem('chipCounts', `"${slug}" is still in and has no count`);
    }
    const total = Object.values(e.chipCounts).reduce((sum, n) => sum + n, 0);
    if (table !== undefined && total !== table) {
      problem(
        'chipCounts',
        `after ${e.episode} the counts add up to ${chips(total)}; the table holds ${chips(table)} (${players.length} players x startingStack ${chips(ctx.startingStack ?? 0)})`,
      );
    }
  }
  return problems;
}
