/**
 * Marks a page stylesheet the build loads without blocking paint (lib/delivery/critical-css.ts): it is
 * linked `disabled`, which a browser does not even fetch, and the site script (layouts/Document.astro)
 * enables it after the largest paint: fetched earlier, at any priority, Lighthouse's simulation
 * counts it into the largest paint. Kept apart from lib/delivery/critical-css.ts so the site script imports
 * this and nothing of Beasties.
 */
export const DEFERRED_CSS_ATTRIBUTE = 'data-deferred-css';

/** The page's deferred stylesheets, enabled (fetched, then applied without blocking paint). */
export function applyDeferredStylesheets(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_CSS_ATTRIBUTE}][disabled]`)) {
    link.disabled = false;
  }
}

/** Whether the page has a stylesheet waiting to be enabled. */
export const hasDeferredStylesheets = (doc: Document): boolean =>
  doc.querySelector(`link[${DEFERRED_CSS_ATTRIBUTE}][disabled]`) !== null;
