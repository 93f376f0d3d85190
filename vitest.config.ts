import { defineConfig } from 'vitest/config';
import { testBrowserEnv } from './tests/support/test-browser.ts';

/** The layers that start Chromium, or run a tool that does, drive the headless shell when it is there. */
const BROWSER_ENV = testBrowserEnv();

/**
 * Tests by cost (tests/README.md says which layer a new test belongs in):
 * - `fast`: pure tests beside their modules and in tests/fast: no build, no browser, no spawned process.
 * - `integration`: tests that run the real build, git, the dev server or a command (tests/integration).
 * - `dist`: the built test site's files; `browser`: real Chromium against it. Both share one build of
 *   tests/fixtures/content, made by their global setup.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'fast',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/fast/**/*.test.ts'],
          environment: 'node',
          // Fails any test that spawns a process (those belong in tests/integration) or reads content/.
          setupFiles: ['tests/support/no-spawn.ts', 'tests/support/no-content.ts'],
          // In-process work only: the slowest tests (a dozen resume renders, 10,000 random mail links, a
          // cold MDX compile) take one to two seconds on a quiet machine and about three times that
          // while both cores are busy. A test that needs longer than this belongs in another layer.
          testTimeout: 20_000,
          hookTimeout: 20_000,
          // Pure tests share a worker's modules (the MDX pipeline, shiki, Vite, pdfkit) instead of importing
          // them again for each file: a third of the time on two cores. Each file cleans up after itself.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          env: BROWSER_ENV,
          // Each test runs builds or servers of its own: on a loaded machine they take many seconds.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // A page or a dev server answers in seconds under load, not in `expect.poll`'s 1 s default.
          expect: { poll: { timeout: 30_000 } },
          // One file at a time; within a file, cases marked concurrent run two at a time.
          fileParallelism: false,
          maxConcurrency: 2,
        },
      },
      {
        test: {
          name: 'dist',
          include: ['tests/dist/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Reading every page, or rendering the resume again, takes seconds on a loaded machine. Hooks read
          // the build (made by the global setup, which has no limit), copy it, or start a server.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The files only read the built site: they share a worker's modules rather than import them again.
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          env: BROWSER_ENV,
          globalSetup: ['tests/support/global-setup.ts'],
          // A test drives a page for a few seconds, ten or more while both cores are busy; the slowed-phone
          // tests of first-tap.test.ts give their own longer limit. Hooks start Chromium and the server,
          // and the sub-path file checks its build is current.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // What a test waits for in the page (a smooth scroll, a dialog, hydration's effects) takes a frame or
          // two at rest and seconds while both cores are busy: `expect.poll`'s own 1 s default failed a
          // scroll to #contact at load 9. A poll still ends as soon as its value is right.
          expect: { poll: { timeout: 10_000 } },
          // One Chromium at a time: two cores are shared by the browser and the static server.
          fileParallelism: false,
          // The files share the worker: its static server and Chromium (the `sites` fixture of
          // tests/support/browser.ts starts them once per worker and closes them as it ends) and its modules
          // (playwright-core, axe), which an isolated file would start and import again.
          isolate: false,
        },
      },
    ],
  },
});
