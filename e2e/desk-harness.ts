/**
 * The desk (npm run desk) as e2e/desk.spec.ts drives it: started once on a copy of content/, what
 * each page of it hears over Vite's socket (a content change as the event a form ignores, or a
 * reload), the preview's answers, a content file brought to the state a test builds on, and a save
 * through a Keystatic form taken in by the desk without reloading the form.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { CONTENT_CHANGED } from '../src/lib/desk/content-reload.ts';
import { expect, test } from './fixtures.ts';
import { TIMEOUTS } from './timeouts.ts';

const BASE_PORT = Number(process.env['E2E_PORT'] ?? 4329);
/** Where the desk's copy of content/ is, and where it answers: e2e/desk.spec.ts's unless `useDesk` says. */
export let ROOT = '.cache/desk-e2e';
export let CONTENT = `${ROOT}/content`;
let PORT = BASE_PORT + 6;
export let DESK = `http://127.0.0.1:${PORT}`;
/**
 * Files of that copy the specs read and write: EP01 and Season 1's season.yaml (its cast, champion
 * and starting stack: the desk's Season form). Live bindings, set again with the copy by `useDesk`.
 */
export let EP01 = `${CONTENT}/seasons/1/episodes/ep01-the-beginning.yaml`;
export let SEASON = `${CONTENT}/seasons/1/season.yaml`;

/**
 * A desk of its own for a spec file that changes what the others build on (e2e/desk-seasons.spec.ts
 * adds a season): its own copy of content/ and port, so it runs beside e2e/desk.spec.ts. Each desk
 * spec calls it first thing: a Playwright worker that runs both files keeps this module between them.
 */
function useDesk(name: string, portOffset: number) {
  ROOT = `.cache/${name}`;
  CONTENT = `${ROOT}/content`;
  EP01 = `${CONTENT}/seasons/1/episodes/ep01-the-beginning.yaml`;
  SEASON = `${CONTENT}/seasons/1/season.yaml`;
  PORT = BASE_PORT + portOffset;
  DESK = `http://127.0.0.1:${PORT}`;
}

/**
 * A desk spec file's set-up: its own desk and copy of content/ (`useDesk`), started once for the
 * file and stopped after it; its tests in order, each driving forms through saves and the preview
 * (slow ones), each page listened to from its first load. playwright.config.ts's desk project runs
 * one such file at a time.
 */
export function deskSpec(name: string, portOffset: number) {
  useDesk(name, portOffset);
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(TIMEOUTS.server + TIMEOUTS.test);
    await startDesk();
  });
  test.afterAll(() => stopDesk());
  test.beforeEach(({ page }) => {
    test.slow();
    listen(page);
  });
}
/** The day after EP01's night: the preview shows it aired. */
export const NOW = '2026-01-07T12:00:00Z';
export const SHOTS = process.env['DESK_SCREENSHOTS'];

export const EP01_PAGE = '/episodes/ep01-the-beginning/';
/** EP01's air time as the announce test enters it, and as the file stores it. */
export const AIR_DATE = '2026-01-06T20:00:00-05:00';
export const read = (file: string) => readFileSync(file, 'utf8');
/** The lines of `after` that are not in `before`, and the reverse: what a save changed. */
export function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((l) => !a.includes(l)), removed: a.filter((l) => !b.includes(l)) };
}

let desk: ChildProcess | undefined;

/**
 * Starts the desk (npm run desk) on a fresh copy of content/ at the preview's clock, and waits until
 * it answers (the spec's beforeAll: one desk for the file, started once).
 */
export async function startDesk(): Promise<void> {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  cpSync('content', CONTENT, { recursive: true });
  const started = spawn(process.execPath, ['scripts/content/desk.mjs', '--port', String(PORT), '--now', NOW], {
    env: { ...process.env, CONTENT_DIR: CONTENT },
    stdio: ['ignore', openSync(`${ROOT}/desk.log`, 'w'), openSync(`${ROOT}/desk.log`, 'a')],
    detached: true,
  });
  desk = started;
  const log = () => read(`${ROOT}/desk.log`).slice(-2000);
  const exited = new Promise<never>((_, reject) =>
    started.once('exit', (code) => reject(new Error(`the desk exited (${code}) before it answered`))),
  );
  const answers = expect(async () => {
    const answer = await fetch(`${DESK}/keystatic`).catch(() => undefined);
    expect(answer?.ok, `${DESK}/keystatic answers`).toBe(true);
  }).toPass({ timeout: TIMEOUTS.server });
  await Promise.race([answers, exited]).catch((error: unknown) => {
    throw new Error(`the desk did not answer on ${DESK}/keystatic: ${String(error)}\n${log()}`);
  });
}

export function stopDesk(): void {
  if (desk?.pid && desk.exitCode === null) process.kill(-desk.pid, 'SIGTERM');
}

/** What a page of the desk has been told over Vite's socket, and how often it has loaded. */
export interface Heard {
  /** Its sockets' "connected": from then on it hears what the desk's dev server sends. */
  sockets: number;
  /** The content changes it was sent, in order: CONTENT_CHANGED, or a full reload. */
  changes: string[];
  /** Loads of its main frame: a goto, a form sent, a reload. */
  loads: number;
}
export const heardBy = new WeakMap<Page, Heard>();

function messageType(payload: string | Buffer): string | undefined {
  try {
    const message = JSON.parse(String(payload)) as { type?: string; event?: string };
    return message.type === 'custom' ? message.event : message.type;
  } catch {
    return undefined;
  }
}

/** Listens to `page` from now on: call it before the page loads, so it hears its socket open. */
export function listen(page: Page): Heard {
  const known = heardBy.get(page);
  if (known) return known;
  const state: Heard = { sockets: 0, changes: [], loads: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const type = messageType(payload);
      if (type === 'connected') state.sockets += 1;
      if (type === CONTENT_CHANGED || type === 'full-reload') state.changes.push(type);
    }),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) state.loads += 1;
  });
  heardBy.set(page, state);
  return state;
}

