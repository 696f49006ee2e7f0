// The gate's routes over both protocols, for the same builds: each route's FCP / the text floor's
// and LCP / the image floor's (as the gate holds them, scripts/perf/gate.mjs), over plain HTTP/1.1 and
// over HTTPS with HTTP/2, side by side. Measures only, asserts nothing: the mobile preset,
// GATE.mobileRuns runs each, in rounds (scripts/perf/runs.mjs) over both protocols' servers and floors.
//   npm run perf:protocols                 every mobile route of the gate
//   npm run perf:protocols -- /cast/ ...   some of them
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeFloorPages } from './floor.mjs';
import { GATE, ROUTES, floorRatios, medianOf, parseRoute } from '../perf-budgets.mjs';
import { calibrateMobileCpu } from './cpu.mjs';
import { collectInRounds, floorRuns, pageTest } from './runs.mjs';
import { startSites } from './servers.mjs';

const WORK = resolve('.tmp/lighthouse-protocols');
const PROTOCOLS = { h1: { http1: true }, h2: { http1: false } };
const firstPort = Number(process.env.PERF_PORT ?? 4349);
const chosen = process.argv.slice(2).filter((a) => /^(dist[\w-]*)?\//.test(a));
const routes = (chosen.length > 0 ? chosen.map(parseRoute) : ROUTES).filter(
  (r) => !r.presets || r.presets.includes('mobile'),
);
const dirs = [...new Set(['dist', ...routes.map((r) => r.site)])];
for (const dir of dirs) {
  if (!existsSync(`${dir}/index.html`))
    throw new Error(`${dir}/ is not built (npm run build; node scripts/build-airing.mjs)`);
}

const floorPaths = writeFloorPages('dist');
const servers = {};
const tests = [];
const floors = {};
try {
  for (const [i, [protocol, options]] of Object.entries(PROTOCOLS).entries()) {
    const sites = dirs.map((dir, j) => ({ dir, port: firstPort + i * dirs.length + j }));
    servers[protocol] = await startSites(sites, options);
    const origin = servers[protocol].originOf;
    // Each protocol is a group of the rounds, with its own floor on its own server.
    const work = `${WORK}/${protocol}`;
    floors[protocol] = Object.fromEntries(
      Object.entries(floorPaths).map(([name, path]) => [
        name,
        pageTest({ label: `floor ${name}`, url: `${origin('dist')}${path}`, preset: 'mobile', work }),
      ]),
    );
    for (const route of routes) {
      const test = pageTest({ label: route.label, url: `${origin(route.site)}${route.path}`, preset: 'mobile', work });
      tests.push({ ...test, group: protocol });
    }
  }
  for (const test of [...tests, ...Object.values(floors).flatMap((f) => Object.values(f))]) {
    rmSync(test.cwd, { recursive: true, force: true });
    mkdirSync(test.cwd, { recursive: true });
  }
  console.log(
    `${routes.length} route(s) and the floor over HTTP/1.1 and HTTPS with HTTP/2, ${GATE.mobileRuns} mobile runs each, in rounds:`,
  );
  const mobileCpu = await calibrateMobileCpu();
  console.log(mobileCpu.note);
  await collectInRounds({
    tests,
    floors,
    cpuSlowdown: mobileCpu.cpuSlowdown,
    due: (_test, round) => round <= GATE.mobileRuns,
    log: (round) => console.log(`  round ${round}`),
  });
} finally {
  for (const server of Object.values(servers)) server.stop();
}

const ratiosOf = (protocol, label) => {
  const test = tests.find((t) => t.group === protocol && t.label === label);
  return {
    ...floorRatios(test.runs, floorRuns(floors[protocol])),
    fcpMs: medianOf(test.runs.map((r) => r.fcp)),
    lcpMs: medianOf(test.runs.map((r) => r.lcp)),
  };
};
for (const protocol of Object.keys(PROTOCOLS)) {
  const text = floors[protocol].text.runs.map((r) => r.fcp);
  const image = floors[protocol].image.runs.map((r) => r.lcp);
  console.log(
    `\nFloor over ${protocol}: text FCP ${Math.round(medianOf(text))} ms (${text.map(Math.round).join(', ')}), image LCP ${Math.round(medianOf(image))} ms (${image.map(Math.round).join(', ')})`,
  );
}
console.log('\n| page | FCP / text floor, h1 | h2 | LCP / image floor, h1 | h2 | FCP ms h1 / h2 | LCP ms h1 / h2 |');
console.log('|---|---|---|---|---|---|---|');
for (const route of routes) {
  const [h1, h2] = ['h1', 'h2'].map((p) => ratiosOf(p, route.label));
  console.log(
    `| ${route.label} | ${h1.fcp.toFixed(2)} | ${h2.fcp.toFixed(2)} | ${h1.lcp.toFixed(2)} | ${h2.lcp.toFixed(2)} | ` +
      `${Math.round(h1.fcpMs)} / ${Math.round(h2.fcpMs)} | ${Math.round(h1.lcpMs)} / ${Math.round(h2.lcpMs)} |`,
  );
}
