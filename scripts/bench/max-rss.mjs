// Loaded into every Node process of a build the scale benchmark times (NODE_OPTIONS=--import):
// on exit, it adds the process's peak resident memory (KiB) as a line of BENCH_RSS_FILE.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_FILE;
if (file) process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS}\n`));
