/**
 * The pull request's comment: the review in words and pictures, the rename guard's and the schedule's
 * findings and the checks of what the change adds, in one Markdown body that fits GitHub's limit for a
 * comment. Every word taken from the artifact goes through `text` or `code` (markdown.ts); the links and
 * pictures are the ones this module builds, from addresses the caller worked out.
 */
import type { ChecksData, EntityData, FragmentData, PageData, ReviewData, ShotData } from './artifact.ts';
import { code, text } from './markdown.ts';

/** The hidden line that marks the comment as the review's, so each push finds and updates it. */
export const MARKER = '<!-- content-review: the review of this pull request, updated on each push -->';

/** GitHub refuses a comment longer than 65,536 characters; the body keeps well inside it. */
export const BODY_LIMIT = 60_000;

/** What the body links to, worked out by the caller from what it trusts. */
export interface BodyContext {
  /** The commit reviewed (the pull request's head, from GitHub's record of the run). */
  headSha: string;
  /** The run of the review: its page has the whole summary, and its artifact every picture. */
  runUrl: string;
  /** The sentence that links the full report, in Markdown, when it is not the run's page (a local preview). */
  report?: string | undefined;
  /** The address of a published close-up, by its file name; undefined when it was not published. */
  pictureUrl: (file: string) => string | undefined;
  /** The page on the host's deploy preview, when the repository names a host. */
  previewUrl?: ((route: string) => string) | undefined;
  /** Why there are no pictures in the comment although the review took some (publishing them failed). */
  picturesMissing?: string | undefined;
  /** The parts of the artifact that were refused, one line each. */
  refused?: string[] | undefined;
}

/** A part of the body that may be cut short to fit: its lines, and what to say for the ones left out. */
interface Section {
  lines: string[];
  /** Cut from the end when the body is too long; what is left says how many lines were left out. */
  shortenable?: boolean;
}

const percentText = (shot: ShotData) =>
  shot.percent === undefined
    ? undefined
    : `${shot.percent === 0 || shot.percent >= 0.01 ? shot.percent.toFixed(2) : '< 0.01'} %`;

function excerptText(excerpt: FragmentData[]): string {
  return excerpt
    .map((f) =>
      f.change === 'added'
        ? `<ins>${text(f.text)}</ins>`
        : f.change === 'removed'
          ? `<del>${text(f.text)}</del>`
          : text(f.text),
    )
    .join('');
}

/** A commit as the comment names it: a commit id shortened, anything else as it is. */
const commitText = (commit: string) => (/^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 7) : text(commit));

function header(review: ReviewData | undefined, context: BodyContext): string[] {
  const lines = [
    MARKER,
    '## Content review',
    '',
    `What this pull request does to the site, reviewed at ${commitText(context.headSha)}` +
      (review ? ` against ${code(review.base)}` : '') +
      `. ${context.report ?? `[The full report](${context.runUrl}): the whole summary on the run's page, every picture in its \`content-review\` artifact.`} This comment is updated on each push.`,
  ];
  if (!review)
    lines.push(
      '',
      `The review did not finish, so this comment has no words or pictures from it: see [its run](${context.runUrl}).`,
    );
  if (context.refused && context.refused.length > 0)
    lines.push(
      '',
      `Parts of the review's artifact were left out: ${context.refused.slice(0, 5).map(code).join('; ')}.`,
    );
  return lines;
}

function renameSection(review: ReviewData): string[] {
  const lines = ['', '### Links that would break', ''];
  if (review.renames.length === 0) {
    lines.push(`None: every page at ${code(review.renamesSince)} still has a page, an alias or a removal.`);
    return lines;
  }
  for (const finding of review.renames) {
    const where = `${code(finding.path)} (${code(finding.was)} at ${code(review.renamesSince)}) leads nowhere now`;
    const removal = `${code(`removed: [${finding.path}]`)} in ${code('content/site.md')}`;
    lines.push(
      finding.replacement
        ? `- ${where}: write ${code(finding.replacement.aliasesLine)} in ${code(finding.replacement.file)} (${text(finding.replacement.why)}), or, if it is gone on purpose, ${removal}`
        : `- ${where}: write ${code(`aliases: [${finding.path}]`)} on the page that replaced it, or, if it is gone on purpose, ${removal}`,
    );
  }
  return lines;
}

/** Posts the change makes drafts, schedules or leaves unlisted: when each goes live, or that it does not. */
function scheduleSection(review: ReviewData): string[] {
  const labelled = review.content.filter((entity) => entity.labels.length > 0);
  if (labelled.length === 0) return [];
  return [
    '',
    '### Drafts, scheduled and unlisted posts',
    '',
    ...labelled.map((entity) => `- ${code(entity.entity)}: ${entity.labels.map(text).join('; ')}`),
  ];
}

function checksSection(checks: ChecksData | undefined): string[] {
  const lines = ['', '### Checks of what the change adds', ''];
  if (!checks) return [...lines, 'The checks did not run: see the full report.'];
  lines.push(`Advisory: they never fail the build. Locally: ${code(`npm run check:changes -- ${checks.since}`)}.`, '');
  if (checks.spelling.length === 0)
    lines.push(`- Spelling: every word the change adds is known (${checks.wordsChecked} checked).`);
  for (const finding of checks.spelling) {
    const suggestion = finding.suggestions.length > 0 ? ` (${finding.suggestions.map(text).join(', ')}?)` : '';
    lines.push(
      `- Spelling: ${code(`${finding.file}:${finding.line}`)} ${code(finding.word)}${suggestion}; if it is right, add it to ${code(checks.wordList)}`,
    );
  }
  const broken = checks.links.filter((l) => l.outcome === 'broken');
  const unchecked = checks.links.filter((l) => l.outcome === 'unchecked');
  if (checks.links.length === 0)
    lines.push(
      checks.linksChecked === 0
        ? '- Links: the change adds no outbound link.'
        : `- Links: each of the ${checks.linksChecked} outbound links the change adds answered.`,
    );
  for (const link of broken)
    lines.push(`- Broken link: ${code(`${link.file}:${link.line}`)} ${code(link.url)} ${text(link.reason)}`);
  for (const link of unchecked)
    lines.push(
      `- Could not check: ${code(`${link.file}:${link.line}`)} ${code(link.url)} ${text(link.reason)}; open it yourself`,
    );
  return lines;
}

