/**
 * EP03, "The Bluff": two hole cards, one corner peeled up, under the shadow of a player in a hat
 * (and a gold smirk).
 */
import { C } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { card, tableCard } from '../cards.mjs';
import { pool } from '../shapes.mjs';
import { episodeSvg, farRail, feltLine } from './scene.mjs';

export default {
  slug: 'ep03-the-bluff',
  code: 'EP03',
  svg: () =>
    episodeSvg(
      'EP03',
      `
        ${farRail(150, 50)}
        ${pool(760, 470, 460, 200, 0.25)}
        ${feltLine(640, 520, 600, 170, 0.14)}
        ${tableCard(560, 600, 150, 210, -10, 0.42, { back: true })}
        <!-- the second card has a corner peeled up -->
        <g transform="translate(740,602) scale(1,.42) rotate(12)">
          ${card(150, 210, { back: true })}
          <path d="M75,105 L75,40 Q40,80 10,105 Z" fill="url(#cardFace)"/>
          <path d="M75,40 Q40,80 10,105 L30,140 Q60,110 92,80 Z" fill="#000" opacity=".35" filter="url(#b4)"/>
        </g>
        ${chipStack(330, 620, 56, 6, ['#141816', C.gold], { seed: 3, k: 0.42, h: 13, edge: '#f1ece0' })}
        ${chipStack(980, 610, 56, 9, ['#b3142b', '#f1ece0'], { seed: 5, k: 0.42, h: 13 })}
        <!-- long cast shadow of a player in a hat, leaning over the table -->
        <g opacity=".8" filter="url(#b14)" fill="#010302">
          <path d="M120,720 C150,580 320,540 470,530 L810,530 C960,540 1130,580 1160,720 Z"/>
          <rect x="575" y="440" width="130" height="110"/>
          <ellipse cx="640" cy="420" rx="100" ry="112"/>
          <ellipse cx="640" cy="330" rx="215" ry="36"/>
          <path d="M525,336 C522,236 556,214 640,218 C724,214 758,236 755,336 Z"/>
        </g>
        <path d="M535,300 L745,300" stroke="#000" stroke-opacity=".3" stroke-width="10" filter="url(#b8)"/>
        <!-- the smirk -->
        <path d="M600,458 Q660,482 712,428 Q668,470 614,462 Z" fill="${C.gold2}" opacity=".9"/>
        <path d="M600,458 Q660,482 712,428" fill="none" stroke="${C.gold2}" stroke-width="10" opacity=".25" filter="url(#b8)"/>
`,
      { lx: 58, ly: 72, lr: 75, hi: '#1b7150', mid: '#0c3124' },
    ),
};
