import { describe, expect, it } from 'vitest';
import { TABLE_SHAPES, WIDE_FROM_REM, tableLayout } from './seat-layout.ts';
import { tableLayoutCss } from './seat-layout-css.ts';

describe('tableLayoutCss', () => {
  const css = tableLayoutCss();
  const [tall = '', wide = ''] = css.split(`@media (width >= ${WIDE_FROM_REM}rem)`);

  it('places every seat, bet, board and pots as the layout does, tall then wide from the breakpoint', () => {
    for (const [shape, rules] of [
      ['tall', tall],
      ['wide', wide],
    ] as const) {
      for (let players = 2; players <= 10; players++) {
        const l = tableLayout(players, shape);
        const table = `.table-frame.seats-${players}`;
        expect(rules).toContain(`${table}{aspect-ratio:${l.frame.width}/${l.frame.height}}`);
        l.seats.forEach((seat, i) => {
          const m = new RegExp(`\\${table} \\.table-seat\\.at-${i}\\{left:([\\d.]+)%;top:([\\d.]+)%\\}`).exec(rules);
          expect(m, `${shape} ${players} seat ${i}`).not.toBeNull();
          // Two decimals of a percentage: within a tenth of a pixel at the widest frame.
          expect(Math.abs((Number(m?.[1]) / 100) * l.frame.width - seat.cx)).toBeLessThan(0.1);
          expect(Math.abs((Number(m?.[2]) / 100) * l.frame.height - seat.cy)).toBeLessThan(0.1);
        });
      }
      const spec = TABLE_SHAPES[shape];
      expect(rules).toContain(`.table-seat{width:${spec.seat.width}px;height:${spec.seat.height}px}`);
      expect(rules).toContain(`.table-frame{max-width:${spec.maxWidth}px}`);
    }
  });
});
