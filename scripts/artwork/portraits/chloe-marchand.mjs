/**
 * Chloé Marchand (10 of hearts): a 13x13 hand-range matrix behind her, a bob,
 * a ribbed collar and pendant; three identical, exact stacks.
 */
import { C, f, rng } from '../palette.mjs';
import { suit } from '../suits.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

/** Outer silhouette of a chin-length bob (open path, jaw-left -> jaw-right). */
function bobOuter(hx, hy, rx, ry) {
  return `M${hx - rx - 18},${hy + ry * 0.72} C${hx - rx - 30},${hy - ry * 0.2} ${hx - rx - 24},${hy - ry - 26} ${hx},${hy - ry - 26}
    C${hx + rx + 24},${hy - ry - 26} ${hx + rx + 30},${hy - ry * 0.2} ${hx + rx + 18},${hy + ry * 0.72}`;
}

export default {
  slug: 'chloe-marchand',
  rank: '10',
  suit: 'H',
  accent: ['#7fb0ff', '#ef4135'],
  light: 'left',
  feltHi: '#18434e',
  feltMid: '#0c2630',
  tileRot: 45,
  backdrop: () => {
    // a 13x13 hand-range matrix, as in a solver read-out
    const R = rng(31);
    const n = 13;
    const size = 36;
    const x0 = 400 - (n * size) / 2;
    const y0 = 130;
    let g = `<g opacity=".75">`;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const d = Math.abs(i - j);
        const strength = Math.max(0, 1 - (i + j) / 18 + (i === j ? 0.4 : 0) - R() * 0.25);
        const col = strength > 0.55 ? '#ef4135' : strength > 0.3 ? '#3a6fd8' : strength > 0.12 ? '#9bb7e8' : '#1b2f3a';
        const op = strength > 0.12 ? 0.25 + strength * 0.45 : 0.35;
        g += `<rect x="${x0 + j * size + 2}" y="${y0 + i * size + 2}" width="${size - 4}" height="${size - 4}" rx="3" fill="${col}" opacity="${f(op)}"${d === 0 ? ' stroke="#fff" stroke-opacity=".35"' : ''}/>`;
      }
    g += `</g>`;
    g += `<path d="M${x0 - 10},${y0 - 10} h${n * size + 20} v${n * size + 20} h-${n * size + 20} Z" fill="none" stroke="${C.gold}" stroke-opacity=".45" stroke-width="1.5"/>`;
    g += `<rect x="30" y="30" width="90" height="940" fill="#0055a4" opacity=".22"/><rect x="680" y="30" width="90" height="940" fill="#ef4135" opacity=".16"/>`;
    return g;
  },
  fig: {
    w: 420,
    hy: 396,
    hrx: 76,
    hry: 98,
    tilt: 6,
    headDx: 4,
    torso: { l: -4, r: 8, neck: 32 },
    ears: false,
    behindHead: (hx, hy, rx, ry) =>
      `<path d="${bobOuter(hx, hy, rx, ry)} Q${hx},${hy + ry * 0.86} ${hx - rx - 18},${hy + ry * 0.72} Z" fill="url(#hairFill)"/>`,
    hair: (hx, hy, rx, ry) => `
        <path d="${bobOuter(hx, hy, rx, ry)}
                 L${hx + rx * 0.74},${hy + ry * 0.66} C${hx + rx * 0.88},${hy + ry * 0.2} ${hx + rx * 0.88},${hy - ry * 0.1} ${hx + rx * 0.72},${hy - ry * 0.3}
                 C${hx + rx * 0.3},${hy - ry * 0.2} ${hx - rx * 0.2},${hy - ry * 0.28} ${hx - rx * 0.62},${hy - ry * 0.42}
                 C${hx - rx * 0.88},${hy - ry * 0.1} ${hx - rx * 0.88},${hy + ry * 0.2} ${hx - rx * 0.74},${hy + ry * 0.66} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke-linecap="round">
          <path d="M${hx + rx * 0.72},${hy - ry * 0.3} C${hx + rx * 0.3},${hy - ry * 0.2} ${hx - rx * 0.2},${hy - ry * 0.28} ${hx - rx * 0.62},${hy - ry * 0.42}" stroke="#7fb0ff" stroke-opacity=".4" stroke-width="2"/>
          <path d="M${hx - rx * 0.5},${hy - ry * 0.95} C${hx - rx * 0.9},${hy - ry * 0.6} ${hx - rx - 10},${hy} ${hx - rx - 8},${hy + ry * 0.6}" stroke="#7fb0ff" stroke-opacity=".3" stroke-width="1.5"/>
          <path d="M${hx + rx * 0.2},${hy - ry - 10} C${hx + rx * 0.8},${hy - ry * 0.8} ${hx + rx + 8},${hy - ry * 0.2} ${hx + rx + 6},${hy + ry * 0.5}" stroke="${C.gold2}" stroke-opacity=".2" stroke-width="1.5"/>
        </g>`,
    hairRim: (hx, hy, rx, ry, stroke) => stroke(bobOuter(hx, hy, rx, ry), 3.5),
    clothes: (cx, sy) => `
        <path d="M${cx - 42},${sy - 76} L${cx + 42},${sy - 76} L${cx + 52},${sy - 20} Q${cx},${sy - 2} ${cx - 52},${sy - 20} Z" fill="#17212a" stroke="#7fb0ff" stroke-opacity=".35" stroke-width="2"/>
        ${Array.from({ length: 4 }, (_, i) => `<path d="M${cx - 46},${sy - 64 + i * 14} Q${cx},${sy - 54 + i * 14} ${cx + 46},${sy - 64 + i * 14}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="2"/>`).join('')}
        <circle cx="${cx}" cy="${sy + 90}" r="14" fill="none" stroke="${C.gold2}" stroke-width="2.5"/>
        <path d="M${cx},${sy - 8} L${cx},${sy + 76}" stroke="${C.gold2}" stroke-width="1.5" opacity=".7"/>
        ${suit('H', cx, sy + 90, 13, '#ef4135')}`,
  },
  tableItems: () => `
      ${chipStack(130, 930, 46, 10, ['#0055a4', '#f1ece0'], { seed: 17, k: 0.3, h: 11, jitter: 0.005 })}
      ${chipStack(230, 930, 46, 10, ['#f1ece0', '#ef4135'], { seed: 18, k: 0.3, h: 11, jitter: 0.005 })}
      ${chipStack(330, 930, 46, 10, ['#ef4135', '#0055a4'], { seed: 19, k: 0.3, h: 11, jitter: 0.005 })}
      ${tableCard(470, 905, 88, 124, -6, 0.38, { rank: '10', s: 'H' })}
      ${tableCard(560, 905, 88, 124, 6, 0.38, { rank: '9', s: 'H' })}`,
};
