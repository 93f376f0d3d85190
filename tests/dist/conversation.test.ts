/**
 * What the end of each post and project page offers readers, read from the built test sites: Reply by
 * email (its exact mail link, and only where site.md and the page allow it), the discussions named and
 * drawn by their hosts, a post's share links, and the replies (shown, hidden, in order) as static HTML;
 * and that none of it costs the policy a byte.
 */
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { MAX_REPLY_TEXT } from '../../scripts/pipeline/replies/sanitize.ts';
import { discussionLinks } from '../../src/lib/discussion.ts';
import { classesOf, listFiles, readDist, readPage, textOf, type BuiltPage } from '../support/dist.ts';
import { fixtureDist, fixtureSite, OTHER_SITES } from '../support/fixture-build.ts';
import { fixtureConversations, postsWithReplies } from '../support/fixture-replies.ts';
import { decodeStrict } from '../support/mailto-oracle.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { drawnIcon } from '../support/site-icons.ts';
import { pageFile } from '../support/site-pages.ts';

const pages = fixtureConversations();
const { friendly, hostile } = postsWithReplies();
const { email } = fixtureContent().site;
const { base } = fixtureSite('root');

/** The conversation section of a built page, if it has one. */
const sectionOf = (page: BuiltPage): Element | undefined =>
  page.all((e) => e.tagName === 'section' && e.properties.ariaLabel === 'Replies and discussion')[0];
const linksIn = (page: BuiltPage, container: Element | undefined) =>
  container ? page.all((e) => e.tagName === 'a' && isInside(container, e)) : [];
const isInside = (container: Element, element: Element): boolean =>
  container === element || container.children.some((child) => child.type === 'element' && isInside(child, element));
const href = (a: Element) => String(a.properties.href);
const label = (a: Element) => textOf(a).trim();

describe('Reply by email', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s: offered as its frontmatter and site.md say', (route, page) => {
    const built = readPage(pageFile(route));
    const reply = linksIn(built, sectionOf(built)).filter((a) => label(a) === 'Reply by email');
    if (!page.replyByEmail) {
      expect(reply).toEqual([]);
      return;
    }
    expect(reply).toHaveLength(1);
    expect(decodeStrict(href(reply[0] as Element))).toEqual({ to: email, fields: [['subject', `Re: ${page.title}`]] });
  });

  it('is on no page of a site whose site.md turns it off', () => {
    const dist = fixtureDist('data-engineer');
    const built = listFiles(dist).filter((file) => /^(blog|projects)\/[^/]+\/index\.html$/.test(file));
    expect(built.length).toBeGreaterThan(0);
    for (const file of built) expect(readDist(file, dist), file).not.toContain('Reply by email');
  });
});

describe('discussions and share links', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s: its discussions, each named and drawn by its host', (route, page) => {
    const built = readPage(pageFile(route));
    const links = built.all((e) => e.tagName === 'a' && classesOf(e).includes('u-syndication'));
    expect(
      links.map((a) => ({ href: href(a), name: label(a), icon: drawnIcon(built, a, fixtureDist(), base)?.name, rel: a.properties.rel })),
    ).toEqual(
      discussionLinks(page.discussion).map((link) => ({
        href: link.url,
        name: link.name,
        icon: link.icon,
        rel: ['syndication', 'noopener', 'noreferrer'],
      })),
    );
    for (const a of links) expect(drawnIcon(built, a, fixtureDist(), base)?.d, href(a)).toMatch(/^M/);
  });

  it('names an unknown host by its domain', () => {
    const unknown = friendly.discussion.find((url) => !/fosstodon|bsky|ycombinator|lobste/.test(url));
    expect(unknown).toBeDefined();
    const built = readPage(pageFile(friendly.path));
    const names = built.all((e) => classesOf(e).includes('u-syndication')).map(label);
    expect(names).toContain(new URL(unknown ?? '').hostname);
  });

  it('shares a post on Bluesky, Hacker News, LinkedIn and by email with its address and title, and a project page not', () => {
    for (const page of pages) {
      const built = readPage(pageFile(page.path));
      const section = sectionOf(built);
      const share = linksIn(built, section).filter((a) =>
        ['bsky.app/intent', 'news.ycombinator.com/submitlink', 'linkedin.com/sharing', 'mailto:?'].some((s) => href(a).includes(s)),
      );
      if (page.path.startsWith('/projects/')) {
        expect(share, page.path).toEqual([]);
        continue;
      }
      const url = `${fixtureSite('root').url.replace(/\/$/, '')}${page.path}`;
      expect(share.map(label), page.path).toEqual(['Bluesky', 'Hacker News', 'LinkedIn', 'Email']);
      for (const a of share) expect(decodeURIComponent(href(a)), label(a)).toContain(url);
    }
  });
});

