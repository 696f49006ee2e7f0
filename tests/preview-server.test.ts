/** npm start's Node server: the _headers rules and path resolution it applies (its HTTP behaviour: e2e/http-contract.spec.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forPlainHttp, headersFor, parseHeadersFile, resolvePath } from '../scripts/serve/preview.mjs';

const rules = parseHeadersFile(`# a comment
/*
  Content-Security-Policy: object-src 'none'
  X-Content-Type-Options: nosniff

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
/favicon.svg
  Cache-Control: public, max-age=86400
`);

describe('_headers', () => {
  it('reads every rule in order', () => {
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/_astro/*', '/favicon.svg']);
    expect(rules[0]?.headers).toEqual([
      ['Content-Security-Policy', "object-src 'none'"],
      ['X-Content-Type-Options', 'nosniff'],
    ]);
  });

  it('applies every matching rule, revalidation by default, document policies on documents only', () => {
    expect(Object.fromEntries(headersFor(rules, '/about/'))).toEqual({
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "object-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    });
    expect(Object.fromEntries(headersFor(rules, '/_astro/site.abc.js'))).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFor(rules, '/favicon.svg').get('Content-Security-Policy')).toBe("object-src 'none'");
    expect(headersFor(rules, '/favicon.svg').get('Cache-Control')).toBe('public, max-age=86400');
    // The search index's bytes (/pagefind/) are fetched by its script, never opened as a document.
    for (const path of ['/pagefind/wasm.en.pagefind', '/pagefind/fragment/en_1a2b3c.pf_fragment'])
      expect(headersFor(rules, path).has('Content-Security-Policy'), path).toBe(false);
  });

  it('over plain HTTP (npm start), leaves upgrade-insecure-requests out of the CSP and nothing else', () => {
    const production = parseHeadersFile(
      "/*\n  Content-Security-Policy: object-src 'none'; upgrade-insecure-requests; img-src 'self'\n  Strict-Transport-Security: max-age=63072000\n",
    );
    expect(Object.fromEntries(headersFor(production, '/about/', { secure: false }))).toEqual({
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "object-src 'none'; img-src 'self'",
      'Strict-Transport-Security': 'max-age=63072000',
    });
    expect(headersFor(production, '/about/').get('Content-Security-Policy')).toBe(
      "object-src 'none'; upgrade-insecure-requests; img-src 'self'",
    );
    expect(forPlainHttp("default-src 'self'; upgrade-insecure-requests")).toBe("default-src 'self'");
  });

  it('fails on a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a rule/);
  });
});

describe('resolvePath', () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-'));
  mkdirSync(join(root, 'about'));
  writeFileSync(join(root, 'about', 'index.html'), '');
  writeFileSync(join(root, 'robots.txt'), '');
  mkdirSync(join(root, 'empty'));

  it('sends files and folders with an index, redirects a folder without its slash', () => {
    expect(resolvePath(root, '/robots.txt').kind).toBe('file');
    expect(resolvePath(root, '/about/').kind).toBe('file');
    expect(resolvePath(root, '/about').kind).toBe('redirect');
  });

  it('finds nothing outside the root, in a folder without an index, or in a malformed path', () => {
    expect(resolvePath(root, '/empty/').kind).toBe('missing');
    expect(resolvePath(root, '/empty').kind).toBe('missing');
    expect(resolvePath(root, '/..%2f..%2fetc/passwd').kind).toBe('missing');
    expect(resolvePath(root, '/%E0%A4%A').kind).toBe('missing');
    expect(resolvePath(root, '/nope').kind).toBe('missing');
  });
});
