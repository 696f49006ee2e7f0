/**
 * A profile's "In Aired Hands" as words and numbers (components/profile/TableRecordSection.astro):
 * a column for each of the latest seasons they played (up to a limit), the latest first, and with two
 * or more, one for the show; a row for each figure; the players they met most, with who took the chips.
 */
import type { PlayerRecord, TableRecord } from './table-record.ts';

/**
 * On a profile, the seasons with a column of their own, the latest, and the players met most listed
 * under the table: the section keeps one size however long the show runs (at ten seasons the core
 * player's profile is the site's fullest first response), the show's column counting every season.
 * The player's own key-hand page (pages/cast/[slug]/hands.astro) has every season and more players.
 */
export const SEASON_COLUMNS = 3;
export const MET_MOST = 3;

export interface RecordColumn {
  label: string;
  record: TableRecord;
}

export interface RecordRow {
  label: string;
  /** One cell a column, in the columns' order. */
  cells: string[];
}

export interface HeadToHeadLine {
  opponent: string;
  /** "3 hands: Dante Okonkwo took the chips in 1, Ingrid Solberg in 2". */
  text: string;
}

/**
 * The columns of `record` (playerRecords): the latest `seasons` seasons the player played a hand in,
 * the latest first, then the show if they played in more than one (the show's column counts every
 * season, listed or not). None for someone in no aired hand.
 */
export function recordColumns(record: PlayerRecord | undefined, seasons = Infinity): RecordColumn[] {
  if (record === undefined) return [];
  const columns = record.seasons
    .slice(0, seasons)
    .map(({ season, record: figures }) => ({ label: `Season ${season}`, record: figures }));
  return record.seasons.length > 1 ? [...columns, { label: 'All seasons', record: record.show }] : columns;
}

const count = (n: number) => n.toLocaleString('en-US');
/** "2 of 3": a count of those reached. */
const of = (part: number, whole: number) => `${count(part)} of ${count(whole)}`;

const FIGURES: readonly [string, (r: TableRecord) => string][] = [
  ['Hands played', (r) => count(r.handsPlayed)],
  ['Pots won', (r) => count(r.potsWon)],
  ['Chips won', (r) => count(r.chipsWon)],
  ['Chips lost', (r) => count(r.chipsLost)],
  ['Showdowns won', (r) => of(r.showdownsWon, r.showdownsReached)],
  ['All-ins survived', (r) => of(r.allInsSurvived, r.allInsCalled)],
  ['Biggest pot won', (r) => (r.biggestPot ? count(r.biggestPot.amount) : 'None')],
];

/** A row for each figure, a cell for each column. */
export const recordRows = (columns: readonly RecordColumn[]): RecordRow[] =>
  FIGURES.map(([label, cell]) => ({ label, cells: columns.map((c) => cell(c.record)) }));

const hands = (n: number) => `${count(n)} hand${n === 1 ? '' : 's'}`;

/** The `limit` players `person` met most (over the show: the last column), each with who took the chips. */
export function headToHeadLines(
  person: string,
  columns: readonly RecordColumn[],
  nameOf: (slug: string) => string,
  limit: number,
): HeadToHeadLine[] {
  const show = columns.at(-1)?.record.headToHead ?? [];
  return show.slice(0, limit).map(({ opponent, hands: n, won, lost }) => ({
    opponent,
    text: `${hands(n)}: ${nameOf(person)} took the chips in ${count(won)}, ${nameOf(opponent)} in ${count(lost)}`,
  }));
}