describe('replies', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s: its replies as static HTML, oldest first, each an h-cite', (route, page) => {
    const built = readPage(pageFile(route));
    const cites = built.all((e) => classesOf(e).includes('h-cite'));
    expect(cites.map((cite) => built.all((e) => e.tagName === 'a' && classesOf(e).includes('u-url') && isInside(cite, e)).map(href)[0])).toEqual(
      page.shown.map((reply) => reply.url),
    );
    cites.forEach((cite, i) => {
      const reply = page.shown[i];
      const text = textOf(cite);
      expect(text).toContain(reply?.author.name.replace(/[\u202A-\u202E\u2066-\u2069]/g, '').slice(0, 20));
    });
  });

  it('shows no trace of a hidden reply: not in the page, not in its data', () => {
    const hidden = friendly.written.filter((reply) => !friendly.shown.includes(reply));
    expect(hidden.length).toBeGreaterThan(0);
    const html = readDist(pageFile(friendly.path));
    const data = readDist(pageFile(friendly.path).replace('index.html', 'page-data.json'));
    for (const reply of hidden) {
      expect(html).not.toContain(reply.url);
      expect(html).not.toContain(reply.author.name);
      expect(data).not.toContain(reply.url);
    }
    for (const address of friendly.hide) expect(html + data).not.toContain(address);
  });

  it('links every reply and its author with rel="nofollow ugc noopener", in a new tab', () => {
    for (const page of [friendly, hostile]) {
      const built = readPage(pageFile(page.path));
      for (const cite of built.all((e) => classesOf(e).includes('h-cite'))) {
        for (const a of built.all((e) => e.tagName === 'a' && isInside(cite, e))) {
          expect(a.properties.rel, href(a)).toEqual(['nofollow', 'ugc', 'noopener']);
          expect(a.properties.target).toBe('_blank');
          expect(href(a)).toMatch(/^https?:\/\//);
        }
      }
    }
  });

  it('keeps hostile replies inert in the HTML: no script, handler, style, frame or dangerous link, no reordering character', () => {
    const built = readPage(pageFile(hostile.path));
    const cites = built.all((e) => classesOf(e).includes('h-cite'));
    expect(cites).toHaveLength(hostile.shown.length);
    const forbidden = ['script', 'iframe', 'img', 'svg', 'math', 'style', 'form', 'input', 'button', 'object', 'embed', 'meta', 'base', 'link'];
    for (const cite of cites) {
      const inside = built.all((e) => isInside(cite, e));
      expect(inside.filter((e) => forbidden.includes(e.tagName)).map((e) => e.tagName)).toEqual([]);
      for (const element of inside) {
        const attributes = Object.keys(element.properties);
        expect(attributes.filter((name) => /^on/i.test(name) || name === 'style'), element.tagName).toEqual([]);
        if (element.tagName === 'a') expect(href(element)).toMatch(/^https?:\/\//);
      }
      expect(textOf(cite)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }
  });

  it('cuts a 50,000-character reply, with a link to the whole', () => {
    const long = hostile.shown.find((reply) => reply.content.length > 40_000);
    expect(long).toBeDefined();
    const built = readPage(pageFile(hostile.path));
    const cite = built.all((e) => classesOf(e).includes('h-cite')).find((e) => textOf(e).includes(long?.author.name ?? '?'));
    if (!cite) throw new Error('the long reply is not on the page');
    expect(textOf(cite).length).toBeLessThan(MAX_REPLY_TEXT + 200);
    expect(built.all((e) => e.tagName === 'a' && isInside(cite, e)).map(label)).toContain('Read the whole reply on Mastodon');
  });
});

describe('scripts', () => {
  it('hold no reply: a page’s replies travel in its HTML and its data, so its scripts do not grow with them', () => {
    const replied = pages.filter((page) => page.shown.length > 0);
    expect(replied.length).toBeGreaterThan(0);
    const scripts = listFiles(fixtureDist()).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readDist(file);
      for (const reply of replied.flatMap((page) => page.shown)) {
        expect(code, file).not.toContain(reply.url);
        expect(code, file).not.toContain(reply.author.name);
      }
    }
  });
});

describe('the policy', () => {
  it('is byte-identical with discussions, replies, share links and microformats, and without (a site with no posts)', () => {
    const policy = (dist: string) =>
      readDist('_headers', dist)
        .split('\n')
        .filter((line) => /Content-Security-Policy:/.test(line));
    const withThem = policy(fixtureDist('root'));
    expect(withThem).toHaveLength(1);
    expect(pages.some((page) => page.shown.length > 0 && page.discussion.length > 0)).toBe(true);
    expect(fixtureConversations(OTHER_SITES['no-blog'])).toEqual([]);
    expect(withThem).toEqual(policy(fixtureDist('no-blog')));
  });
});
