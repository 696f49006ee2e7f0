import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICONS, SPRITE_TONES, iconSprite, spriteIconUrl, type SpriteTone } from './icons.ts';

const sprite = iconSprite();
const views = [...sprite.matchAll(/<view id="([^"]+)" viewBox="([^"]+)"\/>/g)].map((m) => ({ id: m[1], box: m[2] }));

describe('iconSprite', () => {
  it('has a <view> for every icon in every tone, each on its own 24-unit cell', () => {
    const tones = Object.keys(SPRITE_TONES) as SpriteTone[];
    expect(views.map((v) => v.id).sort()).toEqual(
      SPRITE_ICONS.flatMap((name) => tones.map((tone) => `${name}-${tone}`)).sort(),
    );
    expect(new Set(views.map((v) => v.box)).size).toBe(views.length);
    for (const { box } of views) expect(box).toMatch(/^\d+ \d+ 24 24$/);
  });

  it('is a standalone SVG image with its size, so an <img> can show it', () => {
    expect(sprite).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 48" width="96" height="48">/,
    );
    expect(sprite).not.toContain('currentColor');
  });

  it('paints each tone in the theme colour of the same name', () => {
    const css = readFileSync('src/styles/tokens.css', 'utf8');
    for (const [tone, color] of Object.entries(SPRITE_TONES)) {
      expect(css).toContain(`--color-${tone}: ${color};`);
      expect(sprite).toContain(`"${color}"`);
    }
  });

  it('gives an <img> a URL whose fragment names one of its views', () => {
    const url = spriteIconUrl('instagram', 'muted');
    expect(url).toBe('/icons.svg#instagram-muted');
    expect(views.map((v) => v.id)).toContain(url.split('#')[1]);
  });
});
