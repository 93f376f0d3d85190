/**
 * `npm run replies`: imports the public replies to every post and project page from the discussions its
 * frontmatter lists (Mastodon, Bluesky) and, with WEBMENTION_IO_TOKEN, the webmentions sent to it, into
 * `content/replies/` (import.ts). The content is read and checked as the build reads it first: broken
 * content stops it, with the build's lines. A service that fails is a warning, and the command still ends
 * with code 0. In a GitHub workflow (GITHUB_OUTPUT set) it also says, as step outputs, whether a file
 * changed (`changed`) and whether site.md asks for the changes to be reviewed first (`moderate`).
 *
 * Settings (scripts/pipeline/settings.ts): CONTENT_DIR, SITE_URL, BLUESKY_API, WEBMENTION_API,
 * WEBMENTION_IO_TOKEN, REPLIES_TIMEOUT.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../pipeline/content/issues.ts';
import { loadContent } from '../../pipeline/content/load.ts';
import { siteAddress } from '../../pipeline/content/site-url.ts';
import { PROJECT_ROOT, settings } from '../../pipeline/settings.ts';
import { importReplies, type PageReport } from './import.ts';

/** One page's line: how many replies it has, and what changed. */
function pageLine({ path: page, file, count, added, gone, changed }: PageReport): string {
  const changes = [added > 0 ? `${added} new` : '', gone > 0 ? `${gone} gone` : ''].filter(Boolean).join(', ');
  const what = `${count === 1 ? '1 reply' : `${count} replies`}${changes ? ` (${changes})` : ''}`;
  return `${page}: ${what}${changed ? `, ${count > 0 ? 'wrote' : 'deleted'} ${file}` : ''}`;
}

async function main(): Promise<void> {
  const { contentDir, replies } = settings;
  if (!Number.isFinite(replies.timeoutMs) || replies.timeoutMs <= 0) {
    console.error(
      `npm run replies: REPLIES_TIMEOUT must be a number of seconds above 0, got "${process.env.REPLIES_TIMEOUT ?? ''}"`,
    );
    process.exitCode = 1;
    return;
  }
  let loaded;
  try {
    loaded = await loadContent({ contentDir, publicDir: path.join(PROJECT_ROOT, 'public') });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return;
  }
  const { url } = siteAddress(contentDir, settings.siteUrl);
  const report = await importReplies(loaded, { contentDir, siteUrl: url, settings: replies });
  for (const page of report.pages) console.log(pageLine(page));
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  const changed = report.pages.filter((page) => page.changed).length;
  console.log(
    report.pages.length === 0
      ? 'No post or project page lists a discussion to read replies from (and no WEBMENTION_IO_TOKEN): nothing asked.'
      : changed === 0
        ? 'No replies file changed.'
        : `${changed === 1 ? '1 replies file' : `${changed} replies files`} changed.`,
  );
  // A workflow step's outputs (GitHub's $GITHUB_OUTPUT file), for the daily run.
  const output = process.env.GITHUB_OUTPUT;
  if (output)
    appendFileSync(output, `changed=${String(changed > 0)}\nmoderate=${String(loaded.conversation.moderate)}\n`);
}

await main();
