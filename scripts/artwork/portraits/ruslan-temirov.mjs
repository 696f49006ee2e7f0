/**
 * Ruslan Temirov (J of spades): a steppe sun and eagle over the snowy Alatau and Almaty's panel blocks,
 * a ram's-horn border; a dark coat with the collar up; deep stacks, Macau plaques and unseen cards.
 */
import { C, f, rng } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

const SKY = '#2ab6cf';
const SUN = '#f0c340';
const ALATAU = [20, 520, 110, 430, 190, 490, 270, 420, 350, 470, 430, 405, 520, 480, 600, 425, 680, 470, 780, 415];
const FOOTHILLS = [20, 610, 90, 575, 200, 620, 300, 590, 420, 630, 560, 585, 660, 615, 780, 570];
const HORN = 'M0,-24 L0,24 M0,-8 C-6,-26 -24,-24 -22,-8 C-21,2 -10,2 -10,-6 M0,-8 C6,-26 24,-24 22,-8 C21,2 10,2 10,-6';
const RAY = '<path d="M-5,-62 L0,-96 L5,-62 Z"';
const SNOW = `<defs><linearGradient id="rtSnow" gradientUnits="userSpaceOnUse" x1="0" x2="0" y1="400" y2="640"><stop offset="0" stop-color="#e2f1f3"/><stop offset=".2" stop-color="#b2d3da"/><stop offset=".36" stop-color="#276170"/><stop offset="1" stop-color="#0e3440"/></linearGradient></defs>`;

/** A mountain ridge through `pts` (flat x, y pairs), jagged by a seeded wobble; filled with `fill`. */
function ridge(seed, pts, fill) {
  const R = rng(seed);
  const j = (v) => f(v + (R() - 0.5) * 15);
  let d = `M20,${pts[1]}`;
  for (let i = 2; i < pts.length; i += 2) {
    const [x0, y0, x1, y1] = pts.slice(i - 2, i + 2);
    const vy = Math.max(y0, y1) + 18 + R() * 26;
    d += ` L${j(x0 + (x1 - x0) * 0.25)},${j((y0 + vy) / 2)} L${j((x0 + x1) / 2)},${j(vy)} L${j(x0 + (x1 - x0) * 0.75)},${j((y1 + vy) / 2)} L${x1},${y1}`;
  }
  return `<path d="${d} L780,1000 L20,1000 Z" fill="${fill}"/>`;
}

/** Soviet-era panel blocks ([x, top, width] triples) with a few lit windows. */
function blocks(seed, xtw) {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < xtw.length; i += 3) {
    const [x, top, w] = xtw.slice(i, i + 3);
    s += `<rect x="${x}" y="${top}" width="${w}" height="${820 - top}" fill="#07151b"/>`;
    for (let wy = top + 14; wy < 800; wy += 20)
      for (let wx = x + 8; wx < x + w - 10; wx += 16)
        if (R() < 0.14) s += `<rect x="${wx}" y="${wy}" width="7" height="9" opacity="${f(0.25 + R() * 0.4)}"/>`;
  }
  return `<g fill="#ffd27a">${s}</g>`;
}

/** Slicked-back hair: the outline over the crown (open path). */
const crown = (hx, hy, rx, ry) =>
  `M${hx - rx + 1},${hy - 18} C${hx - rx - 2},${hy - ry - 18} ${hx + rx + 6},${hy - ry - 22} ${hx + rx - 1},${hy - 22}`;

/** A rectangular high-stakes plaque lying on the table, as used in Macau's private rooms. */
const plaque = (x, y, rot, edge, face, mark) => `<g transform="translate(${x},${y}) scale(1.22,.42) rotate(${rot})">
    <rect x="-72" y="-40" width="144" height="84" rx="10" fill="#000" opacity=".55" filter="url(#b8)"/><rect x="-66" y="-46" width="132" height="80" rx="9" fill="${edge}" stroke="${C.gold}" stroke-width="3"/>
    <rect x="-54" y="-34" width="108" height="56" rx="6" fill="${face}" stroke="${C.gold}" stroke-width="2"/><ellipse cx="0" cy="-6" rx="26" ry="18" fill="${mark}" opacity=".85"/><rect x="-66" y="-46" width="132" height="80" rx="9" fill="url(#topShade)"/></g>`;

