import { describe, expect, it } from 'vitest';
import { countryName, flagCountry, flagSprite, flagUrl } from './flags.ts';

describe('flagCountry and countryName', () => {
  it("finds a flag emoji's country and names it in English", () => {
    expect(flagCountry('🇳🇴')).toBe('NO');
    expect(flagCountry('🇰🇷')).toBe('KR');
    expect(flagCountry('🇬🇧')).toBe('GB');
    expect(countryName('KR')).toBe('South Korea');
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('finds nothing for what is not a flag', () => {
    expect(flagCountry('NO')).toBeUndefined();
    expect(flagCountry('🃏')).toBeUndefined();
    expect(flagCountry('')).toBeUndefined();
    expect(() => countryName('XQ')).toThrow(/no English name/);
  });
});

describe('flagSprite', () => {
  const sprite = flagSprite(['NO', 'JP', 'NO']);

  it('draws each country once, one under another, with a <view> an <img> can point at', () => {
    expect(sprite.match(/<view /g)).toHaveLength(2);
    expect(sprite).toContain('<view id="JP" viewBox="0 0 513 342"/>');
    expect(sprite).toContain('<view id="NO" viewBox="0 342 513 342"/>');
    expect(sprite).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 513 684" width="513" height="684">/,
    );
    expect(sprite).toContain(
      '<svg x="0" y="342" width="513" height="342" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 513 342">',
    );
    expect(flagUrl('NO')).toBe('/flags.svg#NO');
  });

  it('refuses a country the library has no flag for', () => {
    expect(() => flagSprite(['XX'])).toThrow(/no flag for "XX"/);
  });
});
