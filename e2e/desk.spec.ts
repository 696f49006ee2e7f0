/**
 * The desk (npm run desk, issue 31) driven as the season's staff use it, on a copy of content/:
 * announce EP01, enter its results and a key hand, each a save through the form. Every save is
 * compared with the file before it (only the edit changes). A key hand pasted or uploaded as PHH
 * (/desk/hands) is checked before it is saved and shown as its page will be, at 360 and 1440 px
 * with axe; a refused one names the action. The files then build, and the built /standings/ and
 * hand pages show them. A save the build would refuse is named in the preview.
 * DESK_SCREENSHOTS=<dir> also saves the screenshots docs/desk.md shows.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ROOT = '.cache/desk-e2e';
const CONTENT = `${ROOT}/content`;
const PORT = Number(process.env['E2E_PORT'] ?? 4329) + 6;
const DESK = `http://127.0.0.1:${PORT}`;
/** The day after EP01's night: the preview shows it aired. */
const NOW = '2026-01-07T12:00:00Z';
const SHOTS = process.env['DESK_SCREENSHOTS'];

const EP01 = `${CONTENT}/episodes/ep01-the-beginning.yaml`;
const read = (file: string) => readFileSync(file, 'utf8');
/** The lines of `after` that are not in `before`, and the reverse: what a save changed. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((l) => !a.includes(l)), removed: a.filter((l) => !b.includes(l)) };
}

/** A heads-up hand for EP01 (aired at the desk's clock), players by slug and by exact name. */
const HAND = `variant = "NT"
antes = [0, 600]
blinds_or_straddles = [300, 600]
min_bet = 600
starting_stacks = [40000, 52000]
actions = [
  "d dh p1 8d8c", # Priya Raman, the big blind
  "d dh p2 AsKs", # Siobhán Keane, the button
  "p2 cbr 1500",
  "p1 cbr 5000",
  "p2 cbr 52000", # all in
  "p1 cc",
  "p1 sm -",
  "p2 sm AsKs",
  "d db 8s4s2c",
  "d db Jd",
  "d db 3h",
]
players = ["priya-raman", "Siobhán Keane"]
_title = "Eights Against the Suited Ace"
`;
const PHH_FILE = `${CONTENT}/hands/ep01-the-beginning/eights-against-the-suited-ace.phh`;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let desk: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The desk is a desktop tool and one runs at a time: playwright.config.ts runs this file in the
// desktop project only.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  cpSync('content', CONTENT, { recursive: true });
  desk = spawn(process.execPath, ['scripts/desk.mjs', '--port', String(PORT), '--now', NOW], {
    env: { ...process.env, CONTENT_DIR: CONTENT },
    stdio: ['ignore', openSync(`${ROOT}/desk.log`, 'w'), openSync(`${ROOT}/desk.log`, 'a')],
    detached: true,
  });
  for (let i = 0; i < 170; i++) {
    const ok = await fetch(`${DESK}/keystatic`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (desk.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the desk did not answer on ${DESK}/keystatic:\n${read(`${ROOT}/desk.log`).slice(-2000)}`);
});

test.afterAll(() => {
  if (desk?.pid && desk.exitCode === null) process.kill(-desk.pid, 'SIGTERM');
});

/** Every wait of this file is bounded, so a step that cannot happen fails naming itself, not the test's timeout. */
const STEP_MS = 60_000;

async function open(page: Page, path: string) {
  await page.goto(`${DESK}/keystatic/${path}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: STEP_MS });
}

/**
 * Saves the form, and waits for the desk to take the save in. Once its content store has the
 * change, the desk's dev server reloads every open desk page (Astro's content layer sends Vite a
 * full reload): ~0.5 s after a save here, seconds later on a busy machine. Left to land when it
 * will, that reload fell on the next test's form between its typing and its Save, threw the typing
 * away (no save went out) and the test waited for the save's answer until it timed out.
 */
