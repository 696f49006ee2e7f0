/**
 * The desk's own Keystatic fields, for values its stock fields would rewrite: an air date entered
 * in the broadcaster's zone and stored with its offset (fields.datetime stores UTC, Keystatic issue
 * #1400), a list of lines entered as text (a hand's PHH actions), and a synopsis that may be one
 * block or a list of paragraphs. Each reuses a stock field's input, so the form looks the same.
 */
import { fields, type BasicFormField, type FormFieldStoredValue } from '@keystatic/core';
import { airDateProblem } from '../lib/airing/episode-state.ts';
import { airDateAt, wallTimeIn } from '../lib/airing/wall-time.ts';

/** What js-yaml (Keystatic's reader) hands over for `2026-01-13T20:00:00-05:00`: a Date, or the string. */
function wallTimeOf(stored: FormFieldStoredValue, timeZone: string): string | null {
  if (stored === undefined || stored === null) return null;
  if (stored instanceof Date) return wallTimeIn(stored, timeZone);
  if (typeof stored !== 'string') throw new Error('must be a date and time with an offset');
  // A time without an offset names no instant: shown as written (the content check names it), not
  // read as if it were UTC or the desk's own zone.
  return airDateProblem(stored) ? stored.slice(0, 16) : wallTimeIn(stored, timeZone);
}

export function airDate(opts: { label: string; description: string; timeZone: string }): BasicFormField<string | null> {
  const stock = fields.datetime({ label: opts.label, description: opts.description });
  const parse = (stored: FormFieldStoredValue) => wallTimeOf(stored, opts.timeZone);
  return {
    kind: 'form',
    label: opts.label,
    Input: stock.Input,
    defaultValue: () => null,
    parse,
    serialize: (value) => ({ value: value ? airDateAt(value, opts.timeZone) : undefined }),
    validate: (value) => value,
    reader: { parse },
  };
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

interface TextArea {
  label: string;
  description: string;
}

/** A field entered in a text area whose stored form is its own (`parse` and `serialize` convert). */
function textArea(
  opts: TextArea,
  parse: (stored: FormFieldStoredValue) => string,
  serialize: (text: string) => FormFieldStoredValue,
): BasicFormField<string> {
  const stock = fields.text({ label: opts.label, description: opts.description, multiline: true });
  return {
    kind: 'form',
    label: opts.label,
    Input: stock.Input,
    defaultValue: () => '',
    parse,
    serialize: (value) => ({ value: serialize(value) }),
    validate: (value) => value,
    reader: { parse },
  };
}

/** A list of strings as a text area, one item a line. */
export const lines = (opts: TextArea) =>
  textArea(
    opts,
    (stored) => {
      if (stored === undefined) return '';
      if (!Array.isArray(stored)) throw new Error('must be a list, one item a line');
      return stored.map(String).join('\n');
    },
    (text) => (linesOf(text).length > 0 ? linesOf(text) : undefined),
  );

/** Paragraphs: one block of text with blank lines between them (a list in the file reads the same). */
export const paragraphs = (opts: TextArea) =>
  textArea(
    opts,
    (stored) => {
      if (stored === undefined) return '';
      if (Array.isArray(stored)) return stored.map(String).join('\n\n');
      if (typeof stored === 'string') return stored;
      throw new Error('must be text, or a list of paragraphs');
    },
    (text) => (text.trim() ? `${text.trim()}\n` : undefined),
  );
