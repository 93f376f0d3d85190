/**
 * The owner's page limit for the resume (`resumeMaxPages` in site.md): a resume that runs past it fails
 * the build, naming the entries that, left off (`resume: false`), bring it within the limit: the oldest
 * talks first, then the projects from the last card, then the jobs from the last.
 */
import type { ContentIssue } from '../content/issues.ts';
import type { LoadedContent } from '../content/load.ts';
import type { RenderedResume, ResumeContent } from './render.ts';

/** An entry of the resume that can be left off. */
export interface ResumeEntry {
  kind: 'talks' | 'projects' | 'experience';
  slug: string;
}

/** The entries on the resume, in the order to leave them off. */
export function cutOrder(content: ResumeContent): ResumeEntry[] {
  const on = (kind: ResumeEntry['kind'], entries: readonly { resume: boolean; slug: string }[]) =>
    entries.filter((entry) => entry.resume).map((entry) => ({ kind, slug: entry.slug }));
  // Talks are newest first, projects and jobs in their order: each list from its end.
  return [
    ...on('talks', content.talks).reverse(),
    ...on('projects', content.projects).reverse(),
    ...on('experience', content.experience).reverse(),
  ];
}

/** `content` with `cut` left off the resume. */
export function without(content: ResumeContent, cut: readonly ResumeEntry[]): ResumeContent {
  const off = (kind: ResumeEntry['kind'], slug: string) =>
    cut.some((entry) => entry.kind === kind && entry.slug === slug);
  return {
    ...content,
    talks: content.talks.map((t) => (off('talks', t.slug) ? { ...t, resume: false } : t)),
    projects: content.projects.map((p) => (off('projects', p.slug) ? { ...p, resume: false } : p)),
    experience: content.experience.map((e) => (off('experience', e.slug) ? { ...e, resume: false } : e)),
  };
}

/**
 * The fewest entries, in `cutOrder`, that bring the resume of `content` within `limit` pages (drawn with
 * `draw`); undefined when even leaving off all of them does not.
 */
export async function entriesToCut(
  content: ResumeContent,
  limit: number,
  draw: (content: ResumeContent) => Promise<RenderedResume>,
): Promise<ResumeEntry[] | undefined> {
  const order = cutOrder(content);
  for (let count = 1; count <= order.length; count++) {
    const cut = order.slice(0, count);
    if ((await draw(without(content, cut))).pages <= limit) return cut;
  }
  return undefined;
}

/** The build's problem for a resume of `pages` pages over `limit`, naming `cut` by their files. */
export function pageLimitIssue(
  loaded: Pick<LoadedContent, 'sources' | 'siteSource'>,
  { pages, limit, cut }: { pages: number; limit: number; cut: readonly ResumeEntry[] | undefined },
): ContentIssue {
  const files = (cut ?? []).map(
    (entry) => loaded.sources[`${entry.kind}/${entry.slug}`] ?? `${entry.kind}/${entry.slug}`,
  );
  const listed = files.length <= 1 ? files.join('') : `${files.slice(0, -1).join(', ')} and ${files.at(-1) ?? ''}`;
  return {
    file: loaded.siteSource.file,
    line: loaded.siteSource.lines.resumeMaxPages,
    field: 'resumeMaxPages',
    expected: `expected a resume of at most ${limit} ${limit === 1 ? 'page' : 'pages'}`,
    found: `${pages} pages`,
    hint:
      cut === undefined
        ? 'even without every job, project and talk it runs longer: shorten the profile and skills, or raise the limit'
        : `to fit, leave off ${listed} (resume: false in ${files.length === 1 ? 'it' : 'each'}), or raise the limit`,
  };
}
