/**
 * scripts/publish-plan.mjs as a scheduler runs it: on the finale fixture's content (laid out as
 * scripts/build-airing.mjs lays it, into a temporary folder) at fixed clocks, and on today's content.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { AIRING } from '../scripts/build-airing.mjs';

const FINALE = AIRING.contents.find((c) => c.dir === '.cache/content-finale')?.overlays ?? [];

/** content/ with `overlays` laid over it into `dir`, overrides files setting keys (build-airing's layOut). */
function layOut(dir: string, overlays: readonly string[]): void {
  cpSync('content', dir, { recursive: true });
  for (const overlay of overlays) {
    cpSync(overlay, dir, { recursive: true, filter: (src) => !src.endsWith(AIRING.overridesSuffix) });
    const names = readdirSync(overlay, { recursive: true, encoding: 'utf8' });
    for (const name of names.filter((f) => f.endsWith(AIRING.overridesSuffix))) {
      setKeys(
        join(dir, name.replace(AIRING.overridesSuffix, '.yaml')),
        parseDocument(readFileSync(join(overlay, name), 'utf8')).toJS(),
      );
    }
  }
}

function setKeys(file: string, keys: Record<string, unknown>): void {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(keys)) {
    if (value === null) doc.delete(key);
    else doc.set(key, value);
  }
  writeFileSync(file, doc.toString());
}

function plan(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['scripts/publish-plan.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: '', SITE_NOW: '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, lines: run.stdout.trimEnd().split('\n') };
}

let tmp = '';
let finale = '';
let delayed = '';

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'publish-plan-'));
  finale = join(tmp, 'finale');
  delayed = join(tmp, 'delayed');
  layOut(finale, FINALE);
  layOut(delayed, FINALE);
  setKeys(join(delayed, 'site.yaml'), { resultsDelayMinutes: 120 });
  setKeys(join(delayed, 'seasons/1/episodes/ep12-the-end-game.yaml'), { runtimeMinutes: 90 });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run publish-plan', () => {
  it('lists every change after SITE_NOW, the next first, in UTC and the broadcaster’s zone', () => {
    const run = plan([], { CONTENT_DIR: finale, SITE_NOW: '2026-01-20T12:00:00Z' });
    expect(run.status).toBe(0);
    expect(run.lines[0]).toBe(
      'Publish plan: 20 change(s) after SITE_NOW 2026-01-20T12:00:00Z, times in America/New_York. Next first:',
    );
    expect(run.lines[1]).toBe('  2026-01-21T01:00:00Z  Tue, Jan 20 · 8:00 PM ET  EP03 starts: on air');
    // EP03's key hands: one in its YAML, one PHH file.
    expect(run.lines[2]).toBe('  2026-01-21T01:45:00Z  Tue, Jan 20 · 8:45 PM ET  EP03 ends: results, 2 key hands');
    expect(run.lines).toContain('  2026-01-28T01:45:00Z  Tue, Jan 27 · 8:45 PM ET  EP04 ends: results');
    expect(run.lines).toContain('  2026-03-04T01:45:00Z  Tue, Mar 3 · 8:45 PM ET  EP09 ends: results, 1 key hand');
    expect(run.lines.at(-1)).toBe(
      '  2026-03-25T01:00:00Z  Tue, Mar 24 · 9:00 PM ET  EP12 ends: results, 2 key hands; Season 1 ends: champion named',
    );
    expect(run.lines).toHaveLength(21);
  });

  it('prints the next instant alone with --next', () => {
    expect(plan(['--next'], { CONTENT_DIR: finale, SITE_NOW: '2026-01-20T12:00:00Z' }).stdout).toBe(
      '2026-01-21T01:00:00Z\n',
    );
    // At an instant, a build already shows what changes at it: the next is the one after.
    expect(plan(['--next'], { CONTENT_DIR: finale, SITE_NOW: '2026-01-21T01:00:00Z' }).stdout).toBe(
      '2026-01-21T01:45:00Z\n',
    );
    expect(plan(['--next'], { CONTENT_DIR: finale, SITE_NOW: '2026-01-21T01:44:59Z' }).stdout).toBe(
      '2026-01-21T01:45:00Z\n',
    );
  });

  it('says nothing is due after the last change, and --next prints none', () => {
    const after = plan([], { CONTENT_DIR: finale, SITE_NOW: '2026-03-25T01:00:00Z' });
    expect(after.stdout).toBe(
      'Nothing is due: every change of the plan is at or before SITE_NOW 2026-03-25T01:00:00Z.\n',
    );
    const next = plan(['--next'], { CONTENT_DIR: finale, SITE_NOW: '2026-03-25T01:00:00Z' });
    expect([next.status, next.stdout]).toEqual([0, 'none\n']);
  });

  it("tells results at the show's delay, and ends the finale at its own runtime", () => {
    const run = plan([], { CONTENT_DIR: delayed, SITE_NOW: '2026-03-24T12:00:00Z' });
    expect(run.lines.slice(1)).toEqual([
      '  2026-03-25T00:00:00Z  Tue, Mar 24 · 8:00 PM ET  EP12 starts: on air',
      '  2026-03-25T01:30:00Z  Tue, Mar 24 · 9:30 PM ET  EP12 ends',
      '  2026-03-25T03:30:00Z  Tue, Mar 24 · 11:30 PM ET  EP12 results delay over: results, 2 key hands; Season 1 ends: champion named',
    ]);
  });

  it("says nothing is due on today's content, where no episode is dated", () => {
    const run = plan([], {});
    expect([run.status, run.stdout]).toEqual([0, 'Nothing is due: no episode is dated.\n']);
    expect(plan(['--next'], {}).stdout).toBe('none\n');
  });

  it('refuses a SITE_NOW that names no instant, and content that fails its check', () => {
    const clock = plan([], { SITE_NOW: '2026-01-20T12:00:00' });
    expect(clock.status).toBe(2);
    expect(clock.stderr).toMatch(/SITE_NOW="2026-01-20T12:00:00" must give its UTC offset/);
    const broken = join(tmp, 'broken');
    layOut(broken, FINALE);
    setKeys(join(broken, 'seasons/1/episodes/ep12-the-end-game.yaml'), { runtimeMinutes: 0 });
    const run = plan(['--next'], { CONTENT_DIR: broken });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/no plan until it passes[\s\S]*ep12-the-end-game\.yaml: runtimeMinutes: /);
    expect(run.stdout).toBe('');
  });

  it('explains itself with --help and refuses an unknown option', () => {
    const help = plan(['--help'], {});
    expect([help.status, help.stdout]).toEqual([0, expect.stringContaining('"none" when\n           nothing is due')]);
    expect(plan(['--later'], {}).status).toBe(2);
  });
});
