// @ts-check
import { readFileSync } from 'node:fs';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { parse } from 'yaml';

/**
 * The canonical origin is one setting: SITE_URL at build time, else content/site.yaml.
 * Canonical links, the sitemap, robots.txt and og:image URLs all derive from it.
 */
const site = (process.env.SITE_URL || parse(readFileSync('content/site.yaml', 'utf8')).siteUrl).replace(/\/+$/, '');

export default defineConfig({
  site,
  output: 'static',
  // One URL form everywhere: directories with a trailing slash (/about/).
  trailingSlash: 'always',
  build: { format: 'directory' },
  compressHTML: true,
  integrations: [
    react(),
    sitemap({
      // The 404 page is not a page anyone should land on from a search.
      filter: (page) => !/\/404\/?$/.test(page),
    }),
  ],
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      display: 'swap',
      options: {
        variants: [
          {
            src: ['./node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Oswald',
      cssVariable: '--font-oswald',
      fallbacks: ['Arial Narrow', 'Arial', 'sans-serif'],
      display: 'swap',
      options: {
        variants: [
          {
            src: ['./node_modules/@fontsource/oswald/files/oswald-latin-600-normal.woff2'],
            weight: 600,
            style: 'normal',
          },
        ],
      },
    },
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
