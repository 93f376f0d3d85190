/**
 * The build's lists from the route table: the paths to prerender, each a page's once, and the pages
 * and anchors a link may lead to.
 */
import { describe, expect, it } from 'vitest';
import { homeAnchorIds, presentSections, sectionCounts, TOP_ID } from './lib/sections.ts';
import { linkTargets, pageFor, prerenderPaths, SITE_ROUTES } from './route-build.ts';
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
  it('match each path against the route table once, however often the content check asks', () => {
    // A table of its own, whose routes count each time a match reads their paths.
    let reads = 0;
    const table = Object.fromEntries(
      Object.entries(SITE_ROUTES.table).map(([id, entry]) => [
        id,
        {
          ...entry,
          get path() {
            reads += 1;
            return entry.path;
          },
        },
      ]),
    ) as typeof SITE_ROUTES.table;
    const routes = { ...SITE_ROUTES, table };
    const first = linkTargets(content, routes);
    const perMatch = Object.keys(table).length;
    const asked = new Set(prerenderPaths(content, routes));
    expect(reads).toBe(asked.size * perMatch);
    expect(linkTargets(content, routes)).toEqual(first);
    expect(reads).toBe(asked.size * perMatch);
    // Only the paths a fourth post adds (its page, the lists' pages it makes) are matched.
    const more = sampleContent([...posts, samplePostAt('fourth', '2026-04-05')]);
    const added = prerenderPaths(more, routes).filter((p) => !asked.has(p));
    expect(added).toContain('/blog/fourth');
    expect(linkTargets(more, routes).get('/blog/fourth')).toEqual(new Set([TOP_ID, ...samplePost.ids]));
    expect(reads).toBe((asked.size + added.length) * perMatch);
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

describe('an unlisted post', () => {
  const series = (post: typeof samplePost) => ({ ...post, series: 'The rig', featured: true });
  const listed = [series(samplePost), series(samplePostAt('second', '2026-01-02'))];
  const hidden = { ...series(samplePostAt('hidden', '2025-12-01')), unlisted: true, tags: ['rf', 'only-here'] };
  const withHidden = sampleContent(listed, [hidden]);

  it('is prerendered at its URL, and a link may reach it, but it is on no list', () => {
    const paths = prerenderPaths(withHidden);
    expect(paths).toContain('/blog/hidden');
    expect(linkTargets(withHidden).get('/blog/hidden')).toEqual(new Set([TOP_ID, ...hidden.ids]));
    expect(paths.filter((p) => p.includes('only-here'))).toEqual([]);
    const blog = pageFor('/blog', withHidden);
    expect(blog.route === 'blog' && blog.data.posts.map((p) => p.slug)).toEqual(['second', 'sample']);
    const home = pageFor('/', withHidden);
    expect(home.route === 'home' && home.data.writing.map((p) => p.slug)).toEqual(['second', 'sample']);
  });

  it('has no neighbours or series, is no listed post’s neighbour or part, and links only tags that have pages', () => {
    const own = pageFor('/blog/hidden', withHidden);
    if (own.route !== 'post') throw new Error('the unlisted post has no page');
    expect([own.data.previous, own.data.next, own.data.series, own.data.alone]).toEqual([
      undefined,
      undefined,
      undefined,
      false,
    ]);
    expect(own.data.post.tags).toEqual(['rf']);
    expect(own.head?.noindex).toBe(true);
    const first = pageFor('/blog/sample', withHidden);
    if (first.route !== 'post') throw new Error('the first post has no page');
    expect(first.data.next?.slug).toBe('second');
    expect(first.data.series?.parts.map((p) => p.slug)).toEqual(['sample', 'second']);
    expect(first.data.related.map((p) => p.slug)).not.toContain('hidden');
    expect(first.head?.noindex).toBeUndefined();
  });
});
