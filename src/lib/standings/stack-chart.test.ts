import { describe, expect, it } from 'vitest';
import { boxAfter, boxBefore } from './chart-labels.ts';
import { LABEL_GAP, chipsLabel, dodge, shortLabels, sparkline, stackChart, type ChartSeries } from './stack-chart.ts';

const size = { width: 640, height: 320, labelWidth: 120, fontSize: 13 };
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

  it('a season to its end, on a phone: one line left, every label shown apart and inside, the rest left out', () => {
    const season = ['Start', ...Array.from({ length: 12 }, (_, i) => `EP${String(i + 1).padStart(2, '0')}`)];
    // Fifteen players out one by one (two in EP06), each line on the floor where they went; one left.
    const outAt = [1, 2, 2, 3, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 12];
    const lines: ChartSeries[] = outAt.map((k, p) => ({
      slug: `p${p}`,
      label: `Player${p} (out)`,
      chips: season.map((_, i) => (i < k ? 100_000 : i === k ? 0 : undefined)),
      stillIn: false,
    }));
    lines.push({ slug: 'win', label: 'Winner', chips: season.map((_, i) => 100_000 * (i + 1)), stillIn: true });
    const phone = stackChart(season, lines, { width: 300, height: 440, labelWidth: 84, fontSize: 12 });
    expect(phone.lines.filter((l) => l.stillIn).map((l) => [l.slug, l.labelAnchor])).toEqual([['win', 'start']]);
    expect(phone.xTicks.map((t) => t.label)).toEqual(['Start', 'EP04', 'EP08', 'EP12']);
    const shown = phone.lines.flatMap((l) => {
      if (l.labelY === undefined) return [];
      const box = l.labelAnchor === 'start' ? boxAfter : boxBefore;
      return [box(l.label, l.end.x, l.labelY, 12)];
    });
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.length).toBeLessThan(16);
    for (const [i, a] of shown.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeGreaterThanOrEqual(phone.plot.top);
      expect(a.y).toBeLessThanOrEqual(phone.plot.bottom);
      for (const b of shown.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || Math.abs(a.y - b.y) >= LABEL_GAP;
        expect(apart, `${JSON.stringify(a)} / ${JSON.stringify(b)}`).toBe(true);
      }
    }
    // The latest out are the ones named: the runner-up (EP12) and third (EP11).
    const named = new Set(phone.lines.filter((l) => l.labelY !== undefined).map((l) => l.slug));
    expect([named.has('p14'), named.has('p13')]).toEqual([true, true]);
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
