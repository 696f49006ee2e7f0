import { describe, expect, it } from 'vitest';
import { serialSync } from './serial-sync.ts';

/** A sync that waits to be let go, recording when each run starts and ends. */
function gatedSync() {
  const log: string[] = [];
  const gates: (() => void)[] = [];
  let runs = 0;
  const sync = () => {
    const run = ++runs;
    log.push(`start ${run}`);
    return new Promise<void>((done) =>
      gates.push(() => {
        log.push(`end ${run}`);
        done();
      }),
    );
  };
  const release = async () => {
    gates.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sync, log, release };
}

describe('serialSync', () => {
  it('never runs two syncs at once; events during one ask for exactly one more after it', async () => {
    const { sync, log, release } = gatedSync();
    const resync = serialSync(sync, () => {});
    const first = resync();
    resync();
    resync();
    expect(log).toEqual(['start 1']);
    await release();
    expect(log).toEqual(['start 1', 'end 1', 'start 2']);
    await release();
    await first;
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('runs again for an event after the last run ended', async () => {
    const { sync, log, release } = gatedSync();
    const resync = serialSync(sync, () => {});
    const first = resync();
    await release();
    await first;
    const second = resync();
    await release();
    await second;
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('reports a failed sync and goes on to the next one', async () => {
    const reported: unknown[] = [];
    let calls = 0;
    const resync = serialSync(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('content/seasons/2/episodes/ep01.yaml: title is required');
      },
      (error) => reported.push(error),
    );
    await resync();
    await resync();
    expect(calls).toBe(2);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('title is required');
  });
});
