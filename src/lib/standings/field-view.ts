/**
 * What the field's pages say, in words and numbers (lib/standings/standings.ts derives the field): the table's
 * rows, the chart's series and its text alternative, a player's season line and the share image's
 * line. Pages, the share image and the tests read these, so the same number reads the same way
 * everywhere.
 */
import { START_POINT, latestResults, type Field, type PlayerStanding } from './standings.ts';
import type { ChartSeries } from './stack-chart.ts';

/** 214000 -> "214,000". */
export const chips = (n: number) => n.toLocaleString('en-US');

/** A change of stack: "+37,000", "−12,500" (a minus sign, not a hyphen), "0". */
export const chipChange = (n: number) => (n > 0 ? `+${chips(n)}` : n < 0 ? `−${chips(-n)}` : '0');

/** 1 -> "1st", 14 -> "14th", 22 -> "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A player as the field's pages name and link them. */
export interface Named {
  name: string;
  href: string;
}

export interface FieldRow extends Named {
  status: string;
  place: string;
  /** Chips at each of the field's points: a count, "Out" where they went out, "—" where none. */
  cells: string[];
}

/** The table's chip columns: the counted episodes (the starting stack, the same for all, is said once). */
export const tableColumns = (field: Field) => field.points.filter((p) => p !== START_POINT);

/** The table of every player, in standing order: status, finishing place, chips after each episode. */
export function fieldRows(field: Field, named: (slug: string) => Named): FieldRow[] {
  const columns = tableColumns(field);
  return field.players.map((p) => {
    const series = field.series.find((s) => s.slug === p.slug)?.chips ?? [];
    const outAt = p.status === 'out' ? field.points.indexOf(p.outIn) : -1;
    const won = p.slug === field.winner;
    return {
      ...named(p.slug),
      status: won ? 'Champion' : p.status === 'in' ? 'In' : `Out in ${p.outIn}`,
      place: won ? ordinal(1) : p.status === 'out' ? ordinal(p.place) : '—',
      cells: columns.map((point) => {
        const i = field.points.indexOf(point);
        if (i === outAt) return 'Out';
        const c = series[i];
        return c === undefined || (outAt >= 0 && i > outAt) ? '—' : chips(c);
      }),
    };
  });
}

/** One line per player, labelled with `label` (a whole or a short name); players out say so. */
export function chartSeries(field: Field, label: (slug: string) => string): ChartSeries[] {
  return field.series.map(({ slug, chips }) => {
    const stillIn = field.players.find((p) => p.slug === slug)?.status === 'in';
    return { slug, label: stillIn ? label(slug) : `${label(slug)} (out)`, chips, stillIn };
  });
}

/** "13 players left" / "1 player left". */
export const playersLeft = (n: number) => `${n} ${n === 1 ? 'player' : 'players'} left`;

/** The chip leader in one line: "Ingrid Solberg, 214,000 chips". */
export const leaderLine = (field: Field, name: (slug: string) => string) =>
  field.leader ? `${name(field.leader.slug)}, ${chips(field.leader.chips)} chips` : undefined;

/** The champion in one line, once one player is left: "Ingrid Solberg, with all 1,600,000 chips". */
export const championLine = (field: Field, name: (slug: string) => string) =>
  field.winner &&
  `${name(field.winner)}${field.leader?.slug === field.winner ? `, with all ${chips(field.leader.chips)} chips` : ''}`;

/** The chart's text alternative: what it shows, and where the numbers are. */
export function chartSummary(field: Field, name: (slug: string) => string): string {
  const span = field.points.length > 1 ? `from ${field.points[0]} to ${field.points.at(-1)}` : `at ${field.points[0]}`;
  const leader = leaderLine(field, name);
  const champion = championLine(field, name);
  return [
    `Chip counts of all ${field.players.length} players ${span}, one line per player.`,
    champion ? `Champion ${champion}.` : `${playersLeft(field.left)}${leader ? `; chip leader ${leader}` : ''}.`,
    'The table below gives every number.',
  ].join(' ');
}

/**
 * A player's season in a sentence: still in, with their chips; out ("Finished 5th, out in EP09.");
 * or, once one is left, the champion (`champion` given for that player: the season's number).
 */
export function seasonLine(standing: PlayerStanding, name: string, champion?: { season: number }): string {
  if (standing.status === 'out') return `Finished ${ordinal(standing.place)}, out in ${standing.outIn}.`;
  const counted = standing.chips !== undefined && standing.after !== undefined;
  const stack = counted ? `${chips(standing.chips ?? 0)} chips after ${standing.after}` : '';
  if (champion)
    return `Season ${champion.season} Champion: ${name} is the last player in${stack && `, with all ${stack}`}.`;
  return `${name} is still in${stack && `, with ${stack}`}.`;
}

/**
 * The share image's words for /standings/: how many are left and the chip leader, never who went
 * out; once one is left, that the standings are final, never who won; before any results, the
 * field and when the premiere airs (`premiere`, already worded).
 */
export function fieldCard(
  field: Field,
  name: (slug: string) => string,
  premiere: string | undefined,
): { title: string; subtitle: string } {
  const leader = leaderLine(field, name);
  // The champion is named where the site already names them (About), never on a share image.
  if (field.winner) return { title: 'Final Standings', subtitle: `${field.players.length} players, one champion` };
  if (latestResults(field)) {
    return {
      title: playersLeft(field.left),
      subtitle: leader ? `Chip leader: ${leader}` : `${field.players.length} players started`,
    };
  }
  return {
    title: `All ${field.players.length} players in`,
    subtitle: premiere ? `Premiere: ${premiere}` : 'Premiere date TBA',
  };
}
