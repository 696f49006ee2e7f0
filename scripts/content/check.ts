/**
 * Validates content/ (or CONTENT_DIR) before the build (npm run build runs it first). Exits non-zero
 * listing every problem as "content/<file>: <field>: <message>".
 */
import { resolve } from 'node:path';
import { checkContent } from '../../src/lib/content/content-check.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { contentDir } from '../../src/lib/content/content-sources.ts';

const { problems } = checkContent(process.cwd(), resolve(contentDir()));
if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
console.log('Content check passed.');
