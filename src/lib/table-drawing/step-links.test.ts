import { describe, expect, it } from 'vitest';
import { STEP_SPEEDS, stepForLink, stepId, stepLink, streetLink } from './step-links.ts';

describe('step links', () => {
  const firstOf = new Map([
    ['preflop', 1],
    ['flop', 8],
    ['turn', 9],
    ['river', 10],
    ['showdown', 14],
  ] as const);

  it('reads a street as its first step and a step by its number', () => {
    expect(stepForLink('#preflop', 14, firstOf)).toBe(1);
    expect(stepForLink('#flop', 14, firstOf)).toBe(8);
    expect(stepForLink('#showdown', 14, firstOf)).toBe(14);
    expect(stepForLink('#step-7', 14, firstOf)).toBe(7);
    expect(stepForLink('#Step-7', 14, firstOf)).toBe(7);
  });

  it('names no step for a link outside the hand: no such step, a street it never reached, anything else', () => {
    expect(stepForLink('#step-0', 14, firstOf)).toBeUndefined();
    expect(stepForLink('#step-15', 14, firstOf)).toBeUndefined();
    expect(stepForLink('#turn', 5, new Map([['preflop', 1]]))).toBeUndefined();
    expect(stepForLink('', 14, firstOf)).toBeUndefined();
    expect(stepForLink('#main-content', 14, firstOf)).toBeUndefined();
  });

  it('names the element a link lands on: a street its section, a step its drawn table', () => {
    expect(streetLink('turn')).toBe('#turn');
    expect(stepLink(7)).toBe(`#${stepId(7)}`);
    expect(stepId(7)).toBe('step-7');
  });

  it('writes the links it reads', () => {
    expect(stepForLink(stepLink(12), 14, firstOf)).toBe(12);
    expect(stepForLink(streetLink('turn'), 14, firstOf)).toBe(9);
  });

  it('plays at three speeds, slowest first', () => {
    expect(STEP_SPEEDS.map((s) => s.ms)).toEqual([...STEP_SPEEDS.map((s) => s.ms)].sort((a, b) => b - a));
    expect(STEP_SPEEDS.length).toBeGreaterThanOrEqual(2);
  });
});
