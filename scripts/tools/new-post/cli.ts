/**
 * `npm run new:post -- "Title of the post"`: writes content/blog/<slug>.mdx as a draft and prints its
 * path and the URL where `npm run dev` shows it. CONTENT_DIR (settings.ts) selects another content folder.
 */
import path from 'node:path';
import { siteSchema } from '../../../src/content/schema.ts';
import { ContentError, type ContentIssue, displayPath } from '../../pipeline/content/issues.ts';
import { readEntry } from '../../pipeline/content/read.ts';
import { RENAMED_SITE_FIELDS } from '../../pipeline/content/checks/renamed-fields.ts';
import { codeHostLink } from '../../../src/lib/profile-links.ts';
import { NewPostError, writeNewPost } from './post.ts';
import { siteAddress } from '../../pipeline/content/site-url.ts';
import { settings } from '../../pipeline/settings.ts';
import { DEV_ORIGIN } from '../dev-options.ts';

const { contentDir } = settings;
const issues: ContentIssue[] = [];
const site = readEntry(path.join(contentDir, 'site.md'), siteSchema, issues, 'site', RENAMED_SITE_FIELDS).value;
try {
  if (!site) throw new ContentError(issues);
  const { file, route } = writeNewPost({
    contentDir,
    title: process.argv.slice(2).join(' '),
    date: new Date().toISOString().slice(0, 10),
    repo: codeHostLink(site.links)?.url,
  });
  const { base } = siteAddress(contentDir, settings.siteUrl);
  const url = `${DEV_ORIGIN}${base.replace(/\/$/, '')}${route}`;
  console.log(
    `Wrote ${displayPath(file)}, a draft: npm run build leaves it out until you delete its draft: true line.`,
  );
  console.log(`See it with npm run dev at ${url}`);
} catch (error) {
  if (!(error instanceof NewPostError || error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
