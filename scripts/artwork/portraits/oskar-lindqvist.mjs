/**
 * Oskar "Oz" Lindqvist (J of clubs): a Gothenburg archipelago at sundown, a
 * sailboat and a red cottage; swept-back hair, sunglasses pushed up, a Nordic
 * knit; four hole cards face up, double-suited, and blue and yellow chips.
 */
import { C, f, rad } from '../palette.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { dust } from '../shapes.mjs';

const SE_BLUE = '#2a6fb8';
const SE_GOLD = '#fecc02';
const HZ = 500;
const hairTop = (hx, hy, rx, ry) =>
  `M${hx - rx - 4},${hy + 4} C${hx - rx - 10},${hy - ry - 20} ${hx + rx + 14},${hy - ry - 26} ${hx + rx + 4},${hy + 4}`;
const beard = (hx, hy, rx, ry) =>
  `M${hx - rx * 0.78},${hy + ry * 0.5} C${hx - rx * 0.6},${hy + ry + 12} ${hx + rx * 0.6},${hy + ry + 12} ${hx + rx * 0.78},${hy + ry * 0.5}`;

export default {
  slug: 'oskar-lindqvist',
  rank: 'J',
  suit: 'C',
  accent: ['#ffd36e', '#3a78c9'],
  light: 'left',
  feltHi: '#1d3a66',
  feltMid: '#0c1b33',
  indexCol: '#f1d98a',
  tileRot: 25,
  backdrop: () => `
      <defs>
        <linearGradient id="oSky" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#0b1a33" stop-opacity="0"/><stop offset=".55" stop-color="#3b5f96" stop-opacity=".5"/><stop offset="1" stop-color="#f0a23c" stop-opacity=".75"/></linearGradient>
        <linearGradient id="oSea" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#1c3d6e"/><stop offset="1" stop-color="#06101f"/></linearGradient>
      </defs>
      <rect x="30" y="30" width="740" height="${HZ - 30}" fill="url(#oSky)"/>
      ${dust(800, 1000, 30, 71, { area: [200, 60, 740, 240], col: '#dfe8ff', op: 0.4, max: 1.6 })}
      <circle cx="190" cy="${HZ}" r="120" fill="${SE_GOLD}" opacity=".35" filter="url(#b40)"/><circle cx="190" cy="${HZ}" r="62" fill="#ffd86a"/>
      <rect x="30" y="${HZ}" width="740" height="${970 - HZ}" fill="url(#oSea)"/>
      <g fill="${SE_GOLD}">${Array.from({ length: 9 }, (_, i) => `<rect x="${190 - 70 + i * 6 + (i % 2) * 8}" y="${HZ + 10 + i * 14}" width="${140 - i * 12}" height="3" rx="1.5" opacity="${f(0.8 - i * 0.07)}"/>`).join('')}</g>
      <g fill="none" stroke="#9fc3ff" stroke-opacity=".16" stroke-width="2">${Array.from({ length: 6 }, (_, i) => `<path d="M${400 + i * 50},${HZ + 18 + i * 16} h${90 - i * 6}"/>`).join('')}</g>
      <path d="M30,${HZ} C60,${HZ - 34} 120,${HZ - 30} 150,${HZ} Z M540,${HZ} C580,${HZ - 22} 620,${HZ - 40} 680,${HZ - 36} C720,${HZ - 34} 750,${HZ - 20} 770,${HZ} Z" fill="#0a1424"/>
      <g transform="translate(700,${HZ - 36})">
        <rect x="-20" y="-22" width="40" height="24" fill="#8c2a1c"/><path d="M-26,-20 L0,-40 L26,-20 Z" fill="#2a1512"/><path d="M-20,-22 V2 M20,-22 V2" stroke="#f1ece0" stroke-width="3"/><rect x="-6" y="-14" width="10" height="9" fill="#ffd86a"/>
      </g>
      <g transform="translate(600,${HZ - 8})">
        <path d="M-46,0 L50,0 L38,16 L-36,16 Z" fill="#0a1424"/><path d="M0,-4 V-190" stroke="#0a1424" stroke-width="4"/>
        <path d="M4,-186 C40,-130 54,-60 52,-8 L4,-8 Z" fill="#f1ece0" opacity=".9"/><path d="M-4,-170 C-30,-110 -40,-50 -44,-8 L-4,-8 Z" fill="#d9dfe8" opacity=".7"/>
        <path d="M4,-186 C40,-130 54,-60 52,-8" fill="none" stroke="${SE_GOLD}" stroke-opacity=".6" stroke-width="2"/>
      </g>`,
  fig: {
    w: 520,
    hy: 388,
    hrx: 82,
    hry: 104,
    tilt: 6,
    headDx: 10,
    bodyDx: -4,
    torso: { l: -8, r: 8 },
    ears: false,
    behindHead: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 14},${hy - 20} C${hx - rx - 20},${hy - ry - 40} ${hx + rx + 24},${hy - ry - 40} ${hx + rx + 16},${hy - 10}
                 C${hx + rx + 18},${hy + 30} ${hx + rx + 22},${hy + 50} ${hx + rx + 4},${hy + 66} C${hx + 20},${hy + 50} ${hx - 20},${hy + 50} ${hx - rx - 4},${hy + 66}
                 C${hx - rx - 20},${hy + 50} ${hx - rx - 18},${hy + 30} ${hx - rx - 14},${hy - 20} Z" fill="url(#hairFill)" stroke="url(#rim)" stroke-width="3.5"/>`,
    hair: (hx, hy, rx, ry) => `
        <path d="${hairTop(hx, hy, rx, ry)}
                 C${hx + rx - 14},${hy - 50} ${hx + 30},${hy - ry * 0.64} ${hx - 10},${hy - ry * 0.62} C${hx - 50},${hy - ry * 0.6} ${hx - rx + 8},${hy - 40} ${hx - rx - 4},${hy + 4} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke="${SE_GOLD}" stroke-linecap="round" stroke-width="1.5"><path d="M${hx - rx * 0.5},${hy - ry * 0.6} C${hx - rx * 0.4},${hy - ry - 10} ${hx + rx * 0.3},${hy - ry - 16} ${hx + rx * 0.9},${hy - ry * 0.5}" stroke-opacity=".3"/>
          <path d="M${hx - rx * 0.9},${hy - ry * 0.3} C${hx - rx * 0.8},${hy - ry - 6} ${hx},${hy - ry - 20} ${hx + rx * 0.6},${hy - ry * 0.9}" stroke-opacity=".22"/></g>
        <path d="${beard(hx, hy, rx, ry)}
                 C${hx + rx * 0.5},${hy + ry * 0.8} ${hx - rx * 0.5},${hy + ry * 0.8} ${hx - rx * 0.78},${hy + ry * 0.5} Z" fill="#060908" opacity=".85"/>`,
    hairRim: (hx, hy, rx, ry, stroke) => stroke(hairTop(hx, hy, rx, ry), 3.5) + stroke(beard(hx, hy, rx, ry), 2.5),
    front: (hx, hy, rx, ry) => `
        <g transform="translate(${hx + 4},${hy - ry * 0.93}) rotate(-4) scale(.82,.62)">
          <path d="M-72,-2 C-74,-26 -14,-28 -8,-6 C-12,12 -66,14 -72,-2 Z M72,-2 C74,-26 14,-28 8,-6 C12,12 66,14 72,-2 Z" fill="#0d1626" stroke="${C.gold2}" stroke-width="3"/><path d="M-8,-6 Q0,-14 8,-6" fill="none" stroke="${C.gold2}" stroke-width="3"/>
          <path d="M-58,-12 L-34,-16 M22,-16 L44,-14" stroke="#9fc3ff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>
        </g>`,
    clothes: (cx, sy) => {
      // a round-yoke Nordic knit: bands of little diamonds and dots about the neck
      const ring = (r, n, d, style) =>
        Array.from({ length: n }, (_, i) => {
          const a = rad(10 + (i * 160) / (n - 1));
          return `<path d="M${f(cx + Math.cos(a) * r * 1.25)},${f(sy - 34 + Math.sin(a) * r)} ${d}" ${style}/>`;
        }).join('');
      let s = `<path d="M${cx - 170},${sy - 6} A170,140 0 0 0 ${cx + 170},${sy - 6} L${cx + 110},${sy - 28} L${cx - 110},${sy - 28} Z" fill="#1b2c4a" opacity=".75"/>`;
      s += ring(62, 13, 'm-2.5,0 a2.5,2.5 0 1 0 5,0 a2.5,2.5 0 1 0 -5,0', 'fill="#f1ece0" opacity=".6"');
      s += ring(88, 15, 'm0,-7 l6,7 l-6,7 l-6,-7 Z', `fill="${SE_GOLD}" opacity=".7"`);
      s += ring(114, 21, 'm-5,0 h10 m-5,-5 v10', 'stroke="#f1ece0" stroke-opacity=".5" stroke-width="2.5"');
      s += `<path d="M${cx - 170},${sy - 6} A170,140 0 0 0 ${cx + 170},${sy - 6}" fill="none" stroke="#f1ece0" stroke-opacity=".3" stroke-width="3" stroke-dasharray="2 5"/>`;
      s += `<path d="M${cx - 40},${sy - 44} Q${cx},${sy - 8} ${cx + 40},${sy - 44}" fill="none" stroke="#1b2c4a" stroke-width="16"/><path d="M${cx - 40},${sy - 44} Q${cx},${sy - 8} ${cx + 40},${sy - 44}" fill="none" stroke="#f1ece0" stroke-opacity=".3" stroke-width="14" stroke-dasharray="2 4"/>`;
      return s;
    },
  },
  tableItems: () => `
      ${chipStack(140, 935, 50, 8, [SE_BLUE, '#f1ece0'], { seed: 72, k: 0.3, h: 11, lean: 1, jitter: 0.08 })}
      ${chipStack(236, 922, 50, 12, [SE_GOLD, SE_BLUE], { seed: 73, k: 0.3, h: 11, lean: -0.6, jitter: 0.08, edge: '#0b1a33' })}
      <g transform="translate(640,948) scale(1,.3)">${chipTop(0, 0, 42, SE_BLUE, { mark: 'C', markCol: SE_GOLD, edge: SE_GOLD, rot: 20 })}</g>
      ${tableCard(356, 914, 82, 116, -18, 0.38, { rank: 'J', s: 'C' })}${tableCard(418, 904, 82, 116, -6, 0.38, { rank: '10', s: 'C' })}
      ${tableCard(480, 904, 82, 116, 6, 0.38, { rank: '9', s: 'D' })}${tableCard(542, 914, 82, 116, 18, 0.38, { rank: '8', s: 'D' })}`,
};
