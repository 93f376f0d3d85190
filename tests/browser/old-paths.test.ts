/**
 * The test site's old paths in Chromium, at the domain's root: each alias sends the reader on to its post,
 * with JavaScript on and off (the page has no script: a meta refresh does it), and a removed path shows
 * a page that says so, whose links lead home and to the blog. (old-paths-subpath.test.ts: the same under
 * /portfolio/.)
 */
import { describe } from 'vitest';
import { test } from '../support/browser.ts';
import { oldPathChecks } from '../support/old-path-checks.ts';

describe('old paths at the root', () => {
  oldPathChecks(test);
});
