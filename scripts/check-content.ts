/**
 * Validates content/ before the build (npm run build runs it first). Exits non-zero
 * listing every problem as "content/<file>: <field>: <message>".
 */
import { checkContent, formatProblem } from '../src/lib/content-check.ts';

const { problems } = checkContent(process.cwd());
if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
console.log('Content check passed.');
