/**
 * scripts/publish-due.mjs as the publish workflow runs it: a deployed build.json read from a file, or
 * from a site on loopback (never another host), the clock fixed with SITE_NOW, and its answer in
 * one line and in $GITHUB_OUTPUT.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteOrigin } from '../scripts/publish-due.mjs';

const run = promisify(execFile);
const BUILD = { builtAt: '2026-01-20T12:00:00.000Z', nextChange: '2026-01-21T01:00:00Z' };

let tmp = '';
let server: Server;
let site = '';
/** What the loopback site answers for /build.json: its status and body. */
let answer = { status: 200, body: JSON.stringify(BUILD) };
const asked: string[] = [];

async function due(args: string[], now: string) {
  const output = join(tmp, `output-${asked.length}-${Math.random()}`);
  writeFileSync(output, '');
  const { stdout } = await run(process.execPath, ['scripts/publish-due.mjs', ...args], {
    env: { ...process.env, SITE_NOW: now, GITHUB_OUTPUT: output, SITE_URL: '' },
  });
  return { line: stdout, output: readFileSync(output, 'utf8') };
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'publish-due-'));
  writeFileSync(join(tmp, 'build.json'), JSON.stringify(BUILD));
  writeFileSync(join(tmp, 'settled.json'), JSON.stringify({ ...BUILD, nextChange: null }));
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(req.url?.startsWith('/build.json') ? answer.status : 404, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(tmp, { recursive: true, force: true });
});

describe('scripts/publish-due.mjs', () => {
  it('is not due before the deployed nextChange', async () => {
    expect(await due(['--file', join(tmp, 'build.json')], '2026-01-21T00:45:00Z')).toEqual({
      line: "not due: the deployed build's next change is at 2026-01-21T01:00:00Z, in 15 min\n",
      output: 'due=false\n',
    });
  });

  it('is due at the nextChange and after it', async () => {
    const at = await due(['--file', join(tmp, 'build.json')], '2026-01-21T01:00:00Z');
    expect(at).toEqual({
      line: "due: the deployed build's next change (2026-01-21T01:00:00Z) has come: it is 2026-01-21T01:00:00Z\n",
      output: 'due=true\n',
    });
    expect((await due(['--file', join(tmp, 'build.json')], '2026-01-21T01:14:59Z')).output).toBe('due=true\n');
  });

  it('is not due when the deployed build has no change ahead', async () => {
    expect(await due(['--file', join(tmp, 'settled.json')], '2026-06-01T00:00:00Z')).toEqual({
      line: 'not due: the deployed build (built 2026-01-20T12:00:00Z) has no change ahead\n',
      output: 'due=false\n',
    });
  });

  it('is due after a content change: --changed, or any CI event but the schedule', async () => {
    const file = ['--file', join(tmp, 'settled.json')];
    const changed = 'due: content changed: building whatever the plan says now\n';
    expect((await due([...file, '--changed'], '2026-06-01T00:00:00Z')).line).toBe(changed);
    expect((await due([...file, '--event', 'push'], '2026-06-01T00:00:00Z')).line).toBe(changed);
    expect((await due([...file, '--event', 'workflow_dispatch'], '2026-06-01T00:00:00Z')).output).toBe('due=true\n');
    expect((await due([...file, '--event', 'schedule'], '2026-06-01T00:00:00Z')).output).toBe('due=false\n');
  });

  it('is due when the deployed build.json is missing or unreadable, saying so', async () => {
    expect(await due(['--file', join(tmp, 'nowhere.json')], '2026-01-20T13:00:00Z')).toEqual({
      line: `due: the deployed /build.json is missing (no file ${join(tmp, 'nowhere.json')}): building to be sure\n`,
      output: 'due=true\n',
    });
    writeFileSync(join(tmp, 'page.json'), '<!doctype html><title>Not Found</title>');
    expect((await due(['--file', join(tmp, 'page.json')], '2026-01-20T13:00:00Z')).line).toBe(
      'due: the deployed /build.json is not JSON: building to be sure\n',
    );
  });

  it("reads the deployed site's /build.json, past any cache, and says when it is missing", async () => {
    answer = { status: 200, body: JSON.stringify(BUILD) };
    expect((await due(['--site', `${site}/`], '2026-01-21T00:45:00Z')).output).toBe('due=false\n');
    expect(asked.at(-1)).toMatch(/^\/build\.json\?at=\d+$/);
    expect((await due(['--site', site], '2026-01-21T01:00:00Z')).output).toBe('due=true\n');
    answer = { status: 404, body: '' };
    expect((await due(['--site', site], '2026-01-21T00:45:00Z')).line).toBe(
      `due: the deployed /build.json is missing (HTTP 404 at ${site}/build.json): building to be sure\n`,
    );
    answer = { status: 503, body: '' };
    expect((await due(['--site', site], '2026-01-21T00:45:00Z')).line).toMatch(/could not be read \(HTTP 503 at /);
  });

  it('refuses --site with --file, a site that is no URL, and a SITE_NOW that names no instant', async () => {
    const both = due(['--site', site, '--file', join(tmp, 'build.json')], '2026-01-21T00:45:00Z');
    await expect(both).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('not both') });
    await expect(due(['--site', 'localhost'], '2026-01-21T00:45:00Z')).rejects.toMatchObject({ code: 2 });
    await expect(due(['--file', join(tmp, 'build.json')], 'soon')).rejects.toMatchObject({ code: 2 });
  });
});

describe('siteOrigin', () => {
  it("is SITE_URL, else site.yaml's siteUrl as the YAML parser reads it", () => {
    const site = parse(readFileSync('content/site.yaml', 'utf8')) as { siteUrl: string };
    expect(siteOrigin({})).toBe(site.siteUrl);
    expect(siteOrigin({ SITE_URL: ' https://preview.example ' })).toBe('https://preview.example');
  });

  it('reads a plain or quoted siteUrl from CONTENT_DIR, whatever follows it', () => {
    for (const written of ["'https://a.example'", '"https://a.example"', 'https://a.example # the origin']) {
      const dir = mkdtempSync(join(tmp, 'content-'));
      const text = `title: x\n# siteUrl: https://not.this\nsiteUrl: ${written}\nlanguage: en\n`;
      writeFileSync(join(dir, 'site.yaml'), text);
      expect(siteOrigin({ CONTENT_DIR: dir })).toBe((parse(text) as { siteUrl: string }).siteUrl);
    }
  });
});
