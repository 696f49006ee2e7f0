/**
 * EP07, "Quick and Easy": a bridge shuffle, cards arcing from one packet to the other.
 */
import { C, f } from '../palette.mjs';
import { chipTop } from '../chips.mjs';
import { card } from '../cards.mjs';
import { dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
  slug: 'ep07-quick-and-easy',
  code: 'EP07',
  svg: () => {
    // a bridge shuffle: cards arcing from the right packet to the left one
    let arc = '';
    const n = 22;
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      const x = 330 + t * 620;
      const y = 470 - Math.sin(t * Math.PI) * 250;
      const rot = -70 + t * 140;
      const blur = Math.sin(t * Math.PI);
      arc += `<g opacity="${f(0.35 + 0.65 * (1 - blur * 0.6))}" ${blur > 0.35 ? `filter="url(#${blur > 0.8 ? 'b8' : 'b4'})"` : ''}><g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})">${card(120, 170, { back: true, shadow: false })}</g></g>`;
    }
    return episodeSvg(
      'EP07',
      `
        ${pool(640, 380, 560, 260, 0.22)}
        <path d="M250,500 C360,120 920,120 1030,500" fill="none" stroke="${C.gold2}" stroke-width="90" opacity=".1" filter="url(#b24)"/>
        ${Array.from({ length: 7 }, (_, i) => `<path d="M${260 + i * 6},${510 - i * 8} C${380 + i * 4},${150 + i * 18} ${900 - i * 4},${150 + i * 18} ${1020 - i * 6},${510 - i * 8}" fill="none" stroke="${C.gold2}" stroke-width="${1 + (i % 3)}" opacity="${f(0.14 + (i % 3) * 0.08)}"/>`).join('')}
        ${arc}
        ${Array.from({ length: 10 }, (_, i) => `<g transform="translate(${300 - i * 1.5},${520 - i * 2}) rotate(-10)">${card(130, 182, { back: true, shadow: i === 0 })}</g>`).join('')}
        ${Array.from({ length: 8 }, (_, i) => `<g transform="translate(${990 + i * 1.5},${522 - i * 2}) rotate(12)">${card(130, 182, { back: true, shadow: i === 0 })}</g>`).join('')}
        ${chipTop(140, 150, 40, '#f1ece0', { edge: '#b3142b', rot: 30 })}${chipTop(1150, 160, 40, C.gold, { edge: '#141816', rot: 10 })}
        ${dust(EW, EH, 60, 17, { area: [300, 100, 1000, 500], op: 0.6 })}`,
      { lx: 50, ly: 55 },
    );
  },
};
