import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BASE_PATH } from '../../lib/urls.ts';
import { isAppPage } from '../../route-table.ts';

/** The site path of `href` (a path with the base path, as the build wrote it), if it is under the base path. */
function sitePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const base = BASE_PATH.replace(/\/$/, '');
  if (base === '') return href;
  return href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}#`) || href.startsWith(`${base}?`)
    ? href.slice(base.length) || '/'
    : undefined;
}

/**
 * A click handler for an element holding a body's HTML: a plain click on a link to a page of the app
 * (`/blog/karl`, as the build wrote it with the base path) opens it through the router, as the app's
 * own links do; anchors (`#section`), files, other sites, and clicks that ask for a new tab, a window
 * or a download are left to the browser. Before hydration every link works as HTML.
 */
export function useAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = sitePath(link.getAttribute('href') ?? '');
      if (to === undefined || !isAppPage(to)) return;
      event.preventDefault();
      // As a router link does: the page already shown is replaced in the history, not added again.
      void navigate(to, { replace: to === `${pathname}${search}${hash}` });
    },
    [navigate, pathname, search, hash],
  );
}
