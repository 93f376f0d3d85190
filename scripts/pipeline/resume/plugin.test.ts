/** The resume plugin: the URL it prints, and what the build says about its pages. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { datedContentFixture } from '../../../tests/support/content-fixture.ts';
import { FIXTURE_EPOCH } from '../../../tests/support/fixture-build.ts';
import { fixtureContent } from '../../../tests/support/fixture-content.ts';
import { pdfText } from '../../../tests/support/pdf.ts';
import { loadContent } from '../content/load.ts';
import { resumeCache } from './cache.ts';
import { buildResume, drawResume, pageCountLines } from './plugin.ts';

// The test site, every post dated in its frontmatter, so that loading it asks git nothing.
const copy = datedContentFixture('resume-plugin');
afterAll(() => copy.dispose());
const folders = { contentDir: copy.dir, publicDir: path.resolve('public') };

/** The test site's own URL (site.md), and how the resume prints it: without the scheme or a closing slash. */
const siteUrl = fixtureContent().site.url;
const shown = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');

// A fixed creation date, as a reproducible build sets it, rather than the content's last commit from git: the
// shared builds' clock, at which the test site's posts are live.
beforeEach(() => {
  vi.stubEnv('SOURCE_DATE_EPOCH', FIXTURE_EPOCH);
  return () => vi.unstubAllEnvs();
});

/** The text's words: an address prints between other parts of the contact line. */
const words = (text: string) => text.split(/\s+/);

describe('buildResume', () => {
  it('prints the URL the site is built for (SITE_URL), not the one in site.md', async () => {
    const { pdf, path: at } = await buildResume(
      { ...folders, siteUrl: 'https://me.github.io/portfolio/' },
      loadContent,
    );
    const text = await pdfText(pdf);
    expect(words(text)).toContain('me.github.io/portfolio');
    expect(words(text)).not.toContain(shown);
    // The link behind it, and the PDF's Creator, are that URL too.
    expect(pdf.toString('latin1')).toContain('/URI (https://me.github.io/portfolio/)');
    expect(pdf.toString('latin1')).not.toContain(`/URI (${siteUrl})`);
    expect(at).toBe(fixtureContent().site.resume);
  });

  it('prints the URL from site.md when no SITE_URL is given', async () => {
    const { pdf } = await buildResume(folders, loadContent);
    expect(words(await pdfText(pdf))).toContain(shown);
    expect(pdf.toString('latin1')).toContain(`/URI (${siteUrl})`);
  });

  it('takes the PDF a build drew from its cache: the same bytes as one drawn afresh', async () => {
    const dir = path.resolve('.tmp', 'resume-plugin-cache');
    rmSync(dir, { recursive: true, force: true });
    try {
      const cache = resumeCache(dir, drawResume);
      const drawn = await buildResume(folders, loadContent, cache);
      const cached = await buildResume(folders, loadContent, cache);
      const fresh = await buildResume(folders, loadContent);
      expect([drawn.fromCache, cached.fromCache, fresh.fromCache]).toEqual([false, true, false]);
      expect(cached.pdf.equals(fresh.pdf)).toBe(true);
      expect(drawn.pdf.equals(fresh.pdf)).toBe(true);
      expect(cached.pages).toBe(fresh.pages);
      // Another URL for the site is another resume.
      expect(
        (await buildResume({ ...folders, siteUrl: 'https://me.github.io/portfolio/' }, loadContent, cache)).fromCache,
      ).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pageCountLines', () => {
  it('prints the page count of a one-page resume, with no warning', () => {
    expect(pageCountLines('/resume.pdf', 1)).toEqual({ info: 'resume /resume.pdf: 1 page' });
  });

  it('warns when the resume runs past one page', () => {
    expect(pageCountLines('/resume.pdf', 2)).toEqual({
      info: 'resume /resume.pdf: 2 pages',
      warning:
        'resume /resume.pdf runs to 2 pages; shorten content/ (highlights, descriptions, skills) to keep it to one',
    });
  });
});
