// The mobile preset's CPU calibrated to the machine (scripts/perf/cpu.mjs): the slowdown is the
// machine's benchmark index over the phone's, the runs get it, and the measurement is Lighthouse's.
import { describe, expect, it } from 'vitest';
import { GATE } from '../scripts/perf-budgets.mjs';
import { LIGHTHOUSE_SLOWDOWN, cpuSlowdownFor, measureBenchmarkIndex } from '../scripts/perf/cpu.mjs';
import { settingsFor } from '../scripts/perf/lighthouse-collect.mjs';

describe('the phone the mobile preset simulates', () => {
  it('is the same on a fast machine and on one three times slower', () => {
    const fast = 1600;
    const slow = fast / 3;
    expect(cpuSlowdownFor(fast)).toBe(4);
    expect(cpuSlowdownFor(slow)).toBeCloseTo(4 / 3, 2);
    // The simulated phone: the machine's index over the slowdown.
    const phone = (index: number) => index / cpuSlowdownFor(index);
    expect(Math.abs(phone(slow) / phone(fast) - 1)).toBeLessThan(0.01);
  });

  it("is never slower than Lighthouse's own mobile preset, however high the index reads", () => {
    expect(LIGHTHOUSE_SLOWDOWN).toBe(4);
    // A machine reading 3785 was given 9.46x, and its layout counted twice what it counts on a phone.
    expect(cpuSlowdownFor(3785)).toBe(4);
    expect(cpuSlowdownFor(1200)).toBe(3);
  });

  it('is never faster than the machine: no slowdown below 1', () => {
    expect(cpuSlowdownFor(GATE.phoneBenchmarkIndex / 2)).toBe(1);
  });

  it('refuses an index that is not a measurement', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/positive number/);
    expect(() => cpuSlowdownFor(0)).toThrow(/positive number/);
  });

  it('reaches the mobile runs in place of the fixed 4x, keeping the slow 4G; desktop is unchanged', () => {
    const mobile = settingsFor('mobile', 2.5);
    expect(mobile.throttling).toMatchObject({ cpuSlowdownMultiplier: 2.5, rttMs: 150, throughputKbps: 1638.4 });
    expect(mobile.disableFullPageScreenshot).toBe(true);
    expect(settingsFor('desktop', 2.5).throttling).toBeUndefined();
    expect(settingsFor('mobile', undefined).throttling).toBeUndefined();
  });

  it("measures with Lighthouse's own benchmark in Chromium", async () => {
    const { index, samples } = await measureBenchmarkIndex(1);
    expect(samples).toHaveLength(1);
    expect(index).toBeGreaterThan(10);
  }, 60_000);
});
