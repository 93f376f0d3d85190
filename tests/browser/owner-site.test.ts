/**
 * The third owner's site (tests/fixtures/firmware-security) in Chromium: what a visitor sees of the
 * owner's own fields. Her colour reads in both schemes (contrast computed from the rendered colours),
 * her long nav opens from the menu and follows her section order and her pages, her pages open from
 * it and from the footer, every profile link is rel="me" with its icon, Plausible counts a visit
 * within the policy (its script and API answered here, never by the network), and a visitor who sends
 * Global Privacy Control or Do Not Track is not counted: nothing of the provider loads.
 */
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import {
  DESKTOP,
  PHONE,
  test as browserTest,
  waitForHydration,
  type FreshContext,
  type Site,
} from '../support/browser.ts';
import { fixtureBuild, fixtureDist, OTHER_SITES } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { homeSectionsOf } from '../support/site-pages.ts';

const root = OTHER_SITES['firmware-security'];
const content = fixtureContent(root);
const { site } = content;

/** The browser layer's fixtures, serving the third owner's build. */
const test = browserTest.extend('served', { scope: 'file' }, { dist: fixtureDist('firmware-security'), base: '/' });

beforeAll(async () => {
  await fixtureBuild('firmware-security');
}, 240_000);

/**
 * Plausible's part of a visit, as its script does it: read the domain from its tag and send the page
 * view to /api/event on its own origin. Served in place of the real script, so no test reaches the network.
 */
const PLAUSIBLE_STAND_IN = `(() => {
  const tag = document.currentScript;
  fetch(new URL('/api/event', tag.src), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ n: 'pageview', u: location.href, d: tag.getAttribute('data-domain') }),
  });
})();`;

/** A page of a context of its own in which the provider's origin answers (every request to it recorded). */
async function visit(
  { site: served, freshContext }: { site: Site; freshContext: FreshContext },
  pathname: string,
  options: BrowserContextOptions = {},
  initScript?: string,
): Promise<{ page: Page; provider: Request[] }> {
  const context = await freshContext(options);
  if (initScript) await context.addInitScript(initScript);
  const provider: Request[] = [];
  await context.route('https://plausible.io/**', async (route) => {
    provider.push(route.request());
    const script = route.request().url().endsWith('/js/script.js');
    await route.fulfill(
      script
        ? { status: 200, contentType: 'text/javascript', body: PLAUSIBLE_STAND_IN }
        : { status: 202, contentType: 'text/plain', body: 'ok', headers: { 'access-control-allow-origin': '*' } },
    );
  });
  const page = await context.newPage();
  await page.goto(served.url(pathname), { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, provider };
}

/** WCAG contrast between the text colour of `selector` and the first opaque background behind it. */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const [R, G, B] = [r, g, b].map((c) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
      };
      let node: Element | null = element;
      let background = 'rgb(255, 255, 255)';
      while (node) {
        const colour = getComputedStyle(node).backgroundColor;
        const alpha = rgb(colour)[3];
        if (colour !== 'transparent' && alpha !== 0) {
          background = colour;
          break;
        }
        node = node.parentElement;
      }
      const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(rgb(background))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
}

describe('the owner’s colour', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`reads at WCAG AA in the ${colorScheme} scheme: links, buttons, chips`, async ({
      site: served,
      freshContext,
    }) => {
      const { page } = await visit({ site: served, freshContext }, '/', { colorScheme, viewport: DESKTOP });
      const pairs = {
        'a section’s link': '#talks a[href^="https://"]',
        'the primary button': '#home a[href="#projects"]',
        'the location chip': '#home ul li:first-child',
        'the section number': '#talks h2',
        'the link to all posts': '#writing a[href="/blog"]',
      };
      const ratios: Record<string, boolean> = {};
      for (const [what, selector] of Object.entries(pairs)) ratios[what] = (await contrastOf(page, selector)) >= 4.5;
      expect(ratios).toEqual(Object.fromEntries(Object.keys(pairs).map((what) => [what, true])));
      // The accent really is the owner's: the button's background is her colour in the light scheme.
      const button = await page
        .locator('#home a[href="#projects"]')
        .evaluate((a) => getComputedStyle(a).backgroundColor);
      if (colorScheme === 'light') expect(button).toBe('rgb(123, 44, 191)');
      else expect(button).not.toBe('rgb(123, 44, 191)');
    });
  }
});

