import { describe, expect, it } from 'vitest';
import { nextChange, publishPlan, type PlanEpisode } from './publish-plan.ts';

const TIMING = { episodeMinutes: 45, resultsDelayMinutes: 0 };
const at = (iso: string) => Date.parse(iso);
const ep = (label: string, airDate: string | undefined, hands = 0, more: Partial<PlanEpisode> = {}): PlanEpisode => ({
  label,
  airDate,
  hands,
  season: 1,
  ...more,
});

describe('publishPlan', () => {
  it('changes the build at each start and end, the results and key hands at the end', () => {
    const plan = publishPlan([ep('EP01', '2026-01-06T20:00:00-05:00', 4), ep('EP02', undefined)], TIMING);
    expect(plan).toEqual([
      { at: at('2026-01-07T01:00:00Z'), what: ['EP01 starts: on air'] },
      { at: at('2026-01-07T01:45:00Z'), what: ['EP01 ends: results, 4 key hands'] },
    ]);
  });

  it('says one key hand, or results alone when there is none', () => {
    const plan = publishPlan([ep('EP01', '2026-01-06T20:00:00Z', 1), ep('EP02', '2026-01-13T20:00:00Z')], TIMING);
    expect(plan.map((c) => c.what[0])).toEqual([
      'EP01 starts: on air',
      'EP01 ends: results, 1 key hand',
      'EP02 starts: on air',
      'EP02 ends: results',
    ]);
  });

  it('is empty while nothing is dated', () => {
    expect(publishPlan([ep('EP01', undefined, 3)], TIMING)).toEqual([]);
    expect(publishPlan([], TIMING)).toEqual([]);
  });

  it("ends a longer episode at its own runtime, and names the champion at the finale's results", () => {
    const plan = publishPlan(
      [ep('EP01', '2026-03-17T20:00:00Z', 2), ep('EP02', '2026-03-24T20:00:00Z', 3, { runtimeMinutes: 90 })],
      TIMING,
    );
    expect(plan.at(-1)).toEqual({
      at: at('2026-03-24T21:30:00Z'),
      what: ['EP02 ends: results, 3 key hands', 'Season 1 ends: champion named'],
    });
  });

  it('names no champion while an episode of the season is TBA', () => {
    const plan = publishPlan([ep('EP01', '2026-03-17T20:00:00Z'), ep('EP02', undefined)], TIMING);
    expect(plan.flatMap((c) => c.what)).not.toContain('Season 1 ends: champion named');
  });

  it("finds each season's finale by air time, whatever the order given", () => {
    const plan = publishPlan(
      [
        ep('S1 EP02', '2026-01-13T20:00:00Z'),
        ep('S1 EP01', '2026-01-06T20:00:00Z'),
        ep('S2 EP01', '2027-01-05T20:00:00Z', 0, { season: 2 }),
        ep('S2 EP02', undefined, 0, { season: 2 }),
      ],
      TIMING,
    );
    const named = plan.filter((c) => c.what.some((w) => w.includes('champion')));
    expect(named).toEqual([
      { at: at('2026-01-13T20:45:00Z'), what: ['S1 EP02 ends: results', 'Season 1 ends: champion named'] },
    ]);
  });

  it('tells results at their own instant when the show delays them', () => {
    const plan = publishPlan([ep('EP05', '2026-02-03T20:00:00Z', 4), ep('EP06', undefined)], {
      episodeMinutes: 45,
      resultsDelayMinutes: 180,
    });
    expect(plan).toEqual([
      { at: at('2026-02-03T20:00:00Z'), what: ['EP05 starts: on air'] },
      { at: at('2026-02-03T20:45:00Z'), what: ['EP05 ends'] },
      { at: at('2026-02-03T23:45:00Z'), what: ['EP05 results delay over: results, 4 key hands'] },
    ]);
  });

  it('delays the champion with the finale', () => {
    const plan = publishPlan([ep('EP01', '2026-03-24T20:00:00Z', 1)], { episodeMinutes: 60, resultsDelayMinutes: 30 });
    expect(plan.at(-1)).toEqual({
      at: at('2026-03-24T21:30:00Z'),
      what: ['EP01 results delay over: results, 1 key hand', 'Season 1 ends: champion named'],
    });
  });

  it('merges the words of equal instants into one change, in order', () => {
    // EP02 starts the minute EP01 ends; EP03, given last, airs first: the plan is still ascending.
    const plan = publishPlan(
      [
        ep('EP01', '2026-01-06T20:00:00Z', 2),
        ep('EP02', '2026-01-06T20:45:00Z'),
        ep('EP03', '2026-01-06T19:00:00Z', 0, { runtimeMinutes: 15 }),
      ],
      { episodeMinutes: 45, resultsDelayMinutes: 0 },
    );
    expect(plan.map((c) => c.at)).toEqual([...new Set(plan.map((c) => c.at))].sort((a, b) => a - b));
    expect(plan.find((c) => c.at === at('2026-01-06T20:45:00Z'))?.what).toEqual([
      'EP01 ends: results, 2 key hands',
      'EP02 starts: on air',
    ]);
    expect(plan).toHaveLength(5);
  });
});

describe('nextChange', () => {
  const plan = publishPlan([ep('EP01', '2026-01-06T20:00:00Z', 2)], TIMING);
  const [start, end] = plan;

  it('is the first change after now', () => {
    expect(nextChange(plan, at('2026-01-01T00:00:00Z'))).toBe(start);
    expect(nextChange(plan, at('2026-01-06T20:00:00Z') - 1)).toBe(start);
    expect(nextChange(plan, at('2026-01-06T20:10:00Z'))).toBe(end);
  });

  it('passes a change at its own instant: a build then already shows it', () => {
    expect(nextChange(plan, at('2026-01-06T20:00:00Z'))).toBe(end);
    expect(nextChange(plan, at('2026-01-06T20:45:00Z'))).toBeUndefined();
  });

  it('is undefined after the last change, or with none', () => {
    expect(nextChange(plan, at('2026-02-01T00:00:00Z'))).toBeUndefined();
    expect(nextChange([], 0)).toBeUndefined();
  });
});
