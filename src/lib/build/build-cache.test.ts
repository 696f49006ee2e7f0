import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRUNE_AFTER_DAYS, buildCacheDir, cacheKey, openBuildCache, packageVersions } from './build-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 24 * 3600 * 1000;

describe('cacheKey', () => {
  it('is the same for the same parts and differs when a part or its boundary does', () => {
    expect(cacheKey('a', { x: 1 }, new Uint8Array([1, 2]))).toBe(cacheKey('a', { x: 1 }, new Uint8Array([1, 2])));
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('1')).not.toBe(cacheKey(1));
    expect(cacheKey('a', { x: 1 })).not.toBe(cacheKey('a', { x: 2 }));
    expect(cacheKey('a')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('openBuildCache', () => {
  it('makes a value once, then gives the bytes it kept, in a later build too', async () => {
    let made = 0;
    const make = () => {
      made += 1;
      return new Uint8Array([made, 7]);
    };
    const first = openBuildCache('og', { dir });
    expect(await first.bytes('k', make)).toEqual(new Uint8Array([1, 7]));
    const later = openBuildCache('og', { dir });
    expect(Buffer.from(await later.bytes('k', make))).toEqual(Buffer.from([1, 7]));
    expect(made).toBe(1);
    expect(first.counts).toEqual({ hits: 0, misses: 1 });
    expect(later.counts).toEqual({ hits: 1, misses: 0 });
    expect(readdirSync(join(dir, 'og'))).toEqual(['k']);
  });

  it('does the same at once for synchronous work', () => {
    let made = 0;
    const make = () => new Uint8Array([++made]);
    expect(openBuildCache('odds', { dir }).bytesSync('k', make)).toEqual(new Uint8Array([1]));
    const later = openBuildCache('odds', { dir });
    expect(Buffer.from(later.bytesSync('k', make))).toEqual(Buffer.from([1]));
    expect(later.counts).toEqual({ hits: 1, misses: 0 });
    expect(made).toBe(1);
  });

  it('keeps JSON values, and a made one is given back as made', async () => {
    const cache = openBuildCache('pages', { dir });
    const value = { html: '<p>x</p>', files: [['/a.css', 'p{}']] };
    expect(await cache.json('k', () => value)).toBe(value);
    expect(await openBuildCache('pages', { dir }).json('k', () => ({}))).toEqual(value);
  });

  it('is off without a folder: every value is made, nothing is written', async () => {
    let made = 0;
    const cache = openBuildCache('og', { dir: undefined });
    await cache.bytes('k', () => new Uint8Array([++made]));
    await cache.bytes('k', () => new Uint8Array([++made]));
    expect(made).toBe(2);
    expect(readdirSync(dir)).toEqual([]);
  });

  it(`removes entries nobody used for ${PRUNE_AFTER_DAYS} days when opened, and keeps those used since`, async () => {
    const start = Date.UTC(2026, 10, 1);
    const at = (days: number) => () => start + days * DAY;
    const cache = openBuildCache('og', { dir, now: at(0) });
    await cache.bytes('old', () => new Uint8Array([1]));
    await cache.bytes('used', () => new Uint8Array([2]));
    for (const name of ['old', 'used']) utimesSync(join(dir, 'og', name), new Date(start), new Date(start));
    // Read on day 10: touched then.
    await openBuildCache('og', { dir, now: at(10) }).bytes('used', () => new Uint8Array([0]));
    openBuildCache('og', { dir, now: at(PRUNE_AFTER_DAYS + 1) });
    expect(existsSync(join(dir, 'og', 'old'))).toBe(false);
    expect(existsSync(join(dir, 'og', 'used'))).toBe(true);
  });
});

describe('buildCacheDir', () => {
  it('is .cache/build unless BUILD_CACHE_DIR moves it or BUILD_CACHE=off turns it off', () => {
    expect(buildCacheDir({})).toBe('.cache/build');
    expect(buildCacheDir({ BUILD_CACHE_DIR: '/tmp/c' })).toBe('/tmp/c');
    expect(buildCacheDir({ BUILD_CACHE: 'off', BUILD_CACHE_DIR: '/tmp/c' })).toBeUndefined();
  });
});

describe('packageVersions', () => {
  it("reads each package's installed version", () => {
    const { satori } = packageVersions(['satori']);
    expect(satori).toMatch(/^\d+\.\d+\.\d+/);
    expect(() => packageVersions(['no-such-package-here'])).toThrow();
  });
});
