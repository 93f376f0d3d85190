/**
 * `npm run review -- [BASE] [HEAD]`: what a change does to the site, in words and pictures.
 * BASE defaults to the merge base with main (HEAD~1 on main), HEAD to the working tree with its
 * uncommitted edits. Prints the summary and writes the report to review/ (or REVIEW_DIR).
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatIssue } from '../../pipeline/content/issues.ts';
import { siteAddress, type SiteAddress } from '../../pipeline/content/site-url.ts';
import { setting, settings } from '../../pipeline/settings.ts';
import {
  diffContent,
  readRevisionContent,
  readRevisionContentWithOwnCode,
  RevisionContentError,
  type RevisionContent,
} from './content.ts';
import { buildRevision } from './build.ts';
import { ReviewError } from './errors.ts';
import { buildDate } from '../../pipeline/dates/build-date.ts';
import { pagesInFolder, renameFindings, type RevisionPages } from '../../pipeline/content/rename-guard.ts';
import {
  addWorktree,
  clearLeftover,
  defaultBase,
  removeWorktree,
  repositoryRoot,
  resolveCommit,
  workFolder,
  type Revision,
} from './git.ts';
import { diffSites, readBuiltSite, type BuiltSite } from './pages.ts';
import type { BuildToShoot } from './pictures.ts';
import { renderSummary, writeReport, type Review } from './report.ts';
import { writeReviewData } from './review-data.ts';

const USAGE =
  'usage: npm run review -- [BASE] [HEAD]  (BASE: merge base with main, or HEAD~1 on main; HEAD: the working tree)';

/** One side of the comparison: its revision, the checkout it is read and built from, and what it is built for. */
interface Side {
  role: 'BASE' | 'HEAD';
  revision: Revision;
  root: string;
  /** The temporary worktree, when the side is a commit. */
  worktree?: string;
  out: string;
  /** The site its content is built for (SITE_URL, else its own site.md): the build and the reader are handed it. */
  site?: SiteAddress;
}

/**
 * One side's content, read by this checkout's loader; a committed revision whose content this loader
 * refuses is read by its own instead (content written for an earlier release, before a field was
 * renamed, as after `npm run upgrade`), and the notes say so. Its own loader's problems are the ones
 * reported.
 */
async function readSide(side: Side, notes: string[]): Promise<RevisionContent> {
  try {
    return await readRevisionContent(side.root);
  } catch (error) {
    if (!(error instanceof RevisionContentError) || side.worktree === undefined) throw error;
    const own = await readRevisionContentWithOwnCode(side.root);
    if (own === undefined) throw error;
    notes.push(`${side.role}: its content was read by its own revision’s code, for which it was written`);
    return own;
  }
}

/** Checks out each committed side in a temporary worktree of `root`; returns the notes the summary shows. */
function checkOut(root: string, sides: readonly Side[], log: (line: string) => void): string[] {
  const notes: string[] = [];
  for (const side of sides) {
    const { commit } = side.revision;
    if (commit === undefined) {
      notes.push(`${side.role}: ${side.revision.label}, uncommitted edits included`);
      continue;
    }
    const dir = path.join(workFolder(root), 'worktrees', side.role.toLowerCase());
    const leftover = clearLeftover(root, dir);
    if (leftover) {
      log(leftover);
      notes.push(leftover);
    }
    addWorktree(root, dir, commit);
    side.root = dir;
    side.worktree = dir;
    notes.push(
      `${side.role}: ${side.revision.label}, built in a temporary git worktree (${path.relative(root, dir)}) ` +
        'that reuses this checkout’s installed packages (node_modules); removed after the review',
    );
  }
  return notes;
}

/** Both sides' content (readSide); a ReviewError with every problem when either does not build. */
async function readContents(sides: readonly Side[], notes: string[]): Promise<[RevisionContent, RevisionContent]> {
  const contents: RevisionContent[] = [];
  const problems: string[] = [];
  for (const side of sides) {
    try {
      contents.push(await readSide(side, notes));
    } catch (error) {
      if (!(error instanceof RevisionContentError)) throw error;
      problems.push(
        `${side.role} ${side.revision.label} has content that does not build:`,
        ...error.issues.map((issue) => `${side.role} ${formatIssue(issue)}`),
      );
    }
  }
  if (problems.length > 0) throw new ReviewError(problems);
  return [contents[0] as RevisionContent, contents[1] as RevisionContent];
}