async function save(page: Page, shot?: string) {
  if (SHOTS && shot) await page.screenshot({ path: join(SHOTS, `${shot}.png`) });
  const reloaded = page
    .waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: STEP_MS })
    .then(
      () => true,
      () => false,
    );
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/keystatic/update'), { timeout: STEP_MS });
  await page.getByRole('button', { name: 'Save' }).click({ timeout: STEP_MS });
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('Unsaved')).toHaveCount(0, { timeout: STEP_MS });
  expect(await reloaded, 'the desk reloads its page once its content store has the save').toBe(true);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: STEP_MS });
}

/** A list field by its label (a required one's is named "Blinds(required)"). */
const listField = (page: Page, name: string) =>
  page.getByRole('group', { name: new RegExp(`^${name}(\\(required\\))?$`) }).last();

/** Adds one item to a list field through its dialog; `fill` fills the dialog. */
async function addItem(page: Page, list: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await listField(page, list).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog').last();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
}

/** A text or number field by its label (a number field's step buttons carry the label too). */
const box = (scope: Pick<Page, 'getByRole'>, name: string) => scope.getByRole('textbox', { name, exact: true });

async function pickPlayer(dialog: ReturnType<Page['getByRole']>, name: string) {
  await dialog.getByRole('combobox', { name: 'Player' }).fill(name);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

test('the site settings: a save changes only the edited key (the season starting stack)', async ({ page }) => {
  const before = read(`${CONTENT}/site.yaml`);
  await open(page, 'singleton/site');
  await box(page, 'Starting stack').fill('100000');
  await save(page);
  expect(changedLines(before, read(`${CONTENT}/site.yaml`))).toEqual({ added: ['startingStack: 100000'], removed: [] });
});

test('a cast member: a save changes only the edited key, its folded paragraphs kept as written', async ({ page }) => {
  const file = `${CONTENT}/cast/ingrid-solberg.yaml`;
  const before = read(file);
  await open(page, 'collection/cast/item/ingrid-solberg');
  await box(page, 'Nationality').fill('Norwegian (Tromsø)');
  await save(page);
  expect(changedLines(before, read(file))).toEqual({
    added: ['nationality: Norwegian (Tromsø)'],
    removed: ['nationality: Norwegian'],
  });
});

test("announce EP01: the air date in the broadcaster's time, stored with its offset", async ({ page }) => {
  const before = read(EP01);
  await open(page, 'collection/episodes/item/ep01-the-beginning');
  await page.getByLabel('Air date').fill('2026-01-06T20:00');
  await save(page, 'announce');
  const after = read(EP01);
  expect(changedLines(before, after)).toEqual({ added: ['airDate: 2026-01-06T20:00:00-05:00'], removed: [] });
  expect(after.indexOf('airDate:')).toBe(after.indexOf('\n', after.indexOf('image:')) + 1);
});

/** EP01's results: Tanner Voss goes out; the 15 left hold 16 x 100,000 between them. */
const COUNTS: Record<string, number> = {
  'Camila Restrepo': 112000,
  'Chloé Marchand': 96500,
  'Dante Okonkwo': 171000,
  'Ethan Calloway': 88000,
  'Hiroshi Tanabe': 104500,
  'Ingrid Solberg': 177000,
  'Jae-won Seo': 97000,
  'Lukas Brenner': 76500,
  'Mateo Ferreira': 146000,
  'Nadia Haddad': 109000,
  'Oskar Lindqvist': 68000,
  'Priya Raman': 115500,
  'Ruslan Temirov': 59000,
  'Siobhán Keane': 93000,
  'Tomasz Wierzbicki': 87000,
};

test('results of EP01: who went out, picked from the cast, and a count for each player still in', async ({ page }) => {
  const before = read(EP01);
  await open(page, 'collection/episodes/item/ep01-the-beginning');
  await addItem(page, 'Eliminated', (dialog) => pickPlayer(dialog, 'tanner-voss'));
  // The list shows whom it holds by name; the file gets the slug.
  await expect(listField(page, 'Eliminated')).toContainText('Tanner Voss');
  const counts = page.getByRole('group', { name: 'Chip counts' });
  for (const [name, chips] of Object.entries(COUNTS)) await box(counts, name).fill(String(chips));
  await page.getByRole('group', { name: 'Eliminated' }).scrollIntoViewIfNeeded();
  await save(page, 'results');
  const { added, removed } = changedLines(before, read(EP01));
  expect(removed).toEqual([]);
  expect(added.slice(0, 3)).toEqual(['eliminated:', '  - tanner-voss', 'chipCounts:']);
  expect(added).toContain('  ingrid-solberg: 177000');
  expect(added).toHaveLength(3 + 15);
});

const ACTIONS = [
  'd dh p1 AhAs',
  'd dh p2 KhKs',
  'd dh p3 7c2d',
  'p3 f',
  'p1 cbr 3000',
  'p2 cc',
  'd db 9s4c2h',
  'p1 cc',
  'p2 cc',
  'd db Jd',
  'p1 cc',
  'p2 cc',
  'd db 5s',
  'p1 cc',
  'p2 cc',
  'p1 sm AhAs',
  'p2 sm KhKs',
];

test('a key hand of EP01: players, stacks and blinds, and the actions as PHH lines', async ({ page }) => {
  await open(page, 'collection/episodes/item/ep01-the-beginning');
  await addItem(page, 'Hands', async (dialog) => {
    await box(dialog, 'Id').fill('aces-against-kings');
    await box(dialog, 'Title').fill('Aces Against Kings');
    for (const slug of ['dante-okonkwo', 'ingrid-solberg', 'mateo-ferreira']) {
      await addItem(page, 'Players', (inner) => pickPlayer(inner, slug));
    }
    const chips: [string, string][] = [
      ['Starting stacks', '100000'],
      ['Starting stacks', '100000'],
      ['Starting stacks', '100000'],
      ['Blinds', '500'],
      ['Blinds', '1000'],
    ];
    for (const [list, value] of chips) await addItem(page, list, (inner) => box(inner, 'Chips').fill(value));
    await box(dialog, 'Actions').fill(ACTIONS.join('\n'));
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'key-hand.png') });
  });
  await save(page);
  const after = read(EP01);
  expect(after).toContain(
    [
      'hands:',
      '  - id: aces-against-kings',
      '    title: Aces Against Kings',
      '    players:',
      '      - dante-okonkwo',
      '      - ingrid-solberg',
      '      - mateo-ferreira',
      '    startingStacks:',
      '      - 100000',
      '      - 100000',
      '      - 100000',
      '    blinds:',
      '      - 500',
      '      - 1000',
      // The form's checkbox writes PHH's default for ante trimming.
      '    anteTrimming: false',
      '    actions:',
      ...ACTIONS.map((a) => `      - ${a}`),
    ].join('\n'),
  );
});

