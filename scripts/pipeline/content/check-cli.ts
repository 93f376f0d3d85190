/**
 * `npm run check:content`: the build's content check alone, in seconds: every file against its schema
 * (with the releases' migration notes), slugs, paths, links and post bodies, through the build's own
 * loader, without bundling or prerendering. Problems print as the build prints them, one line each, and
 * exit 1; `npm run upgrade` runs it on the owner's content after a merge. Drafts and posts still to come
 * are left out, as in a build. Its settings are the build's: CONTENT_DIR (settings.ts).
 *
 * `-- --since <ref>` adds the rename guard (rename-guard.ts): every page the content made at the git
 * commit `<ref>` must still have a page, an alias or a removal, and each that has none is a problem,
 * printed with the `aliases:` line to write. CI runs it with a pull request's base, the deploy with the
 * commit it deployed last.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDate } from '../dates/build-date.ts';
import { buildFailureMessage } from '../log/failure.ts';
import { PROJECT_ROOT, settings } from '../settings.ts';
import { formatIssue } from './issues.ts';
import { loadContent } from './load.ts';
import { formatRenameFindings, renameGuard } from './rename-guard.ts';

const USAGE = 'usage: npm run check:content [-- --since <git ref>]';

/** The content check; true when the content has no problem. */
async function checkContent(): Promise<boolean> {
  try {
    const loaded = await loadContent({ contentDir: settings.contentDir, publicDir: path.join(PROJECT_ROOT, 'public') });
    for (const warning of loaded.warnings) console.warn(formatIssue(warning));
    for (const post of loaded.skippedScheduled) console.log(`scheduled: ${post.source} goes live on ${post.goesLive}`);
    const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    console.log(
      `Content checked: no problems (${[
        count(loaded.projects.length, 'project', 'projects'),
        count(loaded.experience.length, 'job', 'jobs'),
        count(loaded.skills.length, 'skill', 'skills'),
        count(loaded.posts.length + loaded.unlisted.length, 'post', 'posts'),
      ].join(', ')}).`,
    );
    return true;
  } catch (error) {
    console.error(buildFailureMessage(error, process.env.BUILD_STACK === '1'));
    return false;
  }
}

/** The rename guard against `since`; true when every page then still leads somewhere. */
function checkRenames(since: string): boolean {
  try {
    const guard = renameGuard(settings.contentDir, since, buildDate());
    const [heading, ...lines] = formatRenameFindings(
      guard,
      `${path.relative(process.cwd(), settings.contentDir) || '.'}/`,
    );
    if (guard.findings.length === 0) {
      console.log(heading);
      return true;
    }
    console.error([heading, ...lines].join('\n'));
    return false;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return false;
  }
}

let since: string | undefined;
try {
  ({
    values: { since },
  } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { since: { type: 'string' } } }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const content = await checkContent();
const renames = since === undefined || checkRenames(since);
if (!content || !renames) process.exitCode = 1;
