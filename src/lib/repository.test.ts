/**
 * What `repository` may be: the https address of one repository on a forge the site knows, and a
 * branch name git accepts. The branch names' verdicts are `git check-ref-format --branch`'s own
 * (git 2.47), run by hand on each name below.
 */
import { describe, expect, it } from 'vitest';
import { branchProblem, repositoryUrlProblem } from './repository.ts';

describe('repositoryUrlProblem', () => {
  it.each([
    ['https://github.com/me/portfolio'],
    ['https://github.com/me/portfolio/'],
    ['https://GitHub.com/Me/my.site_2'],
    ['https://github.com/me/.github'],
    ['https://gitlab.com/me/portfolio'],
    ['https://gitlab.example.org/me/portfolio'],
    ['https://codeberg.org/me/portfolio'],
    ['https://bitbucket.org/me/portfolio'],
    ['https://git.sr.ht/~me/portfolio'],
  ])('accepts %s', (url) => {
    expect(repositoryUrlProblem(url)).toBeUndefined();
  });

  it('accepts a server of one’s own, on any host and port, when site.md names its forge', () => {
    expect(repositoryUrlProblem('https://git.example.org/me/portfolio', 'gitea')).toBeUndefined();
    expect(repositoryUrlProblem('https://code.example.org:8443/me/portfolio', 'forgejo')).toBeUndefined();
    expect(repositoryUrlProblem('https://git.example.org/me/portfolio')).toBe(
      'expected a repository on GitHub, GitLab, Codeberg, Bitbucket or Sourcehut (or a server of your own with forge: gitlab, gitea, forgejo)',
    );
  });

  const shape =
    'expected exactly an owner and a repository after the host, such as https://github.com/me/portfolio, with nothing after them';
  it.each([
    ['https://github.com/you/../../evil?x=', shape],
    ['https://github.com/you/site/../../evil', shape],
    ['https://github.com/you/%2e%2e', shape],
    ['https://github.com/you/..', shape],
    ['https://github.com/you', shape],
    ['https://github.com/you/site/tree/main', shape],
    ['https://github.com/you/site?tab=readme', shape],
    ['https://github.com/you/site#readme', shape],
    ['https://user@github.com/you/site', shape],
    [
      'http://github.com/you/site',
      'expected the repository’s https:// address, such as https://github.com/me/portfolio',
    ],
    [
      'git@github.com:you/site.git',
      'expected the repository’s https:// address, such as https://github.com/me/portfolio',
    ],
    ['https://github.com/you/site.git', 'expected the repository’s web address, without the .git of its clone address'],
    [
      'https://github.com:8443/you/site',
      'expected no port on a public forge’s address, such as https://github.com/me/portfolio',
    ],
    [
      'https://*.github.com/you/site',
      'expected a plain host name before the owner, such as https://github.com/me/portfolio',
    ],
    [
      'https://sr.ht/~you/site',
      'expected a repository on GitHub, GitLab, Codeberg, Bitbucket or Sourcehut (or a server of your own with forge: gitlab, gitea, forgejo)',
    ],
    ['https://git.sr.ht/you/site', 'expected a Sourcehut owner with its ~, such as ~me'],
  ])('refuses %s', (url, problem) => {
    expect(repositoryUrlProblem(url)).toBe(problem);
  });
});

describe('branchProblem', () => {
  it.each(['main', 'feature/x', 'release/2026', 'café', 'x/HEAD', 'head', '@a', 'a@b', '{x}', '"><script>'])(
    'accepts %s, as git does',
    (branch) => {
      expect(branchProblem(branch)).toBeUndefined();
    },
  );

  it.each([
    ['../../evil', 'no ..'],
    ['a..b', 'no ..'],
    ['a b', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a\tb', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a\u007fb', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a~1', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a^', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a:b', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a?', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a*', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a[', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a\\b', 'no space, control character or any of ~ ^ : ? * [ \\'],
    ['a@{b', 'no @{ and not @ alone'],
    ['@', 'no @{ and not @ alone'],
    ['-x', 'no - at the start'],
    ['HEAD', 'not HEAD'],
    ['/a', 'parts between single slashes, with none at either end'],
    ['a/', 'parts between single slashes, with none at either end'],
    ['a//b', 'parts between single slashes, with none at either end'],
    ['a.', 'no . at the end'],
    ['.a', 'no part starting with .'],
    ['a/.b', 'no part starting with .'],
    ['a.lock', 'no part ending with .lock'],
    ['a.lock/b', 'no part ending with .lock'],
  ])('refuses %s, as git does: %s', (branch, rule) => {
    expect(branchProblem(branch)).toBe(`expected a branch name git accepts, such as main or release/2026 (${rule})`);
  });
});
