import { describe, expect, it } from 'vitest';
import { codeHostLink, codeHostProfile, fediverseCreator, linkKind } from './profile-links.ts';

describe('linkKind', () => {
  it.each([
    ['https://github.com/ada', 'github'],
    ['https://www.github.com/ada', 'github'],
    ['https://gitlab.com/ada', 'gitlab'],
    ['https://codeberg.org/ada', 'codeberg'],
    ['https://www.linkedin.com/in/ada', 'linkedin'],
    ['https://de.linkedin.com/in/ada', 'linkedin'],
    ['https://bsky.app/profile/ada.example.org', 'bluesky'],
    ['https://x.com/ada', 'x'],
    ['https://twitter.com/ada', 'x'],
    ['https://stackoverflow.com/users/1/ada', 'stackoverflow'],
    ['https://www.youtube.com/@ada', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://orcid.org/0000-0002-1825-0097', 'orcid'],
    ['https://scholar.google.com/citations?user=abc', 'googlescholar'],
    ['https://scholar.google.co.uk/citations?user=abc', 'googlescholar'],
    ['https://huggingface.co/ada', 'huggingface'],
    ['https://news.ycombinator.com/user?id=ada', 'hackernews'],
    ['https://lobste.rs/~ada', 'lobsters'],
  ] as const)('reads %s as %s', (url, kind) => {
    expect(linkKind(url)).toBe(kind);
  });

  it('reads a /@name profile on any other host as Mastodon', () => {
    expect(linkKind('https://fosstodon.org/@noorhaddad')).toBe('mastodon');
    expect(linkKind('https://infosec.exchange/@mira/')).toBe('mastodon');
    expect(linkKind('https://social.example/@mira@other.example')).toBe('mastodon');
  });

  it('gives the generic icon to other hosts, to /@ paths of sites that are not Mastodon, and to a post on an instance', () => {
    expect(linkKind('https://mira.example.org/')).toBe('link');
    expect(linkKind('https://medium.com/@mira')).toBe('link');
    expect(linkKind('https://fosstodon.org/@mira/11223344')).toBe('link');
    expect(linkKind('https://github.example.org/kai')).toBe('link');
    expect(linkKind('https://notgithub.com/ada')).toBe('link');
  });
});

describe('codeHostLink', () => {
  it('is the first profile on GitHub, GitLab or Codeberg', () => {
    const links = [
      { url: 'https://fosstodon.org/@ada' },
      { url: 'https://codeberg.org/ada' },
      { url: 'https://github.com/ada' },
    ];
    expect(codeHostLink(links)).toBe(links[1]);
    expect(codeHostLink([{ url: 'https://x.com/ada' }])).toBeUndefined();
  });
});

describe('fediverseCreator', () => {
  it('is the first Mastodon profile as @user@server', () => {
    expect(
      fediverseCreator([
        { url: 'https://github.com/ada' },
        { url: 'https://fosstodon.org/@ada/' },
        { url: 'https://hachyderm.io/@ada2' },
      ]),
    ).toBe('@ada@fosstodon.org');
  });

  it('names the user’s own server when the profile is seen from another', () => {
    expect(fediverseCreator([{ url: 'https://mastodon.social/@ada@ada.example.org' }])).toBe('@ada@ada.example.org');
  });

  it('is none without a Mastodon profile', () => {
    expect(fediverseCreator([{ url: 'https://bsky.app/profile/ada.example.org' }])).toBeUndefined();
    expect(fediverseCreator([])).toBeUndefined();
  });
});

describe('codeHostProfile', () => {
  it('is the first link whose icon names a code host, read from the kind the build gave it', () => {
    const links = [
      { icon: 'mastodon', url: 'a' },
      { icon: 'gitlab', url: 'b' },
      { icon: 'github', url: 'c' },
    ] as const;
    expect(codeHostProfile(links)).toBe(links[1]);
    expect(codeHostProfile([{ icon: 'link' }])).toBeUndefined();
  });
});
