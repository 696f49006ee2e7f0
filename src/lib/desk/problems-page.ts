/**
 * The page the desk's preview shows instead of the site while the content has problems the build
 * would refuse: each named by file and field, as the build names it (lib/content/problem.ts). It
 * reloads itself every few seconds, so the site comes back on its own once a save fixes the file.
 */
import { formatProblem, type Problem } from '../content/problem.ts';

export const RELOAD_SECONDS = 3;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function problemsPage(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const items = problems.map((p) => `<li><code>${escapeHtml(formatProblem(p))}</code></li>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RELOAD_SECONDS}">
<title>The build would refuse this content</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}h1{font-size:1.5rem;color:#a00}li{margin:.5rem 0}code{white-space:pre-wrap}</style>
</head>
<body>
<main>
<h1>The build would refuse this content: ${count}</h1>
<p>Fix each in the <a href="/keystatic">desk</a> and save. This page checks again every ${RELOAD_SECONDS} seconds and shows the site once the content is right.</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`;
}
