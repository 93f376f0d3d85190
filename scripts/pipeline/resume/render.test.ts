/** The resume's pages: one for content that fits, and whole entries when more content runs it onto a second. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datedContentFixture } from '../../../tests/support/content-fixture.ts';
import { fixtureContent } from '../../../tests/support/fixture-content.ts';
import { pdfPageCount, pdfPages, pdfText } from '../../../tests/support/pdf.ts';
import { loadContent, type LoadedContent } from '../content/load.ts';
import { renderResume, type ResumeContent } from './render.ts';

const created = new Date(Date.UTC(2026, 10, 22));
let content: LoadedContent;

// The test site, with every post dated in its frontmatter so that loading it asks git nothing.
const copy = datedContentFixture('resume-render');
afterAll(() => copy.dispose());

beforeAll(async () => {
  content = await loadContent({ contentDir: copy.dir, publicDir: path.resolve('public') });
});

/** The test site's first job and first project with its skills: content that fits on a page. */
function fitting(): ResumeContent {
  return { ...content, experience: content.experience.slice(0, 1), projects: content.projects.slice(0, 1) };
}

/** The test site plus one more job, project and skill: content that runs the resume past a page. */
function grown(): ResumeContent {
  const [job] = content.experience;
  const [project] = content.projects;
  if (!job || !project) throw new Error('the test site needs a job and a project');
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

/** Text compared across line breaks: its letters and digits only, since a line may wrap after a hyphen. */
const normal = (text: string) => text.replace(/[^A-Za-z0-9]/g, '');

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

/** The resume's section headings, as `headingLines` reads them. */
const HEADINGS = ['PROFILE', 'EXPERIENCE', 'PROJECTS', 'SKILLS'];

/**
 * A page's first and last lines, compared without spaces: headings are letter-spaced, which a reader
 * extracts as "P R O F I L E".
 */
function headingLines(page: string): { first: string; last: string } {
  const lines = page.trim().split('\n');
  return { first: (lines[0] ?? '').replace(/\s+/g, ''), last: (lines.at(-1) ?? '').replace(/\s+/g, '') };
}

/** The entries whose whole text is on no single page: those a page break cut. */
async function splitEntries(pdf: Buffer, resume: ResumeContent): Promise<string[]> {
  const pages = (await pdfPages(pdf)).map(normal);
  return entries(resume)
    .filter((entry) => !pages.some((page) => page.includes(normal(entry.text))))
    .map((entry) => entry.name);
}

describe('the resume’s pages', () => {
  it('are one for content that fits, and it says so', async () => {
    const resume = fitting();
    const { pdf, pages } = await renderResume(resume, created);
    expect(pages).toBe(1);
    expect(pdfPageCount(pdf)).toBe(1);
    expect(await splitEntries(pdf, resume)).toEqual([]);
  });

  it('are two with one more job, project and skill, and it says so', async () => {
    const { pdf, pages } = await renderResume(grown(), created);
    expect(pages).toBe(2);
    expect(pdfPageCount(pdf)).toBe(2);
    expect(await pdfPages(pdf)).toHaveLength(2);
  });

  it('keep every job and project whole: a page break never cuts one', async () => {
    const resume = grown();
    const { pdf } = await renderResume(resume, created);
    // The checker itself finds a cut: an entry's text split over two pages is on neither.
    const { experience, projects } = fixtureContent();
    expect(entries(resume)).toHaveLength(experience.length + projects.length + 2);
    expect(await splitEntries(pdf, resume)).toEqual([]);
  });

  it('keep a heading with the first entry under it: no page ends on a heading', async () => {
    // The first job grows, so that each heading after it passes the foot of the page. A heading left
    // behind would end the page for as many line counts as its entry has lines (four or more: a title,
    // a second line, a line of text and the stack), so every third count finds it: 14 renders, not 40.
    const [job, ...jobs] = grown().experience;
    if (!job) throw new Error('the test site needs a job');
    const endsOnHeading: string[] = [];
    const startsWithHeading = new Set<string>();
    for (let extra = 0; extra <= 39; extra += 3) {
      const highlights = [...job.highlights, ...Array.from({ length: extra }, (_, i) => `Extra line ${i + 1}.`)];
      const { pdf } = await renderResume({ ...grown(), experience: [{ ...job, highlights }, ...jobs] }, created);
      for (const [index, lines] of (await pdfPages(pdf)).map(headingLines).entries()) {
        if (HEADINGS.includes(lines.last)) endsOnHeading.push(`${lines.last} ends page ${index + 1} at +${extra}`);
        if (HEADINGS.includes(lines.first)) startsWithHeading.add(lines.first);
      }
    }
    expect(endsOnHeading).toEqual([]);
    // The counts did carry Experience and Projects over a page break, each with its entry.
    expect([...startsWithHeading]).toEqual(expect.arrayContaining(['EXPERIENCE', 'PROJECTS']));
    // 14 renders take about 2 s on a quiet machine (4–5 s of CPU); allow for a loaded 2-core machine.
  }, 60_000);

  it('start an entry taller than the rest of the page under its heading, not on a page of its own', async () => {
    const [job, ...jobs] = grown().experience;
    if (!job) throw new Error('the test site needs a job');
    // More lines than a page holds: the heading cannot take the whole entry along to the next page.
    const highlights = [...job.highlights, ...Array.from({ length: 60 }, (_, i) => `Extra line ${i + 1}.`)];
    const { pdf } = await renderResume({ ...grown(), experience: [{ ...job, highlights }, ...jobs] }, created);
    const pages = (await pdfPages(pdf)).map(headingLines);
    expect(pages.filter((lines) => HEADINGS.includes(lines.last))).toEqual([]);
    expect(pages.map((lines) => lines.first)).toContain('EXPERIENCE');
  });
});

/** The resume's section headings, in order. */
const SECTIONS = ['PROFILE', 'EXPERIENCE', 'PROJECTS', 'SKILLS'];

/** The section headings of `pdf`, in order (letter-spaced, which a reader extracts as "P R O F I L E"). */
async function headings(pdf: Buffer): Promise<string[]> {
  const lines = (await pdfPages(pdf)).flatMap((page) => page.split('\n').map((line) => line.replace(/\s+/g, '')));
  return lines.filter((line) => SECTIONS.includes(line));
}

describe('the resume’s sections', () => {
  it.each([
    ['EXPERIENCE', { experience: [] }],
    ['PROJECTS', { projects: [] }],
    ['SKILLS', { skills: [] }],
  ])('leave out %s, heading and all, when it has no entries', async (heading, empty) => {
    const { pdf } = await renderResume({ ...fitting(), ...empty }, created);
    expect(await headings(pdf)).toEqual(SECTIONS.filter((h) => h !== heading));
  });

  it('are the profile alone with no jobs, projects or skills', async () => {
    const { pdf } = await renderResume({ ...fitting(), experience: [], projects: [], skills: [] }, created);
    expect(await headings(pdf)).toEqual(['PROFILE']);
  });
});

describe('the resume’s text', () => {
  it('reads back exactly as written, beyond the 200-odd characters of PDF’s standard fonts', async () => {
    const [job] = content.experience;
    if (!job) throw new Error('the test site needs a job');
    const name = 'Łukasz Żółć-İşık';
    const highlight = 'Soaked each unit from −10 °C to 45 °C (Δt ≈ 55 K) → 0 failures; Привет, 你 aside.';
    const resume = { ...fitting(), site: { ...content.site, name }, experience: [{ ...job, highlights: [highlight] }] };
    const text = await pdfText((await renderResume(resume, created)).pdf);
    expect(text).toContain(name);
    // Han is outside the embedded font: that one character shows as the font's missing-glyph box, and
    // nothing around it is lost.
    for (const part of highlight.split('你')) expect(text).toContain(part);
  });
});
