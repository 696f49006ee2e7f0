/** The security and caching policy is the same for nginx and for CDN hosts, and fits the content. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NOT_DOCUMENTS } from '../scripts/serve/preview.mjs';

const nginx = readFileSync('deploy/nginx.conf', 'utf8');
const netlify = readFileSync('public/_headers', 'utf8');
const site = parse(readFileSync('content/site.yaml', 'utf8')) as { newsletterEndpoint: string; heroVideo?: unknown };

/** The first value `set $name "VALUE";` gives a variable (later ones narrow it per path). */
const nginxVariable = (name: string) => new RegExp(`^set \\$${name} "([^"]*)";$`, 'm').exec(nginx)?.[1];

/**
 * add_header NAME "VALUE" always; or add_header NAME $variable always; at server level (the
 * config sets no add_header in a location), with a variable's value as documents get it.
 */
function nginxHeaders(): Map<string, string> {
  return new Map(
    [...nginx.matchAll(/^add_header ([\w-]+) (?:"([^"]*)"|\$(\w+)) always;$/gm)]
      .map((m) => [m[1] ?? '', m[2] ?? nginxVariable(m[3] ?? '') ?? ''] as const)
      // An add_header whose value is empty sends nothing (Access-Control-Allow-Origin off /_astro/).
      .filter(([, value]) => value !== ''),
  );
}

/** The value an `if ($uri ~ "PATTERN") { ... }` block of nginx sets a variable to. */
const nginxVariableFor = (pattern: string, name: string) =>
  new RegExp(
    `if \\(\\$uri ~ "${pattern.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}"\\) \\{[^}]*?set \\$${name} "([^"]*)";`,
  ).exec(nginx)?.[1];

/** The headers a _headers file gives a path pattern. */
function hostHeaders(pattern: string): Map<string, string> {
  const blocks = netlify.split(/^(?=\/)/m);
  const block = blocks.find((b) => b.split('\n')[0]?.trim() === pattern) ?? '';
  return new Map([...block.matchAll(/^ {2}([\w-]+): (.+)$/gm)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
}

const csp = (value: string) =>
  new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );

describe('security headers', () => {
  it('are identical in deploy/nginx.conf and public/_headers', () => {
    const fromNginx = nginxHeaders();
    fromNginx.delete('Cache-Control'); // nginx computes it per path ($cache_control); compared below.
    expect(Object.fromEntries(hostHeaders('/*'))).toEqual(Object.fromEntries(fromNginx));
  });

  it('sends the document policies to documents only (nginx; CDN hosts send them everywhere)', () => {
    const assets = /if \(\$uri ~ "\\\.\(\?:([\w|]+)\)\$"\) \{\s*((?:set \$\w+ "";\s*)+)\}/.exec(nginx);
    // The same files npm start's server leaves them off (scripts/serve/preview.mjs): scripts, styles, fonts,
    // images, the manifest and the search index's binaries.
    expect(assets?.[1]?.split('|')).toEqual(/\(\?:([\w|]+)\)/.exec(NOT_DOCUMENTS.source)?.[1]?.split('|'));
    expect(assets?.[1]?.split('|')).toEqual(expect.arrayContaining(['js', 'css', 'woff2', 'pf_fragment']));
    const cleared = [...(assets?.[2] ?? '').matchAll(/set \$(\w+) "";/g)].map((m) => m[1]);
    expect(cleared).toEqual([
      'content_security_policy',
      'permissions_policy',
      'cross_origin_opener_policy',
      'frame_options',
    ]);
    for (const name of cleared) expect(nginxVariable(name ?? '')).toBeTruthy();
  });

  it('has the required headers', () => {
    const h = hostHeaders('/*');
    expect(h.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(h.get('X-Content-Type-Options')).toBe('nosniff');
    expect(h.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(h.get('Permissions-Policy')).toContain(`${feature}=()`);
    }
  });

  it('has a strict CSP that fits the content (newsletter endpoint, video host)', () => {
    const policy = csp(hostHeaders('/*').get('Content-Security-Policy') ?? '');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const endpoint = site.newsletterEndpoint ? [new URL(site.newsletterEndpoint).origin] : [];
    expect(policy.get('form-action')).toEqual(["'self'", ...endpoint]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...endpoint]);
    expect(policy.get('frame-src')).toEqual(site.heroVideo ? ['https://www.youtube-nocookie.com'] : ["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('refuses every frame but an embed page, alike in nginx and on CDN hosts', () => {
    // Every page: X-Frame-Options: DENY, and no frame-ancestors a wider rule would force on /embed/.
    expect(hostHeaders('/*').get('X-Frame-Options')).toBe('DENY');
    expect(nginxVariable('frame_options')).toBe('DENY');
    const page = hostHeaders('/*').get('Content-Security-Policy') ?? '';
    expect(csp(page).has('frame-ancestors')).toBe(false);
    // /embed/: the same policy with frame-ancestors *, which browsers obey over X-Frame-Options.
    const embed = hostHeaders('/embed/*').get('Content-Security-Policy') ?? '';
    expect(Object.fromEntries(csp(embed))).toEqual({ ...Object.fromEntries(csp(page)), 'frame-ancestors': ['*'] });
    expect(nginxVariableFor('^/embed/', 'content_security_policy')).toBe(embed);
    expect([...hostHeaders('/embed/*').keys()]).toEqual(['Content-Security-Policy']);
    // Cloudflare Pages joins the two rules' values (two policies, both enforced); Netlify and npm start
    // take the later rule's. Either way: the page's limits, and any site may frame it.
    const joined = `${page}, ${embed}`.split(',').map((p) => csp(p));
    expect(joined.flatMap((p) => p.get('frame-ancestors') ?? [])).toEqual(['*']);
    for (const [name, sources] of csp(page))
      expect(joined.every((p) => p.get(name)?.join(' ') === sources.join(' '))).toBe(true);
  });

  it('lets any origin fetch the hashed assets (an embed framed without same-origin loads its scripts by CORS)', () => {
    expect(hostHeaders('/_astro/*').get('Access-Control-Allow-Origin')).toBe('*');
    expect(nginxVariableFor('^/_astro/', 'cross_origin')).toBe('*');
    expect(nginxVariable('cross_origin')).toBe('');
    expect(hostHeaders('/*').has('Access-Control-Allow-Origin')).toBe(false);
  });

  it('caches hashed assets for a year, site icons for a day, and revalidates the rest', () => {
    expect(hostHeaders('/_astro/*').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const icons = ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png'];
    for (const icon of icons) expect(hostHeaders(icon).get('Cache-Control'), icon).toBe('public, max-age=86400');
    const iconRule = /if \(\$uri ~ "\^\/\(\?:([^)]+)\)\$"\) \{\s*set \$cache_control "public, max-age=86400";/.exec(
      nginx,
    );
    expect(iconRule?.[1]?.split('|').map((f) => `/${f.replace(/\\\./g, '.')}`)).toEqual(icons);
    expect(nginx).toMatch(/set \$cache_control "no-cache";/);
    expect(nginx).toMatch(
      /if \(\$uri ~ "\^\/_astro\/"\) \{\s*set \$cache_control "public, max-age=31536000, immutable";/,
    );
    // An add_header inside a location would silently drop the server-level headers there.
    const locations = nginx.split(/^location /m).slice(1);
    for (const block of locations) expect(block).not.toContain('add_header');
  });
});
