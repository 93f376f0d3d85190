import { describe, expect, it } from 'vitest';
import type { PostSummary, SiteContent } from '../../../src/content/schema.ts';
import { absoluteUrl } from '../../../src/lib/urls.ts';
import { atomFeed as feedOf } from './feed.ts';

const site = {
  url: 'https://example.github.io/portfolio/',
  name: 'Ada Example',
  description: 'Radio, robots & firmware.',
  blog: { name: 'Bench notes', pageSize: 10 },
} as SiteContent['site'];

const atomFeed = (siteContent: SiteContent['site'], posts: PostSummary[]) =>
  feedOf(siteContent, posts, (sitePath) => absoluteUrl(siteContent.url, sitePath));

function post(slug: string, date: string, updated: string, title = `Post ${slug}`): PostSummary {
  return {
    slug,
    title,
    description: `About ${slug}`,
    date,
    updated,
    updatedSource: 'frontmatter',
    repo: 'https://example.com',
    source: `content/blog/${slug}.mdx`,
    readingMinutes: 3,
    draft: false,
    featured: false,
    ids: [],
    tags: [],
  };
}

/** The feed's lines, trimmed, for exact comparisons that ignore the library's indentation. */
const lines = (xml: string) => xml.split('\n').map((l) => l.trim());
/** The `<entry>` blocks of a feed, each as its trimmed lines. */
const entries = (xml: string) =>
  [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => lines((m[1] ?? '').trim()));

describe('atomFeed', () => {
  const xml = atomFeed(site, [
    post('sample', '2025-09-14', '2025-11-01', 'Rig: a test bench'),
    post('whip', '2025-10-02', '2025-10-05'),
  ]);

  it('describes the site, dated by the newest change to any post, with links under the base path', () => {
    expect(lines(xml.slice(0, xml.indexOf('<entry>')))).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      '<id>https://example.github.io/portfolio/</id>',
      '<title>Ada Example: Bench notes</title>',
      '<updated>2025-11-01T00:00:00.000Z</updated>',
      '<generator>https://github.com/jpmonette/feed</generator>',
      '<author>',
      '<name>Ada Example</name>',
      '<uri>https://example.github.io/portfolio/</uri>',
      '</author>',
      '<link rel="alternate" href="https://example.github.io/portfolio/"/>',
      '<link rel="self" href="https://example.github.io/portfolio/feed.xml"/>',
      '<subtitle>Radio, robots &amp; firmware.</subtitle>',
      '<rights>© Ada Example</rights>',
      '',
    ]);
  });

  it('lists every post newest first, with its absolute link, summary and both dates', () => {
    const [first, second] = entries(xml);
    expect(first).toEqual([
      '<title type="html"><![CDATA[Post whip]]></title>',
      '<id>https://example.github.io/portfolio/blog/whip</id>',
      '<link href="https://example.github.io/portfolio/blog/whip"/>',
      '<updated>2025-10-05T00:00:00.000Z</updated>',
      '<summary type="html"><![CDATA[About whip]]></summary>',
      '<author>',
      '<name>Ada Example</name>',
      '<uri>https://example.github.io/portfolio/</uri>',
      '</author>',
      '<published>2025-10-02T00:00:00.000Z</published>',
    ]);
    expect(second?.[0]).toBe('<title type="html"><![CDATA[Rig: a test bench]]></title>');
    expect(entries(xml)).toHaveLength(2);
  });

  it('escapes markup characters in titles and summaries, which readers treat as HTML', () => {
    const odd = {
      ...post('odd', '2025-01-01', '2025-01-01', 'Tuning <50 Ω & a "whip"'),
      description: 'S11 < -10 dB & rising',
    };
    const [entry] = entries(atomFeed(site, [odd]));
    expect(entry).toContain('<title type="html"><![CDATA[Tuning &lt;50 Ω &amp; a &quot;whip&quot;]]></title>');
    expect(entry).toContain('<summary type="html"><![CDATA[S11 &lt; -10 dB &amp; rising]]></summary>');
  });

  it('has no entries without posts', () => {
    const empty = atomFeed(site, []);
    expect(entries(empty)).toEqual([]);
    expect(empty).toContain('<title>Ada Example: Bench notes</title>');
  });
});

describe('a tag’s feed', () => {
  const tagged = [{ ...post('whip', '2025-10-02', '2025-10-05'), tags: ['antennas'] }];
  const xml = feedOf(site, tagged, (sitePath) => absoluteUrl(site.url, sitePath), {
    path: '/blog/tags/antennas/feed.xml',
    title: 'Ada Example: Bench notes: antennas',
    page: '/blog/tags/antennas',
  });

  it('has an Atom id of its own, the tag page’s URL, which is its alternate link too', () => {
    expect(lines(xml)).toContain('<id>https://example.github.io/portfolio/blog/tags/antennas</id>');
    expect(lines(xml)).toContain(
      '<link rel="alternate" href="https://example.github.io/portfolio/blog/tags/antennas"/>',
    );
    expect(lines(xml)).toContain(
      '<link rel="self" href="https://example.github.io/portfolio/blog/tags/antennas/feed.xml"/>',
    );
    expect(lines(xml)).not.toContain('<id>https://example.github.io/portfolio/</id>');
  });
});
