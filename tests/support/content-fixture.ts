/**
 * Content fixtures: a copy of the test site's content (tests/fixtures/content) with the edits a test
 * makes, so each test shows exactly the change that breaks (or exercises) something. Copies live under
 * `.tmp/` inside the project, because content errors name files relative to the working directory.
 */
import path from 'node:path';
import { copyContent, type ContentCopy } from '../../scripts/tools/content-copy.ts';
import { FIXTURE_CONTENT } from './fixture-build.ts';

/** The test site's content folder every fixture starts from. */
export const CONTENT_DIR = FIXTURE_CONTENT;

/** Where fixtures are written; `.tmp/` is gitignored. */
export const FIXTURES_DIR = path.resolve('.tmp', 'content-fixtures');

/** A copy of the test site's content. */
export type ContentFixture = ContentCopy;

/** Copies the test site's content to `.tmp/content-fixtures/<name>/content`, replacing any earlier copy. */
export function contentFixture(name: string): ContentFixture {
  return copyContent(CONTENT_DIR, path.join(FIXTURES_DIR, name, 'content'));
}
