/**
 * The instant a build renders states at: SITE_NOW when set (tests, and tooling that builds the site
 * as it will read on a given day), else the moment the build starts. One reading per build, so every
 * page agrees even when an air time passes mid-build; the same content and SITE_NOW give the same bytes.
 */
import { airDateProblem } from './episode-state.ts';

export function buildClock(env: Record<string, string | undefined> = process.env, now = Date.now()): number {
  const value = env['SITE_NOW']?.trim();
  if (!value) return now;
  const problem = airDateProblem(value);
  if (problem) throw new Error(`SITE_NOW="${value}" ${problem}`);
  return Date.parse(value);
}
