/**
 * EP11, "Squid Game": three marked chips in a ring of sixteen seats, six of them out.
 */
import { C, f, rad } from '../palette.mjs';
import { chipTop } from '../chips.mjs';
import { dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
  slug: 'ep11-squid-game',
  code: 'EP11',
  svg: () => {
    const big = (cx, cy, col, edge, shape, rot) => {
      const r = 120;
      let mark;
      if (shape === 'circle')
        mark = `<circle r="${r * 0.36}" fill="none" stroke="${edge}" stroke-width="${r * 0.09}"/>`;
      else if (shape === 'triangle')
        mark = `<path d="M0,${-r * 0.42} L${r * 0.38},${r * 0.26} L${-r * 0.38},${r * 0.26} Z" fill="none" stroke="${edge}" stroke-width="${r * 0.09}" stroke-linejoin="round"/>`;
      else
        mark = `<rect x="${-r * 0.3}" y="${-r * 0.3}" width="${r * 0.6}" height="${r * 0.6}" fill="none" stroke="${edge}" stroke-width="${r * 0.09}"/>`;
      return `<g transform="translate(${cx},${cy}) rotate(${rot})">${chipTop(0, 0, r, col, { edge, inner: col })}<g transform="rotate(${-rot})">${mark}</g></g>`;
    };
    // a ring of sixteen seats; a few chips already gone dark
    let ring = '';
    for (let i = 0; i < 16; i++) {
      const a = rad(i * 22.5 + 11);
      const x = 640 + Math.cos(a) * 520;
      const y = 360 + Math.sin(a) * 300;
      const out = [1, 4, 6, 9, 12, 14].includes(i);
      ring += out
        ? `<g opacity=".5">${chipTop(x, y, 30, '#0d1210', { edge: '#2a332f', rot: i * 13 })}</g><path d="M${f(x - 18)},${f(y - 18)} L${f(x + 18)},${f(y + 18)} M${f(x + 18)},${f(y - 18)} L${f(x - 18)},${f(y + 18)}" stroke="#b3142b" stroke-width="3" opacity=".6"/>`
        : chipTop(x, y, 30, i % 2 ? '#f1ece0' : C.gold, {
            edge: '#141816',
            rot: i * 13,
          });
    }
    return episodeSvg(
      'EP11',
      `
        ${pool(640, 360, 420, 260, 0.2)}
        <ellipse cx="640" cy="360" rx="520" ry="300" fill="none" stroke="${C.gold2}" stroke-opacity=".2" stroke-width="2" stroke-dasharray="4 12"/>
        <ellipse cx="640" cy="360" rx="330" ry="190" fill="none" stroke="#b3142b" stroke-opacity=".35" stroke-width="2"/>
        ${ring}
        ${big(400, 380, '#141816', C.gold2, 'circle', 12)}
        ${big(640, 330, C.gold, '#141816', 'triangle', -8)}
        ${big(880, 380, '#0f3d2e', '#f1ece0', 'square', 20)}
        <path d="M300,560 L980,560" stroke="${C.gold2}" stroke-width="1.5" opacity=".25"/>
        ${dust(EW, EH, 40, 23, { area: [250, 120, 1030, 600], op: 0.4 })}`,
      { hi: '#17634a', mid: '#0b2f22', ly: 48 },
    );
  },
};
