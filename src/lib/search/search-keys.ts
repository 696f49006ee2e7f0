/**
 * What takes a fan to the site search, read by the site script on every page (layouts/Document.astro):
 * the keys, and the query a search page's URL carries. Apart from lib/search/search-kinds.ts so that
 * the search's own chunk (client/site-search.ts) shares no module with the site script: one shared
 * would be hoisted into the site script, and the chunk would import it from there (see
 * client/motion.ts on why that cannot be).
 */

/** The keys of a keydown that matter here. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * Whether a keydown opens the search: Ctrl+K or ⌘K anywhere, or "/" when the fan is not typing in
 * a field (there it is a slash). `typing`: the key went to a text field or editable element.
 */
export function opensSearch(press: KeyPress, typing: boolean): boolean {
  if (press.altKey) return false;
  if (press.key.toLowerCase() === 'k') return press.ctrlKey !== press.metaKey;
  return press.key === '/' && !press.ctrlKey && !press.metaKey && !typing;
}

/** The query a search page's URL carries (?q=), trimmed; empty when there is none. */
export const queryOf = (search: string): string => (new URLSearchParams(search).get('q') ?? '').trim();
