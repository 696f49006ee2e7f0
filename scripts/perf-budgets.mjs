// The performance budgets (issue: Performance), shared by scripts/perf.mjs (Lighthouse) and
// tests-dist/budgets.test.ts (the same byte budgets, read from dist/ without a browser).

const KiB = 1024;

export const BUDGETS = {
  scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  /** Mobile (simulated slow 4G, 4x CPU) timings; desktop must only keep the scores. */
  mobile: { fcp: 1000, lcp: 1200, tbt: 30, cls: 0.01 },
  /** Transferred (compressed) bytes on a cold load before any interaction or scroll. */
  bytes: (route) => ({
    critical: (route === '/' ? 20 : 14) * KiB,
    js: 10 * KiB,
    total: 150 * KiB,
  }),
  maxRenderBlocking: 1,
  maxFonts: 2,
};

/** The hero's YouTube embed is excluded from byte budgets (it is the video, loaded after the page). */
export const isVideoEmbed = (url) => /^https:\/\/(www\.)?youtube(-nocookie)?\.com\//.test(url);

/** Every way a measured row misses its budget, as readable lines. */
export function budgetFailures(r) {
  const out = [];
  const at = `${r.route} (${r.preset})`;
  const { scores, mobile } = BUDGETS;
  if (r.performance < scores.performance) out.push(`${at}: Performance ${r.performance} < ${scores.performance}`);
  for (const key of ['accessibility', 'bestPractices', 'seo']) {
    if (r[key] < scores[key]) out.push(`${at}: ${key} ${r[key]} < ${scores[key]} (${r.failedAudits.join(', ')})`);
  }
  if (r.preset === 'mobile') {
    if (r.fcp > mobile.fcp) out.push(`${at}: FCP ${Math.round(r.fcp)} ms > ${mobile.fcp} ms`);
    if (r.lcp > mobile.lcp) out.push(`${at}: LCP ${Math.round(r.lcp)} ms > ${mobile.lcp} ms`);
    if (r.tbt > mobile.tbt) out.push(`${at}: TBT ${Math.round(r.tbt)} ms > ${mobile.tbt} ms`);
    if (r.cls > mobile.cls) out.push(`${at}: CLS ${r.cls.toFixed(3)} > ${mobile.cls}`);
  }
  const b = BUDGETS.bytes(r.route);
  if (r.critical > b.critical) out.push(`${at}: critical bytes ${r.critical} > ${b.critical}`);
  if (r.js > b.js) out.push(`${at}: JS on load ${r.js} B > ${b.js} B`);
  if (r.transfer > b.total) out.push(`${at}: total transfer ${r.transfer} B > ${b.total} B`);
  if (r.renderBlocking > BUDGETS.maxRenderBlocking) out.push(`${at}: ${r.renderBlocking} render-blocking requests`);
  if (r.fonts > BUDGETS.maxFonts) out.push(`${at}: ${r.fonts} font files`);
  return out;
}
