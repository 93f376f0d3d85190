/**
 * The check that the browser's bundle of a built site carries the route table's browser parts (each
 * entry's component) and none of the build's parts (src/route-build.ts): for the built test site
 * (tests/dist/client-routes.test.ts) and for a copy of the project after the recipes
 * (tests/integration/recipes.test.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as builders from '../../src/lib/structured-data.ts';
import { listFiles, readDist } from './dist.ts';

/** What a built site's browser bundle holds of the route table, each line naming the script. */
export interface ClientRoutes {
  /** The pages (src/pages/*.tsx) with no chunk of their own: none, when every route's component is in the bundle. */
  missingPages: string[];
  /** Each build-time part a script holds: none, when the bundle left them out. */
  buildTimeParts: string[];
}

/** Reads the scripts of the site built in `dir` from the project at `root`. */
export function clientRoutes(dir?: string, root = process.cwd()): ClientRoutes {
  const scripts = listFiles(dir)
    .filter((file) => file.startsWith('assets/') && file.endsWith('.js'))
    .map((file) => ({ file, code: readDist(file, dir) }));
  if (scripts.length === 0) throw new Error(`no scripts in ${dir ?? 'the built test site'}`);
  // The entries' JSON-LD calls the builders by name (`b.personData(…)`), and a bundler keeps property
  // names, so a name found in a built script means the build-time parts were shipped. Every preview-card
  // head (a post's, a project page's) names its card type; applying a head does not.
  const names = [...Object.keys(builders).map((name) => `.${name}(`), 'summary_large_image'];
  return {
    // Each page loads lazily, as a chunk named after its module (`src/pages/PostPage.tsx` → `assets/PostPage-<hash>.js`).
    missingPages: readdirSync(path.join(root, 'src', 'pages'))
      .filter((file) => file.endsWith('.tsx'))
      .filter(
        (page) =>
          !scripts.some(({ file }) =>
            new RegExp(`^assets/${page.slice(0, -'.tsx'.length)}-[\\w-]{8}\\.js$`).test(file),
          ),
      )
      .map((file) => `src/pages/${file}`),
    buildTimeParts: scripts.flatMap(({ file, code }) =>
      names.filter((name) => code.includes(name)).map((name) => `${file}: ${name}`),
    ),
  };
}
