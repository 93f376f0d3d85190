/**
 * The owner's analytics in the browser: the provider's script, added to the page once it has loaded,
 * unless the visitor asked not to be tracked (Do Not Track or Global Privacy Control), in which case
 * nothing loads and nothing is sent. Part of the page's first script only when site.md names a provider
 * (see scripts/pipeline/analytics/): without one, no byte of it is built.
 */

/** The provider's script tag: its URL and attributes, and whether the site must count its navigations. */
export interface AnalyticsScript {
  src: string;
  attributes: Record<string, string>;
  /**
   * True for a provider whose script counts only the page it loads on (GoatCounter): the site counts
   * each later navigation itself. Plausible's and Umami's scripts follow the history on their own.
   */
  countNavigations: boolean;
}

/** What the check reads of the visitor's browser. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** True when the visitor's browser says not to track them: Do Not Track on, or Global Privacy Control. */
export function declined(signals: PrivacySignals): boolean {
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true;
}

/** GoatCounter's function for counting a page, once its script has run. */
interface GoatCounter {
  count?: (vars: { path: string }) => void;
}

/** Counts each navigation the router makes (a new history entry, or Back and Forward) with GoatCounter. */
function countNavigations(win: Window): void {
  const count = () => {
    const counter = (win as Window & { goatcounter?: GoatCounter }).goatcounter;
    counter?.count?.({ path: win.location.pathname + win.location.search });
  };
  const push = win.history.pushState.bind(win.history);
  win.history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    count();
  };
  win.addEventListener('popstate', count);
}

/** Adds the provider's script once the page has loaded, unless the visitor declined. */
export function loadAnalytics(script: AnalyticsScript, win: Window = window): void {
  if (declined(win.navigator)) return;
  const add = () => {
    const element = win.document.createElement('script');
    element.src = script.src;
    element.defer = true;
    for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
    win.document.head.append(element);
    if (script.countNavigations) countNavigations(win);
  };
  if (win.document.readyState === 'complete') add();
  else win.addEventListener('load', add, { once: true });
}
