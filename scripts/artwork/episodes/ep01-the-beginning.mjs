/**
 * EP01, "The Beginning": a fresh deck and the first card of the season, mid-slide.
 */
import { C, f } from '../palette.mjs';
import { chipTop } from '../chips.mjs';
import { card } from '../cards.mjs';
import { dealerButton, dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW, feltLine, speedLines, streakDef } from './scene.mjs';

export default {
  slug: 'ep01-the-beginning',
  code: 'EP01',
  svg: () =>
    episodeSvg(
      'EP01',
      `
        ${pool(700, 360, 520, 260, 0.22)}
        ${feltLine(640, 380, 560, 250, 0.16)}${feltLine(640, 380, 470, 200, 0.1)}
        <!-- the fresh deck -->
        <g transform="translate(330,400) rotate(-8)">
          <rect x="-71" y="-101" width="150" height="210" rx="11" fill="#000" opacity=".6" filter="url(#b14)"/>
          ${Array.from({ length: 14 }, (_, i) => `<rect x="${f(-75 + (14 - i) * 0.9)}" y="${f(-105 + (14 - i) * 1.5)}" width="150" height="210" rx="11" fill="${i % 2 ? '#efe7d2' : '#d9cfb6'}" stroke="#8f856c" stroke-width=".6"/>`).join('')}
          ${card(150, 210, { back: true, shadow: false })}
        </g>
        ${speedLines(420, 820, 330, 420, 22, 4)}
        <!-- ghost trail of the card being dealt -->
        <g opacity=".10" filter="url(#hblur)"><g transform="translate(560,380) rotate(-2)">${card(150, 210, { back: true, shadow: false })}</g></g>
        <g opacity=".2" filter="url(#hblur)"><g transform="translate(700,370) rotate(3)">${card(150, 210, { back: true, shadow: false })}</g></g>
        <!-- the first card, mid-slide -->
        <g transform="translate(840,362) rotate(8)">${card(150, 210, { back: true })}</g>
        ${dealerButton(1040, 560, 40)}
        ${chipTop(170, 600, 44, '#f1ece0', { edge: C.felt2, rot: 10 })}${chipTop(220, 640, 44, '#0f3d2e', { edge: C.gold2, rot: 40 })}
        ${dust(EW, EH, 50, 8, { area: [500, 120, 1200, 560], op: 0.4 })}
        <path d="M1280,0 L760,0 L980,720 L1280,720 Z" fill="#fff4d0" opacity=".04"/>`,
      { lx: 62, ly: 48, extraDefs: streakDef() },
    ),
};
