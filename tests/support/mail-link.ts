/**
 * Sees the `mailto:` links a page asks Chromium to open. Page scripts cannot intercept
 * `location.href = 'mailto:…'`, so this listens from outside, through the DevTools protocol:
 * `Page.frameRequestedNavigation` fires for every navigation a frame requests, before Chromium
 * hands the link to the system's mail handler. The session ends when the page loads another document,
 * so a pooled page serves its next test without this one's listener.
 */
import type { Page } from 'playwright-core';

/** Records the mail links `page` asks to open. */
export interface MailLinkWatcher {
  /** Every mail link requested so far, in order. */
  links: string[];
  /** The next mail link requested, or undefined if none comes within `timeoutMs`. */
  next(timeoutMs?: number): Promise<string | undefined>;
}

/** Starts watching `page` for requested `mailto:` navigations. */
export async function watchMailLinks(page: Page): Promise<MailLinkWatcher> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  page.once('domcontentloaded', () => {
    cdp.detach().catch(() => undefined);
  });
  const links: string[] = [];
  let waiting: ((link: string) => void) | undefined;
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (!event.url.startsWith('mailto:')) return;
    links.push(event.url);
    waiting?.(event.url);
    waiting = undefined;
  });
  let seen = 0;
  return {
    links,
    next(timeoutMs = 3_000) {
      if (links.length > seen) return Promise.resolve(links[seen++]);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting = undefined;
          resolve(undefined);
        }, timeoutMs);
        waiting = (link) => {
          clearTimeout(timer);
          seen++;
          resolve(link);
        };
      });
    },
  };
}
