/** The resume PDF the build made from the test site's content: its text, its pages and its bytes. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../scripts/pipeline/content/load.ts';
import { buildResume } from '../../scripts/pipeline/resume/plugin.ts';
import { DIST } from '../support/dist.ts';
import { FIXTURE_CONTENT, FIXTURE_EPOCH, fixtureBuild } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { pdfPageCount, pdfText } from '../support/pdf.ts';

const { site, skills, projects, experience } = fixtureContent();
const resumeFile = path.join(DIST, site.resume.replace(/^\//, ''));

let pdf: Buffer;
let text: string;
let log: string;

beforeAll(async () => {
  log = (await fixtureBuild('root')).log;
  pdf = existsSync(resumeFile) ? readFileSync(resumeFile) : Buffer.alloc(0);
  text = await pdfText(pdf);
});

describe('the resume PDF', () => {
  it('is a PDF, built at the path site.md names', () => {
    expect(existsSync(resumeFile)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('holds the owner’s name and role, every job, every project and every skill as text', () => {
    for (const part of [site.name, site.role]) expect(text).toContain(part);
    for (const job of experience) for (const part of [job.company, job.role]) expect(text).toContain(part);
    for (const project of projects) expect(text).toContain(project.title);
    for (const skill of skills) expect(text).toContain(skill);
  });

  it('prints the URL the site is built for', () => {
    expect(text).toContain(site.url.replace(/^https?:\/\//, '').replace(/\/$/, ''));
  });

  it('is deterministic: rendering the same content again gives the same bytes as the build', async () => {
    const publicDir = path.resolve('public');
    // At the shared build's clock, whose date the resume carries.
    vi.stubEnv('SOURCE_DATE_EPOCH', FIXTURE_EPOCH);
    const again = await buildResume({ contentDir: FIXTURE_CONTENT, publicDir, siteUrl: site.url }, loadContent);
    vi.unstubAllEnvs();
    expect(again.pdf.equals(pdf)).toBe(true);
  });

  it('is reported by the build with its page count, and once with a warning when it runs past one page', () => {
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(0);
    expect(log).toContain(`resume ${site.resume}: ${pages} ${pages === 1 ? 'page' : 'pages'}`);
    const warnings = log.split('\n').filter((line) => line.includes(`resume ${site.resume} runs to`));
    expect(warnings).toHaveLength(pages > 1 ? 1 : 0);
  });
});
