/**
 * The feed and the sitemap stay well-formed XML whatever text the content check lets through: markup
 * characters, a CDATA end, quotes, every script and emoji, in every field that reaches them. (Control
 * characters never get here: the content check refuses them, see content/checks/characters.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { PostSummary, SiteContent } from '../../../src/content/schema.ts';
import { absoluteUrl } from '../../../src/lib/urls.ts';
import { xmlErrors } from '../../../tests/support/well-formed.ts';
import { atomFeed } from './feed.ts';
import { sitemapXml } from './sitemap.ts';

/** Text an owner may well write, and that XML must escape or keep apart. */
const AWKWARD = [
  'A & B <c> "d" \'e\'',
  'the end of a CDATA section ]]> and <![CDATA[ a start',
  '</script><script>alert(1)</script><!-- a comment -->',
  'Ünïcödé, العربية, 日本語, emoji 🛰️ and a tab\there',
  '&amp; &lt; &#x1F600; &unknown;',
];

const site = {
  url: 'https://example.github.io/portfolio/',
  name: AWKWARD[0],
  description: AWKWARD[1],
  blog: { name: AWKWARD[2], pageSize: 10 },
} as SiteContent['site'];

const posts: PostSummary[] = AWKWARD.map((text, i) => ({
  slug: `post-${i}`,
  title: text,
  description: AWKWARD[(i + 1) % AWKWARD.length] ?? '',
  date: '2025-09-14',
  updated: '2025-10-01',
  updatedSource: 'frontmatter',
  source: `content/blog/post-${i}.mdx`,
  readingMinutes: 3,
  draft: false,
  featured: false,
  ids: [],
  tags: [],
}));

describe('XML the build writes from content', () => {
  it('is a well-formed feed, with every awkward text in every field', () => {
    const xml = atomFeed(site, posts, (sitePath) => absoluteUrl(site.url, sitePath), {
      path: '/blog/tags/a-tag/feed.xml',
      title: AWKWARD[3] ?? '',
    });
    expect(xmlErrors(xml)).toEqual([]);
  });

  it('is a well-formed sitemap', () => {
    expect(xmlErrors(sitemapXml(posts.map((post) => absoluteUrl(site.url, `/blog/${post.slug}`))))).toEqual([]);
  });

  it('is what a real parser refuses when a control character does get through', () => {
    const xml = atomFeed(site, [{ ...posts[0], title: 'Power\u000Bsupply' } as PostSummary], (p) =>
      absoluteUrl(site.url, p),
    );
    expect(xmlErrors(xml)).toEqual([expect.stringContaining('disallowed character')]);
  });
});
