/**
 * Every element and count of the home page's sections, read from the built page as served (with
 * JavaScript off, so it is the prerendered HTML), plus the link rule for project links.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type LoadedContent } from '../../scripts/build/content/load.ts';
import { withSite, waitForHydration, type Site } from '../support/browser.ts';

let site: Site;
let page: Page;
let content: LoadedContent;
beforeAll(async () => {
  site = await withSite();
  content = await loadContent({ contentDir: path.resolve('content'), publicDir: path.resolve('public') });
  ({ page } = await site.open('/', { javaScriptEnabled: false }));
});
afterAll(async () => {
  await page.context().close();
  await site.close();
});

const texts = (selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => el.textContent.trim()));
const attrs = (selector: string, names: string[]) =>
  page
    .locator(selector)
    .evaluateAll((els, attributeNames) => els.map((el) => attributeNames.map((n) => el.getAttribute(n))), names);

describe('hero', () => {
  it("has the headline as the page's only h1", async () => {
    expect(await texts('h1')).toEqual([content.site.headline]);
  });

  it('has the intro paragraph', async () => {
    expect(await page.locator('#home p', { hasText: content.site.intro }).count()).toBe(1);
  });

  it('has View Projects and Get in touch buttons to those sections', async () => {
    const links = await page
      .locator('#home a[href^="#"]')
      .filter({ hasText: /View Projects|Get in touch/ })
      .evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('href')]));
    expect(links).toEqual([
      ['View Projects', '#projects'],
      ['Get in touch', '#contact'],
    ]);
  });

  it('has the location and the four focus tags', async () => {
    expect(await texts('#home ul[aria-label="Location and focus"] > li')).toEqual([
      content.site.location,
      ...content.site.focus,
    ]);
  });

  it('has the profile photo with its alt text', async () => {
    const photo = page.getByRole('img', { name: content.site.photo.alt });
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('has a Quick Links card with code samples, resume, Experience, Skills, the blog post and the blog index', async () => {
    const links = await attrs('nav[aria-labelledby="quick-links-title"] a', ['href']);
    expect(links.map(([href]) => href)).toEqual([
      'https://github.com/eliasbrandt?tab=repositories',
      '/resume.pdf',
      '#experience',
      '#skills',
      '/blog/karl',
      '/blog',
    ]);
  });
});

describe('sections', () => {
  it('About has one paragraph and three bullets', async () => {
    expect([await page.locator('#about p').count(), await page.locator('#about li').count()]).toEqual([1, 3]);
  });

  it('Projects has two cards with title, tagline, description, stack tags and links', async () => {
    const cards = await page.locator('#projects article').evaluateAll((articles) =>
      articles.map((a) => ({
        title: a.querySelector('h3')?.textContent,
        paragraphs: [...a.querySelectorAll(':scope > p')].map((p) => p.textContent),
        stack: [...a.querySelectorAll('ul[aria-label$="stack"] li')].map((li) => li.textContent),
        links: [...a.querySelectorAll('a')].map((link) => link.getAttribute('href')),
      })),
    );
    expect(cards).toHaveLength(2);
    expect(cards).toEqual(
      content.projects.map((p) => ({
        title: p.title,
        paragraphs: [p.tagline, p.description],
        stack: p.stack,
        links: p.links.map((l) => l.href),
      })),
    );
  });

  it('Projects has a See all link to the code-host profile, in a new tab', async () => {
    const seeAll = page.locator('#projects a', { hasText: 'See all' });
    expect(
      await seeAll.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    ).toEqual([content.site.codeHost.url, '_blank', 'noopener noreferrer']);
  });

  it('opens every project link not starting with "/" in a new tab with rel="noopener noreferrer", and no other', async () => {
    const links = await attrs('#projects article a', ['href', 'target', 'rel']);
    expect(links.length).toBeGreaterThan(0);
    for (const [href, target, rel] of links) {
      expect([href, target, rel]).toEqual(
        href?.startsWith('/') ? [href, null, null] : [href, '_blank', 'noopener noreferrer'],
      );
    }
  });

  it('Experience has two cards: company, role, period, highlights and stack, periods 2023–2025 and 2022–2023', async () => {
    const cards = await page.locator('#experience article').evaluateAll((articles) =>
      articles.map((a) => ({
        role: a.querySelector('h3')?.textContent,
        texts: [...a.querySelectorAll('p')].map((p) => p.textContent),
        highlights: a.querySelectorAll('ul:not([aria-label]) li').length,
        stack: a.querySelectorAll('ul[aria-label$="stack"] li').length,
      })),
    );
    expect(cards).toHaveLength(2);
    expect(cards).toEqual(
      content.experience.map((job) => ({
        role: job.role,
        texts: [job.period, job.company],
        highlights: job.highlights.length,
        stack: job.stack.length,
      })),
    );
    expect(cards.map((c) => c.texts[0])).toEqual(['2023–2025', '2022–2023']);
  });

  it('Skills is a list of the 12 tags', async () => {
    const skills = await texts('#skills ul > li');
    expect([skills.length, skills]).toEqual([12, content.skills]);
  });

  it('Contact has the intro, the e-mail link and the code-host and network links', async () => {
    const contact = page.locator('#contact');
    expect(await contact.locator('p', { hasText: content.site.contactIntro }).count()).toBe(1);
    expect(await attrs('#contact ul a', ['href', 'target'])).toEqual([
      [`mailto:${content.site.email}`, null],
      [content.site.codeHost.url, '_blank'],
      [content.site.network.url, '_blank'],
    ]);
  });

  it('Contact has a Send a message form: name, e-mail of type email, message of 5 rows', async () => {
    const form = page.getByRole('form', { name: 'Send a message' });
    expect([
      await form.getByLabel('Name').getAttribute('type'),
      await form.getByLabel('E-mail').getAttribute('type'),
      await form.getByLabel('Message').evaluate((el) => [el.tagName, el.getAttribute('rows')]),
    ]).toEqual(['text', 'email', ['TEXTAREA', '5']]);
  });
});

describe('after hydration', () => {
  it('keeps what the visitor types in the form fields', async () => {
    const { page: live } = await site.open('/');
    await waitForHydration(live);
    const form = live.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('Name').pressSequentially('Ada');
    await form.getByLabel('Message').pressSequentially('Hi\nthere');
    expect([await form.getByLabel('Name').inputValue(), await form.getByLabel('Message').inputValue()]).toEqual([
      'Ada',
      'Hi\nthere',
    ]);
    await live.context().close();
  });

  it('keeps a project link starting with "/" in the tab, through the router', async () => {
    const { page: live } = await site.open('/');
    await waitForHydration(live);
    await live.locator('#projects a[href="/blog/karl"]').click();
    await live.waitForURL(site.url('/blog/karl'));
    expect(live.context().pages()).toHaveLength(1);
    await live.context().close();
  });
});
