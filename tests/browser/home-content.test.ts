/**
 * The home page as served, with JavaScript off (so it is the prerendered HTML), for what the dist tests
 * do not read: the calls to action, the photo that loads, where every link goes and how it opens, and the
 * form's fields; then what stays true once React has hydrated. Expected values come from the test site.
 */
import { codeHostLink } from '../../src/lib/profile-links.ts';
import { describe, expect } from 'vitest';
import { sharedPage, test, waitForHydration } from '../support/browser.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const content = fixtureContent();

/** The prerendered home page, which the tests before hydration only read. */
const served = sharedPage('/', { javaScriptEnabled: false });

const attrs = (selector: string, names: string[]) =>
  served.page
    .locator(selector)
    .evaluateAll((els, attributeNames) => els.map((el) => attributeNames.map((n) => el.getAttribute(n))), names);

describe('hero', () => {
  test('has View Projects and Get in touch buttons to those sections', async () => {
    const { page } = served;
    const links = await page
      .locator('#home a[href^="#"]')
      .filter({ hasText: /View Projects|Get in touch/ })
      .evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('href')]));
    expect(links).toEqual([
      ['View Projects', '#projects'],
      ['Get in touch', '#contact'],
    ]);
  });

  test('shows the profile photo, loaded, with its alt text', async () => {
    const { page } = served;
    const photo = page.getByRole('img', { name: content.site.photo.alt });
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('has a Quick Links card with each link of site.md, in order', async () => {
    const links = await attrs('nav[aria-labelledby="quick-links-title"] a', ['href']);
    expect(links.map(([href]) => href)).toEqual(content.site.quickLinks.map((link) => link.href));
  });
});

describe('sections', () => {
  test('Projects has a card per project with title, tagline, description, stack tags and its links, if any', async () => {
    const { page } = served;
    const cards = await page.locator('#projects article').evaluateAll((articles) =>
      articles.map((a) => ({
        title: a.querySelector('h3')?.textContent,
        paragraphs: [...a.querySelectorAll(':scope > p')].map((p) => p.textContent),
        stack: [...a.querySelectorAll('ul[aria-label$="stack"] li')].map((li) => li.textContent),
        links: [...a.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        linkLists: a.querySelectorAll('ul:not([aria-label$="stack"]):not([aria-label^="Tags of"])').length,
      })),
    );
    expect(cards).toEqual(
      content.projects.map((p) => ({
        title: p.title,
        paragraphs: [p.tagline, p.description],
        stack: p.stack,
        // Its title leads to its page when it has one; then its tags' pages, then its own links.
        links: [
          ...(p.body === '' ? [] : [`/projects/${p.slug}`]),
          ...p.tags.map((tag) => `/blog/tags/${tag}`),
          ...p.links.map((l) => l.href),
        ],
        // A project without links has no empty list of them.
        linkLists: p.links.length > 0 ? 1 : 0,
      })),
    );
  });

  test('Projects has a See all link to the code-host profile, in a new tab', async () => {
    const { page } = served;
    const seeAll = page.locator('#projects a', { hasText: 'See all' });
    expect(
      await seeAll.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    ).toEqual([codeHostLink(content.site.links)?.url, '_blank', 'me noopener noreferrer']);
  });

  test('opens every project link not starting with "/" in a new tab with rel="noopener noreferrer", and no other', async () => {
    const links = await attrs('#projects article a', ['href', 'target', 'rel']);
    expect(links.length).toBeGreaterThan(0);
    for (const [href, target, rel] of links) {
      expect([href, target, rel]).toEqual(
        href?.startsWith('/') ? [href, null, null] : [href, '_blank', 'noopener noreferrer'],
      );
    }
  });

  test('Experience has a card per job: role, then period and company, its highlights and stack', async () => {
    const { page } = served;
    const cards = await page.locator('#experience article').evaluateAll((articles) =>
      articles.map((a) => ({
        role: a.querySelector('h3')?.textContent,
        texts: [...a.querySelectorAll('p')].map((p) => p.textContent),
        highlights: [...a.querySelectorAll('ul:not([aria-label]) li')].map((li) => li.textContent),
        stack: [...a.querySelectorAll('ul[aria-label$="stack"] li')].map((li) => li.textContent),
      })),
    );
    expect(cards).toEqual(
      content.experience.map((job) => ({
        role: job.role,
        texts: [job.period, job.company],
        highlights: job.highlights,
        stack: job.stack,
      })),
    );
  });

  test('Contact has the e-mail link and every profile link, in order, rel="me" in a new tab', async () => {
    const links = await attrs('#contact ul a', ['href', 'target', 'rel']);
    const [mail] = links;
    expect(decodeURIComponent(mail?.[0]?.slice('mailto:'.length) ?? '')).toBe(content.site.email);
    expect(links.slice(1)).toEqual(content.site.links.map((link) => [link.url, '_blank', 'me noopener noreferrer']));
    expect(mail?.[1]).toBeNull();
  });

  test('Contact has a Send a message form: name, e-mail of type email, message of 5 rows', async () => {
    const { page } = served;
    const form = page.getByRole('form', { name: 'Send a message' });
    expect([
      await form.getByLabel('Name').getAttribute('type'),
      await form.getByLabel('E-mail').getAttribute('type'),
      await form.getByLabel('Message').evaluate((el) => [el.tagName, el.getAttribute('rows')]),
    ]).toEqual(['text', 'email', ['TEXTAREA', '5']]);
  });
});

describe('after hydration', () => {
  test('keeps what the visitor types in the form fields', async ({ open }) => {
    const { page: live } = await open('/');
    await waitForHydration(live);
    const form = live.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('Name').pressSequentially('Ada');
    await form.getByLabel('Message').pressSequentially('Hi\nthere');
    expect([await form.getByLabel('Name').inputValue(), await form.getByLabel('Message').inputValue()]).toEqual([
      'Ada',
      'Hi\nthere',
    ]);
  });

  test('keeps a project link starting with "/" in the tab, through the router', async ({ site, open }) => {
    const internal = content.projects.flatMap((p) => p.links).find((link) => link.href.startsWith('/'));
    if (!internal) throw new Error('the test site has no project link inside the site');
    const { page: live } = await open('/');
    await waitForHydration(live);
    await live.locator(`#projects a[href="${internal.href}"]`).first().click();
    await live.waitForURL(site.url(internal.href));
    expect(live.context().pages()).toHaveLength(1);
  });
});
