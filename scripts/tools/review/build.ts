/** Builds one revision with its own `npm run build`, into a folder of the review's choosing. */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { childFailure, CONTENT_REPORT, failureLines } from '../child-failure.ts';
import { ReviewError } from './errors.ts';

/**
 * Runs `npm run build` in `root` with OUT_DIR set to `outDir`, for the site URL `siteUrl` (the review
 * works it out once, and reads the build with its base path). A failed build becomes a ReviewError
 * naming `label` and showing the build's content error lines, or the lines of its error.
 */
export async function buildRevision(root: string, outDir: string, label: string, siteUrl: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, OUT_DIR: outDir, SITE_URL: siteUrl };
  // The revision's own content folder, whatever the reviewer's shell points the build at.
  delete env.CONTENT_DIR;
  const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (...ended) => resolve(ended)),
  );
  if (code === 0) return;
  const lines = failureLines(errors);
  if (CONTENT_REPORT.test(lines[0] ?? '')) throw new ReviewError(lines.slice(1).map((line) => `${label}: ${line}`));
  throw new ReviewError(childFailure(`${label} does not build: npm run build`, { code, signal }, errors));
}
