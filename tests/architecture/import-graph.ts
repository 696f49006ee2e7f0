/**
 * The project's import graph, for tests/architecture.test.ts: each source file to the project
 * files it imports. TypeScript's pre-processor reads the imports (static, dynamic, type-only and
 * re-exports); an .astro file is read as its frontmatter plus its <script> elements.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mts|js|mjs|cjs|jsx|astro)$/;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|jsx|astro|css)$/;
/** Endings a specifier may leave off, tried in this order. */
const ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '.astro', '/index.ts'];

/** Every source file under the given folders (or the given files), as repo-relative paths. */
export function sourceFiles(roots: readonly string[], pattern = SOURCE): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isFile()) {
      if (pattern.test(path)) out.push(path);
      return;
    }
    for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  for (const root of roots) walk(root);
  return out.sort();
}

/** The code of a file that imports: an .astro file's frontmatter and the bodies of its scripts. */
function importingText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return [frontmatter, ...scripts].join('\n');
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  for (const ending of ENDINGS) {
    const candidate = path + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve import "${specifier}"`);
}

export function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(roots, CODE)) {
    const { importedFiles } = ts.preProcessFile(importingText(file), true, true);
    const targets = importedFiles
      .map((ref) => resolveSpecifier(file, ref.fileName))
      .filter((t): t is string => t !== undefined && CODE.test(t));
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** Every circle of imports (a strongly connected part of more than one file, or a self-import), Tarjan's way. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const lowOf = (node: string) => low.get(node) ?? Infinity;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(lowOf(node), lowOf(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(lowOf(node), index.get(next) ?? Infinity));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) cycles.push(part.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
