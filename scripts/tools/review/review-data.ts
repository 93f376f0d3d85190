/**
 * `review.json`: what the review found, as data for the pull request's comment (the shapes are in
 * scripts/tools/pr-comment/artifact.ts, which the comment's workflow reads them with). The comment is
 * written by another workflow from this file, never from summary.md: it builds its own Markdown from
 * these fields, so nothing in them is read as formatting.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REVIEW_FORMAT, type ReviewData, type ShotData } from '../pr-comment/artifact.ts';
import type { Shot } from './pictures.ts';
import { renamesSince, routeWords, type Review } from './report.ts';

/** A close-up's file name in `images/`, as the artifact names it. */
const imageName = (file: string | undefined) => (file === undefined ? undefined : path.posix.basename(file));

function shotData(shot: Shot): ShotData {
  const data: ShotData = { width: shot.width };
  if (shot.percent !== undefined) data.percent = shot.percent;
  if (shot.changed !== undefined) data.changed = shot.changed;
  const [before, after] = [imageName(shot.closeUps?.before), imageName(shot.closeUps?.after)];
  if (before !== undefined) data.before = before;
  if (after !== undefined) data.after = after;
  return data;
}

/** The review as the comment reads it. */
export function reviewData(review: Review): ReviewData {
  const shots = 'skipped' in review.pictures ? [] : review.pictures.shots;
  return {
    format: REVIEW_FORMAT,
    base: review.base.label,
    head: review.head.label,
    notes: review.notes,
    renamesSince: renamesSince(review),
    // The guard names a file within the content folder, which the review always reads at content/.
    renames: review.renames.map(({ path: sitePath, was, replacement }) => ({
      path: sitePath,
      was: `content/${was}`,
      ...(replacement && {
        replacement: {
          file: replacement.file,
          path: replacement.path,
          why:
            replacement.line === undefined ? replacement.why : `${replacement.why}, replacing line ${replacement.line}`,
          aliasesLine: replacement.aliasesLine,
        },
      }),
    })),
    content: review.content.map((entity) => ({
      entity: entity.entity,
      labels: entity.labels ?? [],
      changes: entity.changes,
      details: entity.details.flatMap((d) => d.excerpts.map((excerpt) => ({ label: d.label, excerpt }))),
    })),
    pages: review.routes.map((change) => ({
      route: change.route,
      status: change.status,
      summary: routeWords(change),
      excerpts: change.excerpts,
      shots: shots.filter((shot) => shot.route === change.route).map(shotData),
    })),
    unchanged: review.unchanged,
    ...('skipped' in review.pictures && { picturesSkipped: review.pictures.skipped }),
  };
}

/** Writes `review.json` into the report's folder. */
export async function writeReviewData(review: Review, dir: string): Promise<void> {
  await writeFile(path.join(dir, 'review.json'), `${JSON.stringify(reviewData(review), null, 2)}\n`);
}
