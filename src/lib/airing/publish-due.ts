/**
 * Whether a scheduled run should build and deploy: the deployed site's /build.json says when it was
 * built and the next instant its output changes (publish-plan.ts), so a run every few minutes
 * builds only when that instant has come, when the content changed, or when the deployed site
 * cannot say (a first deploy, a lost file: building again is the safe answer).
 */
import { airDateProblem } from './episode-state.ts';

/** What the deployed /build.json holds: when the build ran, and its next change (null: none ahead). */
export interface DeployedBuild {
  builtAt: string;
  nextChange: string | null;
}

/** What the deployed site answered: its build, or why it could not be read. */
export type Deployed = { build: DeployedBuild } | { unreadable: string };

/** The deployed /build.json's text read and checked, or why it is not one. */
export function readDeployed(text: string): Deployed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { unreadable: 'is not JSON' };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return { unreadable: 'is not a JSON object' };
  const { builtAt, nextChange } = json as Record<string, unknown>;
  if (typeof builtAt !== 'string' || airDateProblem(builtAt)) {
    return { unreadable: 'has no builtAt instant (ISO 8601 with an offset or Z)' };
  }
  if (nextChange !== null && (typeof nextChange !== 'string' || airDateProblem(nextChange))) {
    return { unreadable: 'has a nextChange that is neither null nor an ISO 8601 instant' };
  }
  return { build: { builtAt, nextChange } };
}

/**
 * The CI events that mean content may have changed: every one but the timer's. A push to main, or a
 * person starting the workflow by hand, builds whatever the plan says.
 */
export const changedByEvent = (event: string): boolean => event !== 'schedule';

export interface Decision {
  due: boolean;
  reason: string;
}

const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** How long until `ms` from `now`, in words a log reads at a glance ("2 h 5 min", "40 s"). */
function until(ms: number, now: number): string {
  const seconds = Math.ceil((ms - now) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days && `${days} d`, hours && `${hours} h`, minutes % 60 && `${minutes % 60} min`];
  return parts.filter(Boolean).join(' ');
}

/**
 * The decision: due when the content changed, when the deployed build cannot be read, or when its
 * next change has come (at its instant or after); not due while it is ahead, or when none is.
 */
export function publishDue(deployed: Deployed, now: number, changed: boolean): Decision {
  if (changed) return { due: true, reason: 'content changed: building whatever the plan says now' };
  if ('unreadable' in deployed) {
    return { due: true, reason: `the deployed /build.json ${deployed.unreadable}: building to be sure` };
  }
  const { builtAt, nextChange } = deployed.build;
  if (nextChange === null) {
    return { due: false, reason: `the deployed build (built ${at(Date.parse(builtAt))}) has no change ahead` };
  }
  const next = Date.parse(nextChange);
  if (now >= next) {
    return { due: true, reason: `the deployed build's next change (${at(next)}) has come: it is ${at(now)}` };
  }
  return { due: false, reason: `the deployed build's next change is at ${at(next)}, in ${until(next, now)}` };
}
