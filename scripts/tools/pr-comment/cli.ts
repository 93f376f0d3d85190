/**
 * `npm run review:comment -- [folder]`: the pull request's comment, made on this machine from the review's
 * folder (review/, or REVIEW_DIR) as the comment workflow makes it from the same files, after
 * `npm run review` and `npm run check:changes -- <ref> --json review/checks.json`. The artifact is read
 * the same untrusted way (read-artifact.ts) and the body by the same function (body.ts); only the
 * addresses differ: the pictures are the folder's own files and "the full report" is its index.html, so
 * `review/comment.md` reads in any Markdown viewer. Writes that file and prints the body.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setting } from '../../pipeline/settings.ts';
import { tryGit } from '../git.ts';
import { commentBody } from './body.ts';
import { readArtifact } from './read-artifact.ts';

const USAGE = 'usage: npm run review:comment -- [folder]  (the review’s folder: review/ by default)';

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
  console.error(`review:comment: ${USAGE}`);
  process.exit(2);
}
const dir = path.resolve(args[0] ?? setting(process.env.REVIEW_DIR) ?? 'review');
if (!existsSync(dir)) {
  console.error(`review:comment: ${path.relative(process.cwd(), dir) || dir} does not exist: run npm run review first`);
  process.exit(1);
}
const artifact = readArtifact(dir);
for (const line of artifact.refused) console.error(`review:comment: left out: ${line}`);
const body = commentBody(artifact.review, artifact.checks, {
  headSha: tryGit(process.cwd(), ['rev-parse', 'HEAD']) ?? 'the working tree',
  runUrl: 'index.html',
  report: '[The full report](index.html), with every picture whole.',
  pictureUrl: (file) => (artifact.pictures.has(file) ? `images/${file}` : undefined),
  refused: artifact.refused,
});
writeFileSync(path.join(dir, 'comment.md'), body);
console.log(body);
