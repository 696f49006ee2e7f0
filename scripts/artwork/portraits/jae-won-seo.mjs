/**
 * Jae-won Seo (9 of spades): a strategy game's grid, fog of war and minimap,
 * ghostly after-images trailing the figure; a textured fringe, a high-collared
 * team jacket with a taegeuk pin; a stack selected like a unit, health bar above.
 */
import { f, rng } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { headPath, torsoPath } from './figure.mjs';

const MINT = '#b8fff0';
const KR_RED = '#cd2e3a';
const KR_BLUE = '#0047a0';
const W = 450;
const HDX = 8;
/** Outer line of the hair, temple to temple over a full crown. */
const OUT = (hx, hy, rx, ry) =>
  `M${hx - rx - 4},${hy - ry * 0.05} C${hx - rx - 16},${hy - ry - 40} ${hx + rx + 16},${hy - ry - 46} ${hx + rx + 6},${hy - ry * 0.1}`;

/** An after-image: the figure's outline `dx` px to the left, a beat ago. */
function ghost(hx, hy, rx, ry, dx, i) {
  const o = { neck: rx * 0.47, neckTop: hy + ry * 0.5, l: 4, r: -2 };
  const d = `${torsoPath(400 - dx, hy + ry + 78, W, o)} ${headPath(hx - dx, hy - 6 + i * 3, rx, ry + 10)}`;
  return `<path d="${d}" fill="#d0345a" opacity="${i ? 0.12 : 0.07}"/><path d="${d}" fill="none" stroke="${MINT}" stroke-opacity="${i ? 0.3 : 0.16}" stroke-width="2"/>`;
}

