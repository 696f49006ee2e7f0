import { defineConfig } from 'vitest/config';

/** Tests that read the built site in dist/ (run by npm test after the build). */
export default defineConfig({
  test: {
    include: ['tests-dist/**/*.test.ts'],
    environment: 'node',
    // These read a whole build, so their time grows with the show: results.test.ts reads every page of
    // the generated three-season build twice (2.2 s here), and CI's machines may be three times slower.
    testTimeout: 30_000,
  },
});
