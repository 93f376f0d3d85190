/**
 * Bodies in the browser of a built site, which only pages with a body load: the HTML of each (from the
 * document for the page the visitor opened, from its page data for a page navigated to), and the code
 * of its islands, once its stylesheets are in. The app's own chunk, which every page loads, holds none
 * of it: src/client-pages.ts imports `loadBody` when a page it fetched has a body.
 */
import type { BodyRef } from '../../content/schema.ts';
import { BODY_ATTRIBUTE } from './body-parts.ts';
import type { BodySource } from '../../page-context.ts';
import type { ComponentMap } from './island-element.ts';

/** Links each stylesheet of `hrefs` the document does not have yet, and waits until they have loaded. */
function linkStylesheets(hrefs: readonly string[]): Promise<unknown> {
  const linked = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  return Promise.all(
    hrefs
      .filter((href) => !linked.has(href))
      .map(
        (href) =>
          new Promise((resolve) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.crossOrigin = '';
            link.href = href;
            link.addEventListener('load', resolve, { once: true });
            link.addEventListener('error', resolve, { once: true });
            document.head.append(link);
          }),
      ),
  );
}

/** Each body's module (the components of its islands), once its stylesheets are in, by body. */
const bodyModules = new Map<string, Promise<ComponentMap>>();

/** The components of the islands of `body`, from its module, once its stylesheets are in (once each). */
export function loadBody(body: BodyRef): Promise<ComponentMap> {
  let loading = bodyModules.get(body.source);
  if (!loading) {
    const { js, css = [] } = body;
    if (js === undefined) throw new Error(`${body.source}: the page names no module for it`);
    loading = Promise.all([
      linkStylesheets(css),
      import(/* @vite-ignore */ js) as Promise<{ components: ComponentMap }>,
    ]).then(([, module]) => module.components);
    bodyModules.set(body.source, loading);
  }
  return loading;
}

/**
 * Bodies in the browser of a built site. A page navigated to has its body's HTML in its data. The page
 * the visitor opened has none in its data block: its document has it, which React takes as it hydrates
 * (the page ships it once). A return to that page fetches its page data, HTML included (client-pages.ts).
 */
export const clientBodies: BodySource = {
  html(body) {
    if (body.html !== undefined) return body.html;
    let html = adopted.get(body.source);
    if (html === undefined) {
      // Only the first body asked for can be the document's: later ones come with their HTML.
      const element = adopted.size === 0 ? document.querySelector(`[${BODY_ATTRIBUTE}]`) : null;
      if (!element) throw new Error(`${body.source}: its page brought no HTML for it`);
      html = element.innerHTML;
      adopted.set(body.source, html);
    }
    return html;
  },
  islands: loadBody,
};

/** The HTML taken from the document, by body: the same string each time React asks for it. */
const adopted = new Map<string, string>();
