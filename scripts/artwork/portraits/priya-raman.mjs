/**
 * Priya Raman (A of diamonds): a Bengaluru kolam laid out as a dot grid, ringed
 * by the digits of pi; a braid with jasmine, jhumka earrings, a band-collar
 * kurta; filter coffee in a steel tumbler beside an ace-high hand.
 */
import { C, f } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { torsoPath } from './figure.mjs';

const SAFFRON = '#ff9933';
const GREEN = '#128a5c';
const PI = '3.14159265358979323846264338327950288419716939937510582097494';

const hairTop = (hx, hy, rx, ry) =>
  `M${hx - rx - 8},${hy + 26} C${hx - rx - 14},${hy - ry - 12} ${hx + rx + 14},${hy - ry - 12} ${hx + rx + 8},${hy + 26}`;
/** A jhumka: a little gold bell hung from the ear, fringed with beads. */
const jhumka = (x, y) =>
  `<g transform="translate(${x},${y})"><circle r="5" fill="url(#goldGrad)"/><path d="M0,4 L0,10 M-12,28 Q-12,10 0,10 Q12,10 12,28 Z" stroke="${C.gold2}" stroke-width="2" fill="url(#goldGrad)"/><g fill="#f6e27a"><circle cx="-9" cy="32" r="2.2"/><circle cx="-3" cy="32" r="2.2"/><circle cx="3" cy="32" r="2.2"/><circle cx="9" cy="32" r="2.2"/></g></g>`;

/** A braid from the nape over the shoulder: overlapping, tapering plaits. */
function braid(x0, y0, x1, y1, n) {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const [x, y, r] = [x0 + (x1 - x0) * t + Math.sin(t * 3) * 10, y0 + (y1 - y0) * t, 22 - t * 9];
    return `<ellipse cx="${f(x + (i % 2 ? 5 : -5))}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="url(#hairFill)" stroke="url(#rim)" stroke-width="2.5" transform="rotate(${i % 2 ? 28 : -28},${f(x)},${f(y)})"/>`;
  }).join('');
}

