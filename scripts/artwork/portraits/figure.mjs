/**
 * The faceless bust every player portrait is built on: torso and head
 * outlines, sculpted planes and rim light. Each player's module supplies the
 * parts that make the figure theirs (hair, clothes, props) through `p.fig`.
 * torsoPath and headPath also draw the player in EP09's scene.
 */
import { f } from '../palette.mjs';

export const CW = 800;
export const CH = 1000;

/** Torso / shoulders silhouette including the neck. sy ≈ shoulder line. */
export function torsoPath(cx, sy, w, { l = 0, r = 0, neck = 34, neckTop = 470 } = {}) {
  const L = cx - w / 2;
  const R = cx + w / 2;
  return `M${f(cx - neck)},${f(neckTop)} L${f(cx - neck - 3)},${f(sy - 36)}
    C${f(cx - neck - 12)},${f(sy - 10 + l * 0.3)} ${f(cx - 120)},${f(sy - 6 + l)} ${f(L + 78)},${f(sy + 6 + l)}
    C${f(L + 22)},${f(sy + 18 + l)} ${f(L + 2)},${f(sy + 70 + l)} ${f(L - 6)},${f(sy + 160 + l)}
    L${f(L - 24)},${CH} L${f(R + 24)},${CH} L${f(R + 6)},${f(sy + 160 + r)}
    C${f(R - 2)},${f(sy + 70 + r)} ${f(R - 22)},${f(sy + 18 + r)} ${f(R - 78)},${f(sy + 6 + r)}
    C${f(cx + 120)},${f(sy - 6 + r)} ${f(cx + neck + 12)},${f(sy - 10 + r * 0.3)} ${f(cx + neck + 3)},${f(sy - 36)}
    L${f(cx + neck)},${f(neckTop)} Z`;
}

/** A faceless head: round cranium tapering to a soft jaw and chin. */
export function headPath(hx, hy, rx, ry) {
  const side = (sg) =>
    `C${f(hx + sg * rx * 0.58)},${f(hy - ry)} ${f(hx + sg * rx)},${f(hy - ry * 0.62)} ${f(hx + sg * rx)},${f(hy - ry * 0.12)}
     C${f(hx + sg * rx)},${f(hy + ry * 0.3)} ${f(hx + sg * rx * 0.9)},${f(hy + ry * 0.52)} ${f(hx + sg * rx * 0.72)},${f(hy + ry * 0.72)}
     C${f(hx + sg * rx * 0.5)},${f(hy + ry * 0.94)} ${f(hx + sg * rx * 0.28)},${f(hy + ry)} ${f(hx)},${f(hy + ry)}`;
  // right side top->chin, then left side chin->top (reversed control points)
  return `M${f(hx)},${f(hy - ry)} ${side(1)}
    C${f(hx - rx * 0.28)},${f(hy + ry)} ${f(hx - rx * 0.5)},${f(hy + ry * 0.94)} ${f(hx - rx * 0.72)},${f(hy + ry * 0.72)}
    C${f(hx - rx * 0.9)},${f(hy + ry * 0.52)} ${f(hx - rx)},${f(hy + ry * 0.3)} ${f(hx - rx)},${f(hy - ry * 0.12)}
    C${f(hx - rx)},${f(hy - ry * 0.62)} ${f(hx - rx * 0.58)},${f(hy - ry)} ${f(hx)},${f(hy - ry)} Z`;
}

/** Draws the figure with rim lights; parts supplied by the player spec. */
export function figure(p) {
  const cx = p.cx || 400;
  const fig = p.fig;
  const stroke = (d, w = 4) =>
    `<path d="${d}" fill="none" stroke="url(#rim)" stroke-width="${w}"/><path d="${d}" fill="none" stroke="url(#rimGold)" stroke-width="${w * 0.7}"/>`;
  const hx = cx + (fig.headDx || 0);
  const hy = fig.hy || 385;
  const hrx = fig.hrx || 86;
  const hry = fig.hry || 106;
  fig.sy = hy + hry + (fig.neckLen ?? 78);
  const torso = torsoPath(cx + (fig.bodyDx || 0), fig.sy, fig.w, {
    neck: hrx * 0.47,
    neckTop: hy + hry * 0.5,
    ...(fig.torso || {}),
  });
  const head = headPath(hx, hy, hrx, hry);
  const tilt = fig.tilt || 0;
  let s = '';
  // soft cast shadow of the whole figure on the backdrop
  s += `<g transform="translate(${p.light === 'left' ? 26 : -26},14)" opacity=".55" filter="url(#b24)"><path d="${torso}" fill="#000"/><path d="${head}" fill="#000" transform="rotate(${tilt},${hx},500)"/></g>`;
  s += fig.behind ? fig.behind(hx, hy, hrx, hry) : '';
  s += `<path d="${torso}" fill="url(#bodyFill)"/>`;
  s += fig.clothes ? fig.clothes(cx + (fig.bodyDx || 0), fig.sy) : '';
  s += stroke(torso, 4);
  s += `<g transform="rotate(${tilt},${hx},500)">`;
  s += fig.behindHead ? fig.behindHead(hx, hy, hrx, hry) : '';
  if (fig.ears !== false)
    for (const sg of [-1, 1])
      s += `<ellipse cx="${f(hx + sg * hrx * 0.97)}" cy="${f(hy + hry * 0.05)}" rx="${f(hrx * 0.15)}" ry="${f(hry * 0.22)}" fill="${sg === (p.light === 'left' ? -1 : 1) ? '#24322c' : '#0b100e'}" stroke="url(#rim)" stroke-width="2.5"/>`;
  s += `<path d="${head}" fill="url(#headFill)"/>`;
  // faceted planes: a faceless, sculpted bust
  const sgn = p.light === 'left' ? -1 : 1;
  s += `<clipPath id="hc"><path d="${head}"/></clipPath><g clip-path="url(#hc)">
      <path d="M${f(hx + sgn * hrx * 1.1)},${f(hy - hry)} L${f(hx + sgn * hrx * 0.15)},${f(hy - hry * 0.15)} L${f(hx + sgn * hrx * 0.3)},${f(hy + hry * 0.55)} L${f(hx + sgn * hrx * 1.1)},${f(hy + hry)} Z" fill="#fff" opacity=".05"/>
      <path d="M${f(hx + sgn * hrx * 0.15)},${f(hy - hry * 0.15)} L${f(hx + sgn * hrx * 0.3)},${f(hy + hry * 0.55)} L${f(hx - sgn * hrx * 0.3)},${f(hy + hry * 1.1)} L${f(hx - sgn * hrx * 0.2)},${f(hy + hry * 0.2)} Z" fill="#fff" opacity=".025"/>
      <ellipse cx="${f(hx - sgn * hrx * 0.2)}" cy="${f(hy + hry * 0.95)}" rx="${f(hrx)}" ry="${f(hry * 0.45)}" fill="#000" opacity=".35" filter="url(#b14)"/>
    </g>`;
  s += stroke(head, 4);
  s += fig.hair ? fig.hair(hx, hy, hrx, hry) : '';
  s += fig.hairRim ? fig.hairRim(hx, hy, hrx, hry, stroke) : '';
  s += fig.front ? fig.front(hx, hy, hrx, hry) : '';
  s += `</g>`;
  s += fig.over ? fig.over(cx, fig.sy) : '';
  return s;
}
