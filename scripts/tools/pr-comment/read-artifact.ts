/**
 * Reads the review's artifact, unpacked in a folder, as the comment workflow gets it: every file as
 * untrusted bytes. Only regular files are read (never a link, which could point anywhere), each within
 * its limit, each JSON part checked against its shape (artifact.ts), each picture a PNG file the review
 * names. Imports nothing but Node's own modules.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, parseChecks, parseReview, type ChecksData, type ReviewData } from './artifact.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What an artifact held, checked: any part may be missing (a review that failed writes no review.json). */
export interface Artifact {
  review?: ReviewData;
  checks?: ChecksData;
  /** The number the first workflow says it ran for: a claim, to be checked against the API. */
  claimedNumber?: number;
  /** The close-ups by file name, each a PNG file within the limits. */
  pictures: Map<string, Buffer>;
  /** What was refused, and why: one line each. */
  refused: string[];
}

/** A regular file of at most `max` bytes at `file` (never a link, which could point anywhere), or undefined. */
function regularFile(file: string, max: number): Buffer | undefined {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) throw new Error(`${path.basename(file)} is not a regular file`);
  if (stat.size > max) throw new Error(`${path.basename(file)} is larger than ${max} bytes`);
  return readFileSync(file);
}

/**
 * Reads the artifact unpacked in `dir`. Each part is taken only when it is whole and of its shape; a
 * part that is not is left out, and `refused` says why. A picture is taken only when the review names it.
 */
export function readArtifact(dir: string): Artifact {
  const artifact: Artifact = { pictures: new Map(), refused: [] };
  const part = <T>(name: string, read: (text: string) => T): T | undefined => {
    try {
      const bytes = regularFile(path.join(dir, name), LIMITS.jsonBytes);
      return bytes === undefined ? undefined : read(bytes.toString('utf8'));
    } catch (error) {
      artifact.refused.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  const review = part('review.json', parseReview);
  const checks = part('checks.json', parseChecks);
  const claimed = part('pull-request', (text) => (/^\s*[1-9]\d{0,8}\s*$/.test(text) ? Number(text) : undefined));
  if (review) artifact.review = review;
  if (checks) artifact.checks = checks;
  if (claimed !== undefined) artifact.claimedNumber = claimed;
  const named = new Set(
    (review?.pages ?? []).flatMap((page) => page.shots.flatMap((shot) => [shot.before, shot.after])),
  );
  const images = path.join(dir, 'images');
  let files: string[] = [];
  try {
    files = readdirSync(images);
  } catch {
    // No pictures: the review took none.
  }
  for (const name of files.filter((file) => named.has(file)).slice(0, LIMITS.pictures)) {
    try {
      const bytes = regularFile(path.join(images, name), LIMITS.pictureBytes);
      if (!bytes?.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error(`${name} is not a PNG file`);
      artifact.pictures.set(name, bytes);
    } catch (error) {
      artifact.refused.push(`images/${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return artifact;
}