function entityLine(entity: EntityData): string[] {
  const labels = entity.labels.length > 0 ? ` (${entity.labels.map(text).join('; ')})` : '';
  return [
    `- ${code(entity.entity)}${labels}: ${entity.changes.map(text).join('; ')}`,
    ...entity.details.map((d) => `  - ${text(d.label)}: ${excerptText(d.excerpt)}`),
  ];
}

function wordsSection(review: ReviewData): Section {
  const lines = ['', '### The change in words', ''];
  if (review.content.length === 0) lines.push('No content changed.');
  for (const entity of review.content) lines.push(...entityLine(entity));
  lines.push('', '**Pages**', '');
  if (review.pages.length === 0) lines.push('No page changed.');
  for (const page of review.pages) {
    lines.push(`- ${code(page.route)} ${text(page.summary)}`);
    for (const excerpt of page.excerpts) lines.push(`  - ${excerptText(excerpt)}`);
  }
  if (review.unchanged.length > 0) lines.push(`- Unchanged: ${review.unchanged.map(code).join(', ')}`);
  return { lines, shortenable: true };
}

/** A page's share of changed pixels, in words: each width's, or that the page is new or gone. */
export function pageShare(page: PageData): string {
  if (page.status === 'added') return 'a new page: 100 % of its pixels are new';
  if (page.status === 'removed') return 'a page removed';
  const shares = page.shots.flatMap((shot) => {
    const share = percentText(shot);
    return share === undefined ? [] : [`${share} at ${shot.width} px`];
  });
  return shares.length > 0 ? `${shares.join(', ')} of pixels changed` : 'changed';
}

function pageBlock(page: PageData, context: BodyContext): string[] {
  const preview =
    context.previewUrl && page.status !== 'removed'
      ? ` · [on the deploy preview](${context.previewUrl(page.route)})`
      : '';
  const lines = ['', `#### ${code(page.route)}: ${pageShare(page)}${preview}`, ''];
  const image = (file: string | undefined, side: string, width: number) => {
    const url = file === undefined ? undefined : context.pictureUrl(file);
    // The route is a plain site path (the artifact's check), so it is safe in an alt text and a table.
    return url === undefined ? '–' : `![${page.route} at ${width} px, ${side}](${url})`;
  };
  const rows = page.shots.filter((shot) => shot.before !== undefined || shot.after !== undefined);
  if (rows.length === 0) return lines.slice(0, -1);
  lines.push('| Width | Before | After |', '| --- | --- | --- |');
  for (const shot of rows) {
    const share = percentText(shot);
    lines.push(
      `| ${shot.width} px${share === undefined ? '' : `, ${share} changed`} | ${image(shot.before, 'before', shot.width)} | ${image(shot.after, 'after', shot.width)} |`,
    );
  }
  return lines;
}

function picturesSection(review: ReviewData, context: BodyContext): Section {
  const lines = ['', '### Pages, before and after', ''];
  if (review.picturesSkipped !== undefined) lines.push(`Pictures skipped: ${text(review.picturesSkipped)}`);
  else if (context.picturesMissing !== undefined)
    lines.push(`The pictures could not be published: ${text(context.picturesMissing)}`);
  else if (review.pages.length === 0) lines.push('No page changed, so none was photographed.');
  else lines.push('Each picture is cut around the largest change of the page (the top of a page added or removed).');
  for (const page of review.pages) lines.push(...pageBlock(page, context));
  return { lines, shortenable: true };
}

/**
 * Joins the sections, cutting lines from the ends of the shortenable ones, the last section first (the
 * sections come in the order a reviewer needs them), until the body fits `limit`.
 */
function fit(sections: Section[], limit: number): string {
  const NOTE = 80;
  let size = sections.reduce((n, s) => n + s.lines.reduce((m, line) => m + line.length + 1, 0), 0);
  for (const section of [...sections].reverse()) {
    if (!section.shortenable || size <= limit) continue;
    let cut = 0;
    while (size + NOTE > limit && section.lines.length > 3) {
      size -= (section.lines.pop() ?? '').length + 1;
      cut += 1;
    }
    if (cut > 0) section.lines.push('', `… ${cut} more ${cut === 1 ? 'line' : 'lines'}: see the full report.`);
  }
  return sections.flatMap((s) => s.lines).join('\n');
}

/** The comment's body for the review and checks in an artifact (either may be missing). */
export function commentBody(
  review: ReviewData | undefined,
  checks: ChecksData | undefined,
  context: BodyContext,
  limit = BODY_LIMIT,
): string {
  const sections: Section[] = [{ lines: header(review, context) }];
  if (review) sections.push({ lines: [...renameSection(review), ...scheduleSection(review)], shortenable: true });
  sections.push({ lines: checksSection(checks), shortenable: true });
  if (review) sections.push(picturesSection(review, context), wordsSection(review));
  return `${fit(sections, limit)}\n`;
}
