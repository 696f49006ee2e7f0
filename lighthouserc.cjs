// Lighthouse CI (lhci collect, lhci assert), as npm run perf runs it: scripts/perf.mjs starts
// nginx, collects each route in a folder of its own and asserts the gate of scripts/perf-budgets.mjs.
// The desktop preset is the same config with --collect.settings.preset=desktop.
const { chromiumFlags, chromiumPath } = require('./scripts/chromium.mjs');
const { GATE, lhciAssertions } = require('./scripts/perf-budgets.mjs');

module.exports = {
  ci: {
    collect: {
      numberOfRuns: GATE.mobileRuns,
      chromePath: chromiumPath,
      settings: {
        // The full-page screenshot is for the HTML report's element previews, scored by nothing the
        // gate reads; it was ~1.8 s of each run's ~9 s (timing in an lhr, lh:gather:getArtifact:FullPageScreenshot).
        disableFullPageScreenshot: true,
        // Only loopback resolves: a page that reaches for another host fails to, as offline CI would.
        chromeFlags: [...chromiumFlags, '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"'].join(' '),
      },
    },
    assert: { assertions: lhciAssertions() },
  },
};
