/**
 * Nadia Haddad (Q of diamonds): an operating-theatre lamp and a heartbeat trace
 * behind her, a neat bun, scrubs under a blazer and a stethoscope; a paper pad
 * and pen beside tight red and white stacks.
 */
import { C, f } from '../palette.mjs';
import { suit } from '../suits.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

const TEAL = '#3fd1c0';
const CA_RED = '#d52b1e';
/** Sleek hair drawn back to the bun (open path, temple to temple). */
const hairTop = (hx, hy, rx, ry) =>
  `M${hx - rx - 2},${hy - 6} C${hx - rx - 4},${hy - ry - 8} ${hx + rx + 4},${hy - ry - 8} ${hx + rx + 2},${hy - 6}`;
const MAPLE =
  'M0,-20 L-4,-12 L-9,-14 L-7,-4 L-12,-8 L-14,-4 L-20,-6 L-17,2 L-20,4 L-10,11 L-12,15 L-2,13 L-1,20 L1,20 L2,13 L12,15 L10,11 L20,4 L17,2 L20,-6 L14,-4 L12,-8 L7,-4 L9,-14 L4,-12 Z';

export default {
  slug: 'nadia-haddad',
  rank: 'Q',
  suit: 'D',
  accent: ['#e6fffb', '#1f9e92'],
  light: 'right',
  feltHi: '#125a54',
  feltMid: '#0a2e2c',
  indexCol: '#f1d98a',
  tileRot: 35,
  backdrop: () => {
    // the surgical lamp, tilted over the table, and its cone of light
    let g = `<path d="M560,250 L150,860 L700,860 Z" fill="#e6fffb" opacity=".06" filter="url(#b24)"/>`;
    g += `<path d="M640,30 L640,90 Q640,110 620,118" fill="none" stroke="#0a1716" stroke-width="14"/>`;
    g += `<g transform="rotate(-24,590,200)"><ellipse cx="590" cy="206" rx="150" ry="104" fill="#0b1716" stroke="${C.gold}" stroke-opacity=".45" stroke-width="2"/>
      <ellipse cx="590" cy="196" rx="136" ry="90" fill="#d9f7f2" opacity=".12"/>`;
    for (const [dx, dy] of '0,0 -80,-27 80,-27 -80,27 80,27 0,-52 0,52'.split(' ').map((c) => c.split(',').map(Number)))
      g += `<ellipse cx="${590 + dx}" cy="${198 + dy}" rx="34" ry="24" fill="#f4fffd" opacity=".85"/>
        <ellipse cx="${590 + dx}" cy="${198 + dy}" rx="34" ry="24" fill="none" stroke="${TEAL}" stroke-opacity=".6" stroke-width="3"/>`;
    g += `</g><ellipse cx="570" cy="220" rx="190" ry="140" fill="#e6fffb" opacity=".18" filter="url(#b40)"/>`;
    // a heartbeat trace running in from the left
    const beat = (x) =>
      `L${x},300 L${x + 14},290 L${x + 24},300 L${x + 34},300 L${x + 42},220 L${x + 54},360 L${x + 64},300 L${x + 90},300 L${x + 104},284 L${x + 120},300`;
    const d = `M40,300 ${beat(70)} ${beat(250)} L420,300`;
    g += `<path d="${d}" fill="none" stroke="${CA_RED}" stroke-width="10" opacity=".35" filter="url(#b8)"/>`;
    g += `<path d="${d}" fill="none" stroke="#ff8a80" stroke-width="3" stroke-linejoin="round"/>`;
    g += `<g stroke="${TEAL}" stroke-opacity=".08">${Array.from({ length: 9 }, (_, i) => `<path d="M40,${180 + i * 30} H420 M${60 + i * 40},180 V420"/>`).join('')}</g>`;
    return g;
  },
  fig: {
    w: 440,
    hy: 392,
    hrx: 76,
    hry: 98,
    tilt: -3,
    headDx: -2,
    torso: { l: 2, r: 0, neck: 30 },
    behindHead: (hx, hy, rx, ry) => `
        <ellipse cx="${hx + 6}" cy="${hy - ry - 30}" rx="44" ry="38" fill="url(#hairFill)" stroke="url(#rim)" stroke-width="3.5"/>
        <path d="M${hx - 30},${hy - ry - 22} C${hx - 10},${hy - ry - 70} ${hx + 40},${hy - ry - 64} ${hx + 48},${hy - ry - 24}" fill="none" stroke="${TEAL}" stroke-opacity=".3" stroke-width="1.5"/>`,
    hair: (hx, hy, rx, ry) => `
        <path d="${hairTop(hx, hy, rx, ry)}
                 C${hx + rx - 12},${hy - 54} ${hx + 30},${hy - ry * 0.7} ${hx},${hy - ry * 0.7} C${hx - 30},${hy - ry * 0.7} ${hx - rx + 12},${hy - 54} ${hx - rx - 2},${hy - 6} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke="#e6fffb" stroke-opacity=".22" stroke-width="1.4">
          <path d="M${hx + rx - 6},${hy - 30} C${hx + rx * 0.7},${hy - ry} ${hx + 20},${hy - ry - 6} ${hx + 8},${hy - ry - 4}"/>
          <path d="M${hx + rx * 0.4},${hy - ry * 0.68} C${hx + rx * 0.6},${hy - ry} ${hx + 10},${hy - ry - 6} ${hx},${hy - ry - 4}"/>
          <path d="M${hx - rx * 0.4},${hy - ry * 0.68} C${hx - rx * 0.6},${hy - ry} ${hx - 10},${hy - ry - 6} ${hx},${hy - ry - 4}"/>
        </g>`,
    hairRim: (hx, hy, rx, ry, stroke) => stroke(hairTop(hx, hy, rx, ry), 3.5),
    clothes: (cx, sy) => `
        <path d="M${cx - 44},${sy - 40} L${cx},${sy + 60} L${cx + 44},${sy - 40} L${cx + 84},${sy - 24} L${cx + 34},${sy + 300} L${cx - 34},${sy + 300} L${cx - 84},${sy - 24} Z" fill="#1f6f68"/>
        <path d="M${cx - 44},${sy - 40} L${cx},${sy + 60} L${cx + 44},${sy - 40}" fill="none" stroke="#0c3430" stroke-width="8"/>
        <path d="M${cx - 92},${sy - 28} L${cx - 50},${sy + 92} L${cx - 36},${sy + 300} M${cx + 92},${sy - 28} L${cx + 50},${sy + 92} L${cx + 36},${sy + 300}" fill="none" stroke="#061412" stroke-width="24"/>
        <path d="M${cx + 104},${sy - 28} L${cx + 62},${sy + 92} L${cx + 48},${sy + 300}" fill="none" stroke="${TEAL}" stroke-opacity=".4" stroke-width="2"/>
        <path d="M${cx - 104},${sy - 28} L${cx - 62},${sy + 92} L${cx - 48},${sy + 300}" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="2"/>
        <path d="M${cx - 38},${sy - 50} C${cx - 80},${sy - 10} ${cx - 90},${sy + 80} ${cx - 74},${sy + 150} M${cx + 38},${sy - 50} C${cx + 80},${sy - 10} ${cx + 86},${sy + 60} ${cx + 70},${sy + 110}" fill="none" stroke="#0a0f0e" stroke-width="9" stroke-linecap="round"/>
        <g fill="none" stroke="#c9d6d4" stroke-width="2.5" stroke-linecap="round"><path d="M${cx - 38},${sy - 50} C${cx - 80},${sy - 10} ${cx - 90},${sy + 80} ${cx - 74},${sy + 150}" stroke-opacity=".35"/>
          <path d="M${cx + 70},${sy + 110} L${cx + 56},${sy + 160} M${cx + 70},${sy + 110} L${cx + 88},${sy + 158}" stroke-width="4"/></g>
        <circle cx="${cx + 56}" cy="${sy + 162}" r="5" fill="#c9d6d4"/><circle cx="${cx + 88}" cy="${sy + 160}" r="5" fill="#c9d6d4"/>
        <circle cx="${cx - 74}" cy="${sy + 168}" r="20" fill="#9fb0ad" stroke="#e6fffb" stroke-width="3"/><circle cx="${cx - 74}" cy="${sy + 168}" r="11" fill="#2a3a38"/><circle cx="${cx - 74}" cy="${sy + 168}" r="20" fill="url(#chipShade)"/>
        <path transform="translate(${cx + 136},${sy + 66})" d="${MAPLE}" fill="${CA_RED}"/>`,
  },
  tableItems: () => `
      ${chipStack(130, 932, 46, 14, [CA_RED, '#f1ece0'], { seed: 61, k: 0.3, h: 11, jitter: 0.01 })}
      ${chipStack(228, 926, 46, 10, ['#f1ece0', CA_RED], { seed: 62, k: 0.3, h: 11, jitter: 0.01 })}
      ${chipStack(320, 918, 46, 6, ['#1f9e92', '#f1ece0'], { seed: 63, k: 0.3, h: 11, jitter: 0.01, topMark: 'D' })}
      ${tableCard(420, 912, 84, 118, -4, 0.38, { back: true })}${tableCard(430, 906, 84, 118, 2, 0.38, { back: true })}
      <g transform="translate(566,922) scale(1,.38) rotate(12)">
        <rect x="-64" y="-88" width="128" height="176" rx="4" fill="#000" opacity=".5" filter="url(#b8)"/>
        <rect x="-66" y="-92" width="128" height="176" rx="4" fill="#f4efe0"/><rect x="-66" y="-92" width="128" height="20" fill="#1f6f68"/>
        ${Array.from({ length: 8 }, (_, i) => `<path d="M-56,${f(-56 + i * 17)} H52" stroke="#7aa7c7" stroke-width="2"/>`).join('')}
        <path d="M-50,-40 h50 M-50,-23 h70 M-50,-6 h34 M-50,11 h60" stroke="#2a3340" stroke-width="3" stroke-linecap="round"/>
        ${suit('D', -40, 40, 22, CA_RED)}<rect x="-66" y="-92" width="128" height="176" rx="4" fill="url(#topShade)"/>
      </g>
      <g transform="rotate(-30,610,935)"><rect x="556" y="930" width="112" height="9" rx="4" fill="#141816" stroke="${C.gold2}" stroke-width="1.5"/><path d="M668,930 l14,4.5 l-14,4.5 Z" fill="${C.gold2}"/></g>`,
};
