// The airing fixture, built as more sites for the browser specs: content/ with
// tests/fixtures/content-airing/ laid over it (files there replace content/'s at the same path:
// EP01 to EP03 dated, the rest TBA; a NAME.overrides.yaml sets keys of content/NAME.yaml instead, a
// key set to null removes it), built at two fixed clocks with the two settings any variant
// build uses, CONTENT_DIR and SITE_NOW:
//   dist-airing/    mid-season: EP01 and EP02 aired, EP03 airs that evening (e2e/airing.spec.ts,
//                   e2e/episode-pages.spec.ts)
//   dist-premiere/  the day before the premiere: all three announced (e2e/premiere.spec.ts)
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

export const AIRING = {
  overlay: 'tests/fixtures/content-airing',
  /** A file of the overlay ending so sets keys over content's file of the same name, comments kept. */
  overridesSuffix: '.overrides.yaml',
  content: '.cache/content-airing',
  builds: [
    /** EP02 aired a week ago, EP03 airs tonight at 8:00 PM ET (01:00 UTC tomorrow). */
    { outDir: 'dist-airing', now: '2026-01-20T12:00:00Z' },
    /** The premiere (Tue, Jan 6, 8:00 PM ET) is a day and 13 hours away. */
    { outDir: 'dist-premiere', now: '2026-01-05T12:00:00Z' },
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

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(AIRING.content, { recursive: true, force: true });
  cpSync('content', AIRING.content, { recursive: true });
  cpSync(AIRING.overlay, AIRING.content, {
    recursive: true,
    filter: (src) => !src.endsWith(AIRING.overridesSuffix),
  });
  const overrides = readdirSync(AIRING.overlay, { recursive: true }).filter((f) => f.endsWith(AIRING.overridesSuffix));
  for (const file of overrides) {
    applyOverrides(join(AIRING.overlay, file), join(AIRING.content, file.replace(AIRING.overridesSuffix, '.yaml')));
  }
  for (const { outDir, now } of AIRING.builds) {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, CONTENT_DIR: AIRING.content, SITE_NOW: now },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
