/**
 * The page's script, as index.html names it: the built site's (src/entry-client.tsx), which waits for the
 * page to have painted and then hydrates it, and, in the dev server, src/entry-dev.tsx in its place.
 */
import type { Plugin } from 'vite';

/** The page's script in the built site, and the one the dev server serves in its place. */
const ENTRY = { built: '/src/entry-client.tsx', dev: '/src/entry-dev.tsx' } as const;

/**
 * The dev server prerenders nothing, so its page loads src/entry-dev.tsx, which renders the app from the
 * content as it is now, instead of the built site's script, which hydrates a prerendered page. The
 * browser's code thus never names the dev server's, which reads the whole content and the build's parts
 * of the routes (tsconfig.browser.json leaves both out of the browser's code).
 */
export function devEntry(): Plugin {
  const tag = `src="${ENTRY.built}"`;
  return {
    name: 'portfolio:dev-entry',
    apply: 'serve',
    transformIndexHtml: {
      // Before Vite's own pass, which adds `?t=…` to the script's URL once a content edit has updated a
      // module it imports: after it, the tag no longer reads as written and the page would load the
      // built site's script, which has no prerendered page to hydrate.
      order: 'pre',
      handler: (html) => {
        if (!html.includes(tag)) throw new Error(`index.html: expected the page's script as <script ${tag}>`);
        return html.replace(tag, `src="${ENTRY.dev}"`);
      },
    },
  };
}

/**
 * Marks the entry script `fetchpriority="low"`: it only waits for the page to finish loading (see
 * src/entry-client.tsx), so it must not take a connection or bandwidth from the stylesheet and the
 * hero image. Vite writes the entry's tag itself, so the attribute is added after it has.
 */
export function lowPriorityEntry(): Plugin {
  return {
    name: 'portfolio:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src=/g,
          '<script type="module" fetchpriority="low" crossorigin src=',
        ),
    },
  };
}
