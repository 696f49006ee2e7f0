import { describe, expect, it } from 'vitest';
import { LABEL_GAP, chipsLabel, dodge, shortLabels, sparkline, stackChart, type ChartSeries } from './stack-chart.ts';

const size = { width: 640, height: 320, labelWidth: 120 };
const points = ['Start', 'EP01', 'EP02'];
const series: ChartSeries[] = [
  { slug: 'ann', label: 'Ann', chips: [100_000, 150_000, 250_000], stillIn: true },
  { slug: 'bob', label: 'Bob', chips: [100_000, 50_000, undefined], stillIn: false },
  { slug: 'cat', label: 'Cat', chips: [100_000, 100_000, 248_000], stillIn: true },
  { slug: 'dan', label: 'Dan', chips: [100_000, undefined, undefined], stillIn: false },
];

describe('chipsLabel', () => {
  it('says chips as an axis does', () => {
    expect([0, 500, 50_000, 250_000, 1_000_000, 1_600_000].map(chipsLabel)).toEqual([
      '0',
      '500',
      '50K',
      '250K',
      '1M',
      '1.6M',
    ]);
  });
});

describe('dodge', () => {
  it('keeps labels that do not collide where their lines end', () => {
    expect(dodge([40, 200, 120], LABEL_GAP, 0, 300)).toEqual([40, 200, 120]);
  });

  it('pushes colliding labels apart by the gap, in their lines’ order', () => {
    const ys = dodge([100, 102, 101], 14, 0, 300);
    expect(ys).toEqual([100, 128, 114]);
  });

  it('keeps every label inside the plot, even a crowd at the bottom', () => {
    const ys = dodge([298, 299, 300], 14, 0, 300);
    expect(Math.max(...ys)).toBeLessThanOrEqual(300);
    expect(ys.toSorted((a, b) => a - b)).toEqual([272, 286, 300]);
  });
});

describe('stackChart', () => {
  const chart = stackChart(points, series, size);

  it('places the points across the plot and the chip axis from 0 to a round top', () => {
    expect(chart.xTicks.map((t) => t.label)).toEqual(points);
    expect(chart.xTicks[0]?.x).toBeGreaterThan(chart.plot.left);
    expect(chart.xTicks.at(-1)?.x).toBeLessThan(chart.plot.right);
    expect(chart.yTicks[0]).toEqual({ y: chart.plot.bottom, label: '0' });
    expect(chart.yTicks.at(-1)?.label).toBe('250K');
  });

  it('draws one line per player, those out first so the ones still in are on top', () => {
    expect(chart.lines.map((l) => [l.slug, l.stillIn])).toEqual([
      ['bob', false],
      ['dan', false],
      ['ann', true],
      ['cat', true],
    ]);
  });

  it('ends a line where its player went out, and leaves no gap-spanning segment', () => {
    const bob = chart.lines.find((l) => l.slug === 'bob');
    expect(bob?.end.x).toBe(chart.xTicks[1]?.x);
    expect(bob?.d.match(/M/g)).toHaveLength(1);
    const dan = chart.lines.find((l) => l.slug === 'dan');
    expect(dan?.end.x).toBe(chart.xTicks[0]?.x);
  });

  it('labels each line at its end, two close leaders kept a label apart', () => {
    const ann = chart.lines.find((l) => l.slug === 'ann');
    const cat = chart.lines.find((l) => l.slug === 'cat');
    expect(Math.abs((ann?.labelY ?? 0) - (cat?.labelY ?? 0))).toBeGreaterThanOrEqual(LABEL_GAP);
    expect(ann?.labelY).toBeLessThan(cat?.labelY ?? 0);
  });

  it('puts the label of a line that stops early before its end, so it does not run into the next point', () => {
    const anchors = Object.fromEntries(chart.lines.map((l) => [l.slug, l.labelAnchor]));
    expect(anchors).toMatchObject({ ann: 'start', bob: 'end', dan: 'end' });
  });

  it('is the same for the same numbers (a deterministic build)', () => {
    expect(stackChart(points, series, size)).toEqual(chart);
  });

  it('refuses a chart with no points', () => {
    expect(() => stackChart([], series, size)).toThrow(/no points/);
  });
});

describe('sparkline', () => {
  it("draws a player's stack across the points from the floor up, ending at the latest count", () => {
    const s = sparkline([100_000, 150_000, 200_000], 120, 32);
    expect(s?.d).toBe('M3,16L60,9.5L117,3');
    expect(s?.end).toEqual({ x: 117, y: 3 });
  });

  it('ends on the floor where the player went out, and needs two points', () => {
    expect(sparkline([100_000, 0, undefined], 120, 32)?.end).toEqual({ x: 60, y: 29 });
    expect(sparkline([100_000], 120, 32)).toBeUndefined();
    expect(sparkline([], 120, 32)).toBeUndefined();
  });
});

describe('shortLabels', () => {
  it('uses first names, and whole names where two players share one', () => {
    expect(shortLabels(['Ingrid Solberg', 'Jae-won Seo', 'Anna Lee', 'Anna Berg'])).toEqual([
      'Ingrid',
      'Jae-won',
      'Anna Lee',
      'Anna Berg',
    ]);
  });
});
