import { StrictMode, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import profile from 'virtual:site';
import { Layout } from './components/layout/Layout.tsx';
import { usePageHead } from './components/layout/usePageHead.ts';
import type { PageProps } from './content/pages.ts';
import type { SiteProfile } from './content/schema.ts';
import { LinksSourceContext, useProfileLinks, type LinksSource } from './frame-links.ts';
import { hydrationDone } from './lib/hydration.ts';
import type { LazyPage } from './lib/lazy-page.ts';
import { BASENAME } from './lib/urls.ts';
import { PageSourceContext, usePage, type PageSource } from './page-context.ts';
import type { AnyRoute } from './route-entry.ts';
import { routeTable, type PageState } from './route-table.ts';

/**
 * The whole app below the router: the page at the current location in the frame every page shares,
 * as its route entry renders it, with the head tags the entry gave it at build time. While a page's code or data
 * loads after a click, React keeps what is on screen (the router navigates in a transition); while it
 * loads during hydration, the frame is already interactive around the page's prerendered content.
 */
export function App() {
  return (
    <Suspense fallback={null}>
      <CurrentPage />
    </Suspense>
  );
}

/**
 * The app in a browser, with pages from `pages` and the frame's profile links from `links`: a built
 * site's (hydrate.tsx) or the dev server's (entry-dev.tsx).
 */
export function BrowserApp({ pages, links }: { pages: PageSource; links: LinksSource }) {
  return (
    <StrictMode>
      <BrowserRouter basename={BASENAME}>
        <PageSourceContext value={pages}>
          <LinksSourceContext value={links}>
            <App />
          </LinksSourceContext>
        </PageSourceContext>
      </BrowserRouter>
    </StrictMode>
  );
}

function CurrentPage() {
  const { pathname } = useLocation();
  return <Page page={usePage(pathname)} />;
}

function Page({ page }: { page: PageState }) {
  const entry: AnyRoute = routeTable[page.route];
  const links = useProfileLinks();
  // The profile from the app's code, and its links from the page (src/frame-links.ts).
  const site: SiteProfile = useMemo(() => ({ ...profile, links }), [links]);
  usePageHead(page.head);
  // Each entry's component takes its own data; the table's common type cannot say which.
  const Component = entry.component as LazyPage<PageProps<unknown>>;
  return (
    <Layout variant={page.route === 'home' ? 'home' : 'page'} site={site}>
      <Suspense fallback={null}>
        <Component data={page.data} site={site} bodyHtml={page.body?.html} />
        <Hydrated />
      </Suspense>
    </Layout>
  );
}

/**
 * Marks the document interactive once the page inside the frame has hydrated, and the islands of its
 * body with it (tests wait for it): the page's code loads lazily, so it hydrates after the frame, in its
 * own Suspense boundary with this; its islands hydrate on their own after it (MdxBody.tsx).
 */
function Hydrated() {
  useEffect(() => {
    void hydrationDone().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}
