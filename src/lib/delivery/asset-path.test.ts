import { describe, expect, it } from 'vitest';
import { assetPath } from './asset-path.ts';

describe('assetPath', () => {
  it('names a file under /_astro/ by its stem, ten hex digits of its content hash and its extension', () => {
    expect(assetPath('site', 'a', 'js')).toMatch(/^\/_astro\/site\.[0-9a-f]{10}\.js$/);
    expect(assetPath('site', 'a', 'js')).toBe(assetPath('site', 'a', 'js'));
    expect(assetPath('site', 'a', 'js')).not.toBe(assetPath('site', 'b', 'js'));
  });
});
