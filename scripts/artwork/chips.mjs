/**
 * Poker chips: one seen from directly above (`chipTop`) and a perspective
 * stack (`chipStack`). Both expect the ids from `commonDefs()` (defs.mjs).
 */
import { f, rad, rng } from './palette.mjs';
import { suit } from './suits.mjs';

/** A chip seen from directly above. */
export function chipTop(cx, cy, r, col, o = {}) {
  const { edge = '#f4efe2', mark = null, markCol = null, rot = 0, shadow = true, inner = null } = o;
  const ring = 2 * Math.PI * r * 0.84;
  const dash = ring / 16;
  const ring2 = 2 * Math.PI * r * 0.62;
  return `<g transform="translate(${f(cx)},${f(cy)}) rotate(${f(rot)})">
    ${shadow ? `<circle cx="${f(r * 0.14)}" cy="${f(r * 0.2)}" r="${f(r * 1.02)}" fill="#000" opacity=".6" filter="url(#b8)"/>` : ''}
    <circle r="${f(r)}" fill="${col}"/>
    <circle r="${f(r * 0.84)}" fill="none" stroke="${edge}" stroke-width="${f(r * 0.26)}" stroke-dasharray="${f(dash * 0.55)} ${f(dash * 1.45)}"/>
    <circle r="${f(r * 0.64)}" fill="${inner || col}" stroke="${edge}" stroke-opacity=".85" stroke-width="${f(r * 0.035)}"/>
    <circle r="${f(r * 0.56)}" fill="none" stroke="${edge}" stroke-opacity=".45" stroke-width="${f(r * 0.02)}" stroke-dasharray="${f(ring2 / 60)} ${f(ring2 / 60)}"/>
    ${mark ? suit(mark, 0, 0, r * 0.62, markCol || edge, 'opacity=".9"') : ''}
    <circle r="${f(r)}" fill="url(#chipShade)"/>
    <circle r="${f(r - 0.8)}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.2"/>
  </g>`;
}

/**
 * A perspective stack of chips. (cx, by) is the centre of the bottom face.
 * k = ry/rx controls the viewing angle (small = low angle).
 */
export function chipStack(cx, by, rx, n, cols, o = {}) {
  const {
    k = 0.32,
    h = rx * 0.2,
    edge = '#f4efe2',
    lean = 0,
    seed = 1,
    jitter = 0.05,
    shadow = true,
    topMark = null,
  } = o;
  const ry = rx * k;
  const R = rng(seed);
  const colAt = (i) => (Array.isArray(cols) ? cols[i % cols.length] : cols);
  let s = shadow
    ? `<ellipse cx="${f(cx + rx * 0.25)}" cy="${f(by + ry * 0.35)}" rx="${f(rx * 1.4)}" ry="${f(ry * 1.6)}" fill="#000" opacity=".6" filter="url(#b8)"/>`
    : '';
  let x = cx;
  for (let i = 0; i < n; i++) {
    const y = by - i * h;
    x = cx + (R() - 0.5) * rx * jitter * 2 + lean * i;
    const c = colAt(i);
    s += `<path d="M${f(x - rx)},${f(y - h)} L${f(x - rx)},${f(y)} A${f(rx)},${f(ry)} 0 0 0 ${f(x + rx)},${f(y)} L${f(x + rx)},${f(y - h)} Z" fill="${c}"/>`;
    // edge inserts on the visible front half
    const off = R() * 40;
    for (let a = -80 + off; a < 90; a += 40) {
      if (a < -84 || a > 84) continue;
      const t = rad(a);
      const ww = rx * 0.2 * Math.cos(t);
      const ex = x + rx * Math.sin(t);
      const ey = y - h + ry * Math.cos(t);
      s += `<rect x="${f(ex - ww / 2)}" y="${f(ey + h * 0.12)}" width="${f(ww)}" height="${f(h * 0.76)}" fill="${edge}" opacity=".92"/>`;
    }
    s += `<path d="M${f(x - rx)},${f(y - h)} L${f(x - rx)},${f(y)} A${f(rx)},${f(ry)} 0 0 0 ${f(x + rx)},${f(y)} L${f(x + rx)},${f(y - h)} Z" fill="url(#cylShade)"/>`;
    s += `<path d="M${f(x - rx)},${f(y)} A${f(rx)},${f(ry)} 0 0 0 ${f(x + rx)},${f(y)}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="${f(Math.max(0.8, h * 0.08))}"/>`;
  }
  // top face
  const ty = by - n * h;
  const c = colAt(n - 1);
  const r1 = 2 * Math.PI * rx * 0.84;
  s += `<g transform="translate(${f(x)},${f(ty)}) scale(1,${f(k)})">
    <circle r="${f(rx)}" fill="${c}"/>
    <circle r="${f(rx * 0.84)}" fill="none" stroke="${edge}" stroke-width="${f(rx * 0.24)}" stroke-dasharray="${f(r1 / 32)} ${f((r1 / 32) * 3)}"/>
    <circle r="${f(rx * 0.62)}" fill="${c}" stroke="${edge}" stroke-opacity=".8" stroke-width="${f(rx * 0.035)}"/>
    ${topMark ? suit(topMark, 0, 0, rx * 0.6, edge, 'opacity=".85"') : ''}
    <circle r="${f(rx)}" fill="url(#topShade)"/>
  </g>`;
  return s;
}
