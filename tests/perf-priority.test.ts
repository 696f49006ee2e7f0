import { describe, expect, it } from 'vitest';
import { GATE_NICENESS, raisePriority } from '../scripts/perf-priority.mjs';

describe("the gate's priority (scripts/perf-priority.mjs)", () => {
  it('asks for a niceness ahead of every other process, and says it got it', () => {
    let niceness = 0;
    const result = raisePriority(GATE_NICENESS, {
      set: (_pid: number, value: number) => void (niceness = value),
      get: () => niceness,
    });
    expect(GATE_NICENESS).toBeLessThan(0);
    expect(result).toEqual({
      niceness: GATE_NICENESS,
      raised: true,
      note: `the gate runs at niceness ${GATE_NICENESS}, ahead of other processes`,
    });
  });

  it('runs on where it may not, saying why and what that costs', () => {
    const refused = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    const result = raisePriority(-10, {
      set: () => {
        throw refused;
      },
      get: () => 0,
    });
    expect(result.raised).toBe(false);
    expect(result.note).toMatch(/^the gate runs at niceness 0: raising it to -10 was refused \(EACCES; it needs root/);
    expect(result.note).toMatch(/TBT counts the other processes' time too$/);
  });
});
