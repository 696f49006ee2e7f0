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
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

const AIRING_OVERLAY = 'tests/fixtures/content-airing';
const FINALE_OVERLAY = 'tests/fixtures/content-finale';

export const AIRING = {
  /** A file of an overlay ending so sets keys over the content file of the same name, comments kept. */
  overridesSuffix: '.overrides.yaml',
  /** Each fixture's content: content/ with its overlays laid over it in order, into `dir`. */
  contents: [
    { dir: '.cache/content-airing', overlays: [AIRING_OVERLAY] },
    { dir: '.cache/content-finale', overlays: [AIRING_OVERLAY, FINALE_OVERLAY] },
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

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const content of AIRING.contents) layOut(content);
  for (const { outDir, now, content } of AIRING.builds) {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, CONTENT_DIR: content, SITE_NOW: now },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
