/** The content check's rules for seasons (lib/content/season-check.ts), over a copy of content/ with a second season. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from './content-check.ts';
import { formatProblem } from './problem.ts';

let root: string;
const content = (...parts: string[]) => join(root, 'content', ...parts);
const write = (file: string, text: string) => {
  mkdirSync(join(content(file), '..'), { recursive: true });
  writeFileSync(content(file), text);
};
const messages = () => checkContent(root).problems.map(formatProblem);
/** Season 2: six of Season 1's players back (Home's four featured among them), the host, no dates yet. */
const SEASON_2 =
  'number: 2\ncast: [tanner-voss, ingrid-solberg, dante-okonkwo, hiroshi-tanabe, mateo-ferreira, marcus-vale, priya-raman]\nplayers: 6\nepisodes: 12\nprizePool: $1M\n';
/** What About says of Season 2 once it has a champion (season.yaml about). */
const ABOUT_2 = 'about:\n  championBlurb: Season 2 is decided.\n  pressKitText: Ask for the Season 2 press kit.\n';
const episode = (number: number, title: string, extra = '') =>
  `number: ${number}\nepisode: EP${String(number).padStart(2, '0')}\ntitle: ${title}\ndescription: A night at the table.\nimage: ../../../images/episodes/ep01-the-beginning.webp\n${extra}`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'season-check-'));
  cpSync(join(process.cwd(), 'content'), content(), { recursive: true });
  write('seasons/2/season.yaml', SEASON_2);
  write('seasons/2/episodes/ep01-second-chances.yaml', episode(1, 'Second Chances'));
  // content/schedule.yaml's placeholders (EP01 to EP03) name the current season's episodes: now Season 2's.
  write('seasons/2/episodes/ep02-old-friends.yaml', episode(2, 'Old Friends'));
  write('seasons/2/episodes/ep03-new-blood.yaml', episode(3, 'New Blood'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('seasons in the content check', () => {
  it('takes a second season: its own cast of returning players, its own episode numbers from 1', () => {
    expect(messages()).toEqual([]);
    const { files } = checkContent(root);
    expect(files['episodes']?.get('ep01-second-chances')?.file).toBe(
      'content/seasons/2/episodes/ep01-second-chances.yaml',
    );
  });

  it('refuses an episode slug used in two seasons, naming both files', () => {
    write('seasons/2/episodes/ep01-the-beginning.yaml', episode(2, 'The Beginning'));
    expect(messages()).toContain(
      'content/seasons/2/episodes/ep01-the-beginning.yaml: "ep01-the-beginning" is also content/seasons/1/episodes/ep01-the-beginning.yaml: a slug names one file in the show',
    );
  });

  it("refuses a season's cast naming an unknown person, or naming one twice, or leaving out the host", () => {
    write(
      'seasons/2/season.yaml',
      'number: 2\ncast: [tanner-voss, nobody-here, tanner-voss, ingrid-solberg, dante-okonkwo, hiroshi-tanabe, mateo-ferreira]\nplayers: 7\nepisodes: 12\nprizePool: $1M\n',
    );
    expect(messages()).toEqual([
      'content/seasons/2/season.yaml: cast[1]: no cast member "nobody-here" (content/cast/nobody-here.yaml)',
      'content/seasons/2/season.yaml: cast[2]: "tanner-voss" is listed twice',
      'content/seasons/2/season.yaml: cast: must list the show\'s host "marcus-vale" (content/site.yaml host)',
    ]);
  });

  it("refuses a champion outside the season's cast, or the host", () => {
    write('seasons/2/season.yaml', `${SEASON_2}champion: nadia-haddad\n${ABOUT_2}`);
    expect(messages()).toEqual([
      'content/seasons/2/season.yaml: champion: "nadia-haddad" is not in this season\'s cast',
    ]);
    write('seasons/2/season.yaml', `${SEASON_2}champion: marcus-vale\n${ABOUT_2}`);
    expect(messages()).toEqual(['content/seasons/2/season.yaml: champion: "marcus-vale" is the host, not a player']);
  });

  it("refuses a champion without About's words of the season, and takes one with them", () => {
    write('seasons/2/season.yaml', `${SEASON_2}champion: dante-okonkwo\n`);
    expect(messages()).toEqual([
      "content/seasons/2/season.yaml: about: a season with a champion needs About's words of it: championBlurb and pressKitText",
    ]);
    write('seasons/2/season.yaml', `${SEASON_2}champion: dante-okonkwo\n${ABOUT_2}`);
    expect(messages()).toEqual([]);
  });

  it("refuses a result naming someone outside that season's cast", () => {
    write(
      'seasons/2/episodes/ep01-second-chances.yaml',
      episode(1, 'Second Chances', 'airDate: 2027-01-05T20:00:00-05:00\neliminated: [nadia-haddad]\n'),
    );
    expect(messages()).toEqual([
      'content/seasons/2/episodes/ep01-second-chances.yaml: eliminated[0]: "nadia-haddad" is not in this season\'s cast (content/seasons/2/season.yaml)',
    ]);
  });

  it("refuses a Home featured player outside the current season's cast", () => {
    write(
      'seasons/2/season.yaml',
      'number: 2\ncast: [tanner-voss, ingrid-solberg, marcus-vale, dante-okonkwo, hiroshi-tanabe]\nplayers: 4\nepisodes: 12\nprizePool: $1M\n',
    );
    // content/home.yaml features ingrid-solberg, dante-okonkwo, hiroshi-tanabe and mateo-ferreira.
    expect(messages()).toEqual([
      'content/home.yaml: featured[3]: "mateo-ferreira" is not in the current season\'s cast (season 2\'s season.yaml)',
    ]);
  });

  it("refuses a players count that is not its cast's, an episode numbered above its episodes, a season with none", () => {
    write(
      'seasons/2/season.yaml',
      SEASON_2.replace('players: 6', 'players: 16').replace('episodes: 12', 'episodes: 2'),
    );
    expect(messages()).toEqual([
      'content/seasons/2/season.yaml: players: must be 6, the players in its cast (the host not counted)',
      "content/seasons/2/episodes/ep03-new-blood.yaml: number: must be at most 2, its season's episodes (content/seasons/2/season.yaml episodes)",
    ]);
    write('seasons/2/season.yaml', SEASON_2);
    for (const file of ['ep01-second-chances', 'ep02-old-friends', 'ep03-new-blood']) {
      rmSync(content(`seasons/2/episodes/${file}.yaml`));
    }
    expect(messages()).toEqual([
      "content/seasons/2/season.yaml: episodes: season 2 has no episode yet: write its first, EP01, in content/seasons/2/episodes/ (the desk's Episodes)",
    ]);
  });

  it("lets content/schedule.yaml name the current season's episodes not written yet, up to its episodes", () => {
    // Season 2 announced with EP01 written: the placeholders for EP02 and EP03 wait for their files.
    rmSync(content('seasons/2/episodes/ep02-old-friends.yaml'));
    rmSync(content('seasons/2/episodes/ep03-new-blood.yaml'));
    expect(messages()).toEqual([]);
    // Not past them: EP03 with two.
    write('seasons/2/season.yaml', SEASON_2.replace('episodes: 12', 'episodes: 2'));
    expect(messages()).toEqual([
      'content/schedule.yaml: [2].episode: no episode EP03 in season 2 (season.yaml episodes: 2)',
    ]);
  });

  it('refuses a hand file under an episode its season does not have', () => {
    const hand = readFileSync(
      join(
        process.cwd(),
        'tests/fixtures/content-airing/seasons/1/hands/ep01-the-beginning/heads-up-for-the-button.phh',
      ),
      'utf8',
    );
    write('seasons/2/hands/ep01-the-beginning/heads-up.phh', hand);
    expect(messages()).toContain(
      'content/seasons/2/hands/ep01-the-beginning/heads-up.phh: no episode "ep01-the-beginning" in season 2: the folder names the episode the hand was played in',
    );
  });

  it('refuses season numbers that skip one, and a number that is not its folder', () => {
    renameSync(content('seasons/2'), content('seasons/3'));
    expect(messages()).toContain("content/seasons/3/season.yaml: number: must be 3, the name of the season's folder");
    expect(messages()).toContain(
      'content/seasons/3/season.yaml: number: season 2 is missing: seasons are numbered 1, 2, 3 without a gap',
    );
  });

  it("refuses episodes in a season's folder that has no season.yaml", () => {
    rmSync(content('seasons/2/season.yaml'));
    expect(messages()).toContain(
      'content/seasons/2/episodes/ep01-second-chances.yaml: its season has no season.yaml (content/seasons/2/season.yaml)',
    );
  });

  it('holds every rule of one season per season: episode numbers, slugs, air dates in order', () => {
    write('seasons/2/episodes/ep04-again.yaml', episode(1, 'Again'));
    write(
      'seasons/2/episodes/ep01-second-chances.yaml',
      episode(1, 'Second Chances', 'airDate: 2027-01-12T20:00:00-05:00\n'),
    );
    write(
      'seasons/2/episodes/ep02-old-friends.yaml',
      episode(2, 'Old Friends', 'airDate: 2027-01-05T20:00:00-05:00\n'),
    );
    expect(messages()).toEqual([
      'content/seasons/2/episodes/ep04-again.yaml: title: gives the slug "ep01-again", but the file is named "ep04-again.yaml"',
      'content/seasons/2/episodes/ep04-again.yaml: number: duplicate episode number 1 (also content/seasons/2/episodes/ep01-second-chances.yaml)',
      'content/seasons/2/episodes/ep02-old-friends.yaml: airDate: 2027-01-05T20:00:00-05:00 is not after 2027-01-12T20:00:00-05:00 in content/seasons/2/episodes/ep01-second-chances.yaml: air dates must follow episode order',
    ]);
  });
});
