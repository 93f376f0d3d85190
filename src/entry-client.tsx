/**
 * The page's one script. The prerendered HTML is complete without JavaScript, so the code that makes it
 * interactive (React, the router, the app) starts loading only once the page is visually complete: the
 * page has loaded, every image in view (lazy ones included, which the load event does not wait for) has
 * arrived, and a frame has been painted. It never takes bandwidth or main-thread time from the first
 * paint or the largest one, so the page paints as fast as it would with no script at all.
 */

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

async function start(): Promise<void> {
  await imagesInView();
  await painted();
  await import('./hydrate.tsx');
}

// The dev server serves an empty shell (nothing is prerendered, so nothing would ever paint): render at once.
if (import.meta.env.DEV) void import('./hydrate.tsx');
else if (document.readyState === 'complete') void start();
else window.addEventListener('load', () => void start(), { once: true });
