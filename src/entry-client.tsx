/**
 * The page's one script. The prerendered HTML is complete without JavaScript, so the code that makes it
 * interactive (React, the router, the app) starts loading only once the page is visually complete: the
 * page has loaded, every image in view (lazy ones included, which the load event does not wait for) has
 * arrived, and a frame has been painted. It never takes bandwidth or main-thread time from the first
 * paint or the largest one, so the page paints as fast as it would with no script at all.
 *
 * On a slow phone that is seconds after the page appears, so nothing a visitor taps may wait for it.
 * The menu is a native popover and a gallery image a link: they work from the first paint, with no
 * script (React adds the menu's focus handling once hydrated). The controls that need a script (theme,
 * Back to top, code copy buttons, search) are wired here at once, with small listeners on the document
 * that need no React.
 */
import { wireBackToTop } from './components/layout/back-to-top.ts';
import { wireThemeToggle } from './components/layout/theme-toggle.ts';
import { wireSearch } from './components/search/search-opener.ts';
import { PAGE_DATA_ID, PAGE_MODULES_ATTRIBUTE } from './lib/page-data.ts';
// The owner's analytics, once the page has loaded: built only when site.md names a provider, else empty.
import 'virtual:analytics';

/** Longest wait for images in view before hydrating anyway: a stalled image must not block the page's behaviour. */
const IMAGE_WAIT_MS = 3000;

function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** Resolves once every image in the viewport has loaded (or failed), or after `IMAGE_WAIT_MS`. */
function imagesInView(): Promise<unknown> {
  const pending = [...document.images].filter((img) => !img.complete && inView(img));
  const loaded = pending.map(
    (img) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
}

/**
 * Resolves once the browser reports a contentful paint and one more frame has been painted after it.
 * (A frame produced is not yet a frame shown: waiting for the paint entry covers a busy compositor.)
 */
function painted(): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!supported || performance.getEntriesByName('first-contentful-paint').length > 0) return frame().then(frame);
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  }).then(frame);
}

/**
 * Code copy buttons are on posts only, so their code loads only where there are some: once the page has
 * painted (like the app, so it takes nothing from the first paint or the largest one), or at once when a
 * visitor presses something first. A press made while it loads is kept for it. Returns what starts the
 * load (it loads once).
 */
function wireCopyButtons(): () => void {
  // COPY_BUTTON_ATTRIBUTE of copy-code.ts, written out: importing it would bring that module's other names here.
  if (!document.querySelector('[data-copy-code]')) return () => undefined;
  const early: (EventTarget | null)[] = [];
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('./components/post/copy-buttons.ts').then((buttons) => {
      document.removeEventListener('click', keep, true);
      buttons.wireCopyButtons(early);
    });
  };
  const keep = (event: Event) => {
    early.push(event.target);
    load();
  };
  document.addEventListener('click', keep, true);
  return load;
}

wireThemeToggle();
wireBackToTop();
wireSearch();
const loadCopyButtons = wireCopyButtons();

/**
 * The modules that render this page (its component, its body's islands), which the prerenderer lists on
 * the page's data block: fetched alongside the app rather than after it has asked for them.
 */
function pageModules(): Promise<unknown>[] {
  const listed = document.getElementById(PAGE_DATA_ID)?.getAttribute(PAGE_MODULES_ATTRIBUTE) ?? '';
  return listed
    .split(' ')
    .filter(Boolean)
    .map((url) => import(/* @vite-ignore */ url));
}

async function start(): Promise<void> {
  await imagesInView();
  await painted();
  loadCopyButtons();
  await Promise.all([import('./hydrate.tsx'), ...pageModules()]);
}

// The dev server serves entry-dev.tsx in this module's place (it prerenders nothing).
if (document.readyState === 'complete') void start();
else window.addEventListener('load', () => void start(), { once: true });
