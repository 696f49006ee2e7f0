/**
 * EP08, "The Queen": a gold-faced queen of spades over a fan of card backs.
 */
import { C, f, rad } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { card } from '../cards.mjs';
import { dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
  slug: 'ep08-the-queen',
  code: 'EP08',
  svg: () => {
    let fan = '';
    [-34, -18, 18, 34].forEach((r) => {
      fan += `<g opacity=".45" transform="translate(640,430) rotate(${r}) translate(0,-60)">${card(220, 308, { back: true })}</g>`;
    });
    return episodeSvg(
      'EP08',
      `
        <path d="M520,0 L760,0 L1000,720 L280,720 Z" fill="#fff2c8" opacity=".06"/>
        ${pool(640, 380, 360, 300, 0.28, '#ffe9a8')}
        ${fan}
        <g transform="translate(640,360) rotate(-3)">
          <rect x="-150" y="-210" width="300" height="420" rx="22" fill="${C.gold2}" opacity=".45" filter="url(#b24)"/>
          ${card(290, 406, { rank: 'Q', s: 'S', goldFace: true })}
          <rect x="-145" y="-203" width="290" height="406" rx="21" fill="none" stroke="url(#goldGrad)" stroke-width="5"/>
        </g>
        ${Array.from({ length: 16 }, (_, i) => {
          const a = rad(i * 22.5 - 90);
          return `<path d="M${f(640 + Math.cos(a) * 260)},${f(360 + Math.sin(a) * 260)} L${f(640 + Math.cos(a) * 330)},${f(360 + Math.sin(a) * 330)}" stroke="${C.gold2}" stroke-width="2" opacity=".3"/>`;
        }).join('')}
        ${chipStack(260, 640, 60, 12, ['#0a1e3d', '#f1ece0', '#ba0c2f'], { seed: 8, k: 0.35, h: 12 })}
        ${chipStack(1010, 650, 60, 15, [C.gold, '#141816'], { seed: 9, k: 0.35, h: 12, edge: '#f1ece0', topMark: 'S' })}
        ${dust(EW, EH, 90, 18, { area: [300, 40, 980, 680], op: 0.6, max: 2.8 })}`,
      { hi: '#1c5a63', mid: '#0b2630', lx: 50, ly: 45 },
    );
  },
};
