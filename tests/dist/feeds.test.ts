/**
 * Every feed of the test site follows Atom's rules as the W3C validator checks them, and has an id of
 * its own: a feed reader that met a tag's feed with the blog's id took the two for one feed.
 */
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/lib/urls.ts';
import { atomProblems } from '../support/atom.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { listFiles, readDist } from '../support/dist.ts';

const { site } = fixtureContent();
const feeds = listFiles().filter((file) => file.endsWith('feed.xml'));

describe('the feeds', () => {
  it('are the blog’s and one for each tag of a published post or a project', () => {
    const { posts, projects } = fixtureContent();
    const tags = new Set([...posts, ...projects].flatMap((entry) => entry.tags));
    expect(feeds.sort()).toEqual(['feed.xml', ...[...tags].map((tag) => `blog/tags/${tag}/feed.xml`)].sort());
  });

  it.each(feeds)('%s follows the rules of an Atom feed', (file) => {
    expect(atomProblems(readDist(file), absoluteUrl(site.url, `/${file}`)).problems).toEqual([]);
  });

  it('each have an id of their own: the blog’s home, and each tag’s page', () => {
    const ids = feeds.map((file) => atomProblems(readDist(file), absoluteUrl(site.url, `/${file}`)).id);
    expect(new Set(ids).size).toBe(feeds.length);
    expect(ids[feeds.indexOf('feed.xml')]).toBe(site.url);
    for (const [index, file] of feeds.entries()) {
      if (file !== 'feed.xml') expect(ids[index]).toBe(absoluteUrl(site.url, `/${file.replace(/\/feed\.xml$/, '')}`));
    }
  });
});
