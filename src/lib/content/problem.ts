/** A content problem, named as the build reports it: "content/<file>: <field>: <problem>". */
export interface Problem {
  /** Path relative to the project root, e.g. content/cast/ingrid-solberg.yaml */
  file: string;
  /** Dotted field path inside the file ("" for the whole file). */
  field: string;
  message: string;
}

export const formatProblem = (p: Problem): string =>
  p.field ? `${p.file}: ${p.field}: ${p.message}` : `${p.file}: ${p.message}`;

/** A zod issue's path as problems name fields: `hands[2].actions[5]`, `chipCounts.ann`. */
export const fieldPath = (path: ReadonlyArray<PropertyKey>): string =>
  path
    .map((k) => (typeof k === 'number' ? `[${k}]` : String(k)))
    .join('.')
    .replace(/\.\[/g, '[');
