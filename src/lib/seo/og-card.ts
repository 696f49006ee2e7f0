/**
 * The share image layout (1200x630) as a satori element tree: series title, then
 * the page's subject (player name and role, episode code and title, page name), and the page's
 * art where it has some: a portrait beside the words, or key art behind them.
 */
import { iconPaths } from '../chrome/icons.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The gold border every card has; art inside it never covers it. */
export const OG_BORDER = 12;
/** A portrait beside the name: the cast artwork's 4:5, as tall as a feed's thumbnail keeps legible. */
export const OG_PORTRAIT = { width: 400, height: 500 } as const;
/** Key art behind the words fills the card inside its border. */
export const OG_BACKDROP = { width: OG_WIDTH - 2 * OG_BORDER, height: OG_HEIGHT - 2 * OG_BORDER } as const;

/** An image for the card, already at its placement's size (OG_PORTRAIT or OG_BACKDROP). */
export interface OgArt {
  /** A data: URL (PNG or JPEG: what satori reads). */
  src: string;
  /** Beside the words, behind them, or a seat's round portrait on a key hand's table (og-table-card.ts). */
  placement: 'portrait' | 'backdrop' | 'seat';
}

export interface OgCardText {
  siteName: string;
  tagline: string;
  /** Small line above the title: "Cast", "EP08", "Season 1". */
  eyebrow: string;
  /** The page's subject, large. */
  title: string;
  /** One line under the title: a role, a description. */
  subtitle?: string | undefined;
  art?: OgArt | undefined;
}

export interface El {
  type: string;
  props: { style?: Record<string, string | number>; children?: (El | string)[] | El | string; [attr: string]: unknown };
}

export const el = (type: string, style: Record<string, string | number>, children?: El['props']['children']): El => ({
  type,
  props: children === undefined ? { style } : { style, children },
});

/** Suits are drawn as paths: the display font has no glyphs for them. */
export function suit(name: 'spade' | 'heart' | 'diamond' | 'club', size: number, color: string): El {
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

/**
 * Long titles step down in size so they never overflow two lines; beside a portrait the column is
 * about half as wide, so each step is smaller.
 */
export function titleSize(title: string, narrow = false): number {
  const steps = narrow ? [96, 76, 60, 50] : [112, 88, 68, 56];
  const limits = [16, 28, 44];
  const step = limits.findIndex((limit) => title.length <= limit);
  return steps[step === -1 ? steps.length - 1 : step] ?? 56;
}

const img = (src: string, size: { width: number; height: number }, style: Record<string, string | number>): El => ({
  type: 'img',
  props: { src, width: size.width, height: size.height, style },
});

export const GOLD = '#e9c46a';
export const INK = '#0b0f0d';

export function brand(siteName: string): El {
  return el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
    el(
      'div',
      {
        display: 'flex',
        width: 64,
        height: 64,
        borderRadius: 32,
        backgroundColor: GOLD,
        alignItems: 'center',
        justifyContent: 'center',
      },
      [suit('spade', 40, INK)],
    ),
    el('div', { display: 'flex', fontSize: 40, letterSpacing: 4, textTransform: 'uppercase' }, siteName),
  ]);
}

function subject(t: OgCardText, narrow: boolean): El {
  return el('div', { display: 'flex', flexDirection: 'column', gap: 12 }, [
    el('div', { display: 'flex', fontSize: 30, color: GOLD, letterSpacing: 6, textTransform: 'uppercase' }, t.eyebrow),
    el(
      'div',
      { display: 'flex', fontSize: titleSize(t.title, narrow), lineHeight: 1.05, textTransform: 'uppercase' },
      t.title,
    ),
    ...(t.subtitle
      ? [el('div', { display: 'flex', fontSize: 34, fontWeight: 400, color: '#d7dfda' }, t.subtitle)]
      : []),
  ]);
}

/** The foot: the tagline, and the four suits where the card is wide enough for both. */
function foot(tagline: string, suits: boolean): El {
  return el(
    'div',
    { display: 'flex', justifyContent: 'space-between', fontSize: 26, fontWeight: 400, color: '#c9d3cd' },
    [
      el('div', { display: 'flex' }, tagline),
      ...(suits
        ? [
            el('div', { display: 'flex', gap: 14 }, [
              suit('spade', 34, GOLD),
              suit('heart', 34, '#e35d5d'),
              suit('diamond', 34, '#e35d5d'),
              suit('club', 34, GOLD),
            ]),
          ]
        : []),
    ],
  );
}

/** A column of words; positioned, so it paints above a backdrop (positioned boxes paint last). */
const column = (padding: string, children: El[]): El =>
  el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      padding,
      position: 'relative',
    },
    children,
  );

/** Every card's frame: ink and felt, the gold border. Satori sizes the root's content box, so the border goes inside the card. */
export const CARD_FRAME = {
  width: OG_WIDTH - 2 * OG_BORDER,
  height: OG_HEIGHT - 2 * OG_BORDER,
  display: 'flex',
  position: 'relative',
  backgroundColor: INK,
  backgroundImage: 'radial-gradient(circle at 85% 20%, #1d7354 0%, #0f3d2e 35%, #0b0f0d 75%)',
  color: '#f5f1e6',
  fontFamily: 'Oswald',
  border: `${OG_BORDER}px solid ${GOLD}`,
} as const;

export function ogCard(t: OgCardText): El {
  const art = t.art;
  const frame = CARD_FRAME;
  if (art?.placement === 'portrait') {
    return el('div', frame, [
      column('52px 0 52px 60px', [brand(t.siteName), subject(t, true), foot(t.tagline, false)]),
      el('div', { display: 'flex', alignItems: 'center', padding: '0 52px 0 40px' }, [
        img(art.src, OG_PORTRAIT, { borderRadius: 20, border: `4px solid ${GOLD}` }),
      ]),
    ]);
  }
  const words = column('64px 72px', [brand(t.siteName), subject(t, false), foot(t.tagline, true)]);
  if (art?.placement === 'backdrop') {
    // The art fills the card; a shade from the left keeps the words at full contrast over it.
    const layer = { position: 'absolute', top: 0, left: 0, width: OG_BACKDROP.width, height: OG_BACKDROP.height };
    return el('div', frame, [
      img(art.src, OG_BACKDROP, layer),
      el('div', {
        ...layer,
        display: 'flex',
        backgroundImage:
          'linear-gradient(90deg, rgba(11,15,13,0.94) 0%, rgba(11,15,13,0.88) 50%, rgba(11,15,13,0.45) 78%, rgba(11,15,13,0.12) 100%)',
      }),
      words,
    ]);
  }
  return el('div', frame, [words]);
}
