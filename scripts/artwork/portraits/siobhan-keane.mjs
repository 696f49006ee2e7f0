/**
 * Siobhán Keane (Q of clubs): a gale swirling over Galway Bay and the Blackrock diving tower, wind-blown
 * hair, an Aran knit and a podcast mic on a boom; green, white and orange chips, seven-deuce face up.
 */
import { f, rng } from '../palette.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

const GREEN = '#169b62';
const ORANGE = '#ff8a3d';
const HX = 410; // head centre (cx + headDx), used by the mic drawn over the figure
const HY = 396;
const BOOM = `M780,740 L672,560 L${HX + 116},${HY + 92}`;

/** A spiral arm of the storm around (420, 330), starting at angle a0. */
function arm(a0) {
  const pts = Array.from({ length: 41 }, (_, i) => [a0 + (i / 40) * 1.4 * Math.PI, 60 + 410 * (i / 40)]);
  const d = pts.map(([a, r], i) => `${i ? 'L' : 'M'}${f(420 + r * Math.cos(a))},${f(330 + r * Math.sin(a) * 0.8)}`);
  return `<path d="${d.join('')}" stroke="#a9c2cc" stroke-opacity=".14" stroke-width="46" filter="url(#b14)"/><path d="${d.join('')}" stroke="#d8e6ea" stroke-opacity=".3" stroke-width="2"/>`;
}

/** Locks of hair streaming left: four (dx, dy) control points from the head centre, then a root half-width. */
const LOCKS = [
  [0, -52, -120, -126, -170, -36, -270, -60, 46],
  [-40, -30, -140, -70, -190, 70, -296, 36, 56],
  [-50, 40, -150, 10, -170, 140, -262, 150, 50],
  [-40, 100, -110, 96, -126, 196, -196, 226, 40],
  [30, -56, 108, -40, 80, 90, 114, 160, 26],
];

/** One tapering, S-curved lock of hair (see LOCKS). */
function lock(hx, hy, l) {
  const w = l[8];
  const P = [0, 2, 4, 6].map((i) => [hx + l[i], hy + l[i + 1]]);
  const len = Math.hypot(P[3][0] - P[0][0], P[3][1] - P[0][1]);
  const [nx, ny] = [(P[0][1] - P[3][1]) / len, (P[3][0] - P[0][0]) / len];
  const o = (i, k) => `${f(P[i][0] + nx * w * k)},${f(P[i][1] + ny * w * k)}`;
  return `<path d="M${o(0, 1)} C${o(1, 0.8)} ${o(2, 0.4)} ${o(3, 0)} C${o(2, -0.4)} ${o(1, -0.8)} ${o(0, -1)} Z" fill="url(#hairFill)" stroke="url(#rimGold)" stroke-width="2.5"/>
    <path d="M${o(0, 0.2)} C${o(1, 0.1)} ${o(2, 0.05)} ${o(3, 0)}" fill="none" stroke="${ORANGE}" stroke-opacity=".22" stroke-width="1.5"/>`;
}

/** An Aran cable down from y0: two twisted strands between dotted purl lines. */
function cable(x, y0) {
  let d = `M${x},${y0 + 4}`;
  for (let y = y0 + 4; y < 900; y += 36) d += ` q-16,9 0,18 q16,9 0,18`;
  return `<path d="${d}"/><path d="${d.replace(/q-16/g, 'q+16').replace(/q16/g, 'q-16')}"/><path d="M${x - 24},${y0 + 10} V900 M${x + 24},${y0 + 10} V900" stroke-dasharray="3 5"/>`;
}

