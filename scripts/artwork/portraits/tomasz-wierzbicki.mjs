/**
 * Tomasz Wierzbicki (10 of spades): a chalk tactics board with a wolf's tracks shadowing a striker, a
 * buzz cut, a track jacket with a wolf crest and captain's armband; forearms on the rail, bracelet on.
 */
import { C, f } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

const RED = '#dc143c';
const CHALK = '#e8eef0';

/** A wolf's paw print centred at (x, y), pointing along `rot` degrees. */
const paw = (x, y, rot) =>
  `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(1.25)"><path d="M-9,4 C-9,-6 9,-6 9,4 C9,12 -9,12 -9,4 Z"/>
    <ellipse cx="-10" cy="-8" rx="3.6" ry="5"/><ellipse cx="-3.5" cy="-14" rx="3.6" ry="5"/><ellipse cx="3.5" cy="-14" rx="3.6" ry="5"/><ellipse cx="10" cy="-8" rx="3.6" ry="5"/></g>`;

/** A forearm resting on the rail, elbow (ex, ey) to a fist at (hx, hy). */
const arm = (ex, ey, hx, hy) => `
  <path d="M${ex},${ey} L${hx},${hy - 10}" stroke="url(#rim)" stroke-width="74" stroke-linecap="round"/>
  <path d="M${ex},${ey} L${hx},${hy - 10}" stroke="#101815" stroke-width="68" stroke-linecap="round"/>
  <path d="M${ex},${ey - 22} L${hx},${hy - 30}" stroke="#2a3a33" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"/>
  <rect x="${hx - 34}" y="${hy - 16}" width="68" height="44" rx="18" fill="url(#headFill)" stroke="url(#rim)" stroke-width="2"/>
  <path d="M${hx - 26},${hy - 10} q8,-6 13,0 q6,-6 13,0 q6,-6 13,0 q6,-6 13,0" fill="none" stroke="#8fa9a0" stroke-opacity=".55" stroke-width="2"/>`;

