/**
 * docs/content.md documents every field of every content file: each key path of each schema in
 * contentSources appears, in backticks, in its file's section under "## Every field".
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  contentSources,
  SEASONS_DIR,
  type ContentSource,
  type SourceShape,
} from '../src/lib/content/content-sources.ts';
import { HANDS_DIR } from '../src/lib/content/hand-files.ts';
import { phhHandSchema } from '../src/lib/phh/phh-hand.ts';

/** The parts of a zod 4 schema's `def` the walker reads (see node_modules/zod/v4/core/schemas.d.ts). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  valueType?: z.ZodType;
}

/** Wrappers whose `def.innerType` holds the schema that reads the value. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/**
 * Every key path below `path`: `a.b` for nested objects, `a[].b` for objects in lists,
 * `a.<key>.b` for objects that are values of a record (a YAML mapping with free keys).
 */
function keyPaths(schema: z.ZodType, path = ''): string[] {
  const def = schema.def as unknown as Def;
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([key, child]) => {
      const here = path ? `${path}.${key}` : key;
      return [here, ...keyPaths(child, here)];
    });
  }
  if (def.type === 'array' && def.element) return keyPaths(def.element, `${path}[]`);
  if (WRAPPERS.has(def.type) && def.innerType) return keyPaths(def.innerType, path);
  // A transform is a pipe: the YAML is read by its input side.
  if (def.type === 'pipe' && def.in) return keyPaths(def.in, path);
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap((o) => keyPaths(o, path)))];
  if (def.type === 'record' && def.valueType) return keyPaths(def.valueType, `${path}.<key>`);
  return [];
}

/** The `###` heading a source's section carries in docs/content.md. */
const fileOf = (source: SourceShape) =>
  source.shape === 'folder'
    ? `content/${source.dir.replace('*', '<number>')}/<slug>.yaml`
    : source.shape === 'each'
      ? `content/${source.dir}/<number>/${source.file}`
      : `content/${source.file}`;

const doc = readFileSync('docs/content.md', 'utf8');
const everyField = doc.split(/^## Every field$/m)[1] ?? '';
/** Section bodies under "## Every field", keyed by the file named in their `###` heading. */
const sections = new Map(
  everyField
    .split(/^### /m)
    .slice(1)
    .map((part) => {
      const [heading = '', ...body] = part.split('\n');
      return [heading.replace(/`/g, '').trim(), body.join('\n').split(/^## /m)[0] ?? ''] as const;
    }),
);

const image = () => z.string();
/** Key hands written as PHH files: the site's own fields (starting "_") and the standard's it reads. */
const PHH_READ = ['variant', 'antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions', 'players'];
const phhFields = keyPaths(phhHandSchema).filter((p) => p.startsWith('_') || PHH_READ.includes(p));
const sources = [
  ...(Object.entries(contentSources) as [string, ContentSource][]).map(([name, def]) => ({
    name,
    file: fileOf(def.source),
    paths: keyPaths(def.schema(image)),
  })),
  {
    name: 'hands',
    file: `content/${SEASONS_DIR}/<number>/${HANDS_DIR}/<episode slug>/<id>.phh`,
    paths: [...phhFields, 'finishing_stacks', 'ante_trimming_status'],
  },
];

describe('docs/content.md, every field', () => {
  it('walks nested objects, lists of objects and wrapped schemas (the walker is not vacuous)', () => {
    const of = (name: string) => sources.find((s) => s.name === name)?.paths ?? [];
    expect(of('site')).toEqual(expect.arrayContaining(['partners.sponsor.url', 'rating.count', 'social[].url']));
    expect(of('site')).toContain('heroVideo.uploadDate');
    expect(of('cast')).toEqual(expect.arrayContaining(['achievements[].year', 'faqs[].answer', 'socialLinks.twitter']));
    expect(of('stats')).toEqual([
      'items',
      'items[].icon',
      'items[].value',
      'items[].fact',
      'items[].prefix',
      'items[].suffix',
      'items[].label',
      'items[].description',
    ]);
    expect(of('episodes')).toEqual(expect.arrayContaining(['synopsis', 'chipCounts', 'watch']));
    const record = z.strictObject({ m: z.record(z.string(), z.strictObject({ x: z.number() }).optional()) });
    expect(keyPaths(record)).toEqual(['m', 'm.<key>.x']);
    expect(sources.reduce((n, s) => n + s.paths.length, 0)).toBeGreaterThan(100);
    expect(of('hands')).toEqual(expect.arrayContaining(['_title', '_summary', 'min_bet', 'blinds_or_straddles']));
  });

  it('has one section per content file', () => {
    expect(everyField, 'docs/content.md needs a "## Every field" section').not.toBe('');
    expect([...sections.keys()].sort()).toEqual(sources.map((s) => s.file).sort());
  });

  for (const { name, file, paths } of sources) {
    it(`documents every field of ${file} (${name})`, () => {
      const section = sections.get(file) ?? '';
      const missing = paths.filter((p) => !section.includes(`\`${p}\``));
      expect(missing, `add these to the ${file} section of docs/content.md`).toEqual([]);
    });
  }
});
