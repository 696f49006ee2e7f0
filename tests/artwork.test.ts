/**
 * The artwork tool (scripts/artwork/make.mjs over the drawings beside it) reproduces every committed
 * image byte for byte: a change to a drawing shows up here as the files it changes, and a refactor
 * that changes nothing passes. Renders all of them into a temporary folder (~25 s on two cores).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const COMMITTED = 'content/images';
const out = mkdtempSync(join(tmpdir(), 'artwork-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const webpFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.webp')).sort();

describe('scripts/artwork/make.mjs', () => {
  it('renders every committed image again, byte for byte', { timeout: 180_000 }, () => {
    const run = spawnSync(process.execPath, ['scripts/artwork/make.mjs', `--out=${out}`], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const made = webpFiles(out);
    expect(made).toEqual(webpFiles(COMMITTED));
    const differ = made.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(COMMITTED, f))));
    expect(differ).toEqual([]);
  });

  it('refuses an option it does not know, naming it', () => {
    const run = spawnSync(process.execPath, ['scripts/artwork/make.mjs', '--png'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown option '--png' \(PNG previews: --preview=<dir>\)/);
  });
});
