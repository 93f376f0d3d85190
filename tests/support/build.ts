/**
 * Runs `npm run build`'s script in a child process, as a host runs it, and hands back its exit code and
 * what it printed (without colours): for the tests of the build itself and the shared test-site build.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';

/** A finished build: its exit code and its output, stdout and stderr as they came, and stderr alone. */
export interface BuildRun {
  code: number | null;
  log: string;
  /** What went to stderr: the warnings (Vite's, its plugins', Node's) and a failure's message. */
  stderr: string;
}

/**
 * Builds with the given environment added (CONTENT_DIR, OUT_DIR, SITE_URL…), in `cwd` (the project by
 * default, or a copy of it). The script's own command (package.json's, read by scriptCommand) is run
 * with Node directly, without npm's start-up.
 */
export function runBuild(env: Record<string, string>, cwd = PROJECT_ROOT): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const { command, args } = scriptCommand('build', cwd);
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      output.push(chunk);
      errors.push(chunk);
    });
    child.on('error', reject);
    const text = (chunks: Buffer[]) => stripVTControlCharacters(Buffer.concat(chunks).toString('utf8'));
    child.on('close', (code) => resolve({ code, log: text(output), stderr: text(errors) }));
  });
}

/** The lines of a build log that start with `prefix` (a content folder as errors name it). */
export function linesStartingWith(log: string, prefix: string): string[] {
  return log.split('\n').filter((line) => line.startsWith(prefix));
}
