/**
 * Small shared shapes: a star, drifting dust motes, the dealer button and
 * the soft pool of an overhead light.
 */
import { C, f, rad, rng } from './palette.mjs';
import { suit } from './suits.mjs';

export function star(cx, cy, r, fill, extra = '') {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.42 : r;
    const a = rad(-90 + i * 36);
    d += `${i ? 'L' : 'M'}${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`;
  }
  return `<path d="${d}Z" fill="${fill}" ${extra}/>`;
}

export function dust(W, H, n, seed, { col = C.gold2, area = null, max = 2.4, op = 0.5 } = {}) {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const [x0, y0, x1, y1] = area || [0, 0, W, H];
    const x = x0 + R() * (x1 - x0);
    const y = y0 + R() * (y1 - y0);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.5 + R() * max)}" fill="${col}" opacity="${f(0.15 + R() * op)}"/>`;
  }
  return s;
}

/** A dealer button seen from above. */
export function dealerButton(cx, cy, r) {
  return `<g transform="translate(${f(cx)},${f(cy)})">
    <circle cx="${f(r * 0.12)}" cy="${f(r * 0.18)}" r="${f(r)}" fill="#000" opacity=".55" filter="url(#b8)"/>
    <circle r="${f(r)}" fill="#f1ebdc"/>
    <circle r="${f(r * 0.8)}" fill="none" stroke="${C.gold}" stroke-width="${f(r * 0.08)}"/>
    ${suit('S', 0, 0, r * 0.8, '#15110d')}
    <circle r="${f(r)}" fill="url(#chipShade)"/>
  </g>`;
}

/** Overhead spotlight: a soft pool of warm light. */
export function pool(cx, cy, rx, ry, op = 0.5, col = '#fff1c7') {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${col}" opacity="${op}" filter="url(#b70)"/>`;
}
