/**
 * .github/workflows/publish.yml, read as GitHub reads it: every 15 minutes, on a push to main and by
 * hand; the decision is scripts/publish-due.mjs's alone, and nothing builds or deploys unless it
 * says due.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  id?: string;
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  outputs?: Record<string, string>;
  permissions?: Record<string, string>;
  environment?: { name: string };
  steps: Step[];
}
interface Workflow {
  on: { schedule: { cron: string }[]; push: { branches: string[] }; workflow_dispatch: unknown };
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}

const workflow = parse(readFileSync('.github/workflows/publish.yml', 'utf8')) as Workflow;
const jobs = Object.entries(workflow.jobs);
const deciding = jobs.flatMap(([name, job]) =>
  job.steps.filter((s) => s.run?.includes('scripts/publish-due.mjs')).map((step) => ({ name, job, step })),
);
const builds = (s: Step) => s.run?.includes('npm run build') === true;
const deploys = (s: Step) => s.uses?.startsWith('actions/deploy-pages@') === true;

describe('the publish workflow', () => {
  it('runs every 15 minutes, on a push to main and by hand', () => {
    expect(workflow.on.schedule).toEqual([{ cron: '*/15 * * * *' }]);
    expect(workflow.on.push.branches).toEqual(['main']);
    expect('workflow_dispatch' in workflow.on).toBe(true);
  });

  it('never runs two publishes at once, nor cancels one mid-deploy', () => {
    expect(workflow.concurrency.group).toBeTruthy();
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  it('decides with scripts/publish-due.mjs alone, telling it the event', () => {
    expect(deciding).toHaveLength(1);
    const [{ step, job } = { step: {} as Step, job: {} as Job }] = deciding;
    // One command, no shell logic of its own: the rule is the script's (and its tests').
    expect(step.run?.trim()).toBe('node scripts/publish-due.mjs --event "$GITHUB_EVENT_NAME"');
    expect(step.id).toBeTruthy();
    expect(step.if).toBeUndefined();
    expect(job.outputs?.['due']).toBe(`\${{ steps.${step.id ?? ''}.outputs.due }}`);
  });

  it('builds and deploys to GitHub Pages only when the decision says due', () => {
    const [{ name: decider } = { name: '' }] = deciding;
    const condition = `needs.${decider}.outputs.due == 'true'`;
    const publishing = jobs.filter(([, job]) => job.steps.some((s) => builds(s) || deploys(s)));
    expect(publishing.length).toBeGreaterThan(0);
    for (const [name, job] of publishing) {
      expect(job.needs, name).toContain(decider);
      expect(job.if, name).toBe(condition);
    }
    const steps = publishing.flatMap(([, job]) => job.steps);
    const at = (test: (s: Step) => boolean) => steps.findIndex(test);
    const upload = at((s) => s.uses?.startsWith('actions/upload-pages-artifact@') === true);
    expect(steps[upload]?.with?.['path']).toBe('dist');
    expect(at(builds)).toBeGreaterThanOrEqual(0);
    expect(at(builds)).toBeLessThan(upload);
    expect(upload).toBeLessThan(at(deploys));
    const [, job] = publishing.find(([, j]) => j.steps.some(deploys)) ?? [];
    expect(job?.environment?.name).toBe('github-pages');
    expect(job?.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  });

  it('installs the way .ci/run does, and only where it builds', () => {
    const ci = readFileSync('.ci/run', 'utf8');
    const installs = jobs.flatMap(([name, job]) =>
      job.steps.filter((s) => /^npm (ci|install)\b/.test(s.run ?? '')).map((s) => [name, s.run]),
    );
    const install = /^npm install .*$/m.exec(ci)?.[0];
    expect(install).toBeTruthy();
    expect(installs).toEqual([[jobs.find(([, j]) => j.steps.some(builds))?.[0], install]]);
    for (const [, job] of jobs) {
      const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
      expect(setup?.with?.['node-version-file']).toBe('.nvmrc');
    }
  });
});

/** Every import a module makes, and theirs, from `file` on: what the decision needs installed. */
function importsFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
    if (spec.startsWith('.')) importsFrom(join(dirname(file), spec), seen);
    else seen.add(spec);
  }
  return seen;
}

describe("the decision's script", () => {
  it('imports nothing from node_modules, so a run that builds nothing installs nothing', () => {
    const imports = [...importsFrom('scripts/publish-due.mjs')];
    expect(imports).toContain('src/lib/airing/publish-due.ts');
    expect(imports.filter((i) => !i.startsWith('node:') && !/\.(m?js|ts)$/.test(i))).toEqual([]);
  });
});
