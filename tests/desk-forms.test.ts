/**
 * The desk's forms (src/desk/schema/) against the content schemas (lib/content/schemas.ts): every
 * key of site.yaml, an episode and a cast member has a form field, and nothing else does (a file
 * with a key the form does not model would not open), each labelled by its name as docs/content.md
 * spells it (`airDate` is "Air date").
 */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { castMemberSchema, episodeSchema, seasonSchema, siteSchema } from '../src/lib/content/schemas.ts';
import { handSchema } from '../src/lib/content/hand-schema.ts';
import type { DeskContext } from '../src/desk/context.ts';
import { cast } from '../src/desk/schema/cast.ts';
import { episodes } from '../src/desk/schema/episodes.ts';
import { season } from '../src/desk/schema/season.ts';
import { site } from '../src/desk/schema/site.ts';

const context: DeskContext = {
  contentDir: 'content',
  timeZone: 'America/New_York',
  host: { slug: 'marcus-vale', name: 'Marcus Vale' },
  season: 2,
  seasons: [
    { number: 1, players: [{ slug: 'ingrid-solberg', name: 'Ingrid Solberg' }], episodes: 12 },
    {
      number: 2,
      episodes: 12,
      players: [
        { slug: 'ingrid-solberg', name: 'Ingrid Solberg' },
        { slug: 'tanner-voss', name: 'Tanner Voss' },
      ],
    },
  ],
  people: [
    { slug: 'ingrid-solberg', name: 'Ingrid Solberg' },
    { slug: 'marcus-vale', name: 'Marcus Vale' },
    { slug: 'tanner-voss', name: 'Tanner Voss' },
  ],
};
const image = () => z.string();

interface FormField {
  kind: string;
  label?: string;
  fields?: Record<string, FormField>;
  element?: FormField;
}
type Shape = Record<string, z.ZodType>;

/** `airDate` -> "air date", `siteUrl` -> "site url": a key as the docs name it, in words. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The object shape inside optional/array wrappers, if the schema holds one. */
function shapeOf(schema: z.ZodType): Shape | undefined {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
  if (s instanceof z.ZodArray) return shapeOf(s.element as z.ZodType);
  return s instanceof z.ZodObject ? (s.shape as Shape) : undefined;
}

/** Every key path where the form and the schema disagree, and every field labelled otherwise. */
function compare(form: Record<string, FormField>, shape: Shape, at = ''): string[] {
  const problems: string[] = [];
  for (const key of new Set([...Object.keys(form), ...Object.keys(shape)])) {
    const field = form[key];
    const schema = shape[key];
    if (!field || !schema) {
      problems.push(`${at}${key}: ${field ? 'not in the content schema' : 'no form field'}`);
      continue;
    }
    if (field.label?.toLowerCase() !== words(key)) problems.push(`${at}${key}: labelled "${field.label}"`);
    const inner = shapeOf(schema);
    const fields = field.fields ?? field.element?.fields;
    if (inner && fields) problems.push(...compare(fields, inner, `${at}${key}.`));
  }
  return problems;
}

describe("the desk's forms", () => {
  it('model every key of site.yaml, labelled by its name', () => {
    expect(compare(site(context).schema, siteSchema(image).shape as Shape)).toEqual([]);
  });

  it('model every key of an episode, its hands included', () => {
    expect(compare(episodes(context).schema, episodeSchema(image).shape as Shape)).toEqual([]);
    expect(Object.keys(episodes(context).schema['hands'].element.fields)).toEqual(Object.keys(handSchema.shape));
  });

  it("model every key of a season, in the current season's folder", () => {
    expect(compare(season(context).schema, seasonSchema.shape as Shape)).toEqual([]);
  });

  it('model every key of a cast member', () => {
    expect(compare(cast(context).schema, castMemberSchema(image).shape as Shape)).toEqual([]);
  });

  it('give every player still to be counted a chip-count field, by name', () => {
    const counts = episodes(context).schema['chipCounts'].fields;
    expect(Object.entries(counts).map(([slug, f]) => [slug, f.label])).toEqual([
      ['ingrid-solberg', 'Ingrid Solberg'],
      ['tanner-voss', 'Tanner Voss'],
    ]);
    // An earlier season's episodes count its own players.
    expect(Object.keys(episodes(context, 1).schema['chipCounts'].fields)).toEqual(['ingrid-solberg']);
  });

  it('can fail: a form missing a key or labelled otherwise is named', () => {
    const { airDate: _gone, ...form } = episodes(context).schema as unknown as Record<string, FormField>;
    expect(compare({ ...form, title: { kind: 'form', label: 'Name' } }, episodeSchema(image).shape as Shape)).toEqual([
      'title: labelled "Name"',
      'airDate: no form field',
    ]);
  });

  it('store the collections and the singleton at the fixed names and paths', () => {
    expect(episodes(context).path).toBe('content/seasons/2/episodes/*');
    expect(season(context).path).toBe('content/seasons/2/season');
    expect(cast(context).path).toBe('content/cast/*');
    expect(site(context).path).toBe('content/site');
    // An earlier season's forms: its own folder, named for it.
    expect(episodes(context, 1).path).toBe('content/seasons/1/episodes/*');
    expect(episodes(context, 1).label).toBe('Episodes of Season 1');
    expect(season(context, 1).path).toBe('content/seasons/1/season');
    expect(season(context, 1).label).toBe('Season 1');
  });
});

describe("the desk's own fields", () => {
  const { airDate, hands, synopsis } = episodes(context).schema;
  const actions = hands.element.fields.actions;

  it('show an air date in the broadcaster zone, whatever form the reader hands over, and store it with its offset', () => {
    expect(airDate.parse(new Date('2026-01-14T01:00:00Z'))).toBe('2026-01-13T20:00');
    expect(airDate.parse('2026-03-10T20:00:00-04:00')).toBe('2026-03-10T20:00');
    expect(airDate.parse(undefined)).toBe(null);
    expect(airDate.serialize('2026-03-10T20:00')).toEqual({ value: '2026-03-10T20:00:00-04:00' });
    expect(airDate.serialize(null)).toEqual({ value: undefined });
  });

  it('keep a date the site could not read as it is, for the content check to name', () => {
    expect(airDate.parse('2026-01-13T20:00')).toBe('2026-01-13T20:00');
  });

  it('enter PHH actions one a line, blank lines and spaces dropped', () => {
    expect(actions.parse(['d dh p1 AhAs', 'p1 cbr 3000 # open'])).toBe('d dh p1 AhAs\np1 cbr 3000 # open');
    expect(actions.serialize(' d dh p1 AhAs \n\n p2 f\n')).toEqual({ value: ['d dh p1 AhAs', 'p2 f'] });
    expect(actions.serialize('\n')).toEqual({ value: undefined });
    expect(() => actions.parse('d dh p1 AhAs')).toThrow(/one item a line/);
  });

  it('read a synopsis written as a list as its paragraphs, and write one block', () => {
    expect(synopsis.parse(['One.', 'Two.'])).toBe('One.\n\nTwo.');
    expect(synopsis.serialize('One.\n\nTwo.\n\n')).toEqual({ value: 'One.\n\nTwo.\n' });
    expect(synopsis.serialize('  ')).toEqual({ value: undefined });
  });
});
