/**
 * EP04, "All In": every stack shoved forward at once, spilling chips, beside pocket aces.
 */
import { C, f, rng } from '../palette.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW, farRail, feltLine, speedLines, streakDef } from './scene.mjs';

export default {
  slug: 'ep04-all-in',
  code: 'EP04',
  svg: () => {
    const cols = [
      ['#141816', '#f1ece0'],
      ['#b3142b', '#f1ece0'],
      [C.gold, '#141816'],
      ['#f1ece0', '#1d4fb8'],
      ['#0f8a55', '#f1ece0'],
    ];
    let stacks = '';
    let ghost = '';
    const R = rng(44);
    const pos = [
      [540, 560, 13],
      [640, 520, 16],
      [740, 565, 11],
      [600, 640, 9],
      [720, 655, 12],
      [830, 610, 8],
    ];
    pos.forEach(([x, y, n], i) => {
      ghost += `<g opacity=".18" filter="url(#hblur)">${chipStack(x - 170, y, 58, n, cols[i % 5], { seed: i + 1, k: 0.36, h: 12, lean: 2.4, shadow: false })}</g>`;
      stacks += chipStack(x, y, 58, n, cols[i % 5], {
        seed: i + 1,
        k: 0.36,
        h: 12,
        lean: 2.4 + R(),
        jitter: 0.08,
      });
    });
    let spill = '';
    for (let i = 0; i < 9; i++) {
      const x = 880 + R() * 230;
      const y = 565 + R() * 110;
      spill += `<g transform="translate(${f(x)},${f(y)}) scale(1,.36)">${chipTop(0, 0, 40, cols[i % 5][0], { edge: cols[i % 5][1], rot: R() * 90 })}</g>`;
    }
    return episodeSvg(
      'EP04',
      `
        ${farRail(110, 40)}
        ${pool(820, 520, 520, 220, 0.28)}
        ${feltLine(760, 560, 520, 150, 0.18)}
        <path d="M200,470 Q700,380 1250,470" fill="none" stroke="${C.gold2}" stroke-opacity=".14" stroke-width="2" stroke-dasharray="8 10"/>
        ${speedLines(120, 760, 420, 640, 30, 14)}
        ${ghost}
        ${stacks}
        ${spill}
        ${tableCard(1040, 430, 120, 170, -14, 0.4, { rank: 'A', s: 'S' })}${tableCard(1150, 440, 120, 170, 12, 0.4, { rank: 'A', s: 'H' })}
        ${dust(EW, EH, 30, 10, { area: [600, 200, 1200, 500] })}`,
      { lx: 64, ly: 75, lr: 80, extraDefs: streakDef() },
    );
  },
};
