/**
 * The frame every episode's key art (1280x720) shares, `episodeSvg` (felt,
 * grain, vignette, the episode code in the corner), and the pieces several
 * scenes use: the far rail of the table, printed felt lines, speed lines.
 */
import { C, f, rng } from '../palette.mjs';
import { commonDefs, finish } from '../defs.mjs';

export const EW = 1280;
export const EH = 720;

export function episodeSvg(code, body, o = {}) {
  const { bg = null, grain = 0.08, vignette = 0.9, codeCol = C.gold2, extraDefs = '' } = o;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${EW}" height="${EH}" viewBox="0 0 ${EW} ${EH}">
  <defs>${commonDefs()}
    <radialGradient id="epFelt" cx="${o.lx ?? 50}%" cy="${o.ly ?? 45}%" r="${o.lr ?? 70}%">
      <stop offset="0" stop-color="${o.hi || '#1d7a56'}"/><stop offset=".45" stop-color="${o.mid || C.felt}"/><stop offset="1" stop-color="#040a07"/>
    </radialGradient>
    ${extraDefs}
  </defs>
  ${bg ?? `<rect width="${EW}" height="${EH}" fill="url(#epFelt)"/>`}
  ${body}
  ${finish(EW, EH, { grain, vignette })}
  <g opacity=".8">
    <rect x="${EW - 120}" y="${EH - 58}" width="84" height="30" rx="4" fill="#000" opacity=".35"/>
    <text x="${EW - 78}" y="${EH - 37}" font-family="sans-serif" font-weight="bold" font-size="16" letter-spacing="3" text-anchor="middle" fill="${codeCol}">${code}</text>
  </g>
</svg>`;
}

/** Table rail running across a 3/4 view (far edge of the table). */
export function farRail(y, curve = 40) {
  return `
    <path d="M-20,${y} Q640,${y - curve} 1300,${y} L1300,-20 L-20,-20 Z" fill="#030504"/>
    <path d="M-20,${y} Q640,${y - curve} 1300,${y}" fill="none" stroke="#0a0d0c" stroke-width="34"/>
    <path d="M-20,${y + 16} Q640,${y - curve + 16} 1300,${y + 16}" fill="none" stroke="url(#goldEdge)" stroke-width="2.5" opacity=".85"/>
    <path d="M-20,${y - 16} Q640,${y - curve - 16} 1300,${y - 16}" fill="none" stroke="${C.gold}" stroke-width="1" opacity=".35"/>`;
}

/** A betting line / printed felt ellipse for depth. */
export function feltLine(cx, cy, rx, ry, op = 0.22) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${C.gold2}" stroke-opacity="${op}" stroke-width="2"/>`;
}

export function speedLines(x0, x1, y0, y1, n, seed, _col = C.gold2, op = 0.5) {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const y = y0 + R() * (y1 - y0);
    const a = x0 + R() * (x1 - x0) * 0.4;
    const b = a + (x1 - x0) * (0.3 + R() * 0.6);
    s += `<path d="M${f(a)},${f(y)} L${f(b)},${f(y)}" stroke="url(#streak)" stroke-width="${f(1 + R() * 2.5)}" opacity="${f(op * (0.4 + R() * 0.6))}" stroke-linecap="round"/>`;
  }
  return s;
}
export const streakDef = (col = C.gold2) =>
  `<linearGradient id="streak" x1="0" x2="1"><stop offset="0" stop-color="${col}" stop-opacity="0"/><stop offset="1" stop-color="${col}" stop-opacity="1"/></linearGradient>`;
