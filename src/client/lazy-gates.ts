/**
 * Which lazily loaded script a page loads at all, by what it contains. The site script
 * (layouts/Document.astro) loads a chunk only where its gate matches; the byte budget test
 * (tests-dist/budgets.test.ts) counts a chunk only on pages it matches. Keys are the chunks' names.
 */
export const LAZY_GATES = {
  /** Reveals and count-ups (client/motion.ts). */
  motion: '[data-reveal], [data-count-to]',
  /** States, local times and countdowns of dated episodes (client/air-times.ts). */
  'air-times': '[data-air]',
  /** Copy buttons beside a read-only field (client/copy-field.ts): a calendar's address, a hand's embed code. */
  'copy-field': '[data-copy]',
  /** The key-hand list's filters (client/hand-finder.ts), at load: a shared link's filters apply at once. */
  'hand-finder': '[data-hand-finder]',
  /** A key hand's stepper, action by action, and its table's motion (client/hand-stepper.ts), once the hand is opened. */
  'hand-stepper': 'details[data-hand-stepper]',
  /** The search page's form (client/site-search.ts), once a fan starts a search (types, submits, or arrives with ?q=). */
  'site-search': '[data-site-search]',
} as const;

/**
 * Chunks no page loads before the visitor scrolls: motion's animate, fetched by client/reveal.ts on
 * the first scroll (e2e/interaction.spec.ts checks it is not fetched during load). The budget counts
 * JS on load, "before any interaction or scroll" (scripts/perf-budgets.mjs), so it leaves them out.
 */
export const AFTER_FIRST_SCROLL: readonly string[] = ['animate'];

/**
 * Chunks no page loads before a fan opens what they serve: the key hand's stepper, imported when its
 * disclosure opens (layouts/Document.astro), with motion's animate, which it imports; the site search,
 * imported when a fan starts a search (a link with ?q= is one started). Not JS on load
 * either, so the budget leaves them out too.
 */
export const ON_OPEN: readonly string[] = ['hand-stepper', 'site-search'];
