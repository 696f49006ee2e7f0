/**
 * The pages' one door to content: typed, ordered queries over the collections, by entity (the
 * site's settings, seasons, cast, episodes, each season at the build's clock, key hands). Ordering
 * and lookups live here so every page lists things the same way; route modules (src/routes/) are
 * its readers.
 */
export * from './site.ts';
export * from './seasons.ts';
export * from './cast.ts';
export * from './episodes.ts';
export * from './season-state.ts';
export * from './key-hands.ts';
export * from './build-odds.ts';
export * from './table-records.ts';