export default {
  slug: 'jae-won-seo',
  rank: '9',
  suit: 'S',
  accent: [MINT, '#d0345a'],
  light: 'right',
  feltHi: '#3d1424',
  feltMid: '#1a080f',
  indexCol: '#f3dde2',
  tileRot: 25,
  backdrop: () => {
    const R = rng(81);
    let g = `<g stroke="${MINT}" stroke-opacity=".07" stroke-width="1.5">`;
    for (let x = 40; x < 780; x += 40) g += `<path d="M${x},30 V970"/>`;
    for (let y = 40; y < 980; y += 40) g += `<path d="M30,${y} H770"/>`;
    g += `</g><g fill="#0a0306">`;
    // fog of war: blocky darkness beyond the sight radius
    for (let x = 40; x < 770; x += 40)
      for (let y = 40; y < 800; y += 40) {
        const d = Math.hypot(x + 20 - 410, (y + 20 - 420) * 0.85);
        const edge = 300 + R() * 90;
        if (d > edge)
          g += `<rect x="${x}" y="${y}" width="40" height="40" opacity="${f(Math.min(0.75, 0.3 + (d - edge) / 300))}"/>`;
      }
    g += `</g>`;
    // the minimap, top right
    g += `<g transform="translate(596,66)"><rect width="120" height="120" fill="#12060b" opacity=".85" stroke="${MINT}" stroke-opacity=".55" stroke-width="2"/>
        <path d="M8,90 C30,60 40,100 70,80 S110,40 112,60 L112,112 L8,112 Z" fill="#2c5a4a" opacity=".6"/><path d="M10,10 h40 v24 h-40 Z" fill="#2c5a4a" opacity=".4"/>
        <rect x="34" y="46" width="40" height="28" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"/>
        ${Array.from({ length: 9 }, () => `<rect x="${f(40 + R() * 30)}" y="${f(50 + R() * 20)}" width="4" height="4" fill="${MINT}"/>`).join('')}
        ${Array.from({ length: 6 }, () => `<rect x="${f(80 + R() * 26)}" y="${f(12 + R() * 26)}" width="4" height="4" fill="${KR_RED}"/>`).join('')}</g>`;
    return g;
  },
  fig: {
    w: W,
    hy: 388,
    hrx: 78,
    hry: 100,
    tilt: 3,
    headDx: HDX,
    torso: { l: 4, r: -2, neck: 30 },
    // after-images trailing to the left: the Ghost has already moved
    behind: (hx, hy, rx, ry) => ghost(hx, hy, rx, ry, 72, 0) + ghost(hx, hy, rx, ry, 36, 1),
    hair: (hx, hy, rx, ry) => {
      // a textured fringe falling to the brow, sides tapered short
      const y0 = hy - ry * 0.05;
      let fringe = '';
      const n = 9;
      for (let i = 0; i <= n; i++) {
        const x = hx + rx * 0.9 - (i * rx * 1.82) / n;
        fringe += `L${f(x + (i % 2 ? 8 : 0))},${f(y0 - (i % 2 ? 30 : 0) - Math.abs(i - 6) * 4)} `;
      }
      return `<path d="${OUT(hx, hy, rx, ry)} L${hx + rx * 0.96},${hy - ry * 0.1} ${fringe} L${hx - rx * 0.98},${hy - ry * 0.05} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke="${MINT}" stroke-linecap="round" stroke-opacity=".3" stroke-width="1.6"><path d="M${hx + rx * 0.8},${hy - ry * 0.6} C${hx + rx * 0.4},${hy - ry * 0.95} ${hx - rx * 0.2},${hy - ry * 0.9} ${hx - rx * 0.5},${hy - ry * 0.3}"/>
          <path d="M${hx + rx * 0.9},${hy - ry * 0.2} C${hx + rx * 0.6},${hy - ry * 0.7} ${hx},${hy - ry * 0.7} ${hx - rx * 0.2},${hy - ry * 0.18}"/></g>`;
    },
    hairRim: (hx, hy, rx, ry, stroke) => stroke(OUT(hx, hy, rx, ry), 3.5),
    clothes: (cx, sy) => `
        <path d="M${cx - 46},${sy - 78} L${cx + 46},${sy - 78} L${cx + 58},${sy - 4} L${cx + 6},${sy + 8} L${cx - 58},${sy - 4} Z" fill="#1e0c14" stroke="${MINT}" stroke-opacity=".45" stroke-width="2"/>
        <path d="M${cx + 2},${sy - 78} V1000" stroke="#000" stroke-opacity=".6" stroke-width="4"/><path d="M${cx + 2},${sy - 78} V1000" stroke="${MINT}" stroke-opacity=".35" stroke-width="1.2" stroke-dasharray="3 3"/><rect x="${cx - 4}" y="${sy + 8}" width="12" height="24" rx="3" fill="#c9c2e8"/>
        <path d="M${cx - 62},${sy - 8} L${cx - 170},${sy + 20} L${cx - 206},${sy + 110} L${cx - 150},${sy + 60} Z" fill="#8a1e3c" opacity=".8"/><path d="M${cx + 62},${sy - 8} L${cx + 170},${sy + 20} L${cx + 206},${sy + 110} L${cx + 150},${sy + 60} Z" fill="#8a1e3c" opacity=".9"/>
        <path d="M${cx + 64},${sy + 4} L${cx + 160},${sy + 30} L${cx + 196},${sy + 112}" fill="none" stroke="${MINT}" stroke-opacity=".55" stroke-width="2"/>
        <g transform="translate(${cx + 96},${sy + 106})"><circle r="12" fill="#f4f1ea"/><circle r="10" fill="${KR_BLUE}"/><path d="M-10,0 A10,10 0 0 1 10,0 A5,5 0 0 1 0,0 A5,5 0 0 0 -10,0 Z" fill="${KR_RED}" transform="rotate(-30)"/></g>`,
  },
  tableItems: () => `
      ${chipStack(170, 930, 50, 9, ['#151520', '#f1ece0'], { seed: 82, k: 0.3, h: 11, jitter: 0.02 })}
      ${chipStack(580, 935, 52, 15, ['#f1ece0', KR_BLUE, KR_RED], { seed: 83, k: 0.3, h: 11, jitter: 0.02, topMark: 'S' })}
      <g fill="none" stroke="#5dff9c" stroke-width="3" opacity=".85"><path d="M512,744 h-14 v14 M648,744 h14 v14 M512,968 h-14 v-14 M648,968 h14 v-14"/>
        <ellipse cx="580" cy="944" rx="70" ry="22" stroke-opacity=".5" stroke-width="2"/></g>
      <rect x="530" y="724" width="100" height="9" rx="2" fill="#12060b" stroke="#5dff9c" stroke-opacity=".7"/><rect x="532" y="726" width="84" height="5" fill="#5dff9c"/>
      ${tableCard(358, 912, 88, 124, -4, 0.38, { back: true })}${tableCard(412, 910, 88, 124, 5, 0.38, { rank: '9', s: 'S' })}`,
};
