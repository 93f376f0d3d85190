/**
 * SOURCE_DATE_EPOCH pins the dates a build takes from the clock, so the same source builds to the same
 * bytes on another day: here, the "updated" date of a post with neither an `updated` field nor a commit
 * (a copy of the test site under the ignored .tmp/ has no history; the loader asks git, hence this layer).
 */
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';
import { contentFixture } from '../support/content-fixture.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const fixture = contentFixture('source-date-epoch');
afterAll(() => fixture.dispose());
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a post dated by the build', () => {
  it('takes its "updated" date from SOURCE_DATE_EPOCH when it is set', async () => {
    const undated = fixtureContent().posts.find((post) => !post.updated);
    if (!undated) throw new Error('the test site has no published post without an updated date');
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.UTC(2031, 4, 6) / 1000));
    const { posts } = await loadContent({ contentDir: fixture.dir, publicDir: path.resolve('public') });
    expect(posts.find((post) => post.slug === undated.slug)).toMatchObject({
      updated: '2031-05-06',
      updatedSource: 'build',
    });
  });
});
