/**
 * The test site's old paths in Chromium under a sub-path (/portfolio/, a GitHub Pages project site): each
 * alias sends the reader on to its post under the sub-path, with JavaScript on and off, and a removed
 * path's links stay under it.
 */
import { beforeAll, describe } from 'vitest';
import { test as browserTest } from '../support/browser.ts';
import { fixtureBuild, fixtureDist } from '../support/fixture-build.ts';
import { oldPathChecks } from '../support/old-path-checks.ts';

const test = browserTest.extend('served', { scope: 'file' }, { dist: fixtureDist('subpath'), base: '/portfolio/' });

beforeAll(async () => {
  await fixtureBuild('subpath');
}, 240_000);

describe('old paths under /portfolio/', () => {
  oldPathChecks(test);
});
