/**
 * EP12, "The End Game": one tall stack under a cone of light; the rest in the dark.
 */
import { C } from '../palette.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { dust } from '../shapes.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
  slug: 'ep12-the-end-game',
  code: 'EP12',
  svg: () =>
    episodeSvg(
      'EP12',
      `
        <path d="M560,-10 L720,-10 L990,730 L290,730 Z" fill="url(#coneG)"/>
        <ellipse cx="640" cy="600" rx="330" ry="70" fill="#fff0c2" opacity=".35" filter="url(#b24)"/>
        <ellipse cx="640" cy="600" rx="200" ry="40" fill="#fff6da" opacity=".3" filter="url(#b14)"/>
        ${chipStack(640, 608, 88, 26, [C.gold, C.gold, '#141816', C.gold, '#f1ece0'], { seed: 12, k: 0.3, h: 14, jitter: 0.02, edge: '#f8f1da', topMark: 'S' })}
        <g opacity=".35">
          <g transform="translate(250,640) scale(1,.3)">${chipTop(0, 0, 50, '#141816', { edge: '#5a625e', rot: 30 })}</g>
          <g transform="translate(1040,655) scale(1,.3)">${chipTop(0, 0, 50, '#0f3d2e', { edge: '#5a625e', rot: 60 })}</g>
          ${tableCard(180, 690, 120, 170, 30, 0.3, { back: true })}
          ${tableCard(1110, 690, 120, 170, -24, 0.3, { back: true })}
        </g>
        ${dust(EW, EH, 110, 24, { area: [440, 0, 840, 600], op: 0.7, max: 2, col: '#fff3c8' })}`,
      {
        bg: `<rect width="${EW}" height="${EH}" fill="#020403"/><ellipse cx="640" cy="620" rx="760" ry="200" fill="url(#epFelt)"/>`,
        lx: 50,
        ly: 30,
        lr: 60,
        hi: '#1d7a56',
        mid: '#0a2c20',
        extraDefs: `<linearGradient id="coneG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff4d2" stop-opacity=".24"/><stop offset=".8" stop-color="#fff4d2" stop-opacity=".07"/><stop offset="1" stop-color="#fff4d2" stop-opacity="0"/></linearGradient>`,
      },
    ),
};
