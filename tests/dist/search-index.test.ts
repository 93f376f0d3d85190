/**
 * The built test site's search index: Pagefind's files under pagefind/, and what it holds of each page,
 * read from the index's own page records (Pagefind's "fragments", gzipped JSON) against the fixture.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_LABEL } from '../../src/components/post/copy-code.ts';
import { DIST, listFiles, readPage, textOf } from '../support/dist.ts';
import { fixtureContent, projectsWithPages } from '../support/fixture-content.ts';
import { fixtureConversations } from '../support/fixture-replies.ts';
import { searchRecords } from '../support/search-index.ts';
import { wordOnlyInOnePost } from '../support/search-words.ts';
import { homeSectionsOf, longDate, pageFile, postRoute, postSections } from '../support/site-pages.ts';

const { posts } = fixtureContent();

/** Every page record in the index, by URL. */
const fragments = () => searchRecords();

/** The URL Pagefind gives a route's page: its folder. */
const indexUrl = (route: string) => (route === '/' ? '/' : `${route}/`);

/** The text of a built page's `<title>`. */
const titleOf = (route: string) => textOf(readPage(pageFile(route)).tags('title')[0] ?? { type: 'root', children: [] });

describe('the search index', () => {
  it('has Pagefind’s script, its worker and its entry file, and none of Pagefind’s own search interfaces', () => {
    const files = listFiles().filter((file) => file.startsWith('pagefind/'));
    expect(files).toEqual(
      expect.arrayContaining(['pagefind/pagefind.js', 'pagefind/pagefind-worker.js', 'pagefind/pagefind-entry.json']),
    );
    expect(files.filter((file) => /pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file))).toEqual([]);
  });

  it('holds home, every published post and every project page, and not the lists or 404.html', () => {
    const routes = ['/', ...posts.map(postRoute), ...projectsWithPages().map((p) => `/projects/${p.slug}`)];
    expect([...fragments().keys()].sort()).toEqual(routes.map(indexUrl).sort());
    const entry = JSON.parse(readFileSync(path.join(DIST, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.values(entry.languages).map((language) => language.page_count)).toEqual([routes.length]);
  });

  it('gives each page its own title as the result’s title: home its <title>, a post or project its h1', () => {
    const index = fragments();
    expect(index.get(indexUrl('/'))?.meta.title).toBe(titleOf('/'));
    for (const post of posts) expect(index.get(indexUrl(postRoute(post)))?.meta.title).toBe(post.title);
    for (const project of projectsWithPages())
      expect(index.get(indexUrl(`/projects/${project.slug}`))?.meta.title).toBe(project.title);
  });

  it('knows each home section and each post section by its id, for links to the matching section', () => {
    const index = fragments();
    const ids = (route: string) => index.get(indexUrl(route))?.anchors.map((anchor) => anchor.id) ?? [];
    expect(ids('/')).toEqual(expect.arrayContaining(homeSectionsOf().map((section) => section.id)));
    for (const post of posts)
      expect(ids(postRoute(post))).toEqual(expect.arrayContaining(postSections(post).map((section) => section.id)));
  });

  it('holds a post’s prose, and in that post’s record only', () => {
    const { post, word } = wordOnlyInOnePost();
    const holding = [...fragments().values()].filter((record) =>
      new RegExp(`(^|[^a-z])${word}([^a-z]|$)`, 'i').test(record.content),
    );
    expect(holding.map((record) => record.url)).toEqual([indexUrl(postRoute(post))]);
  });

  it('holds each piece of a page’s text once: maths as shown, a code title apart from its code, no tag chips', () => {
    const index = fragments();
    for (const post of posts) {
      const content = index.get(indexUrl(postRoute(post)))?.content ?? '';
      // Neither the TeX source nor KaTeX's MathML copy of a formula: only the formula as shown.
      if (/^\$\$$/m.test(post.body)) expect(content, post.slug).not.toMatch(/\\[a-zA-Z]+/);
      for (const { title } of post.code)
        if (title !== undefined) expect(content, post.slug).toMatch(new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`));
      for (const tag of post.tags) expect(content, post.slug).not.toContain(`#${tag}`);
    }
  });

  it('holds a diagram’s source once, and not the words the drawing repeats', () => {
    const index = fragments();
    const post = posts.find((p) => p.diagrams.length > 0);
    if (!post) throw new Error('the test site has no post with a diagram');
    const content = index.get(indexUrl(postRoute(post)))?.content ?? '';
    for (const { source } of post.diagrams) {
      const line = source.split('\n')[1]?.trim() ?? '';
      expect(content.split(line).length - 1, line).toBe(1);
    }
  });

  it('leaves out what is not the page’s content: a post’s dates and the code blocks’ Copy buttons', () => {
    const index = fragments();
    for (const post of posts) {
      const content = index.get(indexUrl(postRoute(post)))?.content ?? '';
      expect(content, post.slug).not.toContain(longDate(post.date));
      if (post.code.length > 0) expect(content, post.slug).not.toMatch(new RegExp(`\\b${COPY_LABEL.idle}\\b`));
    }
  });

  it('leaves out readers’ answers: the replies, the discussions, the share links and Reply by email', () => {
    const index = fragments();
    const replied = fixtureConversations().filter((page) => page.shown.length > 0 || page.discussion.length > 0);
    expect(replied.length).toBeGreaterThan(0);
    for (const page of replied) {
      const content = index.get(indexUrl(page.path))?.content ?? '';
      expect(content, page.path).not.toContain('Reply by email');
      expect(content, page.path).not.toMatch(/\bDiscuss on\b|\bShare on\b/);
      for (const reply of page.shown) {
        const words = reply.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(-5).join(' ');
        expect(content, `${page.path}: ${reply.url}`).not.toContain(words);
        expect(content, page.path).not.toContain(reply.author.name);
      }
    }
  });
});
