/**
 * Tailwind 4 registers every custom property its utilities work with: an `@property` rule each, and
 * for browsers without `@property` an initial value on every element in `@layer properties`.
 * PurgeCSS keeps all of them whatever a page uses (it drops unused declarations, not at-rules), so
 * Home's first response carried 59 registrations of which 38 nothing on the page reads (~280 B of
 * brotli at its first round trip). A registration only changes what `var()` returns, so one no
 * rule reads can go.
 */
import postcss, { type Root } from 'postcss';

/** Custom properties the stylesheet reads with var(), outside the registrations themselves. */
function readProperties(root: Root): Set<string> {
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (isFallbackInitial(decl)) return;
    for (const m of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(m[1] ?? '');
  });
  return read;
}

/** A declaration inside `@layer properties` (Tailwind's initial values where @property is missing). */
function isFallbackInitial(decl: postcss.Declaration): boolean {
  let node: postcss.Node | undefined = decl.parent;
  while (node) {
    if (node.type === 'atrule' && (node as postcss.AtRule).name === 'layer') {
      return (node as postcss.AtRule).params.trim() === 'properties';
    }
    node = node.parent;
  }
  return false;
}

/** `css` without the registrations and initial values of custom properties nothing in it reads. */
export function withoutUnreadProperties(css: string): string {
  const root = postcss.parse(css);
  const read = readProperties(root);
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && isFallbackInitial(decl) && !read.has(decl.prop)) decl.remove();
  });
  // A block left empty by the removals (the fallback's rule, @supports and layer) goes with them.
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) removeUpwards(node);
  });
  return root.toString();
}

function removeUpwards(node: postcss.ChildNode): void {
  const parent = node.parent;
  node.remove();
  if (parent && parent.type !== 'root' && parent.nodes?.length === 0) removeUpwards(parent as postcss.ChildNode);
}
