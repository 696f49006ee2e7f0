/**
 * The share image layout (1200x630) as a satori element tree: series title, then
 * the page's subject (player name and role, episode code and title, page name).
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

import { iconPaths } from '../chrome/icons.ts';

export interface OgCardText {
  siteName: string;
  tagline: string;
  /** Small line above the title: "Cast", "EP08", "Season 1". */
  eyebrow: string;
  /** The page's subject, large. */
  title: string;
  /** One line under the title: a role, a description. */
  subtitle?: string | undefined;
}

interface El {
  type: string;
  props: { style?: Record<string, string | number>; children?: (El | string)[] | El | string; [attr: string]: unknown };
}

const el = (type: string, style: Record<string, string | number>, children?: El['props']['children']): El => ({
  type,
  props: children === undefined ? { style } : { style, children },
});

/** Suits are drawn as paths: the display font has no glyphs for them. */
function suit(name: 'spade' | 'heart' | 'diamond' | 'club', size: number, color: string): El {
  const icon = iconPaths[name];
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: icon.viewBox,
      fill: color,
      children: icon.paths.map((d) => ({ type: 'path', props: { d } })),
    },
  };
}

/** Long titles step down in size so they never overflow two lines. */
export function titleSize(title: string): number {
  if (title.length <= 16) return 112;
  if (title.length <= 28) return 88;
  if (title.length <= 44) return 68;
  return 56;
}

export function ogCard(t: OgCardText): El {
  const gold = '#e9c46a';
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: '#0b0f0d',
      backgroundImage: 'radial-gradient(circle at 85% 20%, #1d7354 0%, #0f3d2e 35%, #0b0f0d 75%)',
      color: '#f5f1e6',
      fontFamily: 'Oswald',
      border: `12px solid ${gold}`,
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        el(
          'div',
          {
            display: 'flex',
            width: 64,
            height: 64,
            borderRadius: 32,
            backgroundColor: gold,
            color: '#0b0f0d',
            fontSize: 44,
            alignItems: 'center',
            justifyContent: 'center',
          },
          [suit('spade', 40, '#0b0f0d')],
        ),
        el('div', { display: 'flex', fontSize: 40, letterSpacing: 4, textTransform: 'uppercase' }, t.siteName),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 12 }, [
        el(
          'div',
          { display: 'flex', fontSize: 30, color: gold, letterSpacing: 6, textTransform: 'uppercase' },
          t.eyebrow,
        ),
        el(
          'div',
          { display: 'flex', fontSize: titleSize(t.title), lineHeight: 1.05, textTransform: 'uppercase' },
          t.title,
        ),
        ...(t.subtitle
          ? [el('div', { display: 'flex', fontSize: 34, fontWeight: 400, color: '#d7dfda' }, t.subtitle)]
          : []),
      ]),
      el('div', { display: 'flex', justifyContent: 'space-between', fontSize: 26, fontWeight: 400, color: '#b9c6bf' }, [
        el('div', { display: 'flex' }, t.tagline),
        el('div', { display: 'flex', gap: 14 }, [
          suit('spade', 34, gold),
          suit('heart', 34, '#e35d5d'),
          suit('diamond', 34, '#e35d5d'),
          suit('club', 34, gold),
        ]),
      ]),
    ],
  );
}
