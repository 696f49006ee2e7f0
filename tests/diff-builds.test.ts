/** scripts/diff-builds.mjs: a built site compared with another, content-hashed names aside. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { diffBuilds } from '../scripts/diff-builds.mjs';

function site(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'diff-builds-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

const page = (hash: string) => `<script src="/_astro/site.${hash}.js"></script>`;

describe('diffBuilds', () => {
  it('counts two sites that differ only in content hashes as the same', () => {
    const a = site({
      'index.html': page('3f2a9c1b0d'),
      '_astro/site.3f2a9c1b0d.js': 'x',
      'i.html.br': brotliCompressSync(page('AbCd1234')),
    });
    const b = site({
      'index.html': page('9e8d7c6b5a'),
      '_astro/site.9e8d7c6b5a.js': 'x',
      'i.html.br': brotliCompressSync(page('ZyXw9876')),
    });
    expect(diffBuilds(a, b)).toEqual({ files: 3, differences: [] });
  });

  it('names a file whose text differs, and files only one side has', () => {
    const a = site({ 'index.html': '<h1>One</h1>', 'old.txt': '' });
    const b = site({ 'index.html': '<h1>Two</h1>', 'new.txt': '' });
    expect(diffBuilds(a, b).differences).toEqual([
      'differs: index.html',
      `only in ${a}: old.txt`,
      `only in ${b}: new.txt`,
    ]);
  });
});
