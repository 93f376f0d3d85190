import { describe, expect, it } from 'vitest';
import {
  oldPathFile,
  oldPathStylesheet,
  redirectPage,
  redirectsFile,
  removedPage,
  type OldPathFrame,
} from './moved-pages.ts';

const frame: OldPathFrame = {
  siteUrl: 'https://me.example.org/portfolio/',
  stylesheets: ['/portfolio/assets/app-AbCdEf12.css'],
  siteName: 'Noor <Haddad>',
  blogName: 'Lab notebook',
};
const moved = { from: '/blog/karl', to: '/blog/karl-rover', title: 'Karl & the rover' };

describe('the page at an alias', () => {
  const { path, contents } = redirectPage(moved, frame);

  it('is written where a host serves the old path: its folder’s index, or the .html file it names', () => {
    expect(path).toBe('blog/karl/index.html');
    expect(oldPathFile('/2019/05/karl.html')).toBe('2019/05/karl.html');
  });

  it('sends the reader on under the base path, names the page as canonical, and is no page for search engines', () => {
    expect(contents).toContain('<meta http-equiv="refresh" content="0; url=/portfolio/blog/karl-rover" />');
    expect(contents).toContain('<link rel="canonical" href="https://me.example.org/portfolio/blog/karl-rover" />');
    expect(contents).toContain('<meta name="robots" content="noindex" />');
    expect(contents).toContain('<p>It is now at <a href="/portfolio/blog/karl-rover">Karl &amp; the rover</a>.</p>');
    expect(contents).toContain('<title>Karl &amp; the rover | Noor &lt;Haddad&gt;</title>');
  });

  it('has no script and no inline style, and links the site’s stylesheets and its own', () => {
    expect(contents).not.toMatch(/<script|\sstyle=/);
    expect(contents).toContain('<link rel="stylesheet" crossorigin href="/portfolio/assets/app-AbCdEf12.css" />');
    expect(contents).toContain(`<link rel="stylesheet" crossorigin href="/portfolio/${oldPathStylesheet().path}" />`);
    expect(oldPathStylesheet().path).toMatch(/^assets\/old-path-[\w-]{8}\.css$/);
  });
});

describe('the page at a removed path', () => {
  it('says so, and links home and to the blog by their names, under the base path', () => {
    const { path, contents } = removedPage('/blog/gone', frame);
    expect(path).toBe('blog/gone/index.html');
    expect(contents).toContain('<h1>This page was removed</h1>');
    expect(contents).toContain(
      '<li><a href="/portfolio/">Noor &lt;Haddad&gt;</a></li><li><a href="/portfolio/blog">Lab notebook</a></li>',
    );
    expect(contents).toContain('<meta name="robots" content="noindex" />');
  });

  it('links home alone on a site without a blog', () => {
    expect(removedPage('/gone', { ...frame, blogName: undefined }).contents).not.toContain('/portfolio/blog');
  });
});

describe('_redirects', () => {
  it('has each alias as a forced 301 for Netlify and a plain one for Cloudflare Pages, under the base path', () => {
    const file = redirectsFile([moved], frame.siteUrl);
    expect(file?.path).toBe('_redirects');
    expect(file?.contents.split('\n').filter((line) => line !== '' && !line.startsWith('#'))).toEqual([
      '/portfolio/blog/karl /portfolio/blog/karl-rover 301!',
      '/portfolio/blog/karl /portfolio/blog/karl-rover 301',
    ]);
  });

  it('is not written for a site with no alias', () => {
    expect(redirectsFile([], frame.siteUrl)).toBeUndefined();
  });
});
