import { describe, expect, it } from 'vitest';
import { LINK_KINDS } from '../../../src/lib/profile-links.ts';
import { linkIcon } from './link-icons.ts';
import { allIcons, contentIcons, iconSprite } from './sprite.ts';

/** The symbols of a sprite's text: id, viewBox and path, in order. */
const symbols = (svg: string) =>
  [...svg.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"><path d="([^"]+)"\/><\/symbol>/g)].map((m) => m.slice(1));

describe('iconSprite', () => {
  it('draws each kind asked for once, as a symbol named after it with its icon’s viewBox and path', () => {
    const sprite = iconSprite(['mastodon', 'github', 'mastodon']);
    expect(sprite.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(symbols(sprite.svg)).toEqual([
      ['github', linkIcon('github').viewBox, linkIcon('github').d],
      ['mastodon', linkIcon('mastodon').viewBox, linkIcon('mastodon').d],
    ]);
  });

  it('is named after its content: the same kinds in any order give one file, other kinds another', () => {
    const one = iconSprite(['github', 'linkedin']);
    expect(one.path).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
    expect(iconSprite(['linkedin', 'github'])).toEqual(one);
    expect(iconSprite(['github']).path).not.toBe(one.path);
  });

  it('has every kind for the dev server, and a site’s own kinds for its build', () => {
    expect(symbols(allIcons().svg).map(([id]) => id)).toEqual([...LINK_KINDS]);
    const links = [
      { label: 'Code', url: 'https://codeberg.org/ada', header: true },
      { label: 'Blog', url: 'https://ada.example.org/', header: false },
    ];
    const content = { site: { links }, posts: [], unlisted: [], projects: [] } as unknown as Parameters<
      typeof contentIcons
    >[0];
    expect(symbols(contentIcons(content).svg).map(([id]) => id)).toEqual(['codeberg', 'link']);
  });

  it('adds the hosts a post or project page is discussed on, and the share services when there are posts', () => {
    const content = {
      site: { links: [{ label: 'Code', url: 'https://github.com/ada', header: true }] },
      posts: [{ discussion: ['https://fosstodon.org/@ada/1', 'https://news.ycombinator.com/item?id=1'] }],
      unlisted: [],
      projects: [{ discussion: ['https://lobste.rs/s/abc'] }],
    } as unknown as Parameters<typeof contentIcons>[0];
    expect(symbols(contentIcons(content).svg).map(([id]) => id)).toEqual([
      'github',
      'linkedin',
      'mastodon',
      'bluesky',
      'hackernews',
      'lobsters',
    ]);
  });
});
