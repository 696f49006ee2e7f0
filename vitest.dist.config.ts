import { defineConfig } from 'vitest/config';

/** Tests that read the built site in dist/ (run by npm test after the build). */
export default defineConfig({
  test: {
    include: ['tests-dist/**/*.test.ts'],
    environment: 'node',
  },
});