/** Builds both sides at once (much of a build waits on one core; they share nothing but node_modules). */
async function buildSides(root: string, sides: readonly Side[], log: (line: string) => void): Promise<void> {
  for (const side of sides) {
    side.site = siteAddress(path.join(side.root, 'content'), settings.siteUrl);
    log(`Building ${side.role}, ${side.revision.label}, into ${path.relative(root, side.out)}`);
  }
  const builds = await Promise.allSettled(
    sides.map((side) =>
      buildRevision(side.root, side.out, `${side.role} ${side.revision.label}`, side.site?.url ?? ''),
    ),
  );
  // buildRevision fails with a ReviewError, or with the Error of a build it could not start.
  const failures = builds.flatMap((build) => (build.status === 'rejected' ? [build.reason as Error] : []));
  const lines: string[] = [];
  for (const failure of failures) {
    if (!(failure instanceof ReviewError)) throw failure;
    lines.push(...failure.lines);
  }
  if (lines.length > 0) throw new ReviewError(lines);
}

/** What the two builds show differently, in words and pictures; the pictures go in `reportDir`. */
async function compareBuilds(
  [before, after]: readonly [Side, Side],
  reportDir: string,
  log: (line: string) => void,
): Promise<Pick<Review, 'routes' | 'unchanged' | 'pictures'>> {
  // Each build's base path as buildSides worked it out for the build.
  const shoot = (side: Side): BuildToShoot => ({ dir: side.out, base: side.site?.base ?? '/' });
  const builds = [shoot(before), shoot(after)] as const;
  const [first, second] = builds.map((build) => readBuiltSite(build.dir, build.base)) as [BuiltSite, BuiltSite];
  const routes = diffSites(first, second);
  const unchanged = [...second.pages.keys()]
    .filter((r) => first.pages.has(r) && !routes.some((c) => c.route === r))
    .sort();
  for (const name of ['summary.md', 'index.html', 'review.css', 'review.json', 'images'])
    rmSync(path.join(reportDir, name), { recursive: true, force: true });
  if (routes.length > 0) log(`Photographing ${routes.map((r) => r.route).join(', ')}`);
  // Playwright and the image code load only for a review that gets this far.
  const { takePictures } = await import('./pictures.ts');
  const pictures = await takePictures(routes, ...builds, reportDir);
  return { routes, unchanged, pictures };
}

/** Runs a review of the repository at `root`; returns the review after writing its report to `reportDir`. */
async function review(root: string, args: string[], reportDir: string, log: (line: string) => void): Promise<Review> {
  if (args.length > 2 || args.some((a) => a.startsWith('-'))) throw new ReviewError(USAGE);
  const base = args[0] ? resolveCommit(root, args[0], 'BASE') : defaultBase(root);
  const head: Revision = args[1]
    ? resolveCommit(root, args[1], 'HEAD')
    : { name: 'working tree', label: 'the working tree' };
  const work = workFolder(root);
  const sides: [Side, Side] = [
    { role: 'BASE', revision: base, root, out: path.join(work, 'out-base') },
    { role: 'HEAD', revision: head, root, out: path.join(work, 'out-head') },
  ];
  const cleanup = () => {
    for (const side of sides) if (side.worktree) removeWorktree(root, side.worktree);
  };
  // Ctrl-C or a CI cancel mid-build still removes the worktrees.
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    const notes = checkOut(root, sides, log);
    log('Reading the content of both revisions');
    const content = diffContent(...(await readContents(sides, notes)));
    // The rename guard, BASE's content against HEAD's, read by the same clock.
    const now = buildDate();
    const [before, after] = sides.map((side) => pagesInFolder(path.join(side.root, 'content'), now)) as [
      RevisionPages,
      RevisionPages,
    ];
    const renames = renameFindings(before, after, 'content/');
    await buildSides(root, sides, log);
    const compared = await compareBuilds(sides, reportDir, log);
    const result: Review = { base, head, renames, notes, content, ...compared };
    await writeReport(result, reportDir);
    await writeReviewData(result, reportDir);
    return result;
  } finally {
    cleanup();
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
}

const args = process.argv.slice(2).filter((a) => a !== '--');
try {
  const root = repositoryRoot(process.cwd());
  // Taken from the repository reviewed, as the project's settings take a folder from the project root.
  const reportDir = path.resolve(root, setting(process.env.REVIEW_DIR) ?? 'review');
  const result = await review(root, args, reportDir, (line) => console.log(line));
  console.log(`\n${renderSummary(result, true)}`);
  if (existsSync(reportDir)) console.log(`Report: ${path.relative(process.cwd(), reportDir) || '.'}/index.html`);
} catch (error) {
  // Expected problems read as their own lines; anything else as its message, never a stack trace.
  const lines = error instanceof ReviewError ? error.lines : [error instanceof Error ? error.message : String(error)];
  console.error(`review: ${lines.join('\n')}`);
  process.exitCode = 1;
}
