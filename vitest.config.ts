import { defineConfig } from 'vitest/config';

/**
 * Three layers: `unit` (pure logic, content checks, the MDX pipeline), `dist` (the built site's
 * files) and `browser` (real Chromium against the built site). `npm test` builds between them.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One Chromium at a time: two cores are shared by the browser and the static server.
          fileParallelism: false,
        },
      },
    ],
  },
});
