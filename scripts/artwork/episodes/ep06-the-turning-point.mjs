/**
 * EP06, "The Turning Point": the flop, the turn card mid-flip, an empty river slot.
 */
import { C } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { card, tableCard } from '../cards.mjs';
import { dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW, farRail } from './scene.mjs';

export default {
  slug: 'ep06-the-turning-point',
  code: 'EP06',
  svg: () => {
    const k = 0.6;
    const cw = 150;
    const ch = 210;
    return episodeSvg(
      'EP06',
      `
        ${farRail(90, 30)}
        ${pool(700, 430, 560, 240, 0.26)}
        <path d="M70,430 L1210,430" stroke="${C.gold2}" stroke-opacity=".12" stroke-width="2"/>
        ${tableCard(250, 480, cw, ch, 0, k, { rank: 'K', s: 'S' })}
        ${tableCard(430, 480, cw, ch, 0, k, { rank: '9', s: 'H' })}
        ${tableCard(610, 480, cw, ch, 0, k, { rank: '9', s: 'D' })}
        <!-- empty river slot -->
        <g transform="translate(1030,480) scale(1,${k})"><rect x="-75" y="-105" width="150" height="210" rx="11" fill="none" stroke="${C.gold2}" stroke-opacity=".4" stroke-width="3" stroke-dasharray="10 10"/></g>
        <!-- the turn, mid-flip -->
        <path d="M790,470 C790,250 880,200 860,200" fill="none" stroke="${C.gold2}" stroke-width="3" opacity=".5" stroke-dasharray="2 10" stroke-linecap="round"/>
        <path d="M760,500 C700,300 830,170 900,190" fill="none" stroke="url(#arcG)" stroke-width="26" opacity=".35" filter="url(#b14)"/>
        <g opacity=".14" filter="url(#b8)"><g transform="translate(790,440) rotate(-40) scale(.75,.6)">${card(cw, ch, { back: true, shadow: false })}</g></g>
        <ellipse cx="830" cy="560" rx="110" ry="26" fill="#000" opacity=".55" filter="url(#b14)"/>
        <g transform="translate(840,300) rotate(-14) skewY(-8) scale(.42,1)">${card(cw, ch, { rank: 'A', s: 'H' })}</g>
        <path d="M866,226 L866,378" stroke="#fff" stroke-width="3" opacity=".6" filter="url(#b2)"/>
        ${chipStack(160, 660, 56, 8, [C.gold, '#141816'], { seed: 6, k: 0.45, h: 13, edge: '#f1ece0' })}
        ${chipStack(1130, 660, 56, 11, ['#b3142b', '#f1ece0'], { seed: 7, k: 0.45, h: 13 })}
        ${dust(EW, EH, 40, 15, { area: [700, 120, 1100, 500], op: 0.5 })}`,
      {
        lx: 55,
        ly: 62,
        lr: 78,
        extraDefs: `<linearGradient id="arcG" x1="0" x2="1"><stop offset="0" stop-color="${C.gold2}" stop-opacity="0"/><stop offset="1" stop-color="${C.gold2}"/></linearGradient>`,
      },
    );
  },
};
