/**
 * The key-hand list's filters (/hands/): what the URL says (`?player=ingrid-solberg&sort=pot`), what
 * a hand must be to stay listed, the order, and the count a screen reader hears. Pure and small: the
 * list's script (client/hand-finder.ts) runs it in the browser; the page and its tests use the same.
 */

/** Pot sizes in big blinds, the list's bands: each holds pots below its bound. */
export const POT_BANDS = [
  { id: 'under-25', label: 'Under 25 BB', below: 25 },
  { id: '25-50', label: '25 to 50 BB', below: 50 },
  { id: '50-100', label: '50 to 100 BB', below: 100 },
  { id: '100-plus', label: '100 BB or more', below: Number.POSITIVE_INFINITY },
] as const;

export type PotBand = (typeof POT_BANDS)[number]['id'];

export const potBand = (bb: number): PotBand => (POT_BANDS.find((b) => bb < b.below) ?? POT_BANDS[3]).id;

export const SORTS = { newest: 'Newest first', pot: 'Biggest pot first' } as const;
export type Sort = keyof typeof SORTS;

export interface HandFilters {
  /** A season's number, or '' for every season; the same for the rest. */
  season: string;
  episode: string;
  player: string;
  pot: PotBand | '';
  allIn: boolean;
  showdown: boolean;
  sort: Sort;
}

export const NO_FILTERS: HandFilters = {
  season: '',
  episode: '',
  player: '',
  pot: '',
  allIn: false,
  showdown: false,
  sort: 'newest',
};

/** A hand as the list knows it: its data attributes, read back. */
export interface ListedHand {
  season: string;
  episode: string;
  players: readonly string[];
  pot: number;
  potBb: number;
  allIn: boolean;
  showdown: boolean;
  /** Its place in the list newest first. */
  order: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugOr = (value: string | null) => (value !== null && SLUG.test(value) ? value : '');

/** The filters a query string asks for; what it cannot mean (a pot band or sort that does not exist) it leaves out. */
export function readFilters(params: URLSearchParams): HandFilters {
  const season = params.get('season') ?? '';
  const pot = params.get('pot');
  return {
    season: /^[1-9]\d{0,2}$/.test(season) ? season : '',
    episode: slugOr(params.get('episode')),
    player: slugOr(params.get('player')),
    pot: POT_BANDS.find((b) => b.id === pot)?.id ?? '',
    allIn: params.get('allin') === '1',
    showdown: params.get('showdown') === '1',
    sort: params.get('sort') === 'pot' ? 'pot' : 'newest',
  };
}

/** The query string for filters, in one order, without what is as by default: '' for none. */
export function filterQuery(f: HandFilters): string {
  const params = new URLSearchParams();
  if (f.season) params.set('season', f.season);
  if (f.episode) params.set('episode', f.episode);
  if (f.player) params.set('player', f.player);
  if (f.pot) params.set('pot', f.pot);
  if (f.allIn) params.set('allin', '1');
  if (f.showdown) params.set('showdown', '1');
  if (f.sort !== 'newest') params.set('sort', f.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function matches(hand: ListedHand, f: HandFilters): boolean {
  return (
    (!f.season || hand.season === f.season) &&
    (!f.episode || hand.episode === f.episode) &&
    (!f.player || hand.players.includes(f.player)) &&
    (!f.pot || potBand(hand.potBb) === f.pot) &&
    (!f.allIn || hand.allIn) &&
    (!f.showdown || hand.showdown)
  );
}

/** The list's order for a sort: newest as built, or the biggest pot in chips first (then newest). */
export const compareHands =
  (sort: Sort) =>
  (a: ListedHand, b: ListedHand): number =>
    (sort === 'pot' ? b.pot - a.pot : 0) || a.order - b.order;

/**
 * "1,400": digits grouped by threes, as the built page writes counts. By hand, not Intl: this runs on
 * the page's main thread, where the site sets up no Intl (tests-dist/budgets.test.ts says why).
 */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const handsWord = (n: number) => `${grouped(n)} key hand${n === 1 ? '' : 's'}`;

/** What the list says for a player of the show none of whose key hands has aired: the filter stays. */
export const noHandsYetWords = (name: string): string => `No key hand of ${name} has aired yet.`;

/** What the list's live region says: "140 key hands", "12 of 140 key hands", "No key hand matches these filters". */
export function countWords(shown: number, total: number): string {
  if (shown === total) return handsWord(total);
  if (shown === 0) return 'No key hand matches these filters.';
  return `${grouped(shown)} of ${handsWord(total)}`;
}
