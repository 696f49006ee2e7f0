/**
 * EP05, "High Stakes": a skyline of chip stacks, three rows deep.
 */
import { C, rng } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { dust } from '../shapes.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
  slug: 'ep05-high-stakes',
  code: 'EP05',
  svg: () => {
    const R = rng(55);
    const palette = [
      ['#141816', C.gold],
      [C.gold, '#141816'],
      ['#f1ece0', '#0f3d2e'],
      ['#0f3d2e', '#f1ece0'],
      ['#b3142b', '#f1ece0'],
    ];
    // back row to front row
    const rows = [
      {
        y: 470,
        rx: 34,
        h: 8,
        n: [18, 26, 22, 30, 24, 20, 28, 16, 22],
        x0: 170,
        dx: 118,
        op: 0.55,
      },
      {
        y: 560,
        rx: 46,
        h: 10,
        n: [22, 32, 40, 28, 36, 24, 30],
        x0: 140,
        dx: 165,
        op: 0.8,
      },
      {
        y: 690,
        rx: 64,
        h: 13,
        n: [16, 30, 24, 35, 20],
        x0: 150,
        dx: 245,
        op: 1,
      },
    ];
    let s = '';
    rows.forEach((row, ri) => {
      s += `<g opacity="${row.op}">`;
      row.n.forEach((n, i) => {
        const pal = palette[Math.floor(R() * palette.length)];
        s += chipStack(row.x0 + i * row.dx + (R() - 0.5) * 30, row.y, row.rx, n, [pal[0], pal[0], pal[0], pal[1]], {
          seed: ri * 10 + i,
          k: 0.16,
          h: row.h,
          edge: pal[1] === C.gold ? '#f1ece0' : '#f1ece0',
          jitter: 0.03,
        });
      });
      s += `</g>`;
      if (ri === 0) s += `<rect width="${EW}" height="${EH}" fill="#061a12" opacity=".35"/>`;
    });
    return episodeSvg(
      'EP05',
      `
        <rect width="${EW}" height="${EH}" fill="url(#skyG)"/>
        <ellipse cx="640" cy="470" rx="620" ry="140" fill="${C.gold2}" opacity=".35" filter="url(#b70)"/>
        <rect y="470" width="${EW}" height="250" fill="url(#floorG)"/>
        ${s}
        ${dust(EW, EH, 70, 12, { area: [0, 0, EW, 420], op: 0.45 })}`,
      {
        bg: `<rect width="${EW}" height="${EH}" fill="#050806"/>`,
        vignette: 0.8,
        extraDefs: `<linearGradient id="skyG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#030504"/><stop offset=".5" stop-color="#0c3125"/><stop offset=".65" stop-color="#1d4a30"/><stop offset="1" stop-color="#030504"/></linearGradient>
          <linearGradient id="floorG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#145a41"/><stop offset="1" stop-color="#030805"/></linearGradient>`,
      },
    );
  },
};
