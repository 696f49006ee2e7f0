declare module 'virtual:desk-context' {
  const context: import('./context.ts').DeskContext;
  export default context;
}

/** Keystatic's config (keystatic.config.tsx), as @keystatic/astro's Vite plugin resolves it. */
declare module 'virtual:keystatic-config' {
  const config: import('@keystatic/core').Config;
  export default config;
}
