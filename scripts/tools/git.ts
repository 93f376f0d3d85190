/** Git for the owner's tools (the review, the upgrade): commands run in a repository, output as text. */
import { execFileSync, spawnSync } from 'node:child_process';
import { failureLines } from './child-failure.ts';

/** Runs git in `cwd` and returns its output; throws with git's own first line of complaint. */
export function git(cwd: string, args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer | string };
    const [complaint] = failureLines(typeof stderr === 'string' ? stderr : (stderr?.toString() ?? ''), 1);
    throw new Error(complaint ?? `git ${args.join(' ')} failed`, { cause: error });
  }
}

/** Git's output, trimmed, or undefined when it fails or prints nothing. */
export function tryGit(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Runs git in `cwd` for a command whose exit code is an answer (a merge that stops at conflicts). */
export function gitRun(cwd: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}
