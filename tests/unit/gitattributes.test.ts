/** `git diff` names the Markdown section a hunk changes: content files use git's markdown diff driver. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const diffDriver = (file: string) =>
  execFileSync('git', ['check-attr', 'diff', '--', file], { encoding: 'utf8' }).trim();

describe('.gitattributes', () => {
  it.each(['content/site.md', 'content/blog/karl.mdx', 'README.md', 'content/blog/new-post.mdx'])(
    '%s diffs with the markdown driver',
    (file) => {
      expect(diffDriver(file)).toBe(`${file}: diff: markdown`);
    },
  );
});
