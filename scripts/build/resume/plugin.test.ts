/** The resume plugin: the URL it prints, and what the build says about its pages. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf.ts';
import { loadContent } from '../content/load.ts';
import { buildResume, pageCountLines } from './plugin.ts';

const folders = { contentDir: path.resolve('content'), publicDir: path.resolve('public') };

describe('buildResume', () => {
  it('prints the URL the site is built for (SITE_URL), not the one in content/site.md', async () => {
    const { pdf, path: at } = await buildResume(
      { ...folders, siteUrl: 'https://me.github.io/portfolio/' },
      loadContent,
    );
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('me.github.io/portfolio');
    expect(lines).not.toContain('eliasbrandt.dev');
    // The link behind it, and the PDF's Creator, are that URL too.
    expect(pdf.toString('latin1')).toContain('/URI (https://me.github.io/portfolio/)');
    expect(pdf.toString('latin1')).not.toContain('/URI (https://eliasbrandt.dev/)');
    expect(at).toBe('/resume.pdf');
  });

  it('prints the URL from content/site.md when no SITE_URL is given', async () => {
    const { pdf } = await buildResume(folders, loadContent);
    expect(pdfText(pdf).split('\n')).toContain('eliasbrandt.dev');
    expect(pdf.toString('latin1')).toContain('/URI (https://eliasbrandt.dev/)');
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
