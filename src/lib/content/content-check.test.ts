/** The pre-build content check: bad data fails naming the file and the field. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from './content-check.ts';
import { formatProblem } from './problem.ts';

const repo = process.cwd();
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) => {
  const path = join(root, 'content', file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};
const messages = () => checkContent(root).problems.map(formatProblem);

describe('content check', () => {
  it('passes on the real content', () => {
    expect(messages()).toEqual([]);
  });

  it('names the file and the field of a missing required field', () => {
    edit('cast/dante-okonkwo.yaml', (t) => t.replace(/^nationality: .*\n/m, ''));
    expect(messages()).toContainEqual(expect.stringMatching(/^content\/cast\/dante-okonkwo\.yaml: nationality: /));
  });

  it('names the file and the field of a wrong type', () => {
    edit('cast/priya-raman.yaml', (t) => t.replace(/^majorTitles: .*$/m, 'majorTitles: three'));
    expect(messages()).toContainEqual(
      expect.stringMatching(/^content\/cast\/priya-raman\.yaml: majorTitles: .*number/i),
    );
  });

  it('names the list item of a bad entry in a shared file', () => {
    edit('faq.yaml', (t) => t.replace(/^- question: .*$/m, '- question: ""'));
    expect(messages()).toContain('content/faq.yaml: [0].question: must not be empty');
  });

  it('rejects a duplicate slug, naming the file and the field', () => {
    const source = readFileSync(join(root, 'content/cast/ingrid-solberg.yaml'), 'utf8');
    writeFileSync(join(root, 'content/cast/ingrid-solberg-copy.yaml'), source.replace(/^order: .*$/m, 'order: 99'));
    const found = messages();
    expect(found).toContainEqual(
      expect.stringMatching(
        /^content\/cast\/ingrid-solberg(-copy)?\.yaml: name: duplicate slug "ingrid-solberg" \(also content\/cast\/ingrid-solberg(-copy)?\.yaml\)/,
      ),
    );
  });

  it('rejects a file whose name is not the slug of the name', () => {
    edit('cast/lukas-brenner.yaml', (t) => t.replace(/^name: .*$/m, 'name: Lukas Brenner Jr'));
    expect(messages()).toContainEqual(
      expect.stringMatching(/^content\/cast\/lukas-brenner\.yaml: name: gives the slug "lukas-brenner-jr"/),
    );
  });

  it('rejects unknown keys (typos) instead of ignoring them', () => {
    edit('cast/oskar-lindqvist.yaml', (t) => t.replace(/^flag: /m, 'flagg: '));
    const found = messages();
    expect(found).toContainEqual(expect.stringMatching(/^content\/cast\/oskar-lindqvist\.yaml: flag: /));
    expect(found).toContainEqual(expect.stringMatching(/^content\/cast\/oskar-lindqvist\.yaml: .*flagg/));
  });

  it('rejects a flag that is not a country flag emoji (the site draws each from country-flag-icons)', () => {
    edit('cast/oskar-lindqvist.yaml', (t) => t.replace(/^flag: .*$/m, 'flag: SE'));
    expect(messages()).toContain('content/cast/oskar-lindqvist.yaml: flag: must be a country flag emoji, like 🇳🇴');
  });

  it('rejects references to cast members and episodes that do not exist', () => {
    edit('site.yaml', (t) => t.replace(/^host: .*$/m, 'host: nobody-here'));
    edit('schedule.yaml', (t) => t.replace('episode: EP03', 'episode: EP42'));
    const found = messages();
    expect(found).toContain('content/site.yaml: host: no cast member "nobody-here"');
    expect(found).toContain(
      'content/schedule.yaml: [2].episode: no episode EP42 in season 1 (season.yaml episodes: 12)',
    );
  });

  it('rejects a missing image file', () => {
    edit('seasons/1/episodes/ep04-all-in.yaml', (t) =>
      t.replace(/^image: .*$/m, 'image: ../images/episodes/missing.webp'),
    );
    expect(messages()).toContain(
      'content/seasons/1/episodes/ep04-all-in.yaml: image: image not found: ../images/episodes/missing.webp',
    );
  });

  it('rejects invalid YAML, naming the file', () => {
    edit('platforms.yaml', (t) => `${t}\n  : : [unclosed`);
    expect(messages()).toContainEqual(expect.stringMatching(/^content\/platforms\.yaml: is not valid YAML/));
  });

  it('makes the check command (run before every build) exit non-zero with the message', () => {
    edit('cast/camila-restrepo.yaml', (t) => t.replace(/^totalEarnings: .*$/m, 'totalEarnings: lots'));
    const run = spawnSync(process.execPath, [join(repo, 'scripts/content/check.ts')], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/cast/camila-restrepo.yaml: totalEarnings: must look like $12.4M');
  });

  describe('air dates', () => {
    const setAirDate = (file: string, value: string) =>
      edit(`seasons/1/episodes/${file}.yaml`, (t) => `${t}airDate: ${value}\n`);

    it('takes an unquoted ISO date with an offset, as an editor writes it', () => {
      setAirDate('ep01-the-beginning', '2026-01-06T20:00:00-05:00');
      setAirDate('ep02-first-blood', '2026-01-13T01:00:00Z');
      expect(messages()).toEqual([]);
      expect(checkContent(root).data['episodes']?.get('ep01-the-beginning')?.['airDate']).toBe(
        '2026-01-06T20:00:00-05:00',
      );
    });

    it('refuses an air date without an offset, or one that names no day, naming file and field', () => {
      setAirDate('ep01-the-beginning', '2026-01-06T20:00:00');
      setAirDate('ep02-first-blood', '2026-02-30T20:00:00-05:00');
      setAirDate('ep03-the-bluff', 'next tuesday');
      const found = messages();
      expect(found).toContainEqual(
        expect.stringMatching(
          /^content\/seasons\/1\/episodes\/ep01-the-beginning\.yaml: airDate: must give its UTC offset or Z/,
        ),
      );
      expect(found).toContain('content/seasons/1/episodes/ep02-first-blood.yaml: airDate: has no such day: 2026-02-30');
      expect(found).toContainEqual(
        expect.stringMatching(
          /^content\/seasons\/1\/episodes\/ep03-the-bluff\.yaml: airDate: must be an ISO 8601 date and time/,
        ),
      );
    });

    it('refuses air dates that go backwards in episode order, naming both files', () => {
      setAirDate('ep01-the-beginning', '2026-01-13T20:00:00-05:00');
      setAirDate('ep03-the-bluff', '2026-01-06T20:00:00-05:00');
      expect(messages()).toEqual([
        'content/seasons/1/episodes/ep03-the-bluff.yaml: airDate: 2026-01-06T20:00:00-05:00 is not after 2026-01-13T20:00:00-05:00 in content/seasons/1/episodes/ep01-the-beginning.yaml: air dates must follow episode order',
      ]);
    });

    it('takes an episode’s own runtime and a results delay in whole minutes, and refuses any other, naming file and field', () => {
      edit('seasons/1/episodes/ep12-the-end-game.yaml', (t) => `${t}runtimeMinutes: 90\n`);
      edit('site.yaml', (t) => `${t}resultsDelayMinutes: 0\n`);
      expect(messages()).toEqual([]);
      edit('seasons/1/episodes/ep01-the-beginning.yaml', (t) => `${t}runtimeMinutes: 0\n`);
      edit('seasons/1/episodes/ep02-first-blood.yaml', (t) => `${t}runtimeMinutes: 601\n`);
      edit('seasons/1/episodes/ep03-the-bluff.yaml', (t) => `${t}runtimeMinutes: 45.5\n`);
      edit('seasons/1/episodes/ep04-all-in.yaml', (t) => `${t}runtimeMinutes: an hour\n`);
      edit('site.yaml', (t) => t.replace('resultsDelayMinutes: 0', 'resultsDelayMinutes: -30'));
      edit('site.yaml', (t) => t.replace(/episodeMinutes: \d+/, 'episodeMinutes: 0'));
      expect(messages()).toEqual([
        'content/site.yaml: facts.episodeMinutes: must be a whole number of minutes from 1 to 600, got 0',
        'content/site.yaml: resultsDelayMinutes: must be a whole number of minutes, 0 or more, got -30',
        'content/seasons/1/episodes/ep01-the-beginning.yaml: runtimeMinutes: must be a whole number of minutes from 1 to 600, got 0',
        'content/seasons/1/episodes/ep02-first-blood.yaml: runtimeMinutes: must be a whole number of minutes from 1 to 600, got 601',
        'content/seasons/1/episodes/ep03-the-bluff.yaml: runtimeMinutes: must be a whole number of minutes from 1 to 600, got 45.5',
        'content/seasons/1/episodes/ep04-all-in.yaml: runtimeMinutes: must be a whole number of minutes',
      ]);
    });

    it('refuses an unknown time zone', () => {
      edit('site.yaml', (t) => t.replace(/^timeZone: .*$/m, 'timeZone: America/Atlantis'));
      expect(messages()).toEqual(['content/site.yaml: timeZone: must be an IANA time zone such as America/New_York']);
    });

    it("says what to do with the spec's hand-typed state, now derived", () => {
      edit('seasons/1/episodes/ep05-high-stakes.yaml', (t) => `${t}comingSoon: true\n`);
      edit('schedule.yaml', (t) =>
        t.replace('  platform: Apex Sports & Apex+\n', '  date: Coming Soon\n  platform: Apex Sports & Apex+\n'),
      );
      expect(messages()).toEqual([
        "content/schedule.yaml: [0].date: follows from the episode's airDate now; remove it",
        'content/seasons/1/episodes/ep05-high-stakes.yaml: comingSoon: follows from airDate now (no airDate: Coming Soon); remove it',
      ]);
    });

    it('checks the folder CONTENT_DIR names', () => {
      cpSync(join(root, 'content'), join(root, 'other'), { recursive: true });
      writeFileSync(join(root, 'other/seasons/1/episodes/ep01-the-beginning.yaml'), 'number: one\n');
      const run = spawnSync(process.execPath, [join(repo, 'scripts/content/check.ts')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CONTENT_DIR: 'other' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('other/seasons/1/episodes/ep01-the-beginning.yaml: number: ');
      expect(messages()).toEqual([]);
    });
  });

  describe('episode pages', () => {
    const add = (file: string, yaml: string) => edit(`seasons/1/episodes/${file}.yaml`, (t) => `${t}${yaml}`);

    it('takes a synopsis, featured cast and watch URLs', () => {
      add(
        'ep01-the-beginning',
        'synopsis: |\n  One.\n\n  Two.\ncast: [ingrid-solberg, marcus-vale]\nwatch:\n  streaming: https://plus.apexsports.tv/ep1\n',
      );
      expect(messages()).toEqual([]);
      expect(checkContent(root).data['episodes']?.get('ep01-the-beginning')?.['synopsis']).toEqual(['One.', 'Two.']);
    });

    it('refuses an unknown cast slug, an unknown partner and a non-https watch URL, naming each field', () => {
      add('ep02-first-blood', 'cast: [ingrid-solberg, nobody-here]\n');
      add('ep03-the-bluff', 'watch:\n  cable: https://example.org/ep3\n  streaming: http://plus.apexsports.tv/ep3\n');
      const found = messages();
      expect(found).toContain(
        'content/seasons/1/episodes/ep02-first-blood.yaml: cast[1]: no cast member "nobody-here"',
      );
      expect(found).toContain(
        'content/seasons/1/episodes/ep03-the-bluff.yaml: watch.cable: no such partner: use broadcaster or streaming',
      );
      expect(found).toContain(
        'content/seasons/1/episodes/ep03-the-bluff.yaml: watch.streaming: must be an absolute https:// URL',
      );
    });
  });
  describe('episode results', () => {
    it("checks results across episode files against their season's season.yaml (lib/content/results-check.ts), naming file and field", () => {
      edit('seasons/1/season.yaml', (t) => `${t}startingStack: 100000\n`);
      edit(
        'seasons/1/episodes/ep01-the-beginning.yaml',
        (t) => `${t}airDate: 2026-01-06T20:00:00-05:00\neliminated: [jae-won-seo]\n`,
      );
      edit('seasons/1/episodes/ep02-first-blood.yaml', (t) => `${t}eliminated: [ingrid-solberg, jae-won-seo]\n`);
      expect(messages()).toEqual([
        'content/seasons/1/episodes/ep02-first-blood.yaml: eliminated: results need the airDate of the episode they happened in',
        'content/seasons/1/episodes/ep02-first-blood.yaml: eliminated[0]: "ingrid-solberg" is the champion (content/seasons/1/season.yaml champion) and cannot go out',
        'content/seasons/1/episodes/ep02-first-blood.yaml: eliminated[1]: "jae-won-seo" is already out (content/seasons/1/episodes/ep01-the-beginning.yaml)',
      ]);
    });

    it('refuses a starting stack that is not a whole positive number', () => {
      edit('seasons/1/season.yaml', (t) => `${t}startingStack: -5\n`);
      expect(messages()).toEqual(['content/seasons/1/season.yaml: startingStack: Too small: expected number to be >0']);
    });
  });
});
