import { useEffect, useRef, type RefObject } from 'react';
import { hydrationWork } from '../../lib/hydration.ts';
import { BODY_ATTRIBUTE } from './body-parts.ts';
import { mountIslands } from './islands.ts';
import { useAppLinks } from './useAppLinks.ts';

interface MdxBodyProps {
  /**
   * The body's HTML, made at build time, as its page's data carries it; none on the page the visitor
   * opened, whose document has it (the page ships it once).
   */
  html: string | undefined;
  /** Classes besides `prose`: a post's `e-content`, its h-entry's content. */
  className?: string | undefined;
  /** The element holding the body's HTML. */
  ref?: RefObject<HTMLDivElement | null>;
}

/** The HTML of the body the prerendered document arrived with: the same string each time it is asked for. */
let arrived: string | undefined;
function documentBody(): string {
  arrived ??= document.querySelector(`[${BODY_ATTRIBUTE}]`)?.innerHTML;
  if (arrived === undefined) throw new Error('the page brought no body');
  return arrived;
}

/**
 * A post's or a page's body: HTML made at build time, which React sets once and never renders or walks
 * again (on a prerendered page it takes the HTML as the page has it, without changing a node). Its
 * islands then hydrate on their own inside it, and a click on a link to a page of the app opens it
 * through the router.
 */
export function MdxBody({ html = documentBody(), ref, className }: MdxBodyProps) {
  const own = useRef<HTMLDivElement>(null);
  const container = ref ?? own;
  const followAppLink = useAppLinks();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const islands = mountIslands(element);
    hydrationWork(islands.ready);
    return islands.stop;
    // `html`: another body (a navigation), or the same edited in the dev server, has new islands in it.
  }, [html, container]);

  return (
    // The click handler acts only on the body's links, which are focusable, and which Enter activates
    // with a click: nothing here needs a keyboard handler or a role of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={className ? `prose ${className}` : 'prose'}
      {...{ [BODY_ATTRIBUTE]: '' }}
      ref={container}
      onClick={followAppLink}
      // The build's own HTML, from the post's Markdown: remark-safe-content keeps scripts, handlers
      // and javascript: URLs out of it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
