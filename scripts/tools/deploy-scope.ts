/**
 * `npm run deploy:scope -- <before> <after>`: whether a push changes the owner's content and nothing
 * else. The deploy then publishes after the build (the content gate) and the site check, without the
 * whole test suite, which code changes still wait for. Prints `content-only=true` or `content-only=false`
 * (the form GitHub Actions reads from $GITHUB_OUTPUT), and says why on stderr.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The owner's content: the only folder a push may change to skip the test suite. */
const CONTENT = 'content/';

/** True when every changed path lies in content/ (and something changed). */
export function isContentOnly(paths: readonly string[]): boolean {
  return paths.length > 0 && paths.every((file) => file.startsWith(CONTENT));
}

/**
 * The paths a push changed from `before` to `after`, or undefined when they cannot be known: a new
 * branch (GitHub sends forty zeros as `before`), a manual run, or a commit this clone does not have.
 */
export function changedPaths(before: string | undefined, after: string, cwd = process.cwd()): string[] | undefined {
  if (!before || /^0+$/.test(before)) return undefined;
  try {
    const out = execFileSync('git', ['diff', '--name-only', '-z', before, after], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter((file) => file !== '');
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [before, after = 'HEAD'] = process.argv.slice(2);
  const paths = changedPaths(before, after);
  const contentOnly = paths !== undefined && isContentOnly(paths);
  console.error(
    paths === undefined
      ? 'The changed files are unknown (a new branch or a manual run): every test runs.'
      : contentOnly
        ? `Only content/ changed (${paths.length} ${paths.length === 1 ? 'file' : 'files'}): the build and the site check gate the deploy.`
        : `Code changed (${paths.filter((file) => !file.startsWith(CONTENT)).join(', ')}): every test runs before the deploy.`,
  );
  console.log(`content-only=${String(contentOnly)}`);
}
