/**
 * Times one build of the site, as `npm run build` runs it (its command from package.json, without npm's
 * own start-up), with its phases and the peak memory of its process; and writes the content copies of
 * the scale check.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildPhases, type BuildPhases } from '../pipeline/log/phases.ts';
import { renderedCount } from '../pipeline/log/prerendered-line.ts';
import { childFailure } from '../tools/child-failure.ts';
import { scriptCommand } from '../tools/npm-scripts.ts';
import { generatedPost, generatedPostFile } from './post-template.ts';

/** A timed build: its wall-clock time, its phases and its peak resident memory. */
export interface TimedBuild {
  ms: number;
  phases: BuildPhases;
  /** The build process's maximum resident set size, in bytes. */
  peakBytes: number;
  /** The pages it rendered, of how many (the others came from the page cache), when its log says so. */
  rendered?: { rendered: number; pages: number } | undefined;
}

/** A build that did not finish: its message is the lines of the build's error (child-failure.ts). */
export class BuildFailedError extends Error {
  override name = 'BuildFailedError';
}

const PEAK_MEMORY = fileURLToPath(new URL('peak-memory.ts', import.meta.url));

/** Builds the site in `root` with `env` added (CONTENT_DIR, OUT_DIR, CACHE_DIR…); returns its time, phases and peak memory. */
export async function timeBuild(root: string, env: Record<string, string> = {}): Promise<TimedBuild> {
  const peakDir = mkdtempSync(path.join(os.tmpdir(), 'bench-peak-'));
  const peakFile = path.join(peakDir, 'kb');
  try {
    const started = performance.now();
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      const { command, args } = scriptCommand('build', root);
      const child = spawn(command, ['--import', PEAK_MEMORY, ...args], {
        cwd: root,
        env: { ...process.env, ...env, BENCH_PEAK_MEMORY_FILE: peakFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        output.push(chunk);
        errors.push(chunk);
      });
      child.on('error', reject);
      child.on('close', (...ended) => resolve(ended));
    });
    const elapsed = performance.now() - started;
    const text = stripVTControlCharacters(Buffer.concat(output).toString('utf8'));
    if (code !== 0) {
      const stderr = Buffer.concat(errors).toString('utf8');
      throw new BuildFailedError(childFailure(`the build of ${describe(env)}`, { code, signal }, stderr));
    }
    const phases = buildPhases(text);
    if (!phases) throw new BuildFailedError(`the build of ${describe(env)} did not print its phases`);
    const kb = Math.max(0, ...readFileSync(peakFile, 'utf8').split('\n').filter(Boolean).map(Number));
    return { ms: elapsed, phases, peakBytes: kb * 1024, rendered: renderedCount(text) };
  } finally {
    rmSync(peakDir, { recursive: true, force: true });
  }
}

/** The content a build was given, as the reader knows it. */
const describe = (env: Record<string, string>) =>
  env.CONTENT_DIR ? path.relative(process.cwd(), env.CONTENT_DIR) || '.' : 'the content';

/**
 * Copies `contentDir` to `to` and adds `count` posts made from `template` (post-template.ts). Their
 * pictures are the template's (its relative paths still point at them), so the check measures what a
 * post's MDX, highlighting, page and preview card cost, not the encoding of new photos.
 */
export function contentWithPosts(contentDir: string, to: string, count: number, template: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(contentDir, to, { recursive: true });
  mkdirSync(path.join(to, 'blog'), { recursive: true });
  for (let n = 1; n <= count; n++)
    writeFileSync(path.join(to, 'blog', generatedPostFile(n)), generatedPost(template, n));
}

/** The line `editOnePost` adds, numbered so each edit differs from the last. */
const EDIT = (n: number) => `\nA paragraph added to measure a one-post change, edit ${n}.\n`;

/** Edits generated post 1 in the copy `dir` (adds a paragraph at its end), as an owner edits one post. */
export function editOnePost(dir: string, n: number): void {
  const file = path.join(dir, 'blog', generatedPostFile(1));
  writeFileSync(file, `${readFileSync(file, 'utf8')}${EDIT(n)}`);
}
