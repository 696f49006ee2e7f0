/**
 * Tanner Voss (7 of clubs): stripes, stars and a lightning bolt, a hood;
 * scattered chips and tossed cards.
 */
import { rng } from '../palette.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { star } from '../shapes.mjs';

export default {
  slug: 'tanner-voss',
  rank: '7',
  suit: 'C',
  accent: ['#4cc9ff', '#2f6bff'],
  light: 'right',
  feltHi: '#14323f',
  feltMid: '#0a1c25',
  indexCol: '#e9c46a',
  tileRot: 10,
  backdrop: () => {
    const bolt = (x, y, s, rot, col, op) =>
      `<path transform="translate(${x},${y}) rotate(${rot}) scale(${s})" d="M10,-60 L-22,6 L2,6 L-12,60 L26,-14 L2,-14 L18,-60 Z" fill="${col}" opacity="${op}"/>`;
    let g = '';
    g += `<g opacity=".1" transform="rotate(-14,400,500)">${Array.from({ length: 9 }, (_, i) => `<rect x="-200" y="${40 + i * 120}" width="1200" height="34" fill="#d62839"/>`).join('')}</g>`;
    const R = rng(41);
    g += `<g opacity=".35">${Array.from({ length: 14 }, () => star(60 + R() * 300, 70 + R() * 260, 4 + R() * 6, '#dfe9ff')).join('')}</g>`;
    g += `<path d="M640,40 L560,260 L640,250 L520,520 L600,500 L470,760" fill="none" stroke="#4cc9ff" stroke-width="22" opacity=".35" filter="url(#b14)"/>`;
    g += `<path d="M640,40 L560,260 L640,250 L520,520 L600,500 L470,760" fill="none" stroke="#cfeeff" stroke-width="4" opacity=".9"/>`;
    g += `<path d="M560,260 L470,330 L480,380" fill="none" stroke="#9ad9ff" stroke-width="2" opacity=".7"/>`;
    g += bolt(150, 560, 1.6, 12, '#4cc9ff', 0.2);
    g += `<g fill="none" stroke="#4cc9ff" stroke-opacity=".12">${Array.from({ length: 14 }, (_, i) => `<path d="M30,${420 + i * 30} H770"/>`).join('')}</g>`;
    return g;
  },
  fig: {
    w: 520,
    hy: 402,
    hrx: 80,
    hry: 100,
    tilt: 5,
    headDx: 10,
    bodyDx: -4,
    torso: { l: -10, r: 10, neck: 62 },
    ears: false,
    behindHead: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 58},${hy + ry + 96} C${hx - rx - 80},${hy - 20} ${hx - rx - 10},${hy - ry - 58} ${hx},${hy - ry - 58}
                 C${hx + rx + 10},${hy - ry - 58} ${hx + rx + 80},${hy - 20} ${hx + rx + 58},${hy + ry + 96} Q${hx},${hy + ry + 150} ${hx - rx - 58},${hy + ry + 96} Z" fill="url(#bodyFill)"/>
        <path d="M${hx - rx - 58},${hy + ry + 96} C${hx - rx - 80},${hy - 20} ${hx - rx - 10},${hy - ry - 58} ${hx},${hy - ry - 58}
                 C${hx + rx + 10},${hy - ry - 58} ${hx + rx + 80},${hy - 20} ${hx + rx + 58},${hy + ry + 96}" fill="none" stroke="url(#rim)" stroke-width="5"/>
        <path d="M${hx - rx - 58},${hy + ry + 96} C${hx - rx - 80},${hy - 20} ${hx - rx - 10},${hy - ry - 58} ${hx},${hy - ry - 58}
                 C${hx + rx + 10},${hy - ry - 58} ${hx + rx + 80},${hy - 20} ${hx + rx + 58},${hy + ry + 96}" fill="none" stroke="url(#rimGold)" stroke-width="3"/>`,
    front: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 6},${hy + ry * 0.9} C${hx - rx - 28},${hy - 40} ${hx - rx + 10},${hy - ry - 22} ${hx},${hy - ry - 24}
                 C${hx + rx - 10},${hy - ry - 22} ${hx + rx + 28},${hy - 40} ${hx + rx + 6},${hy + ry * 0.9}
                 L${hx + rx + 44},${hy + ry + 70} C${hx + rx + 62},${hy - 40} ${hx + rx + 10},${hy - ry - 50} ${hx},${hy - ry - 50}
                 C${hx - rx - 10},${hy - ry - 50} ${hx - rx - 62},${hy - 40} ${hx - rx - 44},${hy + ry + 70} Z" fill="#121a17"/>
        <path d="M${hx - rx - 6},${hy + ry * 0.9} C${hx - rx - 28},${hy - 40} ${hx - rx + 10},${hy - ry - 22} ${hx},${hy - ry - 24} C${hx + rx - 10},${hy - ry - 22} ${hx + rx + 28},${hy - 40} ${hx + rx + 6},${hy + ry * 0.9}" fill="none" stroke="#4cc9ff" stroke-opacity=".35" stroke-width="2"/>
        <ellipse cx="${hx}" cy="${hy + 10}" rx="${rx * 0.8}" ry="${ry * 0.9}" fill="#000" opacity=".45" filter="url(#b14)"/>`,
    clothes: (cx, sy) => `
        <path d="M${cx - 40},${sy - 10} L${cx - 48},${sy + 130}" stroke="#cfeeff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round"/>
        <path d="M${cx + 40},${sy - 10} L${cx + 44},${sy + 120}" stroke="#cfeeff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>
        <circle cx="${cx - 48}" cy="${sy + 134}" r="5" fill="#d62839"/><circle cx="${cx + 44}" cy="${sy + 124}" r="5" fill="#d62839"/>
        <path transform="translate(${cx + 120},${sy + 110}) scale(.7)" d="M10,-60 L-22,6 L2,6 L-12,60 L26,-14 L2,-14 L18,-60 Z" fill="#4cc9ff" opacity=".85"/>
        <path d="M${cx - 180},${sy + 40} Q${cx - 200},${sy + 200} ${cx - 150},${sy + 340}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="6"/>`,
  },
  tableItems: () => `
      ${chipStack(170, 935, 50, 5, ['#d62839', '#f1ece0', '#2f6bff'], { seed: 21, k: 0.3, h: 11, jitter: 0.14, lean: 2 })}
      <g transform="translate(270,950) scale(1,.3)">${chipTop(0, 0, 42, '#2f6bff', { rot: 40 })}</g>
      <g transform="translate(320,925) scale(1,.3)">${chipTop(0, 0, 42, '#d62839', { rot: 10 })}</g>
      <g transform="translate(688,948) scale(1,.3)">${chipTop(0, 0, 42, '#f1ece0', { edge: '#2f6bff', rot: 70 })}</g>
      ${chipStack(590, 940, 50, 8, ['#2f6bff', '#f1ece0'], { seed: 22, k: 0.3, h: 11, jitter: 0.1, lean: -1.2, topMark: 'C' })}
      ${tableCard(450, 905, 88, 124, -24, 0.38, { back: true })}
      ${tableCard(488, 920, 88, 124, 30, 0.38, { back: true })}
      <ellipse cx="470" cy="910" rx="120" ry="30" fill="#4cc9ff" opacity=".08" filter="url(#b24)"/>`,
};