export default {
  slug: 'tomasz-wierzbicki',
  rank: '10',
  suit: 'S',
  accent: ['#e6eef3', '#8fa9b8'],
  light: 'left',
  feltHi: '#1d3a33',
  feltMid: '#0c1c18',
  indexCol: '#f0dca0',
  tileRot: -35,
  backdrop: () => {
    let g = `<g fill="none" stroke="${CHALK}" stroke-opacity=".34" stroke-width="3">
      <path d="M170,30 V970 M630,30 V970 M170,470 H630"/><circle cx="400" cy="470" r="150"/>
      <path d="M250,30 V190 H550 V30 M330,30 V92 H470 V30"/><path d="M340,190 A80,80 0 0 0 460,190"/></g>
      <circle cx="400" cy="470" r="5" fill="${CHALK}" opacity=".4"/><circle cx="400" cy="150" r="4" fill="${CHALK}" opacity=".4"/>`;
    // the striker (red X), his run (arrow), and the wolf's tracks shadowing it
    g += `<g stroke="${RED}" stroke-width="6" stroke-linecap="round" opacity=".7"><path d="M566,214 l28,28 M594,214 l-28,28"/></g>`;
    g += `<path d="M580,260 C600,360 560,420 680,520" fill="none" stroke="${RED}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="10 8"/>`;
    g += `<path d="M686,498 l-6,26 l-24,-10" fill="none" stroke="${RED}" stroke-opacity=".6" stroke-width="3"/>`;
    g += `<g fill="${CHALK}" opacity=".42" transform="translate(0,0)">`;
    for (let i = 0; i < 7; i++) {
      const t = i / 6;
      const x = 522 + t * 50 + Math.sin(t * 3) * 22 + (i % 2 ? 14 : -14);
      const y = 270 + t * 300;
      g += paw(x, y, 168 + (i % 2 ? 10 : -10));
    }
    g += `</g><g fill="none" stroke="${CHALK}" stroke-opacity=".35" stroke-width="4"><circle cx="250" cy="280" r="14"/><circle cx="470" cy="130" r="14"/></g>`;
    g += `<ellipse cx="150" cy="60" rx="230" ry="120" fill="#f4f8ff" opacity=".16" filter="url(#b40)"/>`;
    return g;
  },
  fig: {
    w: 620,
    hy: 368,
    hrx: 90,
    hry: 104,
    tilt: 0,
    neckLen: 62,
    torso: { l: -4, r: -4, neck: 50 },
    hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx + 3},${hy - 24} C${hx - rx + 2},${hy - ry - 4} ${hx + rx - 2},${hy - ry - 4} ${hx + rx - 3},${hy - 24}
                 C${hx + rx - 14},${hy - 50} ${hx + 24},${hy - ry * 0.66} ${hx},${hy - ry * 0.6} C${hx - 24},${hy - ry * 0.66} ${hx - rx + 14},${hy - 50} ${hx - rx + 3},${hy - 24} Z"
              fill="#050706" opacity=".55"/>
        <path d="M${hx - rx + 3},${hy - 24} C${hx - rx + 2},${hy - ry - 4} ${hx + rx - 2},${hy - ry - 4} ${hx + rx - 3},${hy - 24}" fill="none" stroke="${CHALK}" stroke-opacity=".25" stroke-width="1.5" stroke-dasharray="1.5 3"/>`,
    clothes: (cx, sy) => {
      const crest = `<g transform="translate(${cx - 120},${sy + 130})">
          <path d="M-28,-30 H28 V6 C28,24 12,32 0,38 C-12,32 -28,24 -28,6 Z" fill="#0c1210" stroke="${CHALK}" stroke-opacity=".7" stroke-width="2.5"/>
          <path d="M-14,-18 L-8,-4 L8,-4 L14,-18 L16,4 L0,24 L-16,4 Z" fill="${CHALK}" opacity=".75"/></g>`;
      const band = (x) =>
        `<path d="M${x - 38},${sy + 150} Q${x},${sy + 164} ${x + 38},${sy + 150} L${x + 40},${sy + 180} Q${x},${sy + 194} ${x - 40},${sy + 180} Z" fill="${RED}" opacity=".85"/>
         <path d="M${x - 38},${sy + 150} Q${x},${sy + 164} ${x + 38},${sy + 150} L${x + 39},${sy + 165} Q${x},${sy + 179} ${x - 39},${sy + 165} Z" fill="#f6f1e4" opacity=".85"/>`;
      return `
        <path d="M${cx - 56},${sy - 72} L${cx + 56},${sy - 72} L${cx + 62},${sy - 10} Q${cx},${sy + 6} ${cx - 62},${sy - 10} Z" fill="#0e1513" stroke="url(#rim)" stroke-width="2.5"/>
        <path d="M${cx},${sy - 2} V${sy + 420}" stroke="${C.gold2}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="2 3"/>
        <rect x="${cx - 6}" y="${sy + 10}" width="12" height="26" rx="3" fill="${C.gold2}" opacity=".7"/>
        <path d="M${cx - 64},${sy - 12} L${cx - 200},${sy + 40} M${cx + 64},${sy - 12} L${cx + 200},${sy + 40}" stroke="${RED}" stroke-opacity=".75" stroke-width="5"/>
        <path d="M${cx - 64},${sy - 2} L${cx - 196},${sy + 50} M${cx + 64},${sy - 2} L${cx + 196},${sy + 50}" stroke="#f6f1e4" stroke-opacity=".6" stroke-width="3"/>
        ${crest}${band(cx - 262)}`;
    },
  },
  tableItems: () => `
      ${chipStack(112, 945, 48, 14, ['#f1ece0', RED], { seed: 71, k: 0.3, h: 11, jitter: 0.01 })}
      ${chipStack(612, 958, 40, 6, ['#141816', '#f1ece0'], { seed: 72, k: 0.3, h: 10, jitter: 0.01 })}
      ${tableCard(372, 908, 88, 124, -4, 0.38, { rank: '10', s: 'S' })}
      ${tableCard(432, 908, 88, 124, 4, 0.38, { rank: '10', s: 'D' })}
      ${arm(190, 818, 292, 880)}${arm(610, 818, 508, 880)}
      <path d="M262,852 Q284,866 312,854" fill="none" stroke="url(#goldGrad)" stroke-width="8" stroke-linecap="round"/>
      <circle cx="287" cy="861" r="5" fill="#f6e27a"/>`,
};
