/**
 * Writes the display face's subset files (src/lib/delivery/font-subsets.ts) before Astro reads its
 * font configuration, on every build, dev server and check, so the split can never drift
 * from the ranges the @font-face rules declare. Files are rewritten only when their bytes
 * change, so a running dev server does not see a change that is not one.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';
import { rangeText, type FontSubset } from '../lib/delivery/font-subsets.ts';

interface Options {
  /** Each font file to split (woff2), and the subsets made of it. */
  fonts: readonly { source: string; subsets: readonly FontSubset[] }[];
  /** Where each subset goes. */
  output: (subset: FontSubset) => string;
}

async function writeIfChanged(path: string, bytes: Buffer): Promise<boolean> {
  const current = await readFile(path).catch(() => undefined);
  if (current?.equals(bytes)) return false;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  return true;
}

export function writeDisplayFontSubsets({ fonts, output }: Options): AstroIntegration {
  return {
    name: 'display-font-subsets',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        for (const { source, subsets } of fonts) {
          const font = await readFile(source);
          for (const subset of subsets) {
            const bytes = await subsetFont(font, rangeText(subset.ranges), { targetFormat: 'woff2' });
            if (bytes.length === 0) throw new Error(`display font subset "${subset.name}" came out empty`);
            if (await writeIfChanged(output(subset), bytes)) {
              logger.info(`${output(subset)}: ${bytes.length} bytes`);
            }
          }
        }
      },
    },
  };
}
