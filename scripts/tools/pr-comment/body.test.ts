import { describe, expect, it } from 'vitest';
import { sampleChecks, sampleReview } from '../../../tests/support/review-artifact.ts';
import { MARKER, commentBody, pageShare, type BodyContext } from './body.ts';

const CONTEXT: BodyContext = {
  headSha: 'f'.repeat(40),
  runUrl: 'https://github.com/noor/site/actions/runs/5',
  pictureUrl: (file) => `https://pictures.example/${file}`,
};

describe('the comment’s body', () => {
  const body = commentBody(sampleReview(), sampleChecks(), CONTEXT);

  it('starts with the hidden marker, once, and names the commit and the run', () => {
    expect(body.startsWith(`${MARKER}\n## Content review\n`)).toBe(true);
    expect(body.split(MARKER)).toHaveLength(2);
    expect(body).toContain('reviewed at fffffff against `origin/main (1a2b3c4)`');
    expect(body).toContain('[The full report](https://github.com/noor/site/actions/runs/5)');
  });

  it('puts the rename guard, the schedule and the checks before the pictures and the words', () => {
    const order = [
      '### Links that would break',
      '### Drafts, scheduled and unlisted posts',
      '### Checks of what the change adds',
      '### Pages, before and after',
      '### The change in words',
    ].map((heading) => body.indexOf(heading));
    expect(order.every((at, i) => at > (order[i - 1] ?? -1))).toBe(true);
    expect(body).toContain(
      '- `/blog/old-name` (`content/blog/old-name.mdx` at `origin/main`) leads nowhere now: write `aliases: [/blog/old-name]` in `content/blog/new-name.mdx` (the same title)',
    );
    expect(body).toContain('- `blog/later`: scheduled: goes live on 1 September 2030');
  });

  it('lists each finding of the checks with its file and line', () => {
    expect(body).toContain(
      '- Spelling: `content/blog/new-name.mdx:12` `recieve` (receive?); if it is right, add it to `content/words.txt`',
    );
    expect(body).toContain('- Broken link: `content/blog/new-name.mdx:14` `https://example.org/gone` answered 404');
    expect(body).toContain(
      '- Could not check: `content/blog/new-name.mdx:15` `https://www.linkedin.com/in/someone` answered 999 \\(the site refuses automated checks\\); open it yourself',
    );
  });

  it('shows each page with its share of changed pixels and a picture for each side it has, at each width', () => {
    expect(body).toContain('#### `/`: 1.25 % at 390 px, 0.50 % at 1280 px of pixels changed\n');
    expect(body).toContain(
      '| 390 px, 1.25 % changed | ![/ at 390 px, before](https://pictures.example/home-390-before-close.png) | ![/ at 390 px, after](https://pictures.example/home-390-after-close.png) |',
    );
    expect(body).toContain('#### `/blog/new-name`: a new page: 100 % of its pixels are new\n');
    expect(body).toContain(
      '| 1280 px | – | ![/blog/new-name at 1280 px, after](https://pictures.example/blog-new-name-1280-after-close.png) |',
    );
    expect(body).toContain('#### `/blog/old-name`: a page removed\n');
  });

  it('links each page on the host’s deploy preview when there is one, except a page removed', () => {
    const withPreview = commentBody(sampleReview(), sampleChecks(), {
      ...CONTEXT,
      previewUrl: (route) => `https://preview.example${route}`,
    });
    expect(withPreview).toContain(' · [on the deploy preview](https://preview.example/blog/new-name)');
    expect(withPreview).not.toContain('(https://preview.example/blog/old-name)');
  });

  it('says what is missing: a review that did not finish, checks that did not run, pictures not published', () => {
    expect(commentBody(undefined, undefined, CONTEXT)).toContain('The review did not finish');
    expect(commentBody(sampleReview(), undefined, CONTEXT)).toContain('The checks did not run');
    const unpublished = commentBody(sampleReview(), sampleChecks(), {
      ...CONTEXT,
      pictureUrl: () => undefined,
      picturesMissing: 'Resource not accessible by integration',
    });
    expect(unpublished).toContain('The pictures could not be published: Resource not accessible by integration');
    expect(unpublished).not.toContain('![');
  });

  it('fits GitHub’s limit for a comment, cutting the words and pictures last first and saying how much', () => {
    const review = sampleReview();
    const [page] = review.pages;
    if (!page) throw new Error('the sample review has no page');
    review.pages = Array.from({ length: 400 }, (_, i) => ({ ...page, route: `/blog/post-${i}` }));
    const long = commentBody(review, sampleChecks(), CONTEXT, 20_000);
    expect(long.length).toBeLessThanOrEqual(20_000);
    expect(long).toMatch(/… \d+ more lines: see the full report\./);
    expect(long).toContain('- Spelling: `content/blog/new-name.mdx:12`');
  });

  it('gives a page’s share in words for each status', () => {
    const [changed, added, removed] = sampleReview().pages;
    expect([changed, added, removed].map((page) => page && pageShare(page))).toEqual([
      '1.25 % at 390 px, 0.50 % at 1280 px of pixels changed',
      'a new page: 100 % of its pixels are new',
      'a page removed',
    ]);
  });
});
