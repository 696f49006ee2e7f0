import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deepEqual, isEmpty, mergeSave } from './save-merge.ts';

const EPISODE = `number: 2
episode: EP02
title: First Blood
description: 'The gloves come off.'
image: ../images/episodes/ep02-first-blood.webp
airDate: 2026-01-13T20:00:00-05:00
cast: [ingrid-solberg, hiroshi-tanabe]
# Two out, in the order they went out.
eliminated: [ruslan-temirov, oskar-lindqvist]
chipCounts:
  camila-restrepo: 124000
  chloe-marchand: 88500
hands:
  - id: steal
    title: The Steal
    actions:
      - d dh p1 AhAd
      - p1 cbr 12000 # all in
      - p2 f
`;

/** What the desk's form sends for the file: the same data, keys in its own order, nothing else. */
const form = (edit: (data: Record<string, unknown>) => void = () => {}) => {
  const data = parse(EPISODE) as Record<string, unknown>;
  edit(data);
  const { hands, chipCounts, eliminated, ...rest } = data;
  return { ...rest, eliminated, chipCounts, hands };
};

describe('a desk save', () => {
  it('writes the file back byte for byte when nothing was edited', () => {
    expect(mergeSave(EPISODE, form())).toBe(EPISODE);
  });

  it('changes only the edited value, in place, keeping comments, quotes and flow lists', () => {
    const out = mergeSave(
      EPISODE,
      form((d) => (d['title'] = 'First Blood, Again')),
    );
    expect(out).toBe(EPISODE.replace('title: First Blood', 'title: First Blood, Again'));
  });

  it('keeps the comment above a key whose value was edited', () => {
    const out = mergeSave(
      EPISODE,
      form((d) => (d['eliminated'] = ['ruslan-temirov'])),
    );
    expect(out).toContain('# Two out, in the order they went out.\neliminated: [ruslan-temirov]\nchipCounts:');
    expect(out.replace('eliminated: [ruslan-temirov]', 'eliminated: [ruslan-temirov, oskar-lindqvist]')).toBe(EPISODE);
  });

  it('keeps a comment on a list item the edit did not touch', () => {
    const out = mergeSave(
      EPISODE,
      form((d) => {
        const [hand] = d['hands'] as { actions: string[] }[];
        if (hand) hand.actions = [...hand.actions, 'p3 cc'];
      }),
    );
    expect(out).toContain('      - p1 cbr 12000 # all in\n      - p2 f\n      - p3 cc\n');
  });

  it('removes a key the form emptied and leaves an empty one the file had', () => {
    const withEmpty = `${EPISODE}newsletterEndpoint: ''\n`;
    const out = mergeSave(
      withEmpty,
      form((d) => {
        delete d['eliminated'];
        d['newsletterEndpoint'] = undefined;
      }),
    );
    expect(out).not.toContain('eliminated');
    expect(out).not.toContain('Two out');
    expect(out).toContain("newsletterEndpoint: ''");
  });

  it('puts a new key where the form has it, not at the end', () => {
    const original = EPISODE.replace('airDate: 2026-01-13T20:00:00-05:00\n', '');
    const data = form();
    const out = mergeSave(original, data);
    expect(out.indexOf('airDate: 2026-01-13T20:00:00-05:00')).toBeGreaterThan(out.indexOf('image:'));
    expect(out.indexOf('airDate:')).toBeLessThan(out.indexOf('cast:'));
    expect(parse(out)).toEqual(parse(EPISODE));
  });

  it('does not write a key the form left empty that the file never had', () => {
    const out = mergeSave(EPISODE, { ...form(), synopsis: '', watch: { broadcaster: null }, ante: [] });
    expect(out).toBe(EPISODE);
  });

  it('writes no empty field inside a new list item (a new key hand without antes or straddles)', () => {
    const saved = form((d) => {
      (d['hands'] as unknown[]).push({
        id: 'new',
        title: 'New',
        blinds: [500, 1000],
        blindsOrStraddles: [],
        antes: [],
        ante: null,
        summary: '',
        actions: ['d dh p1 AhAd'],
      });
    });
    const hands = (parse(mergeSave(EPISODE, saved)) as { hands: Record<string, unknown>[] }).hands;
    expect(hands[1]).toEqual({ id: 'new', title: 'New', blinds: [500, 1000], actions: ['d dh p1 AhAd'] });
  });

  it('keeps what the form writes differently but means the same (its `same` rule)', () => {
    const saved = form((d) => (d['airDate'] = '2026-01-14T01:00:00Z'));
    const sameInstant = (path: readonly (string | number)[], a: unknown, b: unknown) =>
      path.join('.') === 'airDate' && Date.parse(String(a)) === Date.parse(String(b));
    expect(mergeSave(EPISODE, saved, { same: sameInstant })).toBe(EPISODE);
    expect(mergeSave(EPISODE, saved)).toContain('airDate: 2026-01-14T01:00:00Z');
  });

  it('sets a changed map entry and drops a removed one, keeping the rest', () => {
    const out = mergeSave(
      EPISODE,
      form((d) => (d['chipCounts'] = { 'camila-restrepo': 130000 })),
    );
    expect(out).toContain('chipCounts:\n  camila-restrepo: 130000\nhands:');
    expect(out).toContain('# Two out, in the order they went out.');
  });

  it("writes the form's file when there was no mapping to keep", () => {
    expect(parse(mergeSave('', { title: 'x' }))).toEqual({ title: 'x' });
    expect(parse(mergeSave('a: [', { title: 'x' }))).toEqual({ title: 'x' });
  });
});

describe('empty and equal', () => {
  it('count nothing written as empty, and a zero as a value', () => {
    expect([undefined, null, '', [], {}, { a: null, b: [] }].every(isEmpty)).toBe(true);
    expect([0, false, 'x', [0], { a: 0 }].some(isEmpty)).toBe(false);
  });

  it('compare data deeply, order of keys aside', () => {
    expect(deepEqual({ a: [1, { b: 2 }], c: 3 }, { c: 3, a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