export default {
  slug: 'siobhan-keane',
  rank: 'Q',
  suit: 'C',
  accent: [ORANGE, GREEN],
  light: 'right',
  feltHi: '#34505c',
  feltMid: '#16262e',
  tileRot: -20,
  backdrop: () => {
    const R = rng(61);
    const rain = Array.from({ length: 46 }, () => [40 + R() * 720, 60 + R() * 660, 0.1 + R() * 0.2]);
    return `<g fill="none" stroke-linecap="round">${[0, 1, 2, 3, 4].map((k) => arm(k * 1.26)).join('')}</g>
      <ellipse cx="690" cy="120" rx="170" ry="90" fill="#ffd9a8" opacity=".35" filter="url(#b40)"/><path d="M610,60 L770,60 L560,760 L420,760 Z" fill="#ffe2b8" opacity=".06"/>
      <g stroke="#dfeaf0" stroke-width="1.5" stroke-linecap="round">${rain.map(([x, y, o]) => `<path d="M${f(x)},${f(y)} l-14,44" stroke-opacity="${f(o)}"/>`).join('')}</g>
      <path d="M20,640 Q120,610 220,640 T420,640 T620,640 T820,640 V1000 H20 Z" fill="#0f222b"/><g fill="none" stroke="#cfe3ea" stroke-linecap="round" stroke-opacity=".35" stroke-width="2.5">
      ${[650, 690, 730].map((y, i) => `<path d="M${30 + i * 20},${y} q30,-22 60,0 q-16,-4 -20,8 M${600 - i * 30},${y + 10} q30,-22 60,0 q-16,-4 -20,8"/>`).join('')}</g>
      <ellipse cx="150" cy="620" rx="170" ry="46" fill="#cfe3ea" opacity=".4" filter="url(#b14)"/><g fill="#08141a"><g transform="translate(184,556) rotate(58)"><ellipse rx="13" ry="3.5"/><circle cx="15" r="4"/></g>
      <path d="M56,664 L72,640 L112,632 L164,642 L190,664 Z"/><path d="M84,642 L90,532 H114 L120,642 Z"/><rect x="80" y="526" width="70" height="7"/>
      <rect x="58" y="584" width="30" height="6"/></g><path d="M82,526 V512 H150 V526 M60,584 V572 H86" fill="none" stroke="#08141a" stroke-width="2"/><path d="M116,640 L88,616 L116,592 L88,568 L116,544" fill="none" stroke="${ORANGE}" stroke-opacity=".45" stroke-width="2"/>`;
  },
  fig: {
    w: 440,
    hy: HY,
    hrx: 74,
    hry: 96,
    tilt: 7,
    headDx: HX - 400,
    bodyDx: -6,
    torso: { l: 10, r: -6, neck: 30 },
    ears: false,
    behind: (hx, hy, rx, ry) => `<g transform="rotate(7,${hx},500)">
        <ellipse cx="${hx - 40}" cy="${hy + 20}" rx="100" ry="${ry + 20}" fill="url(#hairFill)"/>${LOCKS.map((l) => lock(hx, hy, l)).join('')}</g>`,
    hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 4},${hy + 10} C${hx - rx - 10},${hy - ry - 20} ${hx + rx + 14},${hy - ry - 20} ${hx + rx + 4},${hy + 30}
                 C${hx + rx - 14},${hy - 30} ${hx + 20},${hy - ry * 0.55} ${hx - 20},${hy - ry * 0.6} C${hx - 50},${hy - 40} ${hx - rx + 4},${hy - 20} ${hx - rx - 4},${hy + 10} Z" fill="url(#hairFill)"/>
        <path d="M${hx - 20},${hy - ry * 0.6} C${hx + 20},${hy - ry * 0.55} ${hx + rx - 14},${hy - 30} ${hx + rx + 4},${hy + 30} M${hx + rx * 0.2},${hy - ry - 8} C${hx - rx * 0.6},${hy - ry - 4} ${hx - rx - 60},${hy - 50} ${hx - rx - 120},${hy - 30}
                 M${hx - rx * 0.4},${hy - ry * 0.8} C${hx - rx},${hy - 50} ${hx - rx - 60},${hy + 40} ${hx - rx - 130},${hy + 100}" fill="none" stroke="${ORANGE}" stroke-linecap="round" stroke-opacity=".3" stroke-width="1.6"/>`,
    clothes: (cx, sy) => `
        <g fill="none" stroke="#efe6cf" stroke-opacity=".16" stroke-width="3">${[-120, -40, 40, 120].map((dx) => cable(cx + dx, sy)).join('')}</g>
        <path d="M${cx - 56},${sy - 70} Q${cx},${sy - 86} ${cx + 56},${sy - 70} L${cx + 64},${sy - 14} Q${cx},${sy + 8} ${cx - 64},${sy - 14} Z" fill="#141c1a" stroke="url(#rim)" stroke-width="2.5"/><path d="M${cx - 60},${sy - 42} Q${cx},${sy - 24} ${cx + 60},${sy - 42}" fill="none" stroke="#efe6cf" stroke-opacity=".18" stroke-width="3"/>`,
    over: () => `
        <path d="${BOOM}" fill="none" stroke="#070a09" stroke-width="9" stroke-linejoin="round"/><path d="${BOOM}" fill="none" stroke="${ORANGE}" stroke-opacity=".45" stroke-width="1.6" stroke-linejoin="round"/><circle cx="672" cy="560" r="8" fill="#101614" stroke="${ORANGE}" stroke-opacity=".6" stroke-width="1.5"/>
        <g transform="translate(${HX + 98},${HY + 96}) rotate(-36)"><rect x="-26" y="-52" width="52" height="108" rx="24" fill="#0b0f0e" stroke="${ORANGE}" stroke-width="2.5"/>
          <rect x="-22" y="-48" width="44" height="54" rx="20" fill="#2a3431"/><path d="M-20,-38 H20 M-20,-28 H20 M-20,-18 H20 M-20,-8 H20" stroke="#000" stroke-opacity=".5" stroke-width="2"/><rect x="-27" y="10" width="54" height="7" fill="${ORANGE}" opacity=".8"/></g>`,
  },
  tableItems: () => `
      ${chipStack(140, 935, 50, 11, [GREEN, '#f1ece0'], { seed: 62, k: 0.3, h: 11, jitter: 0.08 })}${chipStack(245, 925, 48, 8, [ORANGE, '#f1ece0', GREEN], { seed: 63, k: 0.3, h: 11, jitter: 0.08, lean: 1.4, topMark: 'C' })}
      <g transform="translate(330,890) scale(1,.3)">${chipTop(0, 0, 40, GREEN, { rot: 20, mark: 'C' })}</g><g transform="translate(372,872) scale(1,.3)">${chipTop(0, 0, 40, ORANGE, { rot: 60 })}</g>
      ${tableCard(470, 915, 88, 124, -10, 0.38, { rank: '7', s: 'C' })}${tableCard(550, 912, 88, 124, 9, 0.38, { rank: '2', s: 'D' })}${chipStack(636, 948, 44, 5, ['#f1ece0', ORANGE], { seed: 64, k: 0.3, h: 11, jitter: 0.1, lean: -1 })}`,
};
