/** The resume's pages: one for the real content, and whole entries when more content runs it onto a second. */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount, pdfPages } from '../../../tests/support/pdf.ts';
import { loadContent, type LoadedContent } from '../content/load.ts';
import { renderResume, type ResumeContent } from './render.ts';

const created = new Date(Date.UTC(2026, 10, 22));
let content: LoadedContent;

beforeAll(async () => {
  content = await loadContent({
    contentDir: path.resolve('content'),
    publicDir: path.resolve('public'),
    today: '2026-11-22',
  });
});

/** The real content plus one more job, project and skill: what pushes the resume past a page. */
function grown(): ResumeContent {
  const [job] = content.experience;
  const [project] = content.projects;
  if (!job || !project) throw new Error('content/ needs a job and a project');
  return {
    ...content,
    experience: [
      ...content.experience,
      { ...job, slug: 'tidewater', company: 'Tidewater Instruments', role: 'RF Test Engineer' },
    ],
    projects: [...content.projects, { ...project, slug: 'weather', title: 'Sub-GHz weather station' }],
    skills: [...content.skills, 'Spectrum analysis'],
  };
}

/**
 * Text compared the way the PDF can hold it: without whitespace (a line may wrap after a hyphen) and
 * with characters outside ASCII (dashes, quotes, which the test decodes loosely) as "?".
 */
const normal = (text: string) => text.replace(/[^\x21-\x7e]/g, (c) => (/\s/.test(c) ? '' : '?'));

/** Each job's and project's text, from its title to the end of its stack line, as one string. */
function entries(resume: ResumeContent): { name: string; text: string }[] {
  const stack = (items: readonly string[]) => `Stack: ${items.join(' · ')}`;
  return [
    ...resume.experience.map((job) => ({
      name: job.company,
      text: [job.role, job.company, ...job.highlights, stack(job.stack)].join(' '),
    })),
    ...resume.projects.map((project) => ({
      name: project.title,
      text: [project.title, project.tagline, project.description, stack(project.stack)].join(' '),
    })),
  ];
}

/** The entries whose whole text is on no single page: those a page break cut. */
function splitEntries(pdf: Buffer, resume: ResumeContent): string[] {
  const pages = pdfPages(pdf).map(normal);
  return entries(resume)
    .filter((entry) => !pages.some((page) => page.includes(normal(entry.text))))
    .map((entry) => entry.name);
}

describe('the resume’s pages', () => {
  it('are one for the real content, and it says so', async () => {
    const { pdf, pages } = await renderResume(content, created);
    expect(pages).toBe(1);
    expect(pdfPageCount(pdf)).toBe(1);
    expect(splitEntries(pdf, content)).toEqual([]);
  });

  it('are two with one more job, project and skill, and it says so', async () => {
    const { pdf, pages } = await renderResume(grown(), created);
    expect(pages).toBe(2);
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdfPages(pdf)).toHaveLength(2);
  });

  it('keep every job and project whole: a page break never cuts one', async () => {
    const resume = grown();
    const { pdf } = await renderResume(resume, created);
    // The checker itself finds a cut: an entry's text split over two pages is on neither.
    expect(entries(resume).length).toBe(6);
    expect(splitEntries(pdf, resume)).toEqual([]);
  });

  it('keep a heading with the first entry under it: no page ends on a heading', async () => {
    const { pdf } = await renderResume(grown(), created);
    const lastLines = pdfPages(pdf).map((page) => page.trim().split('\n').at(-1)?.trim());
    expect(lastLines.filter((line) => ['PROFILE', 'EXPERIENCE', 'PROJECTS', 'SKILLS'].includes(line ?? ''))).toEqual(
      [],
    );
  });
});
