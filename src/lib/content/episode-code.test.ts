import { describe, expect, it } from 'vitest';
import { EPISODE_CODE, episodeCode } from './episode-code.ts';

describe('episodeCode', () => {
  it('writes two digits, as the schema reads them', () => {
    expect(episodeCode(1)).toBe('EP01');
    expect(episodeCode(12)).toBe('EP12');
    for (const n of [1, 9, 10, 99]) expect(episodeCode(n)).toMatch(EPISODE_CODE);
  });
  it('refuses a number no episode has', () => {
    for (const n of [0, -1, 1.5, 100]) expect(() => episodeCode(n)).toThrow(`no episode code for number ${n}`);
  });
});