/** One side of the overcoat (s = -1 left, 1 right): the turned-up collar and the lapel. */
const coatSide = (cx, sy, s, fill) => `
  <path d="M${cx + s * 34},${sy - 66} L${cx + s * 96},${sy - 116} L${cx + s * 146},${sy - 26} L${cx + s * 98},${sy + 14} Z" fill="${fill}" stroke="url(#rim)" stroke-width="2.5"/>
  <path d="M${cx + s * 30},${sy - 40} L${cx + s * 98},${sy + 14} L${cx + s * 74},${sy + 66} L${cx + s * 18},${sy + 300} L${cx + s * 6},${sy + 40} Z" fill="${fill}" stroke="${SKY}" stroke-opacity=".3" stroke-width="2"/>`;

export default {
  slug: 'ruslan-temirov',
  rank: 'J',
  suit: 'S',
  accent: ['#7fe0ef', SKY],
  light: 'left',
  feltHi: '#17606f',
  feltMid: '#0a2c36',
  indexCol: '#f2d98c',
  tileRot: 20,
  backdrop: () => {
    const rays = Array.from({ length: 32 }, (_, i) => `${RAY} transform="rotate(${i * 11.25})"/>`).join('');
    let g = `<g fill="${SUN}" opacity=".48" transform="translate(230,250)"><circle r="130" opacity=".375" filter="url(#b24)"/>${rays}<circle r="54"/></g>`;
    g += `<path d="M176,356 L188,348 L196,352 L206,342 L214,347 C224,344 232,346 238,352 C246,342 262,338 284,336 L276,344 L290,342 L282,350 C268,352 256,358 248,366 L240,380 L232,366 C222,358 200,356 176,356 Z" fill="${SUN}" opacity=".4"/>`;
    g += SNOW + ridge(5, ALATAU, 'url(#rtSnow)') + ridge(6, FOOTHILLS, '#0a2630');
    g += blocks(34, [34, 640, 58, 98, 680, 46, 652, 672, 44, 702, 620, 62]);
    // koshkar-muiz (ram's horn) border, as on the flag's hoist
    const horns = [262, 317, 372, 427, 482, 537, 592].map((y) => `<path d="${HORN}" transform="translate(722,${y})"/>`);
    g += `<g fill="none" stroke="${SUN}" stroke-width="3" stroke-linecap="round" opacity=".42">${horns.join('')}<path d="M694,228 V626 M750,228 V626" stroke-width="1.5"/></g>`;
    return g;
  },
  fig: {
    w: 520,
    hy: 380,
    hrx: 82,
    hry: 104,
    tilt: -2,
    headDx: 4,
    torso: { l: 2, r: 2 },
    hair: (hx, hy, rx, ry) => `
        <path d="${crown(hx, hy, rx, ry)} C${hx + rx - 16},${hy - 52} ${hx + 20},${hy - ry * 0.72} ${hx - 30},${hy - ry * 0.66} C${hx - 60},${hy - 60} ${hx - rx + 6},${hy - 44} ${hx - rx + 1},${hy - 18} Z" fill="url(#hairFill)"/>
        <path d="M${hx - rx + 6},${hy - 40} C${hx - 60},${hy - ry - 6} ${hx + 10},${hy - ry - 16} ${hx + rx - 10},${hy - 60} M${hx - rx + 14},${hy - 60} C${hx - 40},${hy - ry - 10} ${hx + 30},${hy - ry - 10} ${hx + rx - 4},${hy - 36}" fill="none" stroke="#cfe9ee" stroke-linecap="round" stroke-opacity=".22" stroke-width="1.4"/>`,
    hairRim: (hx, hy, rx, ry, stroke) => stroke(crown(hx, hy, rx, ry), 3),
    clothes: (cx, sy) => `
        <path d="M${cx - 40},${sy - 80} L${cx + 40},${sy - 80} L${cx + 30},${sy + 300} L${cx - 30},${sy + 300} Z" fill="#050807"/>
        ${coatSide(cx, sy, -1, '#16201d')}${coatSide(cx, sy, 1, '#0a0f0d')}<path d="M${cx - 120},${sy + 170} l44,-6" stroke="${SUN}" stroke-opacity=".35" stroke-width="2"/>`,
  },
  tableItems: () => `
      ${chipStack(150, 935, 56, 17, ['#141816', '#141816', SUN], { seed: 51, k: 0.3, h: 11, jitter: 0.02, edge: SUN })}${chipStack(262, 918, 50, 13, [SKY, '#f1ece0'], { seed: 52, k: 0.3, h: 11, jitter: 0.02 })}
      ${plaque(566, 930, -8, '#e8efec', SKY, '#e8efec')}${plaque(556, 898, 6, '#f3ecd9', '#141816', SUN)}
      ${tableCard(398, 910, 88, 124, -4, 0.38, { back: true })}${tableCard(410, 904, 88, 124, 2, 0.38, { back: true })}`,
};