test('the preview shows the season at --now: EP01 aired, its results and its hand', async () => {
  const standings = await fetch(`${DESK}/standings/`).then((r) => r.text());
  expect(standings).toContain('Tanner Voss');
  expect(standings).toContain('177,000');
  const hand = await fetch(`${DESK}/episodes/ep01-the-beginning/hands/aces-against-kings/`);
  expect(hand.status).toBe(200);
  expect(await hand.text()).toContain('Aces Against Kings');
});

// A key hand from a PHH file (issue 35): /desk/hands, pasted or uploaded, checked before it is saved.
async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function paste(page: Page, text: string) {
  await page.goto(`${DESK}/desk/hands`);
  await page.getByLabel('Episode').selectOption('ep01-the-beginning');
  await page.getByLabel('PHH text').fill(text);
}

for (const width of [360, 1440]) {
  test(`at ${width} px: a pasted hand is checked and shown as its page will be, nothing saved`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await paste(page, HAND);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'It plays as written: Save writes .cache/desk-e2e/content/hands/ep01-the-beginning/eights-against-the-suited-ace.phh',
    );
    const rows = page.getByRole('table', { name: 'Players at the table, in seat order' }).locator('tbody tr');
    await expect(rows.nth(1)).toContainText(/Button, small blind\s*Siobhán Keane\s*52,000/);
    // Exact: the drawn table's caption says it too.
    await expect(page.getByText('Siobhán Keane moves all in for 52,000', { exact: true })).toBeVisible();
    expect(existsSync(PHH_FILE)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axe(page)).toEqual([]);
  });

  test(`at ${width} px: a hand the build would refuse names the action at fault, and nothing is saved`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await paste(page, HAND.replace('"p2 cbr 1500"', '"p1 cbr 1500"'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'eights-against-the-suited-ace.phh: actions[2]: (hand "eights-against-the-suited-ace") "p1 cbr 1500": out of turn: it is p2\'s turn',
    );
    await expect(page.getByText('Nothing was saved.')).toBeVisible();
    expect(existsSync(PHH_FILE)).toBe(false);
    expect(await axe(page)).toEqual([]);
  });
}