describe('her home page and her pages', () => {
  test('shows the sections in her order', async ({ site: served, freshContext }) => {
    const { page } = await visit({ site: served, freshContext }, '/');
    const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['home', ...homeSectionsOf(root).map((s) => s.id)]);
  });

  test('opens her long nav from the menu at desktop width, and a page from it', async ({
    site: served,
    freshContext,
  }) => {
    const { page } = await visit({ site: served, freshContext }, '/', { viewport: DESKTOP });
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      ...homeSectionsOf(root).map((s) => s.label),
      site.blog.name,
      ...content.pages.filter((p) => p.nav).map((p) => p.nav?.label),
    ]);
    const own = content.pages.find((p) => p.nav);
    await nav.getByRole('link', { name: own?.nav?.label ?? '' }).click();
    await page.waitForURL(served.url(`/${own?.slug ?? ''}`));
    await page.getByRole('heading', { level: 1, name: own?.title ?? '' }).waitFor();
  });

  test('opens the page with a nav entry from the footer of a page without one', async ({
    site: served,
    freshContext,
  }) => {
    const other = content.pages.find((p) => !p.nav);
    const own = content.pages.find((p) => p.nav);
    const { page } = await visit({ site: served, freshContext }, `/${other?.slug ?? ''}`);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: own?.nav?.label ?? '' })
      .click();
    await page.waitForURL(served.url(`/${own?.slug ?? ''}`));
    await page.getByRole('heading', { level: 1, name: own?.title ?? '' }).waitFor();
  });

  test('draws an icon for each profile link and gives every one rel="me", once hydrated', async ({
    site: served,
    freshContext,
  }) => {
    const { page } = await visit({ site: served, freshContext }, '/', { viewport: PHONE });
    // Each icon is a symbol of the site's sprite (<svg><use href="…#kind">): drawn once the sprite has
    // arrived, when what the <use> shows has a size.
    const contact = () =>
      page.locator('#contact a[href^="https://"]').evaluateAll((links) =>
        links.map((a) => {
          const use = a.querySelector('svg use');
          const box = use instanceof SVGGraphicsElement ? use.getBBox() : undefined;
          return [a.getAttribute('href'), a.getAttribute('rel'), (box?.width ?? 0) > 0 && (box?.height ?? 0) > 0];
        }),
      );
    await expect.poll(contact).toEqual(site.links.map((link) => [link.url, 'me noopener noreferrer', true]));
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const link of site.links.filter((l) => l.header)) {
      const icon = page.getByRole('link', { name: `${link.label} profile (opens in a new tab)` });
      expect([await icon.isVisible(), await icon.getAttribute('rel')]).toEqual([true, 'me noopener noreferrer']);
    }
  });

  for (const route of ['/', `/${content.pages[0]?.slug ?? ''}`]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`has no axe violation on ${route} in the ${colorScheme} scheme, at phone and desktop widths`, async ({
        site: served,
        freshContext,
      }) => {
        const { page } = await visit({ site: served, freshContext }, route, {
          colorScheme,
          viewport: PHONE,
          reducedMotion: 'reduce',
        });
        expect(await axeViolations(page)).toEqual([]);
        await page.setViewportSize(DESKTOP);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

describe('analytics', () => {
  /** The provider's requests once the page has loaded and had time to count. */
  const settle = (page: Page) => page.waitForTimeout(500);

  test('counts a visit with Plausible, within the policy', async ({ site: served, freshContext }) => {
    const { provider } = await visit({ site: served, freshContext }, '/');
    await expect
      .poll(() => provider.map((r) => r.url()), { timeout: 10_000 })
      .toContain('https://plausible.io/api/event');
    const event = provider.find((r) => r.url().endsWith('/api/event'));
    expect(JSON.parse(event?.postData() ?? '{}')).toMatchObject({ n: 'pageview', d: site.analytics?.id });
    expect(provider.map((r) => r.url())).toEqual([
      'https://plausible.io/js/script.js',
      'https://plausible.io/api/event',
    ]);
  });

  for (const [signal, initScript] of [
    ['Global Privacy Control', "Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true });"],
    ['Do Not Track', "Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' });"],
  ] as const) {
    test(`loads nothing of the provider for a visitor who sends ${signal}`, async ({ site: served, freshContext }) => {
      const { page, provider } = await visit({ site: served, freshContext }, '/', {}, initScript);
      await settle(page);
      expect(provider.map((r) => r.url())).toEqual([]);
    });
  }
});
