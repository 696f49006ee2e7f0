/**
 * Playing cards: faces (pips, court cards with a geometric crown, a gold
 * face) and backs, upright or lying on the table in perspective.
 */
import { C, f } from './palette.mjs';
import { isRed, suit } from './suits.mjs';

/** A card centred at the origin. */
export function card(w, h, o = {}) {
  const { rank = 'A', s = 'S', back = false, goldFace = false, shadow = true } = o;
  const rx = w * 0.075;
  let g = '';
  if (shadow)
    g += `<rect x="${f(-w / 2 + w * 0.04)}" y="${f(-h / 2 + h * 0.04)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="#000" opacity=".55" filter="url(#b8)"/>`;
  if (back) {
    const i = w * 0.075;
    g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="#f3ecd9"/>`;
    g += `<rect x="${f(-w / 2 + i)}" y="${f(-h / 2 + i)}" width="${f(w - 2 * i)}" height="${f(h - 2 * i)}" rx="${f(rx * 0.6)}" fill="url(#backPat)" stroke="${C.gold}" stroke-width="${f(w * 0.012)}"/>`;
    g += `<rect x="${f(-w * 0.2)}" y="${f(-w * 0.2)}" width="${f(w * 0.4)}" height="${f(w * 0.4)}" transform="rotate(45)" fill="#0b2c21" stroke="${C.gold}" stroke-width="${f(w * 0.014)}"/>`;
    g += suit('S', 0, 0, w * 0.26, C.gold2);
    g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="url(#topShade)" opacity=".6"/>`;
    return g;
  }
  const col = goldFace ? '#9a7416' : isRed(s) ? '#b3122e' : '#15110d';
  g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="url(#cardFace)" stroke="#a89f86" stroke-width="${f(w * 0.006)}"/>`;
  const idx = (rot) => `<g transform="rotate(${rot})">
      <text x="${f(-w / 2 + w * 0.13)}" y="${f(-h / 2 + h * 0.15)}" font-family="serif" font-weight="bold" font-size="${f(h * 0.13)}" text-anchor="middle" fill="${col}">${rank}</text>
      ${suit(s, -w / 2 + w * 0.13, -h / 2 + h * 0.225, h * 0.075, col)}
    </g>`;
  g += idx(0) + idx(180);
  const court = ['J', 'Q', 'K'].includes(rank);
  if (court || goldFace) {
    const fx = w * 0.26;
    const fy = h * 0.33;
    g += `<rect x="${f(-fx)}" y="${f(-fy)}" width="${f(2 * fx)}" height="${f(2 * fy)}" rx="${f(w * 0.02)}" fill="${goldFace ? '#0f3d2e' : 'none'}" stroke="${goldFace ? 'url(#goldGrad)' : col}" stroke-width="${f(w * 0.012)}" opacity="${goldFace ? 1 : 0.8}"/>`;
    // a geometric crown over the suit
    const cw = fx * 0.78;
    const cy0 = -fy * 0.2;
    const crown =
      rank === 'J'
        ? `M${f(-cw)},${f(cy0)} L${f(-cw)},${f(cy0 - fy * 0.35)} L${f(-cw * 0.35)},${f(cy0 - fy * 0.2)} L${f(cw * 0.35)},${f(cy0 - fy * 0.2)} L${f(cw)},${f(cy0 - fy * 0.35)} L${f(cw)},${f(cy0)} Z`
        : `M${f(-cw)},${f(cy0)} L${f(-cw * 1.05)},${f(cy0 - fy * 0.42)} L${f(-cw * 0.5)},${f(cy0 - fy * 0.2)} L0,${f(cy0 - fy * 0.55)} L${f(cw * 0.5)},${f(cy0 - fy * 0.2)} L${f(cw * 1.05)},${f(cy0 - fy * 0.42)} L${f(cw)},${f(cy0)} Z`;
    const crownFill = goldFace ? 'url(#goldGrad)' : col;
    g += `<path d="${crown}" fill="${crownFill}" opacity="${goldFace ? 1 : 0.9}"/>`;
    if (rank === 'K')
      g += `<rect x="${f(-cw)}" y="${f(cy0 + fy * 0.02)}" width="${f(cw * 2)}" height="${f(fy * 0.06)}" fill="${crownFill}"/>`;
    g += suit(s, 0, fy * 0.35, fx * 0.95, goldFace ? 'url(#goldGrad)' : col);
  } else {
    g += suit(s, 0, 0, w * 0.42, col);
  }
  g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="url(#topShade)" opacity=".45"/>`;
  return g;
}

/** A card lying on a table seen in perspective (y squashed by k). */
export function tableCard(x, y, w, h, rot, k, o) {
  return `<g transform="translate(${f(x)},${f(y)}) scale(1,${f(k)}) rotate(${f(rot)})">${card(w, h, o)}</g>`;
}
