/**
 * The content desk (npm run desk) leaves the public site as it was: no desk route, no server
 * route at all (the static build needs no adapter), and not a byte of Keystatic in any built file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './dist.ts';

const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => join(e.parentPath, e.name));

describe('the desk is not in the public site', () => {
  it('has no desk page and no desk API', () => {
    for (const path of ['keystatic', 'api']) expect(existsSync(join(DIST, path)), path).toBe(false);
  });

  it('has no server code: every route is a file', () => {
    expect(files.filter((f) => /(^|\/)(_worker\.js|entry\.m?js|_server)/.test(f))).toEqual([]);
  });

  it('carries no Keystatic in any file', () => {
    expect(files.length).toBeGreaterThan(100);
    const withKeystatic = files.filter((f) => /keystatic|keystar/i.test(readFileSync(f).toString('latin1')));
    expect(withKeystatic).toEqual([]);
  });
});
