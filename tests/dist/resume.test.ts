import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type LoadedContent } from '../../scripts/build/content/load.ts';
import { buildResume } from '../../scripts/build/resume/plugin.ts';
import { siteUrl } from '../../scripts/build/site-url.ts';
import { pdfPageCount, pdfText } from '../support/pdf.ts';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const root = path.resolve('.');
const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');
// The URL the site was built for: SITE_URL, else content/site.md.
const url = siteUrl(contentDir);

let content: LoadedContent;
let pdf: Buffer;
let text: string;
let resumeFile: string;

beforeAll(async () => {
  content = await loadContent({ contentDir, publicDir: path.join(root, 'public') });
  resumeFile = path.join(DIST, content.site.resume.replace(/^\//, ''));
  pdf = existsSync(resumeFile) ? readFileSync(resumeFile) : Buffer.alloc(0);
  text = pdfText(pdf);
});

describe('the resume PDF', () => {
  it('is built at the path content/site.md names', () => {
    expect(existsSync(resumeFile)).toBe(true);
  });

  it('is a PDF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('holds the owner’s name and role as text', () => {
    expect(text).toContain(content.site.name);
    expect(text).toContain(content.site.role);
  });

  it('holds every company and role from content/experience', () => {
    for (const job of content.experience) {
      expect(text).toContain(job.company);
      expect(text).toContain(job.role);
    }
  });

  it('holds every skill from content/skills.md', () => {
    for (const skill of content.skills) expect(text).toContain(skill);
  });

  it('holds every project title', () => {
    for (const project of content.projects) expect(text).toContain(project.title);
  });

  it('is deterministic: rendering the same content again gives the same bytes as the build', async () => {
    const again = await buildResume({ contentDir, publicDir: path.join(root, 'public'), siteUrl: url }, loadContent);
    expect(again.pdf.equals(pdf)).toBe(true);
  });

  it('prints the URL the site is built for', () => {
    expect(text).toContain(url.replace(/^https?:\/\//, '').replace(/\/$/, ''));
  });

  it('fits on one page', () => {
    expect(pdfPageCount(pdf)).toBe(1);
  });
});
