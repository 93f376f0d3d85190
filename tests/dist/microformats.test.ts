/**
 * Who wrote the site, as microformats2 readers (Mastodon, feed readers, IndieWeb tools) find it: read back
 * from the built test sites with microformats-parser. Home is the owner's h-card; each post and project
 * page an h-entry with its author, dates, content, categories and discussions, each reply an h-cite;
 * every page names the owner's Mastodon account (`fediverse:creator`) when the profile has one.
 */
import { mf2 } from 'microformats-parser';
import { describe, expect, it } from 'vitest';
import { mailtoAddress } from '../../src/lib/mailto.ts';
import { fediverseCreator } from '../../src/lib/profile-links.ts';
import { listFiles, readDist, readPage } from '../support/dist.ts';
import { fixtureDist, fixtureSite, OTHER_SITES, type FixtureVariant } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { fixtureConversations } from '../support/fixture-replies.ts';
import { oldPathFiles, pageFile } from '../support/site-pages.ts';

type Item = ReturnType<typeof mf2>['items'][number];
const content = fixtureContent();
const { site } = content;
const { url: siteUrl } = fixtureSite('root');

/** The microformats of the built page at `route`. */
const parsed = (route: string, variant: FixtureVariant = 'root') =>
  mf2(readDist(pageFile(route), fixtureDist(variant)), { baseUrl: new URL(route.slice(1), fixtureSite(variant).url).href });
const itemOf = (route: string, type: string): Item => {
  const found = parsed(route).items.find((item) => item.type?.includes(type));
  if (!found) throw new Error(`${route} has no ${type}`);
  return found;
};
/** A property's values as text. */
const values = (item: Item | undefined, name: string): string[] =>
  (item?.properties[name] ?? []).map((value) =>
    typeof value === 'string' ? value : 'value' in value && typeof value.value === 'string' ? value.value : JSON.stringify(value),
  );
const nested = (item: Item, name: string): Item | undefined => item.properties[name]?.find((v): v is Item => typeof v === 'object' && 'type' in v);

describe('home', () => {
  it('is the owner’s h-card: name, role, photo, address, intro, e-mail and every profile', () => {
    const card = itemOf('/', 'h-card');
    expect(values(card, 'name')).toEqual([site.name]);
    expect(values(card, 'job-title')).toEqual([site.role]);
    expect(values(card, 'note')).toEqual([site.intro.replace(/\s+/g, ' ')]);
    expect(values(card, 'photo')).toHaveLength(1);
    expect(values(card, 'photo')[0]).toMatch(/^https:\/\/.*\.(jpe?g|png|webp|avif)$/);
    expect(values(card, 'url')).toEqual([siteUrl, ...site.links.map((link) => link.url)]);
    expect(values(card, 'email')).toEqual([mailtoAddress(site.email)]);
    expect(parsed('/').rels.me).toEqual(site.links.map((link) => link.url));
  });
});

describe('posts and project pages', () => {
  for (const page of fixtureConversations()) {
    it(`${page.path} is an h-entry: name, dates, author, content, address, categories, discussions, replies`, () => {
      const entry = itemOf(page.path, 'h-entry');
      expect(values(entry, 'name')).toEqual([page.title]);
      expect(values(entry, 'url')).toEqual([`${siteUrl.replace(/\/$/, '')}${page.path}`]);
      const author = nested(entry, 'author');
      expect(values(author, 'name')).toEqual([site.name]);
      expect(values(author, 'url')).toEqual([siteUrl]);
      expect(values(entry, 'content')[0]?.length).toBeGreaterThan(100);
      expect(values(entry, 'published')[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(values(entry, 'updated')[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const own = (page.path.startsWith('/blog/') ? content.posts : content.projects).find((p) =>
        page.path.endsWith(`/${p.slug}`),
      );
      expect(values(entry, 'category')).toEqual(own?.tags ?? []);
      expect(values(entry, 'syndication')).toEqual(page.discussion);
      const comments = (entry.properties.comment ?? []) as Item[];
      expect(comments.map((cite) => values(cite, 'url')[0])).toEqual(page.shown.map((reply) => reply.url));
      comments.forEach((cite, i) => {
        const reply = page.shown[i];
        expect(cite.type).toEqual(['h-cite']);
        expect(values(cite, 'published')).toEqual([reply?.published]);
        expect(values(nested(cite, 'author'), 'url')).toEqual(reply?.author.url ? [reply.author.url] : []);
        expect(values(cite, 'content')[0]?.length).toBeGreaterThan(0);
      });
    });
  }

  it('gives a post the dates it shows: Published, and Updated when later', () => {
    const post = content.posts.find((p) => p.updated !== undefined && p.updated > p.date);
    if (!post) throw new Error('the test site needs a post updated after its date');
    const entry = itemOf(`/blog/${post.slug}`, 'h-entry');
    expect([values(entry, 'published'), values(entry, 'updated')]).toEqual([[post.date], [post.updated]]);
  });
});

describe('fediverse:creator', () => {
  const creatorOf = (variant: FixtureVariant, file: string) => readPage(file, fixtureDist(variant)).meta('fediverse:creator');

  it('names the owner’s Mastodon account on every page of a site whose profile has one', () => {
    for (const [variant, root] of [['root', undefined], ['firmware-security', OTHER_SITES['firmware-security']]] as const) {
      const expected = fediverseCreator(fixtureContent(root).site.links);
      expect(expected, variant).toMatch(/^@[^@]+@[^@]+$/);
      // The pages the app renders: a page at an old path (moved-pages.ts) only sends its reader on.
      const moved = new Set(oldPathFiles(root));
      const html = listFiles(fixtureDist(variant)).filter((file) => file.endsWith('.html') && !moved.has(file));
      expect(html.length).toBeGreaterThan(moved.size);
      for (const file of html) expect(creatorOf(variant, file), `${variant} ${file}`).toBe(expected);
    }
  });

  it('is on no page of a site without a Mastodon profile', () => {
    expect(fediverseCreator(fixtureContent(OTHER_SITES['data-engineer']).site.links)).toBeUndefined();
    const html = listFiles(fixtureDist('data-engineer')).filter((file) => file.endsWith('.html'));
    for (const file of html) expect(creatorOf('data-engineer', file), file).toBeUndefined();
  });

  it('names the webmention endpoint site.md gives, and no other', () => {
    const endpoint = (variant: FixtureVariant) =>
      readPage('index.html', fixtureDist(variant))
        .tags('link')
        .filter((link) => Array.isArray(link.properties.rel) && link.properties.rel.includes('webmention'))
        .map((link) => String(link.properties.href));
    expect(endpoint('root')).toHaveLength(1);
    expect(endpoint('root')[0]).toMatch(/^https:\/\/webmention\.io\//);
    expect(endpoint('data-engineer')).toEqual([]);
  });
});
