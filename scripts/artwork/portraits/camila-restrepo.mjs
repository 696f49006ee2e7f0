/**
 * Camila Restrepo (Q of hearts): tiger stripes over an amber glow and the lit
 * hills of Medellín, a high swinging ponytail, gold hoops, a striped fan scarf
 * and the tiger pendant; a yellow, blue and red shove pushed into the pot.
 */
import { C, f, rng } from '../palette.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

const YEL = '#f5c21b';
const BLU = '#1d3f95';
const RED = '#c8102e';

/** Tapered tiger stripes growing in from one edge (dir 1: from the left). */
function stripes(seed, dir, n) {
  const R = rng(seed);
  const x0 = dir > 0 ? 20 : 780;
  let s = '';
  for (let i = 0; i < n; i++) {
    const [y, L, t, d] = [70 + i * (720 / n) + R() * 30, 150 + R() * 190, 16 + R() * 20, 30 + R() * 60];
    const X = (k) => f(x0 + dir * L * k);
    s += `<path d="M${x0},${f(y - t)} Q${X(0.5)},${f(y - t * 0.6 + d * 0.2)} ${X(1)},${f(y + d)} Q${X(0.45)},${f(y + t * 0.8 + d * 0.4)} ${x0},${f(y + t)} Z"/>`;
    if (R() > 0.5)
      s += `<path d="M${X(0.35)},${f(y + t * 0.4)} Q${X(0.6)},${f(y + t + d * 0.5)} ${X(0.7)},${f(y + t * 1.8 + d * 0.6)} Q${X(0.5)},${f(y + t * 1.2)} ${X(0.2)},${f(y + t * 0.7)} Z"/>`;
  }
  return s;
}

/** Medellín's hillside barrios at dusk: two ridges and scattered lights. */
function hills() {
  const R = rng(57);
  let lights = '';
  for (let i = 0; i < 70; i++) {
    const x = 40 + R() * 720;
    const y = 600 - Math.abs(x - 400) * 0.12 + R() * 170;
    lights += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.8 + R() * 1.6)}" fill="${R() > 0.3 ? '#ffcf6b' : '#fff3d6'}" opacity="${f(0.35 + R() * 0.5)}"/>`;
  }
  const r1 = 'M20,590 C140,520 230,570 330,540 C440,510 560,580 780,520';
  const r2 = 'M20,680 C160,620 280,660 400,640 C540,620 640,660 780,610';
  return `<ellipse cx="400" cy="570" rx="420" ry="70" fill="#ff9d3a" opacity=".35" filter="url(#b40)"/>
      <path d="${r1} L780,820 L20,820 Z" fill="#24140a"/><path d="${r2} L780,820 L20,820 Z" fill="#0e0803"/>${lights}
      <path d="${r1} ${r2}" fill="none" stroke="#ffb54a" stroke-opacity=".32" stroke-width="2"/>`;
}

/** The ponytail's outer edge, from the crown out to the left and down. */
const TAIL = (hx, hy, rx, ry) =>
  `M${hx + 6},${hy - ry - 6} C${hx - 70},${hy - ry - 60} ${hx - rx - 110},${hy - 40} ${hx - rx - 70},${hy + ry + 40}`;

