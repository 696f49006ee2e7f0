/**
 * The desk (npm run desk) driven as the season's staff use it, on a copy of content/:
 * announce EP01, enter its results and a key hand, each a save through the form. Every save is
 * compared with the file before it (only the edit changes). A key hand pasted or uploaded as PHH
 * (/desk/hands) is checked before it is saved and shown as its page will be, at 360 and 1440 px
 * with axe; a refused one names the action. The files then build, and the built /standings/ and
 * hand pages show them. A save the build would refuse is named in the preview. A save reaching the
 * desk's content store reloads the site's pages open beside the forms, and never a form.
 * Each test sets up the content it builds on (EP01 announced, its results, its key hands) unless
 * it is what the test enters through a form, so any one of them runs alone
 * (`npx playwright test e2e/desk.spec.ts:LINE --project=desk`).
 * DESK_SCREENSHOTS=<dir> also saves the screenshots docs/desk.md shows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import {
  AIR_DATE,
  CONTENT,
  DESK,
  EP01,
  EP01_PAGE,
  NOW,
  SHOTS,
  addItem,
  announced,
  box,
  changedLines,
  deskSpec,
  establish,
  hearsContentChange,
  isSave,
  listField,
  listen,
  open,
  pickPlayer,
  previewShows,
  read,
  SEASON,
  save,
  visit,
  withValues,
  type Preview,
} from './desk-harness.ts';
import { TIMEOUTS } from './timeouts.ts';

// Its own desk and copy of content/ (port + 6), whatever desk spec this worker ran before.
deskSpec('desk-e2e', 6);

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
const PHH_FILE = `${CONTENT}/seasons/1/hands/ep01-the-beginning/eights-against-the-suited-ace.phh`;
const PHH_PAGE = `${EP01_PAGE}hands/eights-against-the-suited-ace/`;

test('the season: a save changes only the edited key (its starting stack)', async ({ page }) => {
  const before = read(SEASON);
  await open(page, 'singleton/season');
  await box(page, 'Starting stack').fill('100000');
  // No page shows the starting stack before an episode has results.
  await save(page);
  expect(changedLines(before, read(SEASON))).toEqual({ added: ['startingStack: 100000'], removed: [] });
});

test('a cast member: a save changes only the edited key, its folded paragraphs kept as written', async ({ page }) => {
  const file = `${CONTENT}/cast/ingrid-solberg.yaml`;
  const before = read(file);
  await open(page, 'collection/cast/item/ingrid-solberg');
  await box(page, 'Nationality').fill('Norwegian (Tromsø)');
  await save(page, { path: '/cast/ingrid-solberg/', shows: 'Norwegian (Tromsø)' });
  expect(changedLines(before, read(file))).toEqual({
    added: ['nationality: Norwegian (Tromsø)'],
    removed: ['nationality: Norwegian'],
  });
});

test('what is typed straight after a save stays in the form; the preview beside it reloads to show the save', async ({
  page,
  context,
}) => {
  const file = `${CONTENT}/cast/hiroshi-tanabe.yaml`;
  const path = '/cast/hiroshi-tanabe/';
  const before = read(file);
  const preview = await context.newPage();
  const previewHeard = await visit(preview, path);
  const previewLoads = previewHeard.loads;
  await open(page, 'collection/cast/item/hiroshi-tanabe');
  const form = listen(page);
  const [since, loads] = [form.changes.length, form.loads];
  await box(page, 'Nationality').fill('Japanese (Osaka)');
  const answer = page.waitForResponse((r) => isSave(r.url()), { timeout: TIMEOUTS.deskStep });
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('Unsaved')).toHaveCount(0, { timeout: TIMEOUTS.deskStep });
  // At once, as the staff do: the next edit, before the desk's content store has the save.
  await box(page, 'Nickname').fill('The Quiet Monk');
  await hearsContentChange(page, since);
  // The site's page reloads itself and shows the save; the form is left as it was.
  await expect(preview.locator('main')).toContainText('Japanese (Osaka)', { timeout: TIMEOUTS.deskStep });
  expect(previewHeard.loads, 'the preview reloads itself once the content store has the save').toBeGreaterThan(
    previewLoads,
  );
  await expect(box(page, 'Nickname')).toHaveValue('The Quiet Monk');
  expect(form.loads, 'the form is not reloaded').toBe(loads);
  await save(page, { path, shows: 'The Quiet Monk' });
  expect(changedLines(before, read(file))).toEqual({
    added: ['nickname: The Quiet Monk', 'nationality: Japanese (Osaka)'],
    removed: ['nickname: The Monk', 'nationality: Japanese'],
  });
});

test("announce EP01: the air date in the broadcaster's time, stored with its offset", async ({ page }) => {
  const before = read(EP01);
  await open(page, 'collection/episodes/item/ep01-the-beginning');
  await page.getByLabel('Air date').fill('2026-01-06T20:00');
  await save(page, { path: EP01_PAGE, shows: `datetime="${AIR_DATE}"` }, 'announce');
  const after = read(EP01);
  expect(changedLines(before, after)).toEqual({ added: [`airDate: ${AIR_DATE}`], removed: [] });
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
/** The preview's field once EP01 has its results: Ingrid Solberg's count. */
const RESULTS_SHOWN: Preview = { path: '/standings/', shows: '177,000' };

