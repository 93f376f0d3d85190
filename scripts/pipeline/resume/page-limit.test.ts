import { describe, expect, it } from 'vitest';
import { formatIssue } from '../content/issues.ts';
import { cutOrder, entriesToCut, pageLimitIssue, without } from './page-limit.ts';
import type { ResumeContent } from './render.ts';

const entry = (slug: string, resume = true) => ({ slug, resume });
/** Content as the cut reads it: only slugs and `resume` matter. */
const content = {
  site: {},
  skills: [],
  talks: [entry('newest-talk'), entry('old-talk'), entry('left-off', false)],
  projects: [entry('first-project'), entry('last-project')],
  experience: [entry('current-job'), entry('first-job')],
} as unknown as ResumeContent;

describe('the resume’s page limit', () => {
  it('cuts the oldest talks first, then projects from the last, then jobs from the last, never one already off', () => {
    expect(cutOrder(content).map((e) => `${e.kind}/${e.slug}`)).toEqual([
      'talks/old-talk',
      'talks/newest-talk',
      'projects/last-project',
      'projects/first-project',
      'experience/first-job',
      'experience/current-job',
    ]);
  });

  it('finds the fewest entries that bring it within the limit', async () => {
    // A page for every four entries on it, and the profile's page however few.
    const pages = (c: ResumeContent) =>
      Math.max(1, Math.ceil([...c.talks, ...c.projects, ...c.experience].filter((e) => e.resume).length / 4));
    const draw = (c: ResumeContent) => Promise.resolve({ pdf: Buffer.alloc(0), pages: pages(c) });
    const cut = await entriesToCut(content, 1, draw);
    expect(cut?.map((e) => e.slug)).toEqual(['old-talk', 'newest-talk']);
    expect(pages(without(content, cut ?? []))).toBe(1);
    expect(await entriesToCut(content, 0, draw)).toBeUndefined();
  });

  it('fails at the limit’s line, naming the files to leave off', () => {
    const loaded = {
      sources: {
        'talks/old-talk': 'content/talks/old-talk.md',
        'projects/last-project': 'content/projects/last-project.md',
      },
      siteSource: { file: 'content/site.md', lines: { resumeMaxPages: 12 } },
    };
    const cut = [
      { kind: 'talks', slug: 'old-talk' },
      { kind: 'projects', slug: 'last-project' },
    ] as const;
    expect(formatIssue(pageLimitIssue(loaded, { pages: 2, limit: 1, cut: [...cut] }))).toBe(
      'content/site.md:12 resumeMaxPages: expected a resume of at most 1 page, got 2 pages; to fit, leave off content/talks/old-talk.md and content/projects/last-project.md (resume: false in each), or raise the limit',
    );
    expect(formatIssue(pageLimitIssue(loaded, { pages: 3, limit: 1, cut: undefined }))).toMatch(
      /got 3 pages; even without every job, project and talk it runs longer/,
    );
  });
});
