import { describe, expect, it } from 'vitest';
import { cloudflareBranchAlias, parsePreviewHost, previewUrl } from './preview.ts';

describe('the host’s deploy preview', () => {
  it('reads REVIEW_PREVIEW, and says what is wrong with a bad one', () => {
    expect(parsePreviewHost(undefined)).toBeUndefined();
    expect(parsePreviewHost(' ')).toBeUndefined();
    expect(parsePreviewHost('netlify:my-site')).toEqual({ host: 'netlify', site: 'my-site' });
    expect(parsePreviewHost('cloudflare:portfolio')).toEqual({ host: 'cloudflare', site: 'portfolio' });
    expect((parsePreviewHost('vercel:x') as Error).message).toContain(
      'expected netlify:<site name> or cloudflare:<project name>',
    );
    expect(parsePreviewHost('netlify:Bad_Name')).toBeInstanceOf(Error);
  });

  it('puts a pull request’s pages on Netlify’s deploy preview, a fork’s too', () => {
    const url = previewUrl({ host: 'netlify', site: 'my-site' }, { number: 12, branch: 'x', fork: true });
    expect(url?.('/blog/a')).toBe('https://deploy-preview-12--my-site.netlify.app/blog/a');
  });

  it('puts a branch’s pages on Cloudflare’s alias of it, and none for a fork, which Cloudflare does not build', () => {
    const host = { host: 'cloudflare', site: 'portfolio' } as const;
    expect(previewUrl(host, { number: 3, branch: 'Feature/New_Post', fork: false })?.('/')).toBe(
      'https://feature-new-post.portfolio.pages.dev/',
    );
    expect(previewUrl(host, { number: 3, branch: 'main', fork: true })).toBeUndefined();
    expect(cloudflareBranchAlias('-'.repeat(3))).toBeUndefined();
    expect(cloudflareBranchAlias('a'.repeat(40))).toHaveLength(28);
  });
});
