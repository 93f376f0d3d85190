/**
 * How the browser's bundle is split into chunks (config.ts hands these to rolldown's codeSplitting):
 * the vendor chunk of React and the router, and the app chunk of the code every page runs. The first
 * script and each page's own code stay out of both.
 */
import type { Rolldown } from 'vite';

/** React, react-dom, the router, and the bundler's small runtime that every chunk imports. */
export const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|^\0rolldown[\\/]runtime/;

/**
 * The page's first script, what it imports, and the module it loads the app with: the first script must
 * stay small and load nothing else before the page has painted (see entry-client.tsx). With analytics in
 * site.md, its loader is part of it too (an empty module without).
 */
const FIRST_SCRIPT =
  /[\\/]src[\\/](entry-client\.tsx|hydrate\.tsx|components[\\/]layout[\\/](back-to-top|theme-toggle)\.ts|components[\\/]search[\\/]search-opener\.ts|lib[\\/](page-data|scroll|theme|search-shortcuts|urls|analytics)\.ts)$|^\0virtual:analytics$/;

/** Code only some pages use: each page's own, what posts and the home page are made of, and the search dialog. */
const PAGE_CODE =
  /[\\/]src[\\/](pages[\\/]|components[\\/](home|post|mdx|blog)[\\/]|components[\\/]search[\\/](?!SearchButton))/;

/**
 * The site's own stylesheets (src/styles/, and the owner's colours, which must follow tokens.css): each
 * goes with whatever imports it, so global.css and the colours after it stay in one file, in that order.
 */
const STYLESHEETS = /[\\/]src[\\/]styles[\\/]|^\0virtual:theme\.css$/;

/** A route's page: where lazy page code starts (src/pages/). */
const PAGE = /[\\/]src[\\/]pages[\\/][^\\/]+\.tsx$/;

/**
 * The app chunk: the code every page runs, decided by who imports it. A module of the site's own (the
 * frame, the route table, the helpers, components and their CSS modules, the owner's profile in
 * `virtual:site` and its picture) joins the app when the first script reaches it through static imports,
 * or when two pages or more use it. One that a single page or the search dialog alone uses loads with
 * that code instead, so no page downloads what only another page, or the closed dialog, needs. Page code
 * (PAGE_CODE), stylesheets of their own (STYLESHEETS), posts, packages and the bundler's helpers go with
 * whatever imports them.
 */
export function appChunk(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  const own = (id: string) => !id.includes('node_modules') && !id.startsWith('\0vite/') && !/\.mdx?($|\?)/.test(id);
  const candidate = (id: string) => own(id) && !FIRST_SCRIPT.test(id) && !PAGE_CODE.test(id) && !STYLESHEETS.test(id);
  const decided = new Map<string, boolean>();
  // Walks the static importers back from the module, through the site's own modules.
  const sharedEnough = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const pages = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
        if (FIRST_SCRIPT.test(importer)) return true;
        if (seen.has(importer) || !own(importer)) continue;
        seen.add(importer);
        if (PAGE.test(importer)) pages.add(importer);
        else queue.push(importer);
      }
    }
    return pages.size >= 2;
  };
  return (id, ctx) => {
    let app = decided.get(id);
    if (app === undefined) {
      app = candidate(id) && sharedEnough(id, ctx);
      decided.set(id, app);
    }
    return app ? 'app' : null;
  };
}
