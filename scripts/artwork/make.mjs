#!/usr/bin/env node
/**
 * scripts/artwork/make.mjs — generates the original, illustrated stand-in artwork for
 * "The Last Stack" website (no photos, no stock, no network).
 *
 * Every image is an SVG string built in code (scripts/artwork/) and
 * rasterised with `sharp` (librsvg) to WebP:
 *   <out>/cast/<slug>.webp        800x1000  "player card" portraits
 *   <out>/episodes/<slug>.webp    1280x720  episode key art
 *   <out>/hero-poster.webp        1920x1080 home hero poster
 * Drawings are deterministic (seeded PRNG), so a run reproduces the committed
 * files byte for byte.
 *
 * Usage:  npm exec -- node scripts/artwork/make.mjs [--only=ep03] [--out=dir] [--preview=dir]
 *   --only=<substring>  render only the images whose path under <out> contains it
 *   --out=<dir>         where to write (default: content/images of this repository)
 *   --preview=<dir>     also write a PNG preview of each image there
 * Relative directories resolve against the current working directory.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAST, CH, CW, portraitSvg } from './portraits/index.mjs';
import { EH, EPISODES, EW } from './episodes/index.mjs';
import { heroSvg, HH, HW } from './hero.mjs';
import { render } from './render.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = 'usage: node scripts/artwork/make.mjs [--only=<substring>] [--out=<dir>] [--preview=<dir>]';

/** Every image the tool makes, by its path under the output folder. */
const SUBJECTS = [
  ...CAST.map((p) => ({ file: `cast/${p.slug}.webp`, svg: () => portraitSvg(p), w: CW, h: CH, quality: 76 })),
  ...EPISODES.map((e) => ({ file: `episodes/${e.slug}.webp`, svg: e.svg, w: EW, h: EH, quality: 76 })),
  { file: 'hero-poster.webp', svg: heroSvg, w: HW, h: HH, quality: 74 },
];

function usageError(message) {
  console.error(`artwork/make: ${message}\n${USAGE}`);
  process.exit(2);
}

/** --name=value options only; anything else is an error, never ignored. */
function parseOptions(argv) {
  const opts = { only: '', out: path.join(ROOT, 'content', 'images'), preview: null };
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const m = /^--(only|out|preview)(?:=(.*))?$/s.exec(arg);
    if (!m) {
      const hint = arg === '--png' ? ' (PNG previews: --preview=<dir>)' : '';
      usageError(`${arg.startsWith('-') ? 'unknown option' : 'unexpected argument'} '${arg}'${hint}`);
    }
    const [, name, value] = m;
    if (!value) usageError(`--${name} needs a value: --${name}=<${name === 'only' ? 'substring' : 'dir'}>`);
    opts[name] = name === 'only' ? value : path.resolve(value);
  }
  return opts;
}

async function main() {
  const { only, out, preview } = parseOptions(process.argv.slice(2));
  const chosen = SUBJECTS.filter((s) => s.file.includes(only));
  if (!chosen.length) usageError(`no image matches --only=${only}`);
  const started = performance.now();
  // librsvg rasterises on one thread per image: one image per core at a time, lines in list order.
  const lines = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < chosen.length; i = next++) {
      const { file, svg, w, h, quality } = chosen[i];
      const outFile = path.join(out, file);
      const size = await render(svg(), outFile, { w, h, quality, previewDir: preview });
      const shown = path.relative(process.cwd(), outFile);
      lines[i] = `${(shown.startsWith('..') ? outFile : shown).padEnd(52)} ${w}x${h}  ${(size / 1024).toFixed(1)} KB`;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  for (const line of lines) console.log(line);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${chosen.length} image(s) in ${seconds} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
