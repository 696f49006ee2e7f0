/**
 * Marcus Vale (K of diamonds): the host under a studio lighting rig, an ON AIR
 * lamp and his voice as a waveform; a sharp suit, bow tie and hand mic; three
 * brag cards, matchsticks and his scuffed £25 chip.
 */
import { C, f, rng } from '../palette.mjs';
import { suit } from '../suits.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

const VIOLET = '#7b4dff';
const AMBER = '#ffb347';

/** Short, side-parted hair with a lift on top (open path, sideburn to sideburn). */
const hairOuter = (hx, hy, rx, ry) =>
  `M${hx - rx - 2},${hy + 8} C${hx - rx - 8},${hy - ry * 0.7} ${hx - rx * 0.6},${hy - ry - 14} ${hx - 10},${hy - ry - 16}
   C${hx + 30},${hy - ry - 32} ${hx + rx + 6},${hy - ry - 6} ${hx + rx + 3},${hy - ry * 0.3} L${hx + rx + 2},${hy + 8}`;

export default {
  slug: 'marcus-vale',
  rank: 'K',
  suit: 'D',
  accent: ['#f4ecff', VIOLET],
  light: 'left',
  feltHi: '#3a2452',
  feltMid: '#1a1026',
  indexCol: '#f1d98a',
  tileRot: 20,
  backdrop: () => {
    const R = rng(51);
    // lighting truss along the top, three lamps throwing beams down on the host
    let g = `<g stroke="#8d86a0" stroke-opacity=".5" stroke-width="3" fill="none"><path d="M170,58 H770 M170,84 H770"/>`;
    g += `<path d="${Array.from({ length: 15 }, (_, i) => `M${170 + i * 40},58 L${190 + i * 40},84 L${210 + i * 40},58`).join(' ')}" stroke-width="1.5"/></g>`;
    for (const x of [250, 470, 660]) {
      const rot = { 250: -20, 470: 12, 660: 30 }[x];
      g += `<path d="M${x},100 L${x - 160 + rot * 6},760 L${x + 160 + rot * 6},760 Z" fill="#fff4dc" opacity=".07" filter="url(#b14)"/>`;
      g += `<g transform="rotate(${rot},${x},92)"><rect x="${x - 22}" y="84" width="44" height="40" rx="6" fill="#0c0a12" stroke="${C.gold}" stroke-opacity=".5"/>
        <ellipse cx="${x}" cy="126" rx="20" ry="7" fill="#fff7e4"/><ellipse cx="${x}" cy="128" rx="40" ry="16" fill="#fff1c7" opacity=".35" filter="url(#b8)"/></g>`;
    }
    // The Voice: an audio waveform across the studio wall
    g += `<g fill="${VIOLET}" opacity=".45">`;
    for (let i = 0; i < 44; i++) {
      const h = 12 + Math.sin((i / 43) * Math.PI) * (40 + R() * 120);
      g += `<rect x="${f(70 + i * 15.4)}" y="${f(330 - h / 2)}" width="8" height="${f(h)}" rx="4"/>`;
    }
    g += `</g><path d="M60,330 H740" stroke="#f4ecff" stroke-opacity=".25" stroke-width="1.5"/>`;
    // ON AIR lamp
    g += `<rect x="560" y="150" width="150" height="50" rx="10" fill="#d62839" opacity=".5" filter="url(#b14)"/>
      <rect x="570" y="156" width="130" height="38" rx="8" fill="#b3142b" stroke="#ffd2d6" stroke-opacity=".6" stroke-width="2"/>`;
    g += `<text x="635" y="184" font-family="serif" font-weight="bold" font-size="26" text-anchor="middle" fill="#fff0f0" letter-spacing="3">ON AIR</text>`;
    return g;
  },
  fig: {
    w: 540,
    hy: 380,
    hrx: 82,
    hry: 102,
    tilt: -3,
    headDx: -4,
    torso: { l: 4, r: -2 },
    hair: (hx, hy, rx, ry) => `
        <path d="${hairOuter(hx, hy, rx, ry)} L${hx + rx - 4},${hy + 8} C${hx + rx - 8},${hy - 40} ${hx + rx * 0.5},${hy - ry * 0.56} ${hx + 6},${hy - ry * 0.6}
                 C${hx - rx * 0.4},${hy - ry * 0.62} ${hx - rx + 10},${hy - 50} ${hx - rx + 6},${hy + 8} Z" fill="url(#hairFill)"/><g fill="none" stroke="#f4ecff" stroke-linecap="round">
          <path d="M${hx - rx * 0.42},${hy - ry * 0.64} C${hx - rx * 0.5},${hy - ry * 0.9} ${hx - rx * 0.4},${hy - ry - 6} ${hx - rx * 0.2},${hy - ry - 14}" stroke-opacity=".4" stroke-width="2"/>
          <path d="M${hx - rx * 0.3},${hy - ry - 6} C${hx + 10},${hy - ry - 26} ${hx + rx * 0.8},${hy - ry - 8} ${hx + rx - 4},${hy - ry * 0.5}" stroke-opacity=".22" stroke-width="1.5"/></g>`,
    hairRim: (hx, hy, rx, ry, stroke) => stroke(hairOuter(hx, hy, rx, ry), 3.5),
    front: (hx, hy, rx) => `
        <path d="M${hx + rx + 6},${hy + 18} c10,14 -8,20 2,34 c10,14 -8,20 2,34 c6,10 -4,40 -30,60" fill="none" stroke="#d9e4f0" stroke-opacity=".55" stroke-width="2.5"/>
        <ellipse cx="${hx + rx + 2}" cy="${hy + 10}" rx="7" ry="10" fill="#0b0810" stroke="#d9e4f0" stroke-opacity=".6" stroke-width="1.5"/>`,
    clothes: (cx, sy) => `
        <path d="M${cx - 44},${sy - 44} L${cx},${sy + 120} L${cx + 44},${sy - 44} Z" fill="#e9e4f2" opacity=".9"/>
        <path d="M${cx - 44},${sy - 42} L${cx - 22},${sy + 70} L${cx - 92},${sy + 20} L${cx - 120},${sy + 44} L${cx - 20},${sy + 250} L${cx},${sy + 120} Z" fill="#120d1a" stroke="${VIOLET}" stroke-opacity=".6" stroke-width="2"/>
        <path d="M${cx + 44},${sy - 42} L${cx + 22},${sy + 70} L${cx + 92},${sy + 20} L${cx + 120},${sy + 44} L${cx + 20},${sy + 250} L${cx},${sy + 120} Z" fill="#0c0912" stroke="${VIOLET}" stroke-opacity=".4" stroke-width="2"/>
        <path d="M${cx - 40},${sy - 34} L${cx - 4},${sy - 20} L${cx - 40},${sy - 6} Z M${cx + 40},${sy - 34} L${cx + 4},${sy - 20} L${cx + 40},${sy - 6} Z" fill="#1a1226" stroke="${VIOLET}" stroke-width="1.5"/><rect x="${cx - 8}" y="${sy - 28}" width="16" height="16" rx="3" fill="#2a1d3d"/>
        <path d="M${cx - 156},${sy + 118} l40,-6 l-6,12 l-12,-8 l-8,12 l-6,-10 Z" fill="${AMBER}" opacity=".85"/><path d="M${cx - 164},${sy + 126} h52" stroke="#000" stroke-opacity=".5" stroke-width="3"/>`,
    over: (cx, sy) => `<g transform="translate(-4,-34)">
        <path d="M${cx + 250},${sy + 440} C${cx + 240},${sy + 300} ${cx + 210},${sy + 190} ${cx + 118},${sy + 152} L${cx + 74},${sy + 172} C${cx + 150},${sy + 230} ${cx + 170},${sy + 330} ${cx + 170},${sy + 440} Z" fill="#100c16"/>
        <path d="M${cx + 250},${sy + 440} C${cx + 240},${sy + 300} ${cx + 210},${sy + 190} ${cx + 118},${sy + 152}" fill="none" stroke="${VIOLET}" stroke-opacity=".6" stroke-width="2.5"/>
        <g transform="rotate(-18,${cx + 84},${sy + 150})">
          <rect x="${cx + 76}" y="${sy + 30}" width="16" height="130" rx="6" fill="#1b1b22" stroke="#d9e4f0" stroke-opacity=".4"/>
          <rect x="${cx + 64}" y="${sy + 44}" width="40" height="34" rx="4" fill="#1a1226" stroke="${C.gold2}" stroke-width="2"/>${suit('D', cx + 84, sy + 61, 22, C.gold2)}
          <ellipse cx="${cx + 84}" cy="${sy + 16}" rx="20" ry="24" fill="#2b2b35" stroke="#d9e4f0" stroke-opacity=".7" stroke-width="2"/>
          <path d="M${cx + 66},${sy + 10} h36 M${cx + 64},${sy + 20} h40 M${cx + 68},${sy + 30} h32" stroke="#d9e4f0" stroke-opacity=".3"/>
          <rect x="${cx + 58}" y="${sy + 100}" width="52" height="56" rx="20" fill="#1e1a24" stroke="#f4ecff" stroke-opacity=".45" stroke-width="2"/><rect x="${cx + 56}" y="${sy + 150}" width="56" height="14" rx="3" fill="#e9e4f2"/>
        </g></g>`,
  },
  tableItems: () => `
      ${chipStack(150, 935, 50, 7, ['#3a2452', '#f1ece0'], { seed: 52, k: 0.3, h: 11, edge: '#f1ece0' })}
      ${tableCard(330, 905, 80, 112, -16, 0.38, { back: true })}${tableCard(372, 900, 80, 112, -2, 0.38, { back: true })}
      ${tableCard(414, 906, 80, 112, 14, 0.38, { back: true })}
      <path d="M520,925 l70,-10 M530,942 l64,4 M546,952 l58,-18" stroke="#e7d3a8" stroke-width="4" stroke-linecap="round"/>
      <g fill="#b3142b"><circle cx="590" cy="915" r="4"/><circle cx="594" cy="946" r="4"/><circle cx="604" cy="934" r="4"/></g>
      <g transform="translate(660,930) scale(1,.3)">${chipTop(0, 0, 44, '#3e5aa8', { mark: null, rot: 25, edge: '#f1ece0' })}
        <text x="0" y="10" font-family="serif" font-weight="bold" font-size="28" text-anchor="middle" fill="#f1ece0">£25</text>
        <path d="M-30,-18 l22,10 M14,22 l18,-6" stroke="#000" stroke-opacity=".35" stroke-width="2"/></g>`,
};
