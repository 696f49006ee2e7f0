/**
 * Mateo Ferreira (J of diamonds): a yellow diamond and blue disc, curly hair,
 * headphones; leaning, untidy stacks.
 */
import { f, rad, rng } from '../palette.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { dust } from '../shapes.mjs';

export default {
  slug: 'mateo-ferreira',
  rank: 'J',
  suit: 'D',
  accent: ['#ffd83a', '#1e4fd1'],
  light: 'left',
  feltHi: '#17804f',
  feltMid: '#0c4a2e',
  tileRot: 30,
  backdrop: () => `
      <path d="M400,70 L770,470 L400,870 L30,470 Z" fill="url(#mDiamond)" opacity=".5"/>
      <path d="M400,120 L724,470 L400,820 L76,470 Z" fill="none" stroke="#ffd83a" stroke-opacity=".5" stroke-width="3"/>
      <path d="M400,165 L680,470 L400,775 L120,470 Z" fill="none" stroke="#ffd83a" stroke-opacity=".22" stroke-width="1.5"/>
      <circle cx="392" cy="420" r="250" fill="url(#mDisc)"/>
      <g fill="none" stroke="#ffd83a" stroke-linecap="round">
        <path d="M70,300 C200,180 330,160 470,200" stroke-opacity=".35" stroke-width="3"/>
        <path d="M90,340 C220,230 340,210 470,245" stroke-opacity=".18" stroke-width="2"/>
        <path d="M730,640 C640,760 520,800 380,780" stroke-opacity=".3" stroke-width="3"/>
      </g>
      ${dust(800, 1000, 40, 13, { area: [120, 150, 680, 720], col: '#fff4b0', op: 0.35, max: 2 })}
      <defs>
        <radialGradient id="mDiamond" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffd83a"/><stop offset="1" stop-color="#c99a00" stop-opacity=".5"/></radialGradient>
        <radialGradient id="mDisc" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#2a5fe0" stop-opacity=".8"/><stop offset=".7" stop-color="#1a3fae" stop-opacity=".55"/><stop offset="1" stop-color="#0b2470" stop-opacity="0"/></radialGradient>
      </defs>`,
  fig: {
    w: 500,
    hy: 392,
    hrx: 84,
    hry: 102,
    tilt: -8,
    headDx: -8,
    bodyDx: 6,
    torso: { l: 16, r: -10 },
    behindHead: (hx, hy, rx, ry) => {
      // curly hair: a cloud of discs
      const R = rng(21);
      let s = '';
      for (let i = 0; i < 26; i++) {
        const a = rad(-180 + (i / 25) * 180);
        const rr = 0.95 + R() * 0.12;
        s += `<circle cx="${f(hx + Math.cos(a) * rx * rr)}" cy="${f(hy - 24 + Math.sin(a) * ry * rr)}" r="${f(22 + R() * 10)}" fill="#0b100e"/>`;
      }
      return s;
    },
    ears: false,
    hair: (hx, hy, rx, ry) => {
      // a cap of curls with a scalloped hairline
      const y0 = hy - ry * 0.28;
      const n = 7;
      const x0 = hx - rx * 0.97;
      const x1 = hx + rx * 0.97;
      const step = (x1 - x0) / n;
      let d = `M${f(x0)},${f(y0)} C${f(hx - rx * 1.05)},${f(hy - ry * 1.25)} ${f(hx + rx * 1.05)},${f(hy - ry * 1.25)} ${f(x1)},${f(y0)}`;
      for (let i = 0; i < n; i++)
        d += ` A${f(step / 2)},${f(step / 2.2)} 0 0 1 ${f(x1 - (i + 1) * step)},${f(y0 + (i % 2 ? 4 : -6))}`;
      const R = rng(22);
      let curls = '';
      for (let i = 0; i < 14; i++) {
        const x = hx + (R() - 0.5) * rx * 1.5;
        const y = hy - ry * (0.45 + R() * 0.45);
        curls += `<path d="M${f(x - 9)},${f(y)} a9,9 0 1 1 ${f(14)},${f(6)}" fill="none" stroke="#ffd83a" stroke-opacity="${f(0.05 + R() * 0.08)}" stroke-width="1.4"/>`;
      }
      return `<path d="${d} Z" fill="url(#hairFill)"/>${curls}`;
    },
    front: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 14},${hy - 10} C${hx - rx - 10},${hy - ry - 60} ${hx + rx + 10},${hy - ry - 60} ${hx + rx + 14},${hy - 10}" fill="none" stroke="#111" stroke-width="14"/>
        <path d="M${hx - rx - 14},${hy - 10} C${hx - rx - 10},${hy - ry - 60} ${hx + rx + 10},${hy - ry - 60} ${hx + rx + 14},${hy - 10}" fill="none" stroke="#ffd83a" stroke-opacity=".6" stroke-width="2.5"/>
        <rect x="${hx - rx - 30}" y="${hy - 24}" width="36" height="62" rx="16" fill="#151c19" stroke="#ffd83a" stroke-width="2.5"/>
        <rect x="${hx + rx - 6}" y="${hy - 24}" width="36" height="62" rx="16" fill="#0c110f" stroke="#ffd83a" stroke-opacity=".6" stroke-width="2"/>
        <path d="M${hx - rx - 14},${hy + 30} Q${hx - rx + 6},${hy + 92} ${hx - 16},${hy + 78}" fill="none" stroke="#151c19" stroke-width="7"/>
        <circle cx="${hx - 16}" cy="${hy + 78}" r="8" fill="#1e4fd1" stroke="#ffd83a" stroke-width="2"/>`,
    clothes: (cx, sy) => `
        <path d="M${cx - 36},${sy - 40} L${cx - 4},${sy + 110} L${cx + 30},${sy - 40}" fill="#2a3a33" opacity=".8"/>
        <path d="M${cx - 38},${sy - 44} L${cx - 80},${sy + 10} L${cx - 4},${sy + 110} Z" fill="#0d5c36" stroke="#ffd83a" stroke-opacity=".5" stroke-width="2"/>
        <path d="M${cx + 32},${sy - 44} L${cx + 74},${sy + 10} L${cx - 4},${sy + 110} Z" fill="#093f25" stroke="#ffd83a" stroke-opacity=".35" stroke-width="2"/>
`,
  },
  tableItems: () => `
      ${chipStack(150, 925, 50, 9, ['#ffd83a', '#0d7a45'], { seed: 11, k: 0.3, h: 11, lean: 1.6, jitter: 0.1 })}
      ${chipStack(250, 935, 50, 6, ['#1e4fd1', '#f1ece0'], { seed: 12, k: 0.3, h: 11, lean: -1.5, jitter: 0.12 })}
      ${chipStack(596, 930, 54, 13, ['#0d7a45', '#ffd83a', '#0d7a45'], { seed: 13, k: 0.3, h: 11, lean: -1.2, jitter: 0.1, topMark: 'D', edge: '#fff6cf' })}
      <g transform="translate(330,935) scale(1,.3)">${chipTop(0, 0, 40, '#ffd83a', { mark: 'D', markCol: '#0d7a45', edge: '#0d7a45' })}</g>
      ${tableCard(430, 905, 88, 124, -20, 0.38, { rank: 'J', s: 'D' })}
      ${tableCard(488, 918, 88, 124, 14, 0.38, { back: true })}`,
};