export default {
  slug: 'priya-raman',
  rank: 'A',
  suit: 'D',
  accent: ['#ffc46b', SAFFRON],
  light: 'right',
  feltHi: '#4a2818',
  feltMid: '#22120b',
  indexCol: '#f3e3b0',
  tileRot: 45,
  backdrop: () => {
    // a pulli kolam: a diamond of dots, each looped, as drawn on a threshold
    const n = 7;
    const s = 50;
    let g = `<g transform="translate(400,${372 - (n * s) / Math.SQRT2}) rotate(45)">`;
    g += `<rect x="-16" y="-16" width="${n * s + 32}" height="${n * s + 32}" rx="40" fill="none" stroke="${SAFFRON}" stroke-opacity=".55" stroke-width="3"/>`;
    g += `<g font-family="serif" font-size="17" fill="#f3e3b0" opacity=".5" letter-spacing="4"><text x="-40" y="${n * s + 24}" transform="rotate(-90,-40,${n * s + 24})">${PI.slice(0, 28)}</text>`;
    g += `<text x="-26" y="-40">${PI.slice(28, 56)}</text></g>`;
    let loops = '';
    let dots = '';
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        loops += `<rect x="${i * s + 3}" y="${j * s + 3}" width="${s - 6}" height="${s - 6}" rx="${(i + j) % 2 ? 22 : 10}"/>`;
        dots += `<circle cx="${i * s + s / 2}" cy="${j * s + s / 2}" r="3.5"/>`;
      }
    g += `<g fill="none" stroke="#f6efe0" stroke-opacity=".5" stroke-width="2.5">${loops}</g><g fill="#f6efe0" opacity=".7">${dots}</g></g>`;
    g += `<rect x="30" y="30" width="80" height="940" fill="${SAFFRON}" opacity=".08"/><rect x="690" y="30" width="80" height="940" fill="${GREEN}" opacity=".1"/>`;
    return g;
  },
  fig: {
    w: 450,
    hy: 394,
    hrx: 76,
    hry: 98,
    tilt: -2,
    headDx: -4,
    torso: { l: 0, r: 6, neck: 30 },
    ears: false,
    behindHead: (hx, hy, rx, ry) =>
      `<path d="M${hx - rx - 10},${hy + 30} C${hx - rx - 16},${hy - ry - 20} ${hx + rx + 16},${hy - ry - 20} ${hx + rx + 10},${hy + 30} C${hx + rx + 14},${hy + 60} ${hx + rx + 6},${hy + ry} ${hx + rx - 14},${hy + ry + 20} C${hx + 20},${hy + 70} ${hx - rx},${hy + 70} ${hx - rx - 10},${hy + 30} Z" fill="url(#hairFill)" stroke="url(#rim)" stroke-width="3"/>`,
    hair: (hx, hy, rx, ry) => `
        <path d="${hairTop(hx, hy, rx, ry)}
                 C${hx + rx - 6},${hy - 30} ${hx + rx * 0.5},${hy - ry * 0.62} ${hx},${hy - ry * 0.7}
                 C${hx - rx * 0.5},${hy - ry * 0.62} ${hx - rx + 6},${hy - 30} ${hx - rx - 8},${hy + 26} Z" fill="url(#hairFill)"/>
        <path d="M${hx},${hy - ry * 0.7} L${hx},${hy - ry - 4}" stroke="#000" stroke-opacity=".5" stroke-width="2"/>
        <g fill="none" stroke="#ffc46b" stroke-opacity=".3" stroke-width="1.5"><path d="M${hx + 6},${hy - ry - 2} C${hx + rx * 0.7},${hy - ry * 0.9} ${hx + rx},${hy - 30} ${hx + rx + 4},${hy + 20}"/><path d="M${hx + 6},${hy - ry * 0.7} C${hx + rx * 0.6},${hy - ry * 0.6} ${hx + rx * 0.85},${hy - 30} ${hx + rx * 0.9},${hy + 10}"/></g>`,
    hairRim: (hx, hy, rx, ry, stroke) => stroke(hairTop(hx, hy, rx, ry), 3.5),
    front: (hx, hy, rx) => jhumka(hx - rx - 2, hy + 34) + jhumka(hx + rx + 2, hy + 34),
    clothes: (cx, sy) => `
        <path d="M${cx - 34},${sy - 70} L${cx + 34},${sy - 70} L${cx + 40},${sy - 44} Q${cx},${sy - 34} ${cx - 40},${sy - 44} Z" fill="#0c3a2a" stroke="${C.gold2}" stroke-width="2.5"/>
        <path d="${torsoPath(cx, sy, 450, { r: 6, neck: 30, neckTop: sy - 60 })}" fill="${GREEN}" opacity=".24"/>
        <path d="M${cx},${sy - 40} V${sy + 160}" stroke="${C.gold2}" stroke-width="10" opacity=".85"/><path d="M${cx},${sy - 40} V${sy + 160}" stroke="#7a4a0f" stroke-width="3" stroke-dasharray="4 6"/>
        ${[0, 1, 2, 3].map((i) => `<circle cx="${cx + 12}" cy="${sy + 10 + i * 38}" r="3" fill="#f6e27a"/>`).join('')}`,
    over: (cx, sy) => `
        ${braid(cx + 74, sy - 72, cx + 118, sy + 170, 11)}
        <g fill="#fffaf0">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${cx + 88 + i * 5}" cy="${sy - 58 + i * 20}" r="5"/>`).join('')}</g>
        <path d="M${cx + 110},${sy + 186} l-10,40 l20,0 Z" fill="url(#hairFill)"/><rect x="${cx + 102}" y="${sy + 182}" width="18" height="8" rx="2" fill="${SAFFRON}"/>`,
  },
  tableItems: () => `
      ${chipStack(136, 935, 50, 11, [SAFFRON, '#f1ece0'], { seed: 81, k: 0.3, h: 11, jitter: 0.01 })}
      ${chipStack(240, 925, 50, 7, [GREEN, '#f1ece0'], { seed: 82, k: 0.3, h: 11, jitter: 0.01, topMark: 'D' })}
      ${tableCard(372, 910, 88, 124, -8, 0.38, { rank: 'A', s: 'D' })}${tableCard(446, 912, 88, 124, 8, 0.38, { back: true })}
      <g transform="translate(610,912)">
        <ellipse cx="6" cy="30" rx="80" ry="20" fill="#000" opacity=".55" filter="url(#b8)"/><path d="M-70,6 Q-64,34 0,36 Q64,34 70,6 Z" fill="url(#pSteel)"/><ellipse cx="0" cy="6" rx="70" ry="16" fill="#cfd6d8" stroke="#8b9497" stroke-width="2"/>
        <ellipse cx="0" cy="8" rx="56" ry="11" fill="#6d7579"/><path d="M-30,-96 L-24,4 Q0,12 24,4 L30,-96 Z" fill="url(#pSteel)"/><ellipse cx="0" cy="-96" rx="30" ry="8" fill="#d8c2a0" stroke="#e8eef0" stroke-width="3"/>
        <path d="M-16,-110 q-10,-20 4,-36 q12,-16 0,-34 M8,-110 q-8,-16 4,-30" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-linecap="round" filter="url(#b2)"/>
        <defs><linearGradient id="pSteel" x1="0" x2="1"><stop offset="0" stop-color="#5b6367"/><stop offset=".3" stop-color="#e8eef0"/><stop offset=".55" stop-color="#9aa3a6"/><stop offset="1" stop-color="#3a4043"/></linearGradient></defs></g>`,
};
