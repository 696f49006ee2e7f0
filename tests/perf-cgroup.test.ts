import { describe, expect, it } from 'vitest';
import { cgroupWrites, cpuController, GATE_CGROUP, shieldTheGate, WEIGHT } from '../scripts/perf/cgroup.mjs';

/** A machine's files, as the functions read and write them. */
function machine(files: Record<string, string>, refuse?: string) {
  const written: [string, string][] = [];
  return {
    written,
    fs: {
      existsSync: (path: string) => path in files,
      readFileSync: (path: string) => files[path] ?? '',
      mkdirSync: () => undefined,
      writeFileSync: (path: string, value: string) => {
        if (refuse) throw Object.assign(new Error(refuse), { code: refuse });
        written.push([path, value]);
      },
    },
  };
}

describe("the gate's share of the CPU (scripts/perf/cgroup.mjs)", () => {
  it('finds the cpu controller, v1 or v2, or none', () => {
    expect(cpuController(machine({ '/sys/fs/cgroup/cpu/cpu.shares': '1024' }).fs)).toEqual({
      version: 'v1',
      root: '/sys/fs/cgroup/cpu',
    });
    expect(cpuController(machine({ '/sys/fs/cgroup/cgroup.controllers': 'cpuset cpu io memory' }).fs)).toEqual({
      version: 'v2',
      root: '/sys/fs/cgroup',
    });
    expect(cpuController(machine({ '/sys/fs/cgroup/cgroup.controllers': 'cpuset io memory' }).fs)).toBeUndefined();
    expect(cpuController(machine({}).fs)).toBeUndefined();
  });

  it('gives its cgroup a weight far above a process’s, then moves itself in', () => {
    expect(WEIGHT.v1 / 1024).toBeGreaterThanOrEqual(32);
    expect(WEIGHT.v2 / 100).toBeGreaterThanOrEqual(32);
    expect(cgroupWrites({ version: 'v1', root: '/sys/fs/cgroup/cpu' }, 42).files).toEqual([
      [`/sys/fs/cgroup/cpu/${GATE_CGROUP}/cpu.shares`, String(WEIGHT.v1)],
      [`/sys/fs/cgroup/cpu/${GATE_CGROUP}/cgroup.procs`, '42'],
    ]);
    const { fs, written } = machine({ '/sys/fs/cgroup/cgroup.controllers': 'cpu' });
    expect(shieldTheGate(fs, 7).shielded).toBe(true);
    expect(written).toEqual([
      [`/sys/fs/cgroup/${GATE_CGROUP}/cpu.weight`, String(WEIGHT.v2)],
      [`/sys/fs/cgroup/${GATE_CGROUP}/cgroup.procs`, '7'],
    ]);
  });

  it('runs on where it may not, saying why and what that costs', () => {
    const refused = shieldTheGate(machine({ '/sys/fs/cgroup/cpu/cpu.shares': '1024' }, 'EACCES').fs, 7);
    expect(refused.shielded).toBe(false);
    expect(refused.note).toMatch(
      /was refused \(EACCES; it needs root\), so on a busy machine its TBT counts their time too$/,
    );
    expect(shieldTheGate(machine({}).fs, 7)).toEqual({
      shielded: false,
      note: 'the gate runs beside the other processes: this machine has no cgroup cpu controller',
    });
  });
});
