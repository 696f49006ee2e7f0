// npm run desk: the content desk (Keystatic) at http://127.0.0.1:4321/keystatic over content/ (or
// CONTENT_DIR), with the site beside it as its preview. Takes astro dev's options (--port, --host)
// and --now <instant>, the clock the preview renders the season at (SITE_NOW): an episode's night
// before it airs. docs/desk.md is the weekly guide.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildClock } from '../../src/lib/airing/build-clock.ts';
import { DESK_RESTART_CODE } from '../../src/desk/restart.ts';

const { values, tokens } = parseArgs({
  options: { now: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
  strict: false,
  tokens: true,
});
const env = { ...process.env, DESK: '1' };
if (typeof values.now === 'string') env.SITE_NOW = values.now;
// A bad --now fails here, naming it, not as a stack trace in the first page.
buildClock(env);
const passOn = tokens
  .filter((t) => t.kind === 'option' && t.name !== 'now')
  .flatMap((t) => (t.value === undefined ? [t.rawName] : [t.rawName, t.value]));
let astro;
/** Starts astro dev; when the desk asks for a new one (a season added: src/desk/restart.ts), again. */
function start() {
  astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', ...passOn], { stdio: 'inherit', env });
  astro.on('exit', (code) => {
    if (code === DESK_RESTART_CODE) {
      console.log('The desk starts again, on the new season.');
      start();
    } else process.exit(code ?? 1);
  });
}
start();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => astro.kill(signal));