export default {
  slug: 'camila-restrepo',
  rank: 'Q',
  suit: 'H',
  accent: ['#ffc23d', '#e8642a'],
  light: 'right',
  feltHi: '#5a4210',
  feltMid: '#231a07',
  indexCol: '#f6d77c',
  tileRot: -20,
  backdrop: () => `
      <ellipse cx="540" cy="320" rx="440" ry="380" fill="#ffb21f" opacity=".34" filter="url(#b40)"/>
      <g fill="#0d0804" opacity=".82">${stripes(61, 1, 7)}${stripes(62, -1, 7)}</g>
      ${hills()}`,
  fig: {
    w: 440,
    hy: 392,
    hrx: 76,
    hry: 98,
    tilt: -7,
    headDx: -10,
    torso: { l: 10, r: -6, neck: 30 },
    // the high ponytail: a bound knot on the crown and a tail swinging out to the left
    behindHead: (hx, hy, rx, ry) => `
        <path d="${TAIL(hx, hy, rx, ry)} C${hx - rx - 62},${hy + ry * 0.4} ${hx - rx - 30},${hy - 30} ${hx - 20},${hy - ry + 10} Z" fill="url(#hairFill)"/><path d="${TAIL(hx, hy, rx, ry)}" fill="none" stroke="url(#rimGold)" stroke-width="3"/>`,
    hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 2},${hy + 4} C${hx - rx - 8},${hy - ry - 14} ${hx + rx + 8},${hy - ry - 14} ${hx + rx + 2},${hy + 4} C${hx + rx * 0.8},${hy - ry * 0.5} ${hx - rx * 0.8},${hy - ry * 0.5} ${hx - rx - 2},${hy + 4} Z" fill="url(#hairFill)"/>
        <ellipse cx="${hx + 4}" cy="${hy - ry - 8}" rx="26" ry="17" fill="#0a0d0c" stroke="url(#rim)" stroke-width="2.5"/><ellipse cx="${hx + 4}" cy="${hy - ry + 6}" rx="14" ry="5" fill="${YEL}" opacity=".85"/>
        <g fill="none" stroke="#ffc23d" stroke-linecap="round"><path d="M${hx + rx * 0.9},${hy - 10} C${hx + rx * 0.7},${hy - ry * 0.8} ${hx + 20},${hy - ry - 4} ${hx - 10},${hy - ry - 2}" stroke-opacity=".4" stroke-width="2"/><path d="M${hx + rx * 0.5},${hy - ry * 0.5} C${hx + rx * 0.3},${hy - ry * 0.85} ${hx},${hy - ry * 0.95} ${hx - rx * 0.3},${hy - ry * 0.9}" stroke-opacity=".22" stroke-width="1.4"/></g>`,
    // gold hoops
    front: (hx, hy, rx, ry) => `
        <circle cx="${f(hx - rx * 0.98)}" cy="${f(hy + ry * 0.42)}" r="17" fill="none" stroke="url(#goldGrad)" stroke-width="3.5"/><circle cx="${f(hx + rx * 0.98)}" cy="${f(hy + ry * 0.42)}" r="17" fill="none" stroke="url(#goldGrad)" stroke-width="3.5"/>`,
    clothes: (cx, sy) => {
      // the fans' scarf: yellow with black tiger stripes, ends hanging down the chest
      const band = `M${cx - 70},${sy - 40} C${cx - 40},${sy + 10} ${cx + 40},${sy + 10} ${cx + 70},${sy - 40} L${cx + 84},${sy - 10} C${cx + 40},${sy + 44} ${cx - 40},${sy + 44} ${cx - 84},${sy - 10} Z`;
      const end = (x, rot) =>
        `<g transform="rotate(${rot},${x},${sy})"><rect x="${x - 24}" y="${sy}" width="48" height="190" fill="${YEL}"/><path d="M${x - 24},${sy + 30} q22,4 30,22 q-14,-8 -30,-6 Z M${x + 24},${sy + 76} q-26,2 -36,20 q18,-8 36,-4 Z M${x - 24},${sy + 120} q20,6 26,24 q-12,-10 -26,-8 Z M${x + 24},${sy + 158} q-22,4 -30,18 q14,-6 30,-2 Z" fill="#120b04"/>
          <rect x="${x - 24}" y="${sy + 170}" width="48" height="8" fill="${BLU}"/><rect x="${x - 24}" y="${sy + 178}" width="48" height="8" fill="${RED}"/><rect x="${x - 24}" y="${sy}" width="48" height="190" fill="url(#cylShade)" opacity=".7"/></g>`;
      return `<path d="M${cx - 32},${sy - 40} L${cx},${sy + 70} L${cx + 32},${sy - 40}" fill="#2c1a10" opacity=".7"/>${end(cx - 52, 8)}${end(cx + 56, -6)}
        <path d="${band}" fill="${YEL}"/><path d="${band}" fill="url(#cylShade)" opacity=".6"/><path d="M${cx - 62},${sy - 26} q18,8 22,30 q-10,-14 -24,-18 Z M${cx - 6},${sy + 10} q8,12 4,30 q-8,-12 -14,-16 Z M${cx + 48},${sy - 8} q-4,18 -18,28 q4,-16 0,-26 Z" fill="#120b04"/>
        <path d="M${cx},${sy + 34} L${cx},${sy + 84}" stroke="${C.gold2}" stroke-width="1.5" opacity=".8"/><g transform="translate(${cx},${sy + 100})"><path d="M-14,-10 l4,-10 l8,7 h4 l8,-7 l4,10 q4,16 -14,24 q-18,-8 -14,-24 Z" fill="url(#goldGrad)"/><path d="M-8,-2 l5,3 M8,-2 l-5,3 M0,6 v6" stroke="#3a2506" stroke-width="1.6"/></g>`;
    },
  },
  tableItems: () => `
      ${chipStack(140, 940, 50, 7, [YEL, BLU], { seed: 63, k: 0.3, h: 11, edge: '#fff8e0' })}${chipStack(350, 898, 46, 12, [RED, YEL, YEL], { seed: 64, k: 0.3, h: 11, lean: 2.2, jitter: 0.12 })}
      ${chipStack(420, 910, 46, 8, ['#f1ece0', BLU], { seed: 65, k: 0.3, h: 11, lean: 1.6, jitter: 0.12 })}
      <g transform="translate(280,925) scale(1,.3)">${chipTop(0, 0, 40, YEL, { mark: 'H', markCol: RED, edge: '#120b04', rot: 20 })}</g><g transform="translate(480,940) scale(1,.3)">${chipTop(0, 0, 40, RED, { rot: 55 })}</g>
      ${tableCard(600, 918, 88, 124, 30, 0.38, { back: true })}${tableCard(540, 930, 88, 124, 10, 0.38, { rank: 'Q', s: 'H' })}`,
};
