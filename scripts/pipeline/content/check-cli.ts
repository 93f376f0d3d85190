/**
 * `npm run check:content`: the build's content check alone, in seconds: every file against its schema
 * (with the releases' migration notes), slugs, paths, links and post bodies, through the build's own
 * loader, without bundling or prerendering. Problems print as the build prints them, one line each, and
 * exit 1; `npm run upgrade` runs it on the owner's content after a merge. Drafts are left out, as in a build.
 * Its settings are the build's: CONTENT_DIR (settings.ts).
 */
import path from 'node:path';
import { formatIssue } from './issues.ts';
import { buildFailureMessage } from '../log/failure.ts';
import { PROJECT_ROOT, settings } from '../settings.ts';
import { loadContent } from './load.ts';

try {
  const loaded = await loadContent({ contentDir: settings.contentDir, publicDir: path.join(PROJECT_ROOT, 'public') });
  for (const warning of loaded.warnings) console.warn(formatIssue(warning));
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  console.log(
    `Content checked: no problems (${[
      count(loaded.projects.length, 'project', 'projects'),
      count(loaded.experience.length, 'job', 'jobs'),
      count(loaded.skills.length, 'skill', 'skills'),
      count(loaded.posts.length, 'post', 'posts'),
    ].join(', ')}).`,
  );
} catch (error) {
  console.error(buildFailureMessage(error, process.env.BUILD_STACK === '1'));
  process.exitCode = 1;
}
