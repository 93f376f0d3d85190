/**
 * GitHub's alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]` opening a quote)
 * as callouts. rehype-github-alerts finds them; the markup is ours: a region named after its type,
 * so a screen reader announces "Note" on entering it and lists it with the page's landmarks, with the
 * type also written as its visible title and GitHub's icon beside it, hidden from assistive technology.
 * The colours are prose.css's, for both schemes; nothing inline.
 */
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { rehypeGithubAlerts, type IAlert } from 'rehype-github-alerts';

/** The alert's icon (an octicon, given as markup or as an element) as a decorative SVG of ours. */
function iconOf(alert: IAlert): Element {
  const parsed = typeof alert.icon === 'string' ? fromHtml(alert.icon, { fragment: true }).children[0] : alert.icon;
  const svg = parsed?.type === 'element' ? parsed : undefined;
  return {
    type: 'element',
    tagName: 'svg',
    properties: {
      className: ['callout-icon'],
      viewBox: svg?.properties.viewBox ?? '0 0 16 16',
      width: 16,
      height: 16,
      ariaHidden: 'true',
    },
    children: svg?.children ?? [],
  };
}

/** `<section class="callout callout-note" aria-label="Note"><p class="callout-title">…Note</p>…</section>`. */
function callout(alert: IAlert, body: ElementContent[]): Element {
  return {
    type: 'element',
    tagName: 'section',
    properties: { className: ['callout', `callout-${alert.keyword.toLowerCase()}`], ariaLabel: alert.title },
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: { className: ['callout-title'] },
        children: [iconOf(alert), { type: 'text', value: alert.title }],
      },
      ...body,
    ],
  };
}

/** Rehype plugin: GitHub-style alerts become labelled callouts. */
export default function rehypeCallouts() {
  return rehypeGithubAlerts({ build: callout });
}
