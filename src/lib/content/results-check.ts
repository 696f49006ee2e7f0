/**
 * The content check's rules for episode results (eliminated, chipCounts), across files: each names
 * the file and field it finds wrong. The field itself is derived by lib/standings/standings.ts; this refuses
 * content it could not derive truthfully, the season's end included: the last episode leaves one
 * player, nothing follows once one is left, and that one holds every chip.
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
  /** The season's cast slugs (its season.yaml cast: its players and the host). */
  cast: ReadonlySet<string>;
  host: string;
  /** The season's champion, once decided. */
  champion?: string | undefined;
  /** Chips each player starts with (season.yaml), when set. */
  startingStack?: number | undefined;
  /** The season's season.yaml, as problems name it. */
  seasonFile: string;
}

const chips = (n: number) => n.toLocaleString('en-US');

export function checkResults(entries: readonly ResultsEntry[], ctx: ResultsContext): Problem[] {
  const problems: Problem[] = [];
  const players = [...ctx.cast].filter((s) => s !== ctx.host);
  const table = ctx.startingStack === undefined ? undefined : players.length * ctx.startingStack;
  /** Who is out so far, and in which file. */
  const out = new Map<string, string>();
  const inOrder = [...entries].sort((a, b) => a.number - b.number);
  const last = inOrder.at(-1);
  /** The file whose results left one player in, once some did. */
  let downToOne: string | undefined;
  /** Every chip on the table: players x startingStack, else the first counts written (chips neither come nor go). */
  let allChips = table;
  const allChipsAre =
    table === undefined
      ? 'the first counts written'
      : `${players.length} players x startingStack ${chips(ctx.startingStack ?? 0)}`;

  for (const e of inOrder) {
    const problem = (field: string, message: string) => problems.push({ file: e.file, field, message });
    const hasResults = e.eliminated !== undefined || e.chipCounts !== undefined;
    const resultsField = e.eliminated ? 'eliminated' : 'chipCounts';
    if (hasResults && e.airDate === undefined) {
      problem(resultsField, 'results need the airDate of the episode they happened in');
    }
    if (hasResults && downToOne) {
      problem(resultsField, `the field is down to one player after ${downToOne}: no results can follow`);
      continue;
    }
    const known = (slug: string, field: string) => {
      if (!ctx.cast.has(slug)) problem(field, `"${slug}" is not in this season's cast (${ctx.seasonFile})`);
      else if (slug === ctx.host) problem(field, `"${slug}" is the host, not a player`);
      else return true;
      return false;
    };

    (e.eliminated ?? []).forEach((slug, i) => {
      const field = `eliminated[${i}]`;
      if (!known(slug, field)) return;
      if (slug === ctx.champion)
        problem(field, `"${slug}" is the champion (${ctx.seasonFile} champion) and cannot go out`);
      const earlier = out.get(slug);
      if (earlier)
        problem(field, `"${slug}" is already out (${earlier === e.file ? 'earlier in this list' : earlier})`);
      else out.set(slug, e.file);
    });
    const stillIn = players.filter((slug) => !out.has(slug));
    if (hasResults && stillIn.length === 1) downToOne = e.file;
    if (hasResults && e === last && stillIn.length > 1) {
      problem(
        resultsField,
        `${e.episode} is the season's last episode, and its results leave ${stillIn.length} players in (${stillIn.join(', ')}): the season ends with one`,
      );
    }

    if (!e.chipCounts) continue;
    for (const [slug, count] of Object.entries(e.chipCounts)) {
      const field = `chipCounts.${slug}`;
      if (!known(slug, field)) continue;
      const gone = out.get(slug);
      if (gone) problem(field, `"${slug}" is out (${gone === e.file ? 'in this episode' : gone}) and has no chips`);
      if (!Number.isInteger(count) || count < 0) problem(field, `${count} is not a whole, non-negative count of chips`);
    }
    for (const slug of stillIn) {
      if (!(slug in e.chipCounts)) problem('chipCounts', `"${slug}" is still in and has no count`);
    }
    const total = Object.values(e.chipCounts).reduce((sum, n) => sum + n, 0);
    const [winner] = stillIn;
    if (stillIn.length === 1 && winner !== undefined && allChips !== undefined && total !== allChips) {
      problem(
        `chipCounts.${winner}`,
        `"${winner}" is the last player in and holds every chip, ${chips(allChips)} (${allChipsAre}); the counts say ${chips(total)}`,
      );
    } else if (table !== undefined && total !== table) {
      problem(
        'chipCounts',
        `after ${e.episode} the counts add up to ${chips(total)}; the table holds ${chips(table)} (${allChipsAre})`,
      );
    }
    allChips ??= total;
  }
  return problems;
}
