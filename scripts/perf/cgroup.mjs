// The gate's own processes ahead of whatever else the machine runs. Lighthouse times the page's
// main-thread tasks as it sees them, so on a busy machine a task the renderer is preempted in counts
// as blocking: with a core taken by another process (node ../shared/tools/cpu-hog.mjs 1) a bare
// page of text read 6 to 375 ms of Total Blocking Time, and a route missed 50 ms on its best of 7
// runs. The paints are held against a floor measured in the same minutes and slowed alike; TBT has
// no floor (a page without script blocks nothing of its own). Raising the gate's niceness did not
// hold: Chromium sets its renderers' niceness itself (0, or 5 in the background), so the page ran
// level with the other process while nginx and the floor ran ahead, and the ratios moved instead.
// A cgroup's CPU weight is the group's, whatever its processes do inside it: the gate moves itself
// into a cgroup of its own with a high weight before it starts nginx and each run's Chromium, which
// stay in it. Another process then waits for the page being measured. It needs root (CI and these
// machines run as root) and the cgroup cpu controller (v1 at /sys/fs/cgroup/cpu, or v2); without
// them the gate runs as it is, and says so.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The gate's cgroup, under the cpu controller's root. */
export const GATE_CGROUP = 'the-last-stack-lighthouse';
/** Its weight against the other processes' (v1 cpu.shares: 1024 each by default; v2 cpu.weight: 100). */
export const WEIGHT = { v1: 65536, v2: 10000 };

/**
 * What of node:fs this reads and writes (taken as an argument, so the tests stand in for a machine).
 * @typedef {{
 *   existsSync: (path: string) => boolean,
 *   readFileSync: (path: string, encoding: 'utf8') => string,
 *   mkdirSync: (path: string, options: { recursive: true }) => unknown,
 *   writeFileSync: (path: string, value: string) => void,
 * }} CgroupFs
 */

/**
 * Where the cpu controller is, if this machine has one this process may use (pure of the machine: `fs` is taken).
 * @param {Pick<CgroupFs, 'existsSync' | 'readFileSync'>} [fs]
 */
export function cpuController(fs = { existsSync, readFileSync }) {
  if (fs.existsSync('/sys/fs/cgroup/cpu/cpu.shares')) return { version: 'v1', root: '/sys/fs/cgroup/cpu' };
  const v2 = '/sys/fs/cgroup/cgroup.controllers';
  if (fs.existsSync(v2) && /\bcpu\b/.test(fs.readFileSync(v2, 'utf8')))
    return { version: 'v2', root: '/sys/fs/cgroup' };
  return undefined;
}

/**
 * The files to write, in order, to move `pid` into the gate's cgroup (pure).
 * @param {{ version: string, root: string }} controller
 * @param {number} pid
 * @returns {{ dir: string, files: [string, string][] }}
 */
export function cgroupWrites({ version, root }, pid) {
  const dir = join(root, GATE_CGROUP);
  return version === 'v1'
    ? {
        dir,
        files: [
          [join(dir, 'cpu.shares'), String(WEIGHT.v1)],
          [join(dir, 'cgroup.procs'), String(pid)],
        ],
      }
    : {
        dir,
        files: [
          [join(dir, 'cpu.weight'), String(WEIGHT.v2)],
          [join(dir, 'cgroup.procs'), String(pid)],
        ],
      };
}

/**
 * Moves this process (and so what it starts from now on) into the gate's cgroup. Returns what to
 * print: where it runs, or why it stayed where it was.
 * @param {CgroupFs} [fs]
 * @param {number} [pid]
 */
export function shieldTheGate(fs = { existsSync, readFileSync, mkdirSync, writeFileSync }, pid = process.pid) {
  const controller = cpuController(fs);
  if (!controller)
    return {
      shielded: false,
      note: 'the gate runs beside the other processes: this machine has no cgroup cpu controller',
    };
  const { dir, files } = cgroupWrites(controller, pid);
  try {
    fs.mkdirSync(dir, { recursive: true });
    for (const [file, value] of files) fs.writeFileSync(file, value);
    return { shielded: true, note: `the gate runs ahead of other processes (cgroup ${dir}, weight ${files[0][1]})` };
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? String(error);
    return {
      shielded: false,
      note: `the gate runs beside the other processes: ${dir} was refused (${code}; it needs root), so on a busy machine its TBT counts their time too`,
    };
  }
}
