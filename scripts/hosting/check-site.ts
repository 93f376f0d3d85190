/**
 * `npm run check:site`: the quick check of a built site (OUT_DIR, settings.ts) that the deploy runs
 * before publishing a content-only change (see site-check.ts). Prints one line per problem and exits 1
 * when there is any.
 */
import path from 'node:path';
import { settings } from '../pipeline/settings.ts';
import { checkSite } from './site-check.ts';

const root = settings.outDir;
const shown = path.relative(process.cwd(), root) || '.';

try {
  const { pages, links, problems } = await checkSite(root);
  if (problems.length > 0) {
    console.error(
      `${shown}/ is not ready to publish (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):`,
    );
    for (const problem of problems) console.error(problem);
    process.exitCode = 1;
  } else {
    console.log(
      `${shown}/: ${pages} pages with content, ${links} internal links and assets that resolve, every inline script in the policy, no policy opened`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
