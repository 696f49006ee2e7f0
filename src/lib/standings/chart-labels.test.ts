import { describe, expect, it } from 'vitest';
import { MAX_LIFT, boxAfter, boxBefore, namedTicks, placeEarlyLabels } from './chart-labels.ts';

const area = { top: 10, bottom: 400, gap: 16, fontSize: 12 };

describe('placeEarlyLabels', () => {
  it('keeps a label on its line’s level where nothing is in the way', () => {
    expect(placeEarlyLabels([{ endX: 200, endY: 300, text: 'Ann (out)' }], [], area)).toEqual([300]);
  });

  it('lifts a label a gap at a time past another’s box, up to MAX_LIFT gaps, and else leaves it out', () => {
    const floor = (endX: number, text: string) => ({ endX, endY: 400, text });
    // Three labels ending a step apart on the floor, each wider than the step.
    const ys = placeEarlyLabels([floor(150, 'Cat (out)'), floor(170, 'Bob (out)'), floor(190, 'Ann (out)')], [], area);
    // The latest first: Ann on the floor, Bob a gap up, Cat two.
    expect(ys).toEqual([368, 384, 400]);
    const crowd = Array.from({ length: MAX_LIFT + 2 }, (_, i) => floor(150 + i * 10, `Player ${i} (out)`));
    expect(placeEarlyLabels(crowd, [], area).filter((y) => y === undefined)).toHaveLength(1);
  });

  it('clears the words already on the chart, and never runs off its left edge', () => {
    const axisZero = boxBefore('0', 52, 400, 12);
    expect(placeEarlyLabels([{ endX: 120, endY: 400, text: 'Tanner (out)' }], [axisZero], area)).toEqual([384]);
    expect(placeEarlyLabels([{ endX: 40, endY: 300, text: 'Tanner Voss (out)' }], [], area)).toEqual([undefined]);
    const column = boxAfter('Ingrid Solberg', 700, 300, 12);
    expect(placeEarlyLabels([{ endX: 760, endY: 300, text: 'Mateo Ferreira (out)' }], [column], area)).toEqual([284]);
  });
});

describe('namedTicks', () => {
  it('names every point where the names fit, else every k-th back from the latest', () => {
    expect(namedTicks(['Start', 'EP01', 'EP02'], 74, 12)).toEqual([true, true, true]);
    const season = ['Start', ...Array.from({ length: 12 }, (_, i) => `EP${String(i + 1).padStart(2, '0')}`)];
    const named = namedTicks(season, 13.4, 12);
    expect(season.filter((_, i) => named[i])).toEqual(['Start', 'EP04', 'EP08', 'EP12']);
  });
});
