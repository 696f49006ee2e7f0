// The airing fixture, built as a second site for the browser specs (e2e/airing.spec.ts): content/
// with tests/fixtures/content-airing/ laid over it (files there replace content/'s at the same path:
// the premiere and EP02 aired, EP03 announced, the rest TBA), at a fixed clock, into dist-airing/.
// It uses the two settings any variant build uses: CONTENT_DIR and SITE_NOW.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

export const AIRING = {
  overlay: 'tests/fixtures/content-airing',
  content: '.cache/content-airing',
  outDir: 'dist-airing',
  /** EP02 aired a week ago, EP03 airs tonight at 8:00 PM ET (01:00 UTC tomorrow). */
  now: '2026-01-20T12:00:00Z',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(AIRING.content, { recursive: true, force: true });
  cpSync('content', AIRING.content, { recursive: true });
  cpSync(AIRING.overlay, AIRING.content, { recursive: true });
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', AIRING.outDir], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_DIR: AIRING.content, SITE_NOW: AIRING.now },
  });
  process.exit(result.status ?? 1);
}
