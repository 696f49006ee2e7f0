/**
 * Ingrid Solberg (Q of spades): a great navy spade on the backdrop, long hair,
 * a small gold crown; navy, white and red chips.
 */
import { C } from '../palette.mjs';
import { suit } from '../suits.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { dust } from '../shapes.mjs';

const NO_RED = '#ba0c2f';

export default {
  slug: 'ingrid-solberg',
  rank: 'Q',
  suit: 'S',
  accent: ['#e9c46a', '#2a55c9'],
  light: 'left',
  feltHi: '#1b4a5e',
  feltMid: '#0c2a35',
  indexCol: '#f1d98a',
  tileRot: 0,
  backdrop: () => `
      ${suit('S', 400, 455, 760, '#0a1e3d', 'opacity=".95"')}
      ${suit('S', 400, 455, 760, 'none', `stroke="${NO_RED}" stroke-width="1.6" stroke-opacity=".9"`)}
      ${suit('S', 400, 455, 800, 'none', `stroke="${C.gold}" stroke-width=".8" stroke-opacity=".6"`)}
      <path d="M40,700 L760,300" stroke="#fff" stroke-opacity=".04" stroke-width="90"/>
      ${dust(800, 1000, 60, 3, { area: [60, 80, 740, 700], col: '#dfe8ff', op: 0.35, max: 1.8 })}`,
  fig: {
    w: 470,
    hy: 378,
    hrx: 80,
    hry: 102,
    tilt: -4,
    torso: { l: 6, r: -4 },
    behind: (hx, hy) => `
        <path d="M${hx - 104},${hy - 10} C${hx - 120},${hy - 150} ${hx + 120},${hy - 150} ${hx + 104},${hy - 10}
                 C${hx + 112},${hy + 120} ${hx + 140},${hy + 230} ${hx + 120},${hy + 300}
                 L${hx - 120},${hy + 300} C${hx - 140},${hy + 230} ${hx - 112},${hy + 120} ${hx - 104},${hy - 10} Z" fill="url(#hairFill)"/>
        <path d="M${hx - 104},${hy - 10} C${hx - 112},${hy + 120} ${hx - 140},${hy + 230} ${hx - 120},${hy + 300}" fill="none" stroke="url(#rim)" stroke-width="4"/>`,
    ears: false,
    hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 10},${hy + 40} C${hx - rx - 22},${hy - ry - 10} ${hx + rx + 26},${hy - ry - 34} ${hx + rx + 12},${hy + 30}
                 C${hx + rx - 6},${hy - 20} ${hx + rx * 0.4},${hy - ry * 0.5} ${hx - rx * 0.1},${hy - ry * 0.62}
                 C${hx - rx * 0.5},${hy - ry * 0.55} ${hx - rx * 0.85},${hy - ry * 0.1} ${hx - rx - 10},${hy + 40} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke-linecap="round">
          <path d="M${hx - rx * 0.1},${hy - ry * 0.62} C${hx + rx * 0.4},${hy - ry * 0.5} ${hx + rx - 6},${hy - 20} ${hx + rx + 12},${hy + 30}" stroke="#9fb6ff" stroke-opacity=".35" stroke-width="2"/>
          <path d="M${hx - rx * 0.6},${hy - ry * 0.9} C${hx - rx * 0.1},${hy - ry * 1.02} ${hx + rx * 0.6},${hy - ry * 0.8} ${hx + rx * 0.95},${hy - 10}" stroke="${C.gold2}" stroke-opacity=".35" stroke-width="1.5"/>
          <path d="M${hx - rx * 0.8},${hy - ry * 0.6} C${hx - rx * 0.3},${hy - ry * 0.95} ${hx + rx * 0.4},${hy - ry * 0.85} ${hx + rx * 0.85},${hy - ry * 0.2}" stroke="${C.gold2}" stroke-opacity=".25" stroke-width="1.2"/>
        </g>`,
    hairRim: (hx, hy, rx, ry, stroke) =>
      stroke(
        `M${hx - rx - 10},${hy + 40} C${hx - rx - 22},${hy - ry - 10} ${hx + rx + 26},${hy - ry - 34} ${hx + rx + 12},${hy + 30}`,
        3.5,
      ),
    front: (hx, hy, rx, ry) => `
        <g transform="translate(${hx + 6},${hy - ry - 46}) rotate(-6)">
          <path d="M-46,22 L-54,-18 L-26,4 L0,-30 L26,4 L54,-18 L46,22 Z" fill="url(#goldGrad)" opacity=".95"/>
          <rect x="-46" y="22" width="92" height="9" rx="2" fill="url(#goldGrad)"/>
          <circle cx="0" cy="-33" r="5" fill="#f6e27a"/><circle cx="-55" cy="-21" r="4" fill="#f6e27a"/><circle cx="55" cy="-21" r="4" fill="#f6e27a"/>
          ${suit('S', 0, 12, 16, '#0a1e3d')}
        </g>
        <ellipse cx="${hx + 6}" cy="${hy - ry - 40}" rx="90" ry="50" fill="#f6e27a" opacity=".18" filter="url(#b24)"/>`,
    clothes: (cx, sy) => `
        <path d="M${cx - 30},${sy - 40} L${cx},${sy + 130} L${cx + 30},${sy - 40}" fill="#0a0f0d" stroke="${C.gold}" stroke-opacity=".35" stroke-width="2"/>
        <path d="M${cx - 34},${sy - 38} L${cx - 150},${sy + 40} L${cx - 60},${sy + 90} L${cx - 8},${sy + 200}" fill="none" stroke="#3a4a66" stroke-opacity=".7" stroke-width="3"/>
        <path d="M${cx + 34},${sy - 38} L${cx + 150},${sy + 40} L${cx + 60},${sy + 90} L${cx + 8},${sy + 200}" fill="none" stroke="#000" stroke-opacity=".6" stroke-width="3"/>
        ${suit('S', cx - 112, sy + 90, 30, 'url(#goldGrad)')}`,
  },
  tableItems: () => `
      ${chipStack(170, 930, 58, 16, ['#0d2a6b', '#0d2a6b', '#f1ece0', NO_RED], { seed: 3, k: 0.3, h: 12 })}
      ${chipStack(290, 912, 50, 11, [NO_RED, '#f1ece0'], { seed: 4, k: 0.3, h: 11 })}
      ${chipStack(592, 940, 56, 12, ['#f1ece0', '#0d2a6b'], { seed: 5, k: 0.3, h: 12, topMark: 'S' })}
      ${tableCard(420, 910, 88, 124, -12, 0.38, { rank: 'Q', s: 'S' })}
      ${tableCard(482, 915, 88, 124, 8, 0.38, { rank: 'A', s: 'S' })}`,
};