/** EP01 announced and its results entered, as the results test enters them. */
async function withResults() {
  await announced();
  const slugs = new Map(
    readdirSync(`${CONTENT}/cast`).map((f) => [
      (parse(read(`${CONTENT}/cast/${f}`)) as { name: string }).name,
      f.replace(/\.yaml$/, ''),
    ]),
  );
  const chipCounts = Object.fromEntries(Object.entries(COUNTS).map(([name, chips]) => [slugs.get(name), chips]));
  await establish(EP01, withValues({ eliminated: ['tanner-voss'], chipCounts }), RESULTS_SHOWN);
}

test('results of EP01: who went out, picked from the cast, and a count for each player still in', async ({ page }) => {
  await announced();
  const before = read(EP01);
  await open(page, 'collection/episodes/item/ep01-the-beginning');
  await addItem(page, 'Eliminated', (dialog) => pickPlayer(dialog, 'tanner-voss'));
  // The list shows whom it holds by name; the file gets the slug.
  await expect(listField(page, 'Eliminated')).toContainText('Tanner Voss');
  const counts = page.getByRole('group', { name: 'Chip counts' });
  for (const [name, chips] of Object.entries(COUNTS)) await box(counts, name).fill(String(chips));
  await page.getByRole('group', { name: 'Eliminated' }).scrollIntoViewIfNeeded();
  await save(page, RESULTS_SHOWN, 'results');
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
/** The key hand the hand test enters, as EP01's file holds it. */
const KEY_HAND = {
  id: 'aces-against-kings',
  title: 'Aces Against Kings',
  players: ['dante-okonkwo', 'ingrid-solberg', 'mateo-ferreira'],
  startingStacks: [100000, 100000, 100000],
  blinds: [500, 1000],
  anteTrimming: false,
  actions: ACTIONS,
};
const KEY_HAND_SHOWN: Preview = { path: `${EP01_PAGE}hands/${KEY_HAND.id}/`, shows: KEY_HAND.title };

/** EP01 announced, with its key hand as the hand test enters it. */
async function withKeyHand() {
  await announced();
  await establish(
    EP01,
    (text = '') => {
      const hands = (parse(text) as { hands?: { id: string }[] }).hands ?? [];
      return hands.some((h) => h.id === KEY_HAND.id) ? text : withValues({ hands: [...hands, KEY_HAND] })(text);
    },
    KEY_HAND_SHOWN,
  );
}

test('a key hand of EP01: players, stacks and blinds, and the actions as PHH lines', async ({ page }) => {
  await announced();
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
  await save(page, KEY_HAND_SHOWN);
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
  await withResults();
  await withKeyHand();
  const standings = await fetch(`${DESK}/standings/`).then((r) => r.text());
  expect(standings).toContain('Tanner Voss');
  expect(standings).toContain('177,000');
  const hand = await fetch(`${DESK}/episodes/ep01-the-beginning/hands/aces-against-kings/`);
  expect(hand.status).toBe(200);
  expect(await hand.text()).toContain('Aces Against Kings');
});

// A key hand from a PHH file: /desk/hands, pasted or uploaded, checked before it is saved.
const axe = (page: Page) => axeViolations(page, { include: ['main'], tags: AXE_TAGS });

/** EP01 announced (a key hand needs its episode's air date), and no hand file saved yet. */
async function announcedWithoutHandFile(file = PHH_FILE) {
  await announced();
  const id = file.slice(file.lastIndexOf('/') + 1).replace(/\.phh$/, '');
  await establish(file, () => undefined, { path: `${EP01_PAGE}hands/${id}/`, status: 404 });
}

async function paste(page: Page, text: string) {
  await page.goto(`${DESK}/desk/hands`);
  await page.getByLabel('Episode').selectOption('ep01-the-beginning');
  await page.getByLabel('PHH text').fill(text);
}

for (const width of [360, 1440]) {
  test(`at ${width} px: a pasted hand is checked and shown as its page will be, nothing saved`, async ({ page }) => {
    await announcedWithoutHandFile();
    await page.setViewportSize({ width, height: 900 });
    await paste(page, HAND);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'It plays as written: Save writes .cache/desk-e2e/content/seasons/1/hands/ep01-the-beginning/eights-against-the-suited-ace.phh',
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
    await announcedWithoutHandFile();
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

/** The PHH file as the upload test saves it, its page in the preview. */
const PHH_SHOWN: Preview = { path: PHH_PAGE, shows: 'Eights Against the Suited Ace' };

test('a .phh file uploaded saves byte for byte where the site reads it, and the preview shows its page', async ({
  page,
}) => {
  await announcedWithoutHandFile();
  await uploadHand(page);
  await expect(page.getByRole('status')).toHaveText(
    'Saved: .cache/desk-e2e/content/seasons/1/hands/ep01-the-beginning/eights-against-the-suited-ace.phh',
  );
  expect(readFileSync(PHH_FILE, 'utf8')).toBe(HAND);
  // Once the desk's content store has the file, its preview page answers.
  await previewShows(PHH_SHOWN);
  // The saved page is a GET: reloading it shows the hand again and saves nothing twice.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(
    'Saved: .cache/desk-e2e/content/seasons/1/hands/ep01-the-beginning/eights-against-the-suited-ace.phh',
  );
  // Saving it again needs "Replace".
  await uploadHand(page);
  await expect(page.getByRole('alert')).toContainText('a hand is already saved under this id for this episode');
});

/** A second hand, its id taken from its title. */
const NEXT_HAND = HAND.replace('_title = "Eights Against the Suited Ace"', '_title = "Eights Again"');
const NEXT_FILE = `${CONTENT}/seasons/1/hands/ep01-the-beginning/eights-again.phh`;

test('the import form keeps what is typed straight after a save, as does one open beside it; the preview reloads', async ({
  page,
  context,
}) => {
  await announcedWithoutHandFile();
  await announcedWithoutHandFile(NEXT_FILE);
  // Open beside the form that saves: EP01's page, which lists its key hands, and a second form
  // with the next hand typed in it, each hearing the desk before the save.
  const preview = await context.newPage();
  const previewHeard = await visit(preview, EP01_PAGE);
  const previewLoads = previewHeard.loads;
  const other = await context.newPage();
  const otherHeard = await visit(other, '/desk/hands');
  await other.getByLabel('Episode').selectOption('ep01-the-beginning');
  await other.getByLabel('PHH text').fill(NEXT_HAND);
  const [otherSince, otherLoads] = [otherHeard.changes.length, otherHeard.loads];
  const form = listen(page);
  const since = form.changes.length;
  await uploadHand(page);
  await expect(page.getByRole('status')).toHaveText(
    'Saved: .cache/desk-e2e/content/seasons/1/hands/ep01-the-beginning/eights-against-the-suited-ace.phh',
  );
  const loads = form.loads;
  // At once, as the staff do: the next hand, before the desk's content store has the saved one.
  await page.getByLabel('PHH text').fill(NEXT_HAND);
  // The site's page reloads itself and lists the saved hand.
  await expect(preview.locator(`a[href="${PHH_PAGE}"]`)).not.toHaveCount(0, { timeout: TIMEOUTS.deskStep });
  expect(previewHeard.loads, 'the preview reloads itself once the content store has the hand').toBeGreaterThan(
    previewLoads,
  );
  // The form beside it heard the change, as an event, and keeps what was typed in it.
  await hearsContentChange(other, otherSince);
  expect(otherHeard.loads, 'the form beside it is not reloaded').toBe(otherLoads);
  await expect(other.getByLabel('PHH text')).toHaveValue(NEXT_HAND);
  // The saved page: whether its socket opened before the change reached the content store or
  // after, nothing since the save reloaded it, and it keeps what was typed.
  expect(form.changes.slice(since), 'a content change reaches a form as an event, not a reload').not.toContain(
    'full-reload',
  );
  expect(form.loads, 'the form is not reloaded').toBe(loads);
  await expect(page.getByLabel('PHH text')).toHaveValue(NEXT_HAND);
  await other.getByRole('button', { name: 'Check' }).click();
  await expect(other.getByRole('status')).toHaveText(
    'It plays as written: Save writes .cache/desk-e2e/content/seasons/1/hands/ep01-the-beginning/eights-again.phh',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Saved: .cache/desk-e2e/content/seasons/1/hands/ep01-the-beginning/eights-again.phh',
  );
  expect(read(PHH_FILE)).toBe(HAND);
  // A form sends a text area's lines ended by CRLF: the desk saves them as they were typed, LF.
  expect(read(NEXT_FILE)).toBe(NEXT_HAND);
});

test('the files the desk wrote build, and show on /standings/ and on the hand page', async () => {
  test.setTimeout(TIMEOUTS.build + TIMEOUTS.test);
  await withResults();
  await withKeyHand();
  await establish(PHH_FILE, () => HAND, PHH_SHOWN);
  // Outside the project folder: the running desk's dev server watches that, and reloads its pages
  // for every HTML file written there (it leaves the project's own dist*/ alone: src/desk/integration.ts).
  const dist = mkdtempSync(join(tmpdir(), 'desk-e2e-dist-'));
  try {
    const built = spawnSync(process.execPath, ['scripts/build/site.mjs', '--outDir', dist], {
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
  await withResults();
  // The season's starting stack, which the counts must add up to: the field shows it beside them.
  await establish(
    SEASON,
    (text = '') =>
      /^startingStack: 100000$/m.test(text)
        ? text
        : `${text.replace(/^startingStack: .*\n/m, '')}startingStack: 100000\n`,
    { path: '/standings/', shows: 'each started with 100,000' },
  );
  await open(page, 'collection/episodes/item/ep01-the-beginning');
  await box(page.getByRole('group', { name: 'Chip counts' }), 'Ingrid Solberg').fill('170000');
  await save(page, { path: '/standings/', status: 500, shows: 'The build would refuse this content: 1 problem' });
  for (const path of ['/standings/', '/', '/episodes/ep01-the-beginning/']) {
    const answer = await page.goto(`${DESK}${path}`);
    expect(answer?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The build would refuse this content: 1 problem');
    await expect(page.getByRole('listitem')).toHaveText(new RegExp(`^${EP01}: chipCounts: `));
  }
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'refused.png') });
});
