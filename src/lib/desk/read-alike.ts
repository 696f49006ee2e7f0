/**
 * When a desk save means what the file already holds: the site reads both the same. A key's own
 * schema (lib/content/schemas.ts) judges it, so a synopsis written as one block or as a list of the
 * same paragraphs counts as the same, and an air date counts by its instant: the desk's reader
 * (js-yaml) turns `2026-01-13T20:00:00-05:00` into a Date and the form writes it back from that.
 */
import type { z } from 'astro/zod';
import type { FieldPath } from './save-merge.ts';

/** Keys whose value is an instant: two spellings of one moment are the same air date. */
const INSTANT_KEYS = new Set(['airDate']);

const instant = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** A `same` rule for lib/desk/save-merge.ts from the schema of the file's kind. */
export function readsAlike(shape: Record<string, z.ZodType>) {
  return (path: FieldPath, before: unknown, after: unknown): boolean => {
    if (path.length !== 1) return false;
    const key = String(path[0]);
    if (INSTANT_KEYS.has(key)) return !Number.isNaN(instant(before)) && instant(before) === instant(after);
    const schema = shape[key];
    if (!schema) return false;
    const a = schema.safeParse(before);
    const b = schema.safeParse(after);
    return a.success && b.success && JSON.stringify(a.data) === JSON.stringify(b.data);
  };
}