/** A fresh import form: EP01, the test hand as an uploaded .phh file, saved. */
async function uploadHand(page: Page): Promise<void> {
  await page.goto(`${DESK}/desk/hands`);
  await page.getByLabel('Episode').selectOption('ep01-the-beginning');
  await page
    .getByLabel('Or a .phh file')
    .setInputFiles({ name: 'hand.phh', mimeType: 'text/plain', buffer: Buffer.from(HAND) });
  await page.getByRole('button', { name: 'Save' }).click();
}

test('a .phh file uploaded saves byte for byte where the site reads it, and the preview shows its page', async ({
  page,
}) => {
  await uploadHand(page);
  await expect(page.getByRole('status')).toHaveText(
    'Saved: .cache/desk-e2e/content/hands/ep01-the-beginning/eights-against-the-suited-ace.phh',
  );
  expect(readFileSync(PHH_FILE, 'utf8')).toBe(HAND);
  // Once the desk's content store has the file (its preview page answers), the desk has reloaded its
  // open pages; a fresh form comes after that reload.
  await expect(async () => {
    const preview = await fetch(`${DESK}/episodes/ep01-the-beginning/hands/eights-against-the-suited-ace/`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Eights Against the Suited Ace');
  }).toPass({ timeout: 60_000 });
  // The saved page is a GET: reloading it shows the hand again and saves nothing twice.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(
    'Saved: .cache/desk-e2e/content/hands/ep01-the-beginning/eights-against-the-suited-ace.phh',
  );
  // Saving it again needs "Replace".
  await uploadHand(page);
  await expect(page.getByRole('alert')).toContainText('a hand is already saved under this id for this episode');
});

test('the files the desk wrote build, and show on /standings/ and on the hand page', async () => {
  test.setTimeout(240_000);
  // Outside the project folder: the running desk's dev server watches that, and reloads its pages
  // for every HTML file written there (it leaves the project's own dist*/ alone: src/desk/integration.ts).
  const dist = mkdtempSync(join(tmpdir(), 'desk-e2e-dist-'));
  try {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', dist], {
      env: { ...process.env, CONTENT_DIR: CONTENT, SITE_NOW: NOW },
      encoding: 'utf8',
    });
    expect(built.status, built.stderr.slice(-2000)).toBe(0);
    const standings = read(`${dist}/standings/index.html`);
    expect(standings).toContain('Tanner Voss');
    expect(standings).toContain('177,000');
    const hand = read(`${dist}/episodes/ep01-the-beginning/hands/aces-against-kings/index.html`);
    expect(hand).toContain('Aces Against Kings');
    expect(hand).toContain('Ingrid Solberg');
    const phh = read(`${dist}/episodes/ep01-the-beginning/hands/eights-against-the-suited-ace/index.html`);
    expect(phh).toContain('Siobhán Keane');
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('a save the build would refuse (counts that do not add up) is named on every preview page', async ({ page }) => {
  await open(page, 'collection/episodes/item/ep01-the-beginning');
  await box(page.getByRole('group', { name: 'Chip counts' }), 'Ingrid Solberg').fill('170000');
  await save(page);
  // Off the desk first: its dev client reloads the page when content changes, which would cut a
  // navigation short.
  await page.goto('about:blank');
  for (const path of ['/standings/', '/', '/episodes/ep01-the-beginning/']) {
    const answer = await page.goto(`${DESK}${path}`);
    expect(answer?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The build would refuse this content: 1 problem');
    await expect(page.getByRole('listitem')).toHaveText(new RegExp(`^${EP01}: chipCounts: `));
  }
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'refused.png') });
});
