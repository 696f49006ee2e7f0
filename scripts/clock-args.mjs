// The start the publish scripts share: their options (--help prints HELP) and the clock they read
// (SITE_NOW, validated as the build validates it, else the real clock). A bad option or clock is a
// usage error, exit 2, said on stderr; --help exits 0.
import { parseArgs } from 'node:util';
import { buildClock } from '../src/lib/airing/build-clock.ts';

/** { options, now } to go on with, or { exit } with the code to stop with. */
export function readArgs(help, options) {
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean' } } }));
  } catch (error) {
    console.error(`${error.message}\n\n${help}`);
    return { exit: 2 };
  }
  if (values.help) {
    console.log(help);
    return { exit: 0 };
  }
  try {
    return { options: values, now: buildClock(process.env) };
  } catch (error) {
    console.error(error.message);
    return { exit: 2 };
  }
}
