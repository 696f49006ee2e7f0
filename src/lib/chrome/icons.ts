/** SVG path data for the site's icons, drawn for this site on a 24-unit grid. */
export interface IconDef {
  viewBox: string;
  paths: readonly string[];
  /** Outline icons are stroked; the rest are filled. */
  stroke?: boolean;
}

export const iconPaths = {
  spade: {
    viewBox: '0 0 24 24',
    paths: [
      'M12 2C9 6 4 9 4 13.2 4 16 6.1 18 8.6 18c1.2 0 2.3-.5 3-1.3-.2 1.9-.9 3.4-2.3 4.8h5.4c-1.4-1.4-2.1-2.9-2.3-4.8.7.8 1.8 1.3 3 1.3 2.5 0 4.6-2 4.6-4.8C20 9 15 6 12 2Z',
    ],
  },
  heart: {
    viewBox: '0 0 24 24',
    paths: [
      'M12 21s-8-5.2-8-11.2C4 7 6 5 8.5 5c1.5 0 2.8.8 3.5 2 .7-1.2 2-2 3.5-2C18 5 20 7 20 9.8 20 15.8 12 21 12 21Z',
    ],
  },
  diamond: { viewBox: '0 0 24 24', paths: ['M12 2 20 12 12 22 4 12Z'] },
  club: {
    viewBox: '0 0 24 24',
    paths: [
      'M12 2.5a4.2 4.2 0 0 0-3.4 6.7A4.2 4.2 0 1 0 10.5 17c-.3 1.8-1 3.2-2.3 4.5h7.6c-1.3-1.3-2-2.7-2.3-4.5a4.2 4.2 0 1 0 1.9-7.8A4.2 4.2 0 0 0 12 2.5Z',
    ],
  },
  trophy: {
    viewBox: '0 0 24 24',
    stroke: true,
    paths: ['M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3'],
  },
  chips: {
    viewBox: '0 0 24 24',
    stroke: true,
    paths: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 3v4M12 17v4M3 12h4M17 12h4'],
  },
  film: {
    viewBox: '0 0 24 24',
    stroke: true,
    paths: ['M4 5h16v14H4zM4 9h16M4 15h16M8 5v4M12 5v4M16 5v4M8 15v4M12 15v4M16 15v4'],
  },
  players: {
    viewBox: '0 0 24 24',
    stroke: true,
    paths: [
      'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
    ],
  },
  clock: { viewBox: '0 0 24 24', stroke: true, paths: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7v5l3 2'] },
  crown: { viewBox: '0 0 24 24', stroke: true, paths: ['M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7ZM5 21h14'] },
  cards: {
    viewBox: '0 0 24 24',
    stroke: true,
    paths: [
      'M9 3h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM4 7.5 3.2 8a2 2 0 0 0-.7 2.7l5 8.7',
    ],
  },
  search: { viewBox: '0 0 24 24', stroke: true, paths: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4-4'] },
  menu: { viewBox: '0 0 24 24', stroke: true, paths: ['M4 6h16M4 12h16M4 18h16'] },
  close: { viewBox: '0 0 24 24', stroke: true, paths: ['M6 6l12 12M18 6 6 18'] },
  external: {
    viewBox: '0 0 24 24',
    stroke: true,
    paths: ['M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  },
  arrow: { viewBox: '0 0 24 24', stroke: true, paths: ['M5 12h14M13 6l6 6-6 6'] },
  play: { viewBox: '0 0 24 24', paths: ['M8 5v14l11-7Z'] },
  pause: { viewBox: '0 0 24 24', paths: ['M7 5h4v14H7zM13 5h4v14h-4z'] },
  mail: { viewBox: '0 0 24 24', stroke: true, paths: ['M3 6h18v12H3zM3 7l9 6 9-6'] },
  calendar: { viewBox: '0 0 24 24', stroke: true, paths: ['M4 6h16v14H4zM4 10h16M8 3v4M16 3v4'] },
  tv: { viewBox: '0 0 24 24', stroke: true, paths: ['M3 6h18v12H3zM8 21h8M12 18v3'] },
  star: {
    viewBox: '0 0 24 24',
    paths: ['M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z'],
  },
  facebook: {
    viewBox: '0 0 24 24',
    paths: [
      'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21Z',
    ],
  },
  instagram: {
    viewBox: '0 0 24 24',
    stroke: true,
    paths: [
      'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4ZM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM17.2 6.8h.01',
    ],
  },
  twitter: {
    viewBox: '0 0 24 24',
    paths: ['M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8Zm-1.1 16.2h1.7L7.4 4.7H5.6Z'],
  },
  youtube: {
    viewBox: '0 0 24 24',
    paths: [
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z',
    ],
  },
} as const satisfies Record<string, IconDef>;

export type IconName = keyof typeof iconPaths;

/**
 * Icons drawn from the shared sprite (/icons.svg) instead of inline: the footer's social
 * icons sit on every page, below the fold, and their paths are the least compressible bytes
 * of the chrome. They are <img>s of one file, each picking its cell by fragment (an SVG
 * <view>), so they load lazily: a long page never fetches the file during its first paint,
 * and the fragments share one request. An image cannot inherit currentColor, so the sprite
 * carries each icon in every tone the footer uses (the theme's colours, checked by a test).
 */
export const SPRITE_ICONS = ['facebook', 'instagram', 'twitter', 'youtube'] as const satisfies readonly IconName[];
export type SpriteIconName = (typeof SPRITE_ICONS)[number];
/** --color-cream (a social link) and --color-muted (an account without a link yet). */
export const SPRITE_TONES = { cream: '#f5f1e6', muted: '#b9c6bf' } as const;
export type SpriteTone = keyof typeof SPRITE_TONES;
export const SPRITE_PATH = '/icons.svg';
/** Every sprite icon is drawn on this grid. */
const CELL = 24;

/** The URL an <img> shows one icon in one tone with. */
export const spriteIconUrl = (name: SpriteIconName, tone: SpriteTone) => `${SPRITE_PATH}#${name}-${tone}`;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The sprite: a grid with a column per icon and a row per tone, and a <view> per cell. */
export function iconSprite(names: readonly SpriteIconName[] = SPRITE_ICONS): string {
  const tones = Object.entries(SPRITE_TONES) as [SpriteTone, string][];
  const cells = tones.flatMap(([tone, color], row) =>
    names.map((name, column) => {
      const icon: IconDef = iconPaths[name];
      if (icon.viewBox !== `0 0 ${CELL} ${CELL}`)
        throw new Error(`sprite icon ${name} is not on the ${CELL}-unit grid`);
      const [x, y] = [column * CELL, row * CELL];
      const paint = icon.stroke
        ? `fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`
        : `fill="${color}"`;
      const paths = icon.paths.map((d) => `<path d="${escapeAttr(d)}"/>`).join('');
      return (
        `<view id="${name}-${tone}" viewBox="${x} ${y} ${CELL} ${CELL}"/>` +
        `<g transform="translate(${x} ${y})" ${paint}>${paths}</g>`
      );
    }),
  );
  const [width, height] = [names.length * CELL, tones.length * CELL];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${cells.join('')}</svg>\n`;
}
