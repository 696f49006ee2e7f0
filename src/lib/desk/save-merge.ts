/**
 * A desk save that loses nothing. Keystatic writes a whole file from its form: it drops comments,
 * re-quotes and re-folds every string, orders keys by its schema and writes a list as a block. This
 * lays only what changed onto the file as it was (the yaml package's Document keeps comments,
 * styles and order): a value the form left as it was (by `same`) keeps its node, a changed one is
 * set in place, a new key goes where the form put it, and a key the form emptied is removed.
 */
import {
  Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
  YAMLMap,
  type Pair,
  type YAMLSeq,
} from 'yaml';

export type FieldPath = readonly (string | number)[];

export interface MergeOptions {
  /**
   * Whether the form's value means what the file already holds, beyond equal data: an air date
   * at the same instant, a synopsis split into the same paragraphs. Equal data always counts as same.
   */
  same?: (path: FieldPath, before: unknown, after: unknown) => boolean;
}

type Plain = Record<string, unknown>;
type Same = (path: FieldPath, before: unknown, after: unknown) => boolean;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nothing written: what a form leaves for an optional field it has no value for. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlain(value)) return Object.values(value).every(isEmpty);
  return false;
}

/**
 * The form's data without what it leaves empty, at any depth: Keystatic writes an optional field it
 * has no value for as [] or '' (a key hand's unused `antes: []`), which the file should not gain.
 */
export function withoutEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEmpty) as T;
  if (!isPlain(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, v]) => [key, withoutEmpty(v)] as const)
      .filter(([, v]) => !isEmpty(v)),
  ) as T;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  return false;
}

/**
 * `saved` (the form's whole file, as data) laid onto `originalText`; returns the text to write. A
 * top-level key whose value the form left as it was keeps its text byte for byte (the yaml package
 * keeps a folded block's value, not where its lines broke); a changed one is written anew, with
 * the comments and styles its nodes had.
 */
export function mergeSave(originalText: string, form: Plain, options: MergeOptions = {}): string {
  const saved = withoutEmpty(form);
  const doc = parseDocument(originalText);
  // A file that is not a YAML mapping has nothing worth keeping: the form's data is the file.
  if (doc.errors.length > 0 || !isMap(doc.contents)) return stringify(saved, OUTPUT);
  const same: Same = (path, a, b) => deepEqual(a, b) || (options.same?.(path, a, b) ?? false);
  const before = new Map((doc.contents.items as Pair[]).map((pair) => [keyOf(pair), dataOf(doc, pair.value)]));
  const { prelude, chunks } = topLevelChunks(originalText, doc.contents.items as Pair[]);
  mergeMap(doc, doc.contents, saved, [], same);
  const out = (doc.contents.items as Pair[]).map((pair) => {
    const key = keyOf(pair);
    const kept = before.has(key) && same([key], before.get(key), dataOf(doc, pair.value));
    return kept ? (chunks.get(key) ?? '') : pairText(pair);
  });
  return prelude + out.join('');
}

/** One top-level pair as its own document would write it (with the comments its nodes carry). */
function pairText(pair: Pair): string {
  const single = new Document(new YAMLMap());
  (single.contents as YAMLMap).items = [pair];
  return single.toString(OUTPUT);
}

/**
 * The original text of each top-level key: from its line (with the comment and blank lines just
 * above it) to the next key's. What comes before the first key's is the file's own header.
 */
function topLevelChunks(text: string, pairs: Pair[]): { prelude: string; chunks: Map<string, string> } {
  const lines = text.split(/(?<=\n)/);
  const lineOf: number[] = [];
  for (let i = 0, at = 0; i < lines.length; at += (lines[i] as string).length, i++) lineOf.push(at);
  const startLine = (offset: number) => lineOf.findLastIndex((at) => at <= offset);
  const starts = pairs.map((pair) => {
    let line = startLine(isNode(pair.key) ? (pair.key.range?.[0] ?? 0) : 0);
    while (line > 0 && /^(#.*)?\s*$/.test(lines[line - 1] as string)) line--;
    return line;
  });
  const textOf = (from: number, to: number) => lines.slice(from, to).join('');
  const chunks = new Map(
    pairs.map((pair, i) => [keyOf(pair), withNewline(textOf(starts[i] ?? 0, starts[i + 1] ?? lines.length))]),
  );
  return { prelude: textOf(0, starts[0] ?? lines.length), chunks };
}

const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** As the content files are written (and prettier keeps them): no re-folding, `[a, b]` not `[ a, b ]`. */
const OUTPUT = { lineWidth: 0, flowCollectionPadding: false };

const keyOf = (pair: Pair): string => String(isScalar(pair.key) ? pair.key.value : pair.key);
const dataOf = (doc: Document, node: unknown): unknown => (isNode(node) ? node.toJS(doc) : node);

function mergeNode(doc: Document, node: unknown, after: unknown, path: FieldPath, same: Same): unknown {
  if (same(path, dataOf(doc, node), after)) return node;
  if (isMap(node) && isPlain(after)) return mergeMap(doc, node, after, path, same);
  if (isSeq(node) && Array.isArray(after)) return mergeSeq(doc, node, after, path, same);
  if (isScalar(node) && ['string', 'number', 'boolean'].includes(typeof after)) {
    // In place: the scalar keeps its style (a folded block stays folded) and its comments.
    node.value = after;
    return node;
  }
  return doc.createNode(after);
}

function mergeMap(doc: Document, node: YAMLMap, after: Plain, path: FieldPath, same: Same): YAMLMap {
  const items = node.items as Pair[];
  // A key the form emptied goes; one the file leaves empty too (newsletterEndpoint: '') stays.
  node.items = items.filter((pair) => !(isEmpty(after[keyOf(pair)]) && !isEmpty(dataOf(doc, pair.value))));
  let previous = -1;
  for (const [key, value] of Object.entries(after)) {
    const at = (node.items as Pair[]).findIndex((pair) => keyOf(pair) === key);
    const pair = node.items[at] as Pair | undefined;
    if (pair) {
      if (!isEmpty(value)) pair.value = mergeNode(doc, pair.value, value, [...path, key], same);
      previous = at;
    } else if (!isEmpty(value)) {
      // A new key goes after the last key before it in the form that the file has.
      node.items.splice(previous + 1, 0, doc.createPair(key, value));
      previous += 1;
    }
  }
  return node;
}

function mergeSeq(doc: Document, node: YAMLSeq, after: unknown[], path: FieldPath, same: Same): YAMLSeq {
  const before = node.items.map((item) => dataOf(doc, item));
  if (before.length === after.length) {
    node.items = node.items.map((item, i) => mergeNode(doc, item, after[i], [...path, i], same));
    return node;
  }
  // Items kept at either end keep their nodes (and comments); the ones between are the form's.
  let head = 0;
  while (head < Math.min(before.length, after.length) && same([...path, head], before[head], after[head])) head++;
  let tail = 0;
  const room = Math.min(before.length, after.length) - head;
  while (tail < room && same([...path, after.length - 1 - tail], before.at(-1 - tail), after.at(-1 - tail))) tail++;
  const middle = after.slice(head, after.length - tail).map((value) => doc.createNode(value));
  node.items = [...node.items.slice(0, head), ...middle, ...node.items.slice(node.items.length - tail)];
  return node;
}
