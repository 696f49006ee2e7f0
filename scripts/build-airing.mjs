// The season fixtures, built as more sites for the browser specs: content/ with
// tests/fixtures/content-airing/ laid over it (files there replace content/'s at the same path:
// EP01 to EP03 dated, the rest TBA; a NAME.overrides.yaml sets keys of content/NAME.yaml instead, a
// key set to null removes it), and for the finale tests/fixtures/content-finale/ laid over that
// (EP04 to EP12 dated, with results and key hands to the last chip), each built at fixed clocks
// with the two settings any variant build uses, CONTENT_DIR and SITE_NOW:
//   dist-airing/      mid-season: EP01 and EP02 aired, EP03 airs that evening (e2e/airing.spec.ts,
//                     e2e/episode-pages.spec.ts)
//   dist-premiere/    the day before the premiere: all three announced (e2e/premiere.spec.ts)
//   dist-finale/      a week after EP12 aired: the season over, one player left (e2e/finale.spec.ts)
//   dist-finale-eve/  the day EP12 airs, before it does: its results and hands in no file
//                     (tests-dist/results.test.ts, hands.test.ts)
//   dist-seasons/     three seasons (tests/fixtures/content-seasons/ over the finale): Season 3
//                     mid-season, Seasons 1 and 2 complete
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

const AIRING_OVERLAY = 'tests/fixtures/content-airing';
const FINALE_OVERLAY = 'tests/fixtures/content-finale';
const SEASONS_OVERLAY = 'tests/fixtures/content-seasons';

/**
 * The pages of the three-season build the browser suites load (Chromium's every-url with axe and the
 * CSP check, at a phone's width; Firefox and WebKit): each page type three seasons add or change. The
 * season pages, the rolling pages on Season 3 with their season links, an earlier season's episode
 * under its season, Season 2's final hand, Season 3's next episode, a returning player and a new one
 * without a portrait. Its other pages are the same templates with other content, which the dist tests
 * read whole.
 */
export const SEASONS_PAGES = [
  '/seasons/',
  '/seasons/1/',
  '/seasons/2/',
  '/seasons/3/',
  '/seasons/2/standings/',
  '/seasons/3/standings/',
  '/',
  '/cast/',
  '/episodes/',
  '/schedule/',
  '/episodes/ep04-all-in/',
  '/episodes/ep12-last-chip-standing/hands/the-last-chip/',
  '/episodes/ep05-under-the-lights/',
  '/cast/dante-okonkwo/',
  '/cast/kenrick-sim/',
];

export const AIRING = {
  /** A file of an overlay ending so sets keys over the content file of the same name, comments kept. */
  overridesSuffix: '.overrides.yaml',
  /** Each fixture's content: content/ with its overlays laid over it in order, into `dir`. */
  contents: [
    { dir: '.cache/content-airing', overlays: [AIRING_OVERLAY] },
    { dir: '.cache/content-finale', overlays: [AIRING_OVERLAY, FINALE_OVERLAY] },
    { dir: '.cache/content-seasons', overlays: [AIRING_OVERLAY, FINALE_OVERLAY, SEASONS_OVERLAY] },
  ],
  builds: [
    /** EP02 aired a week ago, EP03 airs tonight at 8:00 PM ET (01:00 UTC tomorrow). */
    { outDir: 'dist-airing', now: '2026-01-20T12:00:00Z', content: '.cache/content-airing' },
    /** The premiere (Tue, Jan 6, 8:00 PM ET) is a day and 13 hours away. */
    { outDir: 'dist-premiere', now: '2026-01-05T12:00:00Z', content: '.cache/content-airing' },
    /** EP12 (Tue, Mar 24, 8:00 PM ET, 00:00 UTC on the 25th) aired a week ago: the season is over. */
    { outDir: 'dist-finale', now: '2026-03-31T12:00:00Z', content: '.cache/content-finale' },
    /**
     * EP12 airs tonight; its results and hands are written. Built for the dist tests (nothing of
     * EP12's in any file): no browser suite loads it (`browsers: false`).
     */
    { outDir: 'dist-finale-eve', now: '2026-03-24T12:00:00Z', content: '.cache/content-finale', browsers: false },
    /**
     * Three seasons (issue 43): Season 1 as dist-finale, Season 2 complete, Season 3 mid-season: its
     * EP04 aired 11 hours ago, EP05 (results written) airs next Tuesday. The browsers load
     * SEASONS_PAGES of it (`pages`); without `pages`, a build's whole sitemap.
     */
    { outDir: 'dist-seasons', now: '2027-02-03T12:00:00Z', content: '.cache/content-seasons', pages: SEASONS_PAGES },
  ],
};

/** Sets each key of `overridesFile` over the YAML file `target` (null removes the key), keeping the rest and its comments. */
function applyOverrides(overridesFile, target) {
  const doc = parseDocument(readFileSync(target, 'utf8'));
  const overrides = parseDocument(readFileSync(overridesFile, 'utf8')).toJS();
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) doc.delete(key);
    else doc.set(key, value);
  }
  writeFileSync(target, doc.toString());
}

/** Copies content/ to `dir` and lays each overlay over it in turn. */
function layOut({ dir, overlays }) {
  rmSync(dir, { recursive: true, force: true });
  cpSync('content', dir, { recursive: true });
  for (const overlay of overlays) {
    cpSync(overlay, dir, { recursive: true, filter: (src) => !src.endsWith(AIRING.overridesSuffix) });
    const overrides = readdirSync(overlay, { recursive: true }).filter((f) => f.endsWith(AIRING.overridesSuffix));
    for (const file of overrides) {
      applyOverrides(join(overlay, file), join(dir, file.replace(AIRING.overridesSuffix, '.yaml')));
    }
  }
}

// `node scripts/build-airing.mjs dist-seasons` builds the fixtures named (each lays out its content
// first); no name builds them all.
if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !AIRING.builds.some((b) => b.outDir === name));
  if (unknown.length > 0) {
    console.error(`No fixture build ${unknown.join(', ')}: one of ${AIRING.builds.map((b) => b.outDir).join(', ')}`);
    process.exit(2);
  }
  const builds = named.length > 0 ? AIRING.builds.filter((b) => named.includes(b.outDir)) : AIRING.builds;
  for (const content of AIRING.contents) if (builds.some((b) => b.content === content.dir)) layOut(content);
  for (const { outDir, now, content } of builds) {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, CONTENT_DIR: content, SITE_NOW: now },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
