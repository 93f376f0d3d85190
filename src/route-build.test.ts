/**
 * The build's lists from the route table: the paths to prerender, each a page's once, and the pages
 * and anchors a link may lead to.
 */
import { describe, expect, it } from 'vitest';
import { homeAnchorIds, presentSections, sectionCounts, TOP_ID } from './lib/sections.ts';
import { linkTargets, prerenderPaths } from './route-build.ts';
import { sampleContent, samplePost, samplePostAt, sampleSite as site } from '../tests/support/sample-page-data.ts';

/** Three posts at two a page: the blog index has two pages. */
const posts = [samplePost, samplePostAt('second', '2026-01-02'), samplePostAt('third', '2026-03-04')];
const content = sampleContent(posts);
/** The sample post's tags, which every post here has: each tag lists three posts, on two pages. */
const tags = [...samplePost.tags].sort();

describe('prerenderPaths and linkTargets', () => {
  it('prerender home, each page of the blog index, each post, the tags and each page of each tag, once each', () => {
    // Membership, not the whole list: a page added by CONTRIBUTING.md's recipe leaves this test as it is.
    const paths = prerenderPaths(content);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/blog',
        '/blog/page/2',
        ...posts.map((post) => `/blog/${post.slug}`),
        '/blog/tags',
        ...tags.flatMap((tag) => [`/blog/tags/${tag}`, `/blog/tags/${tag}/page/2`]),
      ]),
    );
    expect(paths).not.toContain('/blog/page/3');
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('let links reach each page and the ids on it, and nothing else', () => {
    const targets = linkTargets(content);
    expect(targets.get('/')).toEqual(new Set(homeAnchorIds(site.sections)));
    // The index's year headings are anchors: the three posts are from one year.
    expect(targets.get('/blog')).toEqual(new Set([TOP_ID, '2026']));
    expect(targets.get('/blog/sample')).toEqual(new Set([TOP_ID, ...samplePost.ids]));
    expect([...targets.keys()]).toEqual(prerenderPaths(content));
  });
  it('leave out the blog when there are no posts, and a home section with no entries', () => {
    const lists = { ...sampleContent([]), projects: [], experience: [] };
    const bare = { ...lists, site: { ...lists.site, sections: presentSections(sectionCounts(lists)) } };
    const paths = prerenderPaths(bare);
    expect(paths).toContain('/');
    expect(paths.filter((p) => p.startsWith('/blog') || p.startsWith('/projects'))).toEqual([]);
    expect(linkTargets(bare).get('/')).toEqual(new Set([TOP_ID, 'home', 'about', 'skills', 'contact']));
  });
});
