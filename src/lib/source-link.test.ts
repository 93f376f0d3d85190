import { describe, expect, it } from 'vitest';
import { sourceRepository } from './repository.ts';
import { sourceLink } from './source-link.ts';

describe('a page’s link to its source file', () => {
  it.each([
    ['GitHub', 'https://github.com/me/portfolio', 'https://github.com/me/portfolio/blob/main/content/blog/rover.mdx'],
    [
      'GitLab',
      'https://gitlab.com/me/portfolio/',
      'https://gitlab.com/me/portfolio/-/blob/main/content/blog/rover.mdx',
    ],
    [
      'a GitLab server of one’s own',
      'https://gitlab.example.org/me/portfolio',
      'https://gitlab.example.org/me/portfolio/-/blob/main/content/blog/rover.mdx',
    ],
    [
      'Codeberg',
      'https://codeberg.org/me/portfolio',
      'https://codeberg.org/me/portfolio/src/branch/main/content/blog/rover.mdx',
    ],
    [
      'Bitbucket',
      'https://bitbucket.org/me/portfolio',
      'https://bitbucket.org/me/portfolio/src/main/content/blog/rover.mdx',
    ],
    [
      'Sourcehut',
      'https://git.sr.ht/~me/portfolio',
      'https://git.sr.ht/~me/portfolio/tree/main/item/content/blog/rover.mdx',
    ],
  ])('follows %s’s file addresses', (name, url, href) => {
    const link = sourceLink(sourceRepository({ url, branch: 'main' }), 'content/blog/rover.mdx');
    expect(link).toEqual({ href, label: `View this page on ${name.startsWith('a GitLab') ? 'GitLab' : name}` });
  });

  it.each([
    ['gitlab', 'GitLab', 'https://code.example.org/me/site/-/blob/main/content/blog/rover.mdx'],
    ['gitea', 'Gitea', 'https://code.example.org/me/site/src/branch/main/content/blog/rover.mdx'],
    ['forgejo', 'Forgejo', 'https://code.example.org/me/site/src/branch/main/content/blog/rover.mdx'],
  ] as const)('follows the file addresses of a %s server of one’s own, which site.md declares', (forge, name, href) => {
    const link = sourceLink(
      sourceRepository({ url: 'https://code.example.org/me/site', branch: 'main', forge }),
      'content/blog/rover.mdx',
    );
    expect(link).toEqual({ href, label: `View this page on ${name}` });
  });

  it('escapes what a path or branch may hold that a URL may not', () => {
    expect(
      sourceLink(
        sourceRepository({ url: 'https://github.com/me/site', branch: 'release/2026 spring' }),
        'content/blog/c#.mdx',
      )?.href,
    ).toBe('https://github.com/me/site/blob/release/2026%20spring/content/blog/c%23.mdx');
  });

  it('gives no link without a repository, for an unknown forge, or for a file outside the repository', () => {
    expect(sourceLink(undefined, 'content/blog/a.mdx')).toBeUndefined();
    expect(
      sourceLink(sourceRepository({ url: 'https://example.org/me/site', branch: 'main' }), 'content/blog/a.mdx'),
    ).toBeUndefined();
    expect(
      sourceLink(sourceRepository({ url: 'https://github.com/me/site', branch: 'main' }), '../elsewhere/blog/a.mdx'),
    ).toBeUndefined();
  });
});
