/**
 * `npm run build` on content with a draft and a second published post: the draft is nowhere in the
 * built site (page, sitemap, feed, blog index, previous/next, resume, JSON-LD, any bundle), the build
 * says so in one line, and JSON-LD keeps a description that tries to close its script element as data.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { listFiles, readPage, textOf } from '../support/dist.ts';
import { pdfText } from '../support/pdf.ts';

const DRAFT_TITLE = 'Secret sauce: the unfinished rover arm';
const HOSTILE = 'Matching a whip </script><script>alert(1)</script> <!-- and & more';

const DRAFT = `---
title: '${DRAFT_TITLE}'
description: Not ready.
date: 2026-01-01
repo: https://github.com/eliasbrandt/karl-rover
draft: true
---

<Contents />

## Half written

Notes.
`;

const SECOND = `---
title: Tuning a 915 MHz whip
description: '${HOSTILE}'
date: 2025-10-02
updated: 2025-10-05
repo: https://github.com/eliasbrandt/karl-rover
---

<Contents />

## Measuring the match

The whip measured a return loss of 7 dB at 915 MHz before tuning.
`;

let fixture: ContentFixture;
let outDir: string;
let log = '';

beforeAll(() => {
  fixture = contentFixture('drafts-build').write('blog/wip.mdx', DRAFT).write('blog/second.mdx', SECOND);
  outDir = path.join(path.dirname(fixture.dir), 'out');
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: fixture.dir, OUT_DIR: outDir, SITE_URL: '' },
    timeout: 170_000,
  });
  log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`build failed:\n${log}`);
}, 180_000);

afterAll(() => fixture.dispose());

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const page = (file: string) => readPage(file, outDir);
const jsonLd = (file: string) =>
  page(file)
    .all((e: Element) => e.tagName === 'script' && e.properties.type === 'application/ld+json')
    .map((e) => JSON.parse(textOf(e)) as Record<string, unknown>);

/** Every element inside `root`. */
function descendants(root: Element | undefined): Element[] {
  const found: Element[] = [];
  for (const child of root?.children ?? []) {
    if (child.type !== 'element') continue;
    found.push(child, ...descendants(child));
  }
  return found;
}

describe('a draft in npm run build', () => {
  it('prints one line for the skipped draft', () => {
    expect(log.split('\n').filter((line) => line.includes('draft wip'))).toEqual([
      `[plugin portfolio:content] draft wip: not published (draft: true in ${fixture.shown}/blog/wip.mdx; npm run dev shows it)`,
    ]);
  });

  it('gets no page, while the published post does', () => {
    expect(existsSync(path.join(outDir, 'blog/second/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'blog/wip'))).toBe(false);
  });

  it('is not in the sitemap or the feed', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://eliasbrandt.dev/',
      'https://eliasbrandt.dev/blog',
      'https://eliasbrandt.dev/blog/karl',
      'https://eliasbrandt.dev/blog/second',
    ]);
    const ids = [...read('feed.xml').matchAll(/<entry>[\s\S]*?<id>(.*?)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual(['https://eliasbrandt.dev/blog/second', 'https://eliasbrandt.dev/blog/karl']);
  });

  it('is not on the blog index, which lists the published posts newest first', () => {
    const index = page('blog/index.html');
    expect(index.tags('h2').map(textOf)).toEqual([
      'Tuning a 915 MHz whip',
      'Karl: building an autonomous rover for solar farms',
    ]);
    expect(index.text()).not.toContain(DRAFT_TITLE);
  });

  it('is not anyone’s Next: the newest published post has none', () => {
    const newest = page('blog/second/index.html');
    const [nav] = newest.all((e) => e.tagName === 'nav' && e.properties.ariaLabel === 'Posts');
    const inNav = (tagName: string) => descendants(nav).filter((e) => e.tagName === tagName);
    expect(inNav('a').map((a) => a.properties.href)).toEqual(['/blog/karl']);
    expect(inNav('button').map((b) => [textOf(b), b.properties.ariaDisabled])).toEqual([['Next Post', 'true']]);
  });

  it('is not in the structured data', () => {
    const blog = jsonLd('blog/index.html')[0] as { blogPost: { url: string }[] };
    expect(blog.blogPost.map((p) => p.url)).toEqual([
      'https://eliasbrandt.dev/blog/second',
      'https://eliasbrandt.dev/blog/karl',
    ]);
  });

  it('is not in the resume', () => {
    const resume = pdfText(readFileSync(path.join(outDir, 'resume.pdf')));
    expect(resume).toContain('Helio Grid Systems');
    expect(resume).not.toContain('Secret sauce');
  });

  it('is in no built file at all, not even a bundle', () => {
    const text = listFiles(outDir).filter((f) => /\.(html|js|css|xml|txt|json)$/.test(f));
    expect(text.filter((f) => read(f).includes(DRAFT_TITLE) || read(f).includes('wip.mdx'))).toEqual([]);
  });
});

describe('JSON-LD with a description that tries to end its script element', () => {
  it('keeps the whole description inside the data', () => {
    const [posting] = jsonLd('blog/second/index.html');
    expect(posting?.description).toBe(HOSTILE);
    expect(posting?.headline).toBe('Tuning a 915 MHz whip');
  });

  it('adds no script element to the page', () => {
    const scripts = page('blog/second/index.html').tags('script');
    expect(scripts.map((s) => s.properties.type ?? 'classic')).toEqual([
      'classic',
      'application/ld+json',
      'application/ld+json',
      'module',
    ]);
    expect(read('blog/second/index.html')).not.toContain('<script>alert(1)');
  });
});
