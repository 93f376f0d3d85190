import { describe, expect, it } from 'vitest';
import type { PageInputs } from '../../../src/entry-server.tsx';
import { bodySources, pageChange, pageKey, pageParts, siteChange, siteParts } from './page-keys.ts';
import type { Manifest } from './prerender.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js' },
  'src/pages/PostPage.tsx': { file: 'assets/PostPage-a.js', css: ['assets/PostPage-a.css'] },
  'content/blog/a.mdx': { file: 'assets/a-1.js', css: ['assets/a-1.css'] },
  'content/blog/b.mdx': { file: 'assets/b-1.js' },
};
const site = {
  code: 'code 1',
  template: '<!doctype html>',
  manifest,
  bodies: ['content/blog/a.mdx', 'content/blog/b.mdx'],
  profile: { name: 'Ada' },
  base: '/',
};
const post = (source: string, text: string, title = 'A'): PageInputs => ({
  page: { route: 'post', data: { post: { title }, body: { source } } as never, head: { title } as never },
  body: { source, parts: [`<p>${text}</p>`] },
});

describe('page keys', () => {
  const parts = siteParts(site);

  it('are the same for the same inputs', () => {
    const a = pageKey(parts, '/blog/a', pageParts(post('content/blog/a.mdx', 'Hello'), manifest));
    expect(
      pageKey(siteParts(structuredClone(site)), '/blog/a', pageParts(post('content/blog/a.mdx', 'Hello'), manifest)),
    ).toBe(a);
  });

  it('leave out the bodies’ own chunks: a body’s new chunk changes its page, not the site', () => {
    const edited = { ...manifest, 'content/blog/a.mdx': { file: 'assets/a-2.js', css: ['assets/a-2.css'] } };
    expect(siteParts({ ...site, manifest: edited })).toEqual(parts);
    const inputs = post('content/blog/a.mdx', 'Hello');
    expect(pageParts(inputs, edited).body).not.toBe(pageParts(inputs, manifest).body);
    expect(pageParts(inputs, edited).data).toBe(pageParts(inputs, manifest).data);
  });

  it('change with the body’s parts, and with what the page shows of the content', () => {
    const a = pageParts(post('content/blog/a.mdx', 'Hello'), manifest);
    const text = pageParts(post('content/blog/a.mdx', 'Hello again'), manifest);
    expect([text.data === a.data, text.body === a.body]).toEqual([true, false]);
    const title = pageParts(post('content/blog/a.mdx', 'Hello', 'B'), manifest);
    expect([title.data === a.data, title.body === a.body]).toEqual([false, true]);
  });

  it('change for every page with the code, the template, a shared module, the profile or the base path', () => {
    const key = (changed: Partial<typeof site>) =>
      pageKey(siteParts({ ...site, ...changed }), '/blog/a', pageParts(post('content/blog/a.mdx', 'Hello'), manifest));
    const keys = [
      key({}),
      key({ code: 'code 2' }),
      key({ template: '<!doctype html><title>' }),
      key({ manifest: { ...manifest, 'index.html': { file: 'assets/index-b.js' } } }),
      key({ profile: { name: 'Grace' } }),
      key({ base: '/portfolio/' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the bodies’ sources', () => {
  const content = {
    posts: [{ source: 'content/blog/a.mdx' }],
    unlisted: [{ source: 'content/blog/hidden.mdx' }],
    projects: [{ page: { source: 'content/projects/rover.md' } }, {}],
    pages: [{ source: 'content/pages/uses.md' }],
  } as unknown as Parameters<typeof bodySources>[0];

  it('name every body: listed and unlisted posts, project pages and pages', () => {
    expect(bodySources(content)).toEqual([
      'content/blog/a.mdx',
      'content/blog/hidden.mdx',
      'content/projects/rover.md',
      'content/pages/uses.md',
    ]);
  });

  it('keep an unlisted post’s new chunk out of the site’s part: only its own page renders again', () => {
    const withHidden: Manifest = { ...manifest, 'content/blog/hidden.mdx': { file: 'assets/hidden-1.js' } };
    const edited: Manifest = { ...manifest, 'content/blog/hidden.mdx': { file: 'assets/hidden-2.js' } };
    const parts = (m: Manifest) => siteParts({ ...site, manifest: m, bodies: bodySources(content) });
    expect(siteChange(parts(withHidden), parts(edited))).toBeUndefined();
    const hidden = post('content/blog/hidden.mdx', 'Hello');
    expect(pageParts(hidden, edited).body).not.toBe(pageParts(hidden, withHidden).body);
  });
});

describe('why pages are rendered', () => {
  const parts = siteParts(site);

  it('names what every page shows when it changed', () => {
    expect(siteChange(undefined, parts)).toBe('no earlier build in this cache');
    expect(siteChange(parts, parts)).toBeUndefined();
    expect(siteChange(parts, siteParts({ ...site, code: 'code 2' }))).toBe('the code changed');
    expect(siteChange(parts, siteParts({ ...site, profile: { name: 'Grace' } }))).toBe('the site’s profile changed');
    expect(siteChange(parts, siteParts({ ...site, template: 'other' }))).toBe('the browser’s bundle changed');
    expect(siteChange(parts, siteParts({ ...site, base: '/portfolio/' }))).toBe('the base path changed');
  });

  it('names what changed of one page', () => {
    const was = { data: 'd1', body: 'b1' };
    expect(pageChange({ '/a': was }, { data: 'd1', body: 'b2' }, '/a')).toBe('its body changed');
    expect(pageChange({ '/a': was }, { data: 'd2', body: 'b1' }, '/a')).toBe('what it shows of the content changed');
    expect(pageChange({ '/a': was }, was, '/b')).toBe('a new page');
    expect(pageChange(undefined, was, '/a')).toBe('not in the page cache');
  });
});
