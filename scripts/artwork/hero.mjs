/**
 * The home page's hero poster (1920x1080): a huge table seen from above,
 * chips and cards gathered on the right, the left side kept dark for the
 * page's headline.
 */
import { C, rng } from './palette.mjs';
import { suit } from './suits.mjs';
import { commonDefs } from './defs.mjs';
import { chipTop } from './chips.mjs';
import { card } from './cards.mjs';
import { dealerButton, dust, pool } from './shapes.mjs';

export const HW = 1920;
export const HH = 1080;

export function heroSvg() {
  const W = HW;
  const H = HH;
  const R = rng(99);
  // scattered chips and little stacks, mostly on the right half
  const palette = [
    ['#141816', '#f1ece0'],
    [C.gold, '#141816'],
    ['#b3142b', '#f1ece0'],
    ['#f1ece0', '#0f3d2e'],
    ['#0f3d2e', C.gold2],
  ];
  let chips = '';
  const stackAt = (x, y, n, pal, r = 46) => {
    let s = '';
    for (let i = 0; i < n; i++)
      s += chipTop(x + i * 2.2, y - i * 3.2, r, pal[0], {
        edge: pal[1],
        rot: R() * 90,
        shadow: i === 0,
      });
    return s;
  };
  chips += stackAt(1300, 420, 6, palette[1]);
  chips += stackAt(1395, 470, 4, palette[0]);
  chips += stackAt(1330, 540, 8, palette[2]);
  chips += stackAt(1460, 380, 3, palette[3]);
  chips += stackAt(1560, 640, 5, palette[4]);
  chips += stackAt(1720, 700, 7, palette[0]);
  chips += stackAt(1600, 250, 4, palette[2]);
  for (let i = 0; i < 16; i++) {
    const a = R() * Math.PI * 2;
    const d = 150 + R() * 330;
    const x = 1330 + Math.cos(a) * d * 1.15;
    const y = 520 + Math.sin(a) * d * 0.75;
    const pal = palette[i % palette.length];
    chips += chipTop(x, y, 40 + R() * 6, pal[0], {
      edge: pal[1],
      rot: R() * 90,
    });
  }
  const cards = `
    <g transform="translate(1170,640) rotate(-16)">${card(150, 210, { rank: 'A', s: 'S' })}</g>
    <g transform="translate(1245,660) rotate(6)">${card(150, 210, { rank: 'K', s: 'S' })}</g>
    <g transform="translate(1640,430) rotate(24)">${card(150, 210, { back: true })}</g>
    <g transform="translate(1690,460) rotate(38)">${card(150, 210, { back: true })}</g>
    <g transform="translate(1480,820) rotate(-8)">${card(150, 210, { rank: 'Q', s: 'H' })}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${commonDefs()}
    <radialGradient id="heroFelt" cx="68%" cy="50%" r="60%">
      <stop offset="0" stop-color="#1f7d58"/><stop offset=".35" stop-color="#135038"/><stop offset=".7" stop-color="#0a2a1f"/><stop offset="1" stop-color="#040c09"/>
    </radialGradient>
    <linearGradient id="leftShade" x1="0" x2="1">
      <stop offset="0" stop-color="#000" stop-opacity=".92"/><stop offset=".3" stop-color="#000" stop-opacity=".7"/><stop offset=".5" stop-color="#000" stop-opacity=".3"/><stop offset=".62" stop-color="#000" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="heroVig" cx="62%" cy="50%" r="75%">
      <stop offset=".4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".9"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#030605"/>
  <!-- the table: a huge oval seen from above, partly out of frame -->
  <ellipse cx="1150" cy="540" rx="1180" ry="640" fill="#070908"/>
  <ellipse cx="1150" cy="540" rx="1150" ry="612" fill="none" stroke="#121613" stroke-width="50"/>
  <ellipse cx="1150" cy="540" rx="1122" ry="586" fill="none" stroke="url(#goldEdge)" stroke-width="3" opacity=".8"/>
  <ellipse cx="1150" cy="540" rx="1116" ry="580" fill="url(#heroFelt)"/>
  <ellipse cx="1250" cy="540" rx="720" ry="360" fill="none" stroke="${C.gold2}" stroke-opacity=".16" stroke-width="2.5"/>
  <ellipse cx="1250" cy="540" rx="700" ry="342" fill="none" stroke="${C.gold2}" stroke-opacity=".08" stroke-width="1.5"/>
  ${suit('S', 1250, 200, 60, C.gold2, 'opacity=".07"')}
  ${pool(1330, 520, 560, 360, 0.26, '#fff1c7')}
  ${pool(1330, 520, 260, 180, 0.12, '#fffbe8')}
  ${chips}
  ${cards}
  ${dealerButton(1050, 380, 42)}
  ${dust(W, H, 60, 77, { area: [900, 150, 1800, 950], op: 0.35 })}
  <rect width="${W}" height="${H}" filter="url(#grain)" opacity=".08" style="mix-blend-mode:soft-light"/>
  <rect width="${W}" height="${H}" fill="url(#leftShade)"/>
  <rect width="${W}" height="${H}" fill="url(#heroVig)"/>
</svg>`;
}
