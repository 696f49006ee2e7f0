/**
 * Hiroshi Tanabe (A of hearts): a red disc ringed in gold, a crossed collar;
 * tall, straight stacks and squared-up cards.
 */
import { C } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

export default {
  slug: 'hiroshi-tanabe',
  rank: 'A',
  suit: 'H',
  accent: ['#ff5a6e', '#bc002d'],
  light: 'right',
  feltHi: '#163f33',
  feltMid: '#0c241d',
  indexCol: '#f3e3b0',
  tileRot: 0,
  backdrop: () => `
      <circle cx="400" cy="400" r="250" fill="#bc002d"/>
      <circle cx="400" cy="400" r="250" fill="url(#chipShade)" opacity=".6"/>
      <g fill="none" stroke="${C.gold}" stroke-width="1.4">
        <circle cx="400" cy="400" r="282" stroke-opacity=".5"/>
        <circle cx="400" cy="400" r="318" stroke-opacity=".3"/>
        <circle cx="400" cy="400" r="356" stroke-opacity=".16"/>
      </g>
      <g fill="none" stroke="#f3e3b0" stroke-opacity=".07" stroke-width="2">
        ${Array.from({ length: 7 }, (_, i) => `<path d="M30,${760 + i * 26} Q215,${730 + i * 26} 400,${760 + i * 26} T770,${760 + i * 26}"/>`).join('')}
      </g>`,
  fig: {
    w: 440,
    hy: 382,
    hrx: 78,
    hry: 98,
    tilt: 0,
    torso: { l: 0, r: 0 },
    clothes: (cx, sy) => `
        <path d="M${cx - 36},${sy - 60} C${cx - 42},${sy} ${cx - 20},${sy + 60} ${cx + 6},${sy + 110} L${cx + 40},${sy + 60} C${cx + 20},${sy + 20} ${cx + 20},${sy - 20} ${cx + 30},${sy - 60} Z" fill="#e9dcc0" opacity=".5"/>
        <path d="M${cx - 40},${sy - 58} C${cx - 46},${sy} ${cx - 20},${sy + 70} ${cx + 16},${sy + 118}" fill="none" stroke="${C.gold}" stroke-opacity=".55" stroke-width="38"/>
        <path d="M${cx - 40},${sy - 58} C${cx - 46},${sy} ${cx - 20},${sy + 70} ${cx + 16},${sy + 118}" fill="none" stroke="#1d2824" stroke-width="34"/>
        <path d="M${cx + 42},${sy - 58} C${cx + 50},${sy + 10} ${cx + 10},${sy + 110} ${cx - 120},${sy + 330}" fill="none" stroke="${C.gold}" stroke-opacity=".8" stroke-width="38"/>
        <path d="M${cx + 42},${sy - 58} C${cx + 50},${sy + 10} ${cx + 10},${sy + 110} ${cx - 120},${sy + 330}" fill="none" stroke="#27352f" stroke-width="34"/>
        <path d="M${cx + 58},${sy - 50} C${cx + 66},${sy + 16} ${cx + 26},${sy + 116} ${cx - 104},${sy + 336}" fill="none" stroke="#ff5a6e" stroke-opacity=".35" stroke-width="2"/>
        <path d="M${cx - 150},${sy + 60} Q${cx - 130},${sy + 160} ${cx - 160},${sy + 260}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="5"/>
        <path d="M${cx + 150},${sy + 60} Q${cx + 130},${sy + 160} ${cx + 160},${sy + 260}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="5"/>`,
    front: (hx, hy) =>
      `<ellipse cx="${hx + 30}" cy="${hy - 62}" rx="28" ry="14" fill="#fff" opacity=".08" transform="rotate(25,${hx + 30},${hy - 62})"/>`,
  },
  tableItems: () => `
      ${chipStack(200, 930, 56, 20, ['#f1ece0', '#f1ece0', '#bc002d'], { seed: 15, k: 0.3, h: 11, jitter: 0.01, edge: '#bc002d' })}
      ${chipStack(588, 940, 56, 7, ['#141816', '#bc002d'], { seed: 16, k: 0.3, h: 11, jitter: 0.01, topMark: 'H', edge: '#f1ece0' })}
      ${tableCard(400, 905, 88, 124, 0, 0.38, { back: true })}
      ${tableCard(412, 898, 88, 124, 0, 0.38, { back: true })}`,
};
