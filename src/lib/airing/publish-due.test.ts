import { describe, expect, it } from 'vitest';
import { changedByEvent, publishDue, readDeployed, type Deployed } from './publish-due.ts';

const NEXT = '2026-01-21T01:00:00Z';
const deployed = (nextChange: string | null): Deployed => ({ build: { builtAt: '2026-01-20T12:00:00Z', nextChange } });
const at = (iso: string) => Date.parse(iso);

describe('publishDue', () => {
  it('is not due before the next change, saying when it is', () => {
    expect(publishDue(deployed(NEXT), at('2026-01-20T22:55:00Z'), false)).toEqual({
      due: false,
      reason: "the deployed build's next change is at 2026-01-21T01:00:00Z, in 2 h 5 min",
    });
    expect(publishDue(deployed(NEXT), at(NEXT) - 1, false)).toEqual({
      due: false,
      reason: "the deployed build's next change is at 2026-01-21T01:00:00Z, in 1 s",
    });
    expect(publishDue(deployed(NEXT), at('2026-01-18T00:30:00Z'), false).reason).toMatch(/in 3 d 30 min$/);
  });

  it('is due at the next change and after it', () => {
    expect(publishDue(deployed(NEXT), at(NEXT), false)).toEqual({
      due: true,
      reason: "the deployed build's next change (2026-01-21T01:00:00Z) has come: it is 2026-01-21T01:00:00Z",
    });
    expect(publishDue(deployed(NEXT), at('2026-01-21T01:14:00Z'), false).due).toBe(true);
  });

  it('is not due when the deployed build has no change ahead', () => {
    expect(publishDue(deployed(null), at('2030-01-01T00:00:00Z'), false)).toEqual({
      due: false,
      reason: 'the deployed build (built 2026-01-20T12:00:00Z) has no change ahead',
    });
  });

  it('is due whenever the content changed', () => {
    expect(publishDue(deployed(null), 0, true)).toEqual({
      due: true,
      reason: 'content changed: building whatever the plan says now',
    });
    expect(publishDue(deployed(NEXT), at('2026-01-20T13:00:00Z'), true).due).toBe(true);
  });

  it('is due when the deployed build.json is missing or unreadable, saying so', () => {
    expect(publishDue({ unreadable: 'is missing (HTTP 404)' }, 0, false)).toEqual({
      due: true,
      reason: 'the deployed /build.json is missing (HTTP 404): building to be sure',
    });
  });
});

describe('readDeployed', () => {
  it('reads builtAt and nextChange, null included', () => {
    expect(readDeployed(JSON.stringify({ builtAt: '2026-01-20T12:00:00.000Z', nextChange: NEXT }))).toEqual({
      build: { builtAt: '2026-01-20T12:00:00.000Z', nextChange: NEXT },
    });
    expect(readDeployed('{"builtAt":"2026-01-20T12:00:00Z","nextChange":null}')).toEqual(deployed(null));
  });

  it('names what is wrong with anything else', () => {
    expect(readDeployed('<!doctype html>')).toEqual({ unreadable: 'is not JSON' });
    expect(readDeployed('[]')).toEqual({ unreadable: 'is not a JSON object' });
    expect(readDeployed('{"nextChange":null}')).toEqual({
      unreadable: 'has no builtAt instant (ISO 8601 with an offset or Z)',
    });
    expect(readDeployed('{"builtAt":"2026-01-20T12:00:00Z"}')).toEqual({
      unreadable: 'has a nextChange that is neither null nor an ISO 8601 instant',
    });
    expect(readDeployed('{"builtAt":"2026-01-20T12:00:00Z","nextChange":"2026-01-21T01:00"}')).toMatchObject({
      unreadable: expect.stringContaining('nextChange'),
    });
  });
});

describe('changedByEvent', () => {
  it('counts every event but the timer as a change', () => {
    expect(changedByEvent('schedule')).toBe(false);
    expect(changedByEvent('push')).toBe(true);
    expect(changedByEvent('workflow_dispatch')).toBe(true);
  });
});