/** Opens `path` in `page` and waits until its socket is open: it hears every content change after. */
export async function visit(page: Page, path: string): Promise<Heard> {
  const state = listen(page);
  await page.goto(`${DESK}${path}`);
  await expect
    .poll(() => state.sockets, { timeout: TIMEOUTS.deskStep, message: `${path} opens its socket` })
    .toBeGreaterThan(0);
  return state;
}

/**
 * Waits until the desk has told `page`, after its first `since` content changes, that the content
 * changed, and checks that it said so as the event a form ignores: on a full reload Vite's client
 * reloads the page and whatever was typed in it since is lost.
 */
export async function hearsContentChange(page: Page, since: number) {
  const { changes } = listen(page);
  await expect
    .poll(() => changes.length, { timeout: TIMEOUTS.deskStep, message: 'the desk tells the page the content changed' })
    .toBeGreaterThan(since);
  expect(changes.slice(since), 'a content change reaches a form as an event, not a reload').not.toContain(
    'full-reload',
  );
}

/** A page of the preview and what it answers once the desk's content store has a change. */
export interface Preview {
  path: string;
  shows?: string;
  status?: number;
}

export async function previewShows({ path, shows, status = 200 }: Preview) {
  await expect(async () => {
    const answer = await fetch(`${DESK}${path}`);
    const text = await answer.text();
    // What the desk answered instead, should it never show: its status and the start of its page's text.
    const said = `${path}: ${answer.status}, ${text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .slice(0, 300)}`;
    expect(answer.status, said).toBe(status);
    if (shows) expect(text, said).toContain(shows);
  })
    .toPass({ timeout: TIMEOUTS.deskStep })
    .catch((error: unknown) => {
      // The desk's own account of its content store (a re-read, a file it refused), for a failure on CI.
      const told = read(`${ROOT}/desk.log`)
        .split('\n')
        .filter((line) => /content|error|warn/i.test(line))
        .slice(-12);
      throw new Error(`${String(error)}\nthe desk's log, on its content:\n${told.join('\n')}`, { cause: error });
    });
}

/**
 * Brings a file of the content copy to what a test builds on, unless it is so already: `edit` gets
 * its text (undefined: no file) and returns it as needed. Then waits until the preview shows it: the
 * desk's content store has it too.
 */
export async function establish(
  file: string,
  edit: (text: string | undefined) => string | undefined,
  preview: Preview,
) {
  const text = existsSync(file) ? read(file) : undefined;
  const wanted = edit(text);
  if (wanted === undefined) rmSync(file, { force: true });
  else if (wanted !== text) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, wanted);
  }
  await previewShows(preview);
}

/** A YAML file's text with `values` set, each only where it differs, comments and layout kept. */
export const withValues =
  (values: Record<string, unknown>) =>
  (text = '') => {
    const doc = parseDocument(text);
    const now = (doc.toJS() ?? {}) as Record<string, unknown>;
    const differ = Object.entries(values).filter(([key, value]) => !isDeepStrictEqual(now[key], value));
    for (const [key, value] of differ) doc.set(key, value);
    return differ.length === 0 ? text : doc.toString({ lineWidth: 0 });
  };

/** EP01 announced, as the announce test enters it. */
export const announced = () =>
  establish(EP01, withValues({ airDate: AIR_DATE }), { path: EP01_PAGE, shows: `datetime="${AIR_DATE}"` });

export async function open(page: Page, path: string) {
  await visit(page, `/keystatic/${path}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: TIMEOUTS.deskStep });
}

export const isSave = (url: string) => url.endsWith('/api/keystatic/update');

/**
 * Saves the form and waits for the desk to take the save in: its answer, then the desk telling the
 * page that its content store has the change, then the preview showing it (`preview`: where the
 * save shows, if it shows without more). The form stays as it is: a content change does not reload
 * the desk's forms (src/desk/content-reload.ts). It did, ~0.5 s after a save here and seconds later
 * on a busy machine, and a reload landing after a test had moved on threw away its typing.
 */
export async function save(page: Page, preview?: Preview, shot?: string) {
  if (SHOTS && shot) await page.screenshot({ path: join(SHOTS, `${shot}.png`) });
  const state = listen(page);
  const [since, loads] = [state.changes.length, state.loads];
  const answer = page.waitForResponse((r) => isSave(r.url()), { timeout: TIMEOUTS.deskStep });
  await page.getByRole('button', { name: 'Save' }).click({ timeout: TIMEOUTS.deskStep });
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('Unsaved')).toHaveCount(0, { timeout: TIMEOUTS.deskStep });
  await hearsContentChange(page, since);
  if (preview) await previewShows(preview);
  expect(state.loads, 'the desk leaves the form as it is once its content store has the save').toBe(loads);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: TIMEOUTS.deskStep });
}

/** A list field by its label (a required one's is named "Blinds(required)"). */
export const listField = (page: Page, name: string) =>
  page.getByRole('group', { name: new RegExp(`^${name}(\\(required\\))?$`) }).last();

/** Adds one item to a list field through its dialog; `fill` fills the dialog. */
export async function addItem(
  page: Page,
  list: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await listField(page, list).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog').last();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
}

/** A text or number field by its label (a number field's step buttons carry the label too). */
export const box = (scope: Pick<Page, 'getByRole'>, name: string) => scope.getByRole('textbox', { name, exact: true });

export async function pickPlayer(dialog: ReturnType<Page['getByRole']>, name: string) {
  await dialog.getByRole('combobox', { name: 'Player' }).fill(name);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}
