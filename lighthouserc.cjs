// Lighthouse CI's config, as npm run perf uses it: scripts/perf/gate.mjs starts nginx over HTTPS and
// HTTP/2, runs Lighthouse on each route into a folder of its own with these settings
// (scripts/perf/lighthouse-collect.mjs, in one Node process, adding the flag that trusts the tests'
// loopback certificate; `lhci collect` by hand reads the same, against a plain-HTTP server) and
// asserts the gate of scripts/perf-budgets.mjs with `lhci assert` (FCP and LCP against the floor
// are gate.mjs's own). The desktop preset is Lighthouse's desktop config.
const { chromiumFlags, chromiumPath, loopbackOnlyFlag } = require('./scripts/chromium.mjs');
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
        // The back/forward cache audit navigates away and back after the load (~0.25 s of each run
        // here, lh:gather:getArtifact:BFCacheFailures) and weighs 0 in every category: the gate reads
        // nothing of it. Its gatherer runs only for it.
        skipAudits: ['bf-cache'],
        // One string, as `lhci collect` passes it to the Lighthouse CLI (a flag with spaces in quotes);
        // scripts/perf/lighthouse-collect.mjs starts Chromium with the same flags as a list.
        chromeFlags: [...chromiumFlags, loopbackOnlyFlag.replace(/=(.*)$/, '="$1"')].join(' '),
      },
    },
    assert: { assertions: lhciAssertions() },
  },
};
