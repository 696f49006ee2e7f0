/**
 * The site search: which pages it finds, how its results are grouped, and what opens it.
 * Pagefind indexes the built pages (integrations/search-index.ts); a page is in the index only when
 * its layout marks its main content with its kind (layouts/Page.astro), and everything behind a
 * disclosure stays out (SEARCH_EXCLUDED). The search page's script
 * (client/site-search.ts) groups what Pagefind finds by the same kinds; what opens it is
 * lib/search/search-keys.ts.
 */

/** What the search finds, in the order its results are grouped. */
export const SEARCH_KINDS = ['player', 'season', 'episode', 'hand'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each group's heading on the search page. */
export const SEARCH_KIND_HEADINGS: Readonly<Record<SearchKind, string>> = {
  player: 'Players',
  season: 'Seasons',
  episode: 'Episodes',
  hand: 'Key hands',
};

/**
 * What the index never reads, whatever a page holds: every disclosure. The site's spoilers are all
 * <details> (components/standings/Spoiler.astro: a hand, results, finishes, who won; the only other is
 * "Add to calendar", nothing to find), so the index is spoiler-safe by its structure, not by each page
 * remembering to say so. (Lists of other pages, the
 * newsletter and where to watch are marked data-pagefind-ignore in their components: every player's
 * profile lists the others, so a name would find them all.)
 */
export const SEARCH_EXCLUDED: readonly string[] = ['details'];

/** How many results the page shows at most: each one is a fragment fetched for its title and excerpt. */
export const MAX_RESULTS = 20;

/** The attributes that put a page's main content in the index, with its kind as Pagefind metadata. */
export function searchIndexAttributes(kind: SearchKind | undefined): Record<string, string> {
  return kind ? { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${kind}` } : {};
}

/** A search result as the page shows it: Pagefind's data for one page, trimmed to what is read. */
export interface SearchHit {
  url: string;
  meta: Readonly<Record<string, string | undefined>>;
}

export interface SearchGroup<T extends SearchHit> {
  kind: SearchKind;
  heading: string;
  hits: T[];
}

/**
 * Hits grouped by kind in SEARCH_KINDS order, each group keeping Pagefind's ranking; empty groups
 * are left out. A hit of no known kind is dropped: only marked pages are indexed, so that would be
 * a page marked by mistake, not a result to show.
 */
export function groupByKind<T extends SearchHit>(hits: readonly T[]): SearchGroup<T>[] {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    heading: SEARCH_KIND_HEADINGS[kind],
    hits: hits.filter((hit) => hit.meta.kind === kind),
  })).filter((group) => group.hits.length > 0);
}

/** "3 results for “dante”", "No result for “zzz”": what the page's live region says after a search. */
export function resultCount(count: number, query: string): string {
  const term = `“${query}”`;
  if (count === 0) return `No result for ${term}.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for ${term}${count > MAX_RESULTS ? `; the first ${MAX_RESULTS} shown` : ''}.`;
}
