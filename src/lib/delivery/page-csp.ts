/**
 * Astro's CSP <meta> lists the hash of every inline script the whole build emits, on every
 * page. Each sha256 is ~50 incompressible bytes in the page's critical first response, so the
 * built page's policy is narrowed to the hashes of what that page actually inlines.
 */
import { createHash } from 'node:crypto';

/** The CSP source expression that allows an inline script or style with exactly this text. */
export function cspHash(text: string): `'sha256-${string}'` {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const decodeAttribute = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Hashes of the page's executable inline scripts (JSON-LD is data and needs none). */
export function inlineScriptHashes(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    out.add(cspHash(m[2] ?? ''));
  }
  return out;
}

/** Hashes of the page's <style> elements and style="" attributes. */
export function inlineStyleHashes(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)) out.add(cspHash(m[1] ?? ''));
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) out.add(cspHash(decodeAttribute(m[1] ?? '')));
  return out;
}

/**
 * The page with its CSP <meta> keeping, in script-src and style-src, only the hashes of
 * inline code on this page, plus `keep` (hashes of styles client code renders later).
 * Every other source expression stays as it was. Throws when the page has no CSP <meta>.
 */
export function narrowCspHashes(html: string, keep: readonly string[] = []): string {
  const meta = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
  const found = meta.exec(html);
  if (!found) throw new Error('no CSP <meta> in the page');
  const used = { 'script-src': inlineScriptHashes(html), 'style-src': inlineStyleHashes(html) };
  const policy = (found[2] ?? '')
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive.trim();
      const kept = sources.filter((s) => !s.startsWith("'sha256-") || used[name].has(s) || keep.includes(s));
      return [name, ...kept].join(' ');
    })
    .filter(Boolean)
    .join(';');
  return html.replace(meta, (_, start: string, _policy: string, end: string) => `${start}${policy};${end}`);
}
