/**
 * Dante Okonkwo (K of clubs): a geometer's construction behind him, glasses,
 * a green tie; neat green and gold stacks, hole cards protected by a chip.
 */
import { C } from '../palette.mjs';
import { suit } from '../suits.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

export default {
  slug: 'dante-okonkwo',
  rank: 'K',
  suit: 'C',
  accent: ['#33c17a', '#0f8a55'],
  light: 'right',
  feltHi: '#16624a',
  feltMid: '#0d3829',
  tileRot: 15,
  backdrop: () => {
    // a geometer's construction: circles, tangents and a golden spiral-ish arc set
    let g = `<g fill="none" stroke="${C.gold}" stroke-opacity=".22" stroke-width="1.5">`;
    g += `<circle cx="400" cy="420" r="300"/><circle cx="400" cy="420" r="220"/><circle cx="190" cy="260" r="150"/><circle cx="610" cy="260" r="150"/>`;
    g += `<path d="M90,720 L400,120 L710,720 Z"/><path d="M400,120 L400,720"/><path d="M90,720 L610,260 M710,720 L190,260"/>`;
    g += `<path d="M400,420 m-300,0 a300,300 0 0,1 600,0" stroke-dasharray="6 10"/>`;
    g += `</g>`;
    g += `<g fill="${C.gold2}" opacity=".5">${[
      [400, 120],
      [90, 720],
      [710, 720],
      [190, 260],
      [610, 260],
      [400, 420],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4"/>`)
      .join('')}</g>`;
    g += suit('C', 640, 300, 260, '#0c6b41', 'opacity=".35"');
    g += `<rect x="560" y="30" width="120" height="940" fill="#fff" opacity=".035"/><rect x="120" y="30" width="120" height="940" fill="#0f8a55" opacity=".06"/>`;
    return g;
  },
  fig: {
    w: 560,
    hy: 372,
    hrx: 84,
    hry: 104,
    tilt: 3,
    torso: { l: 0, r: 0 },
    hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx + 2},${hy - 30} C${hx - rx + 6},${hy - ry - 10} ${hx + rx - 6},${hy - ry - 10} ${hx + rx - 2},${hy - 30}
                 C${hx + 50},${hy - 70} ${hx - 50},${hy - 70} ${hx - rx + 2},${hy - 30} Z" fill="#070a09" opacity=".9"/>`,
    front: (hx, hy) => `
        <g fill="none" stroke="${C.gold2}" stroke-width="4" opacity=".9">
          <rect x="${hx - 72}" y="${hy - 6}" width="58" height="40" rx="12"/>
          <rect x="${hx + 14}" y="${hy - 6}" width="58" height="40" rx="12"/>
          <path d="M${hx - 14},${hy + 8} Q${hx},${hy} ${hx + 14},${hy + 8}"/>
          <path d="M${hx - 72},${hy + 6} L${hx - 86},${hy}"/><path d="M${hx + 72},${hy + 6} L${hx + 86},${hy}"/>
        </g>
        <path d="M${hx + 24},${hy + 26} L${hx + 50},${hy - 2}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
        <path d="M${hx - 62},${hy + 26} L${hx - 36},${hy - 2}" stroke="#fff" stroke-opacity=".2" stroke-width="3"/>`,
    clothes: (cx, sy) => `
        <path d="M${cx - 40},${sy - 40} L${cx},${sy + 70} L${cx + 40},${sy - 40} L${cx + 28},${sy - 50} L${cx},${sy - 20} L${cx - 28},${sy - 50} Z" fill="#d9d3c2" opacity=".85"/>
        <path d="M${cx - 12},${sy - 20} L${cx + 12},${sy - 20} L${cx + 18},${sy + 130} L${cx},${sy + 160} L${cx - 18},${sy + 130} Z" fill="#0f8a55"/>
        <path d="M${cx - 12},${sy - 20} L${cx + 12},${sy - 20} L${cx + 8},${sy} L${cx - 8},${sy} Z" fill="#0a5e39"/>
        <path d="M${cx - 44},${sy - 42} L${cx - 140},${sy + 30} L${cx - 86},${sy + 80} L${cx - 20},${sy + 260} L${cx - 2},${sy + 80}" fill="#101714" stroke="#33c17a" stroke-opacity=".45" stroke-width="2"/>
        <path d="M${cx + 44},${sy - 42} L${cx + 140},${sy + 30} L${cx + 86},${sy + 80} L${cx + 20},${sy + 260} L${cx + 2},${sy + 80}" fill="#0c1210" stroke="#33c17a" stroke-opacity=".45" stroke-width="2"/>
        <path d="M${cx + 108},${sy + 120} l30,0 l-4,22 l-22,0 z" fill="#f1ece0" opacity=".75"/>`,
  },
  tableItems: () => `
      ${chipStack(120, 940, 48, 9, ['#0f8a55', '#f1ece0'], { seed: 7, k: 0.3, h: 11 })}
      ${chipStack(220, 925, 48, 12, ['#f1ece0', '#0f8a55'], { seed: 8, k: 0.3, h: 11 })}
      ${chipStack(320, 915, 48, 14, ['#0f8a55', '#0f8a55', '#d4af37'], { seed: 9, k: 0.3, h: 11 })}
      ${chipStack(600, 945, 50, 10, ['#d4af37', '#0b0f0d'], { seed: 10, k: 0.3, h: 11, edge: '#0b0f0d', topMark: 'C' })}
      ${tableCard(452, 905, 88, 124, 10, 0.38, { back: true })}
      ${tableCard(490, 900, 88, 124, 18, 0.38, { back: true })}
      ${chipStack(474, 912, 30, 1, '#d4af37', { seed: 1, k: 0.38, h: 7, edge: '#0b0f0d', topMark: 'C' })}`,
};
