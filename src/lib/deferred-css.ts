/**
 * Marks a page stylesheet the build loads without blocking paint (lib/critical-css.ts): it is
 * linked with media="print" and the site script (layouts/Page.astro) switches it to "all". Kept
 * apart from lib/critical-css.ts so the site script imports this name and nothing of Beasties.
 */
export const DEFERRED_CSS_ATTRIBUTE = 'data-deferred-css';

/** Applies every deferred stylesheet of the page (the site script calls this first). */
export function applyDeferredStylesheets(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_CSS_ATTRIBUTE}]`)) link.media = 'all';
}
