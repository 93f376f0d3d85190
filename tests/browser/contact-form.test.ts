/**
 * The contact form against the production build in Chromium: the exact mail link it asks the
 * browser to open (captured through the DevTools protocol), the 2,000-character limit both ways,
 * the fallback when the link is too long, and the section without JavaScript.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { buildMailto, MAX_MAILTO_LENGTH } from '../../src/lib/mailto.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { watchMailLinks, type MailLinkWatcher } from '../support/mail-link.ts';
import { decodeStrict, decodeWithUrl, expectedBody, expectedSubject, mailtoField } from '../support/mailto-oracle.ts';
import { test, waitForHydration, type Open } from '../support/browser.ts';

const OWNER = fixtureContent().site.email;

/** The home page, hydrated, with its mail links watched. */
async function openForm(
  open: Open,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; mail: MailLinkWatcher; problems: string[] }> {
  const { page, problems } = await open('/', options);
  await waitForHydration(page);
  return { page, mail: await watchMailLinks(page), problems };
}

/** Types into the three fields as a visitor would. */
async function fill(page: Page, input: { name: string; email: string; message: string }): Promise<void> {
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill(input.name);
  await form.getByLabel('E-mail').fill(input.email);
  await form.getByLabel('Message').fill(input.message);
}

const submit = (page: Page) =>
  page.locator('#contact form').getByRole('button', { name: 'Open in my mail program' }).click();

const tricky = {
  name: 'Zoë & Co? #1 + 50% = done',
  email: "o'brien+tag@example.com",
  message: 'Hello,\nline two & three? #hash\r\n+ plus = equals 100%\n\nשלום مرحبا — Jose\u0301 👩🏽‍💻 🇩🇪\nend',
};

/** A message that makes the mail link exactly `length` characters long. */
function messageForLinkLength(length: number): { name: string; email: string; message: string } {
  const base = { name: 'Ada', email: 'ada@example.com', message: '' };
  return { ...base, message: 'a'.repeat(length - buildMailto(OWNER, base).length) };
}

describe('the contact form opens the mail program', () => {
  test('sets the location to a mailto link whose subject decodes to exactly "Portfolio Inquiry from " + the name', async ({
    open,
  }) => {
    const { page, mail } = await openForm(open);
    await fill(page, tricky);
    await submit(page);
    const link = await mail.next();
    expect(link && mailtoField(link, 'subject')).toBe(expectedSubject(tricky.name));
  });

  test('sends a body that decodes to exactly the message, a blank line and "From: " + the e-mail, in CRLF', async ({
    open,
  }) => {
    const { page, mail } = await openForm(open);
    await fill(page, tricky);
    await submit(page);
    const link = await mail.next();
    expect(link && mailtoField(link, 'body')).toBe(expectedBody(tricky.message, tricky.email));
  });

  test('addresses the owner and reads the same with the URL API as with a strict RFC 3986 split', async ({ open }) => {
    const { page, mail } = await openForm(open);
    await fill(page, tricky);
    await submit(page);
    const link = (await mail.next()) ?? '';
    expect(decodeWithUrl(link)).toEqual(decodeStrict(link));
    expect(decodeStrict(link).to).toBe(OWNER);
  });

  test('encodes spaces as %20 and never as +', async ({ open }) => {
    const { page, mail } = await openForm(open);
    await fill(page, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'a + b' });
    await submit(page);
    const link = (await mail.next()) ?? '';
    expect(link).toContain('Ada%20Lovelace');
    expect(link).toContain('a%20%2B%20b');
    expect(link).not.toContain('+');
  });

  test('turns a pasted lone surrogate into U+FFFD instead of failing', async ({ open }) => {
    const { page, mail, problems } = await openForm(open);
    await fill(page, { name: 'Ada', email: 'ada@example.com', message: '' });
    // Chromium's input pipeline cannot carry half a surrogate pair, so set it the way a paste does:
    // through the native value setter, then an input event for React.
    const pasted = await page.locator('#contact textarea').evaluate((textarea: HTMLTextAreaElement) => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(textarea) below
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(textarea, `half ${String.fromCharCode(0xd83d)} emoji`);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
      return textarea.value.charCodeAt(5);
    });
    expect(pasted).toBe(0xd83d);
    await submit(page);
    const link = await mail.next();
    expect(link && mailtoField(link, 'body')).toBe('half \uFFFD emoji\r\n\r\nFrom: ada@example.com');
    expect(problems).toEqual([]);
  });

  test("leaves an invalid e-mail to the browser's own check: no mail link opens", async ({ open }) => {
    const { page, mail } = await openForm(open);
    await fill(page, { name: 'Ada', email: 'not an address', message: 'Hi' });
    await submit(page);
    expect(await mail.next(1_000)).toBeUndefined();
    expect(
      await page
        .locator('#contact input[type="email"]')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
  });
});

describe('the 2,000-character limit', () => {
  test(`opens a link of exactly ${MAX_MAILTO_LENGTH} characters`, async ({ open }) => {
    const { page, mail } = await openForm(open);
    await fill(page, messageForLinkLength(MAX_MAILTO_LENGTH));
    await submit(page);
    expect((await mail.next())?.length).toBe(MAX_MAILTO_LENGTH);
  });

  test(`does not open a link of ${MAX_MAILTO_LENGTH + 1} characters`, async ({ open }) => {
    const { page, mail } = await openForm(open);
    await fill(page, messageForLinkLength(MAX_MAILTO_LENGTH + 1));
    await submit(page);
    expect(await mail.next(1_000)).toBeUndefined();
  });

  test('tells the visitor plainly when the message is too long', async ({ open }) => {
    const { page } = await openForm(open);
    await fill(page, messageForLinkLength(MAX_MAILTO_LENGTH + 1));
    await submit(page);
    await expect(page.locator('#contact [role="status"]').textContent()).resolves.toContain('too long');
  });

  test('keeps everything the visitor typed when the message is too long', async ({ open }) => {
    const { page } = await openForm(open);
    const input = messageForLinkLength(MAX_MAILTO_LENGTH + 1);
    await fill(page, input);
    await submit(page);
    const form = page.locator('#contact form');
    expect([
      await form.getByLabel('Name').inputValue(),
      await form.getByLabel('E-mail').inputValue(),
      await form.getByLabel('Message').inputValue(),
    ]).toEqual([input.name, input.email, input.message]);
  });

  test('copies the message and the From line to the clipboard', async ({ open }) => {
    const { page } = await openForm(open, { permissions: ['clipboard-read', 'clipboard-write'] });
    const input = messageForLinkLength(MAX_MAILTO_LENGTH + 1);
    await fill(page, input);
    await submit(page);
    await page.getByRole('button', { name: 'Copy message' }).click();
    await page.getByRole('button', { name: 'Message copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${input.message}\n\nFrom: ${input.email}`);
  });

  test('selects the message for a manual copy when the browser offers no clipboard', async ({ site, freshContext }) => {
    const context = await freshContext();
    // As on a plain-http origin, where navigator.clipboard does not exist.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }),
    );
    const page = await context.newPage();
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await fill(page, messageForLinkLength(MAX_MAILTO_LENGTH + 1));
    await submit(page);
    await page.getByRole('button', { name: 'Copy message' }).click();
    await page.getByText('did not allow copying').waitFor();
    const selection = await page
      .locator('#contact textarea')
      .evaluate((t: HTMLTextAreaElement) => [
        document.activeElement === t,
        t.selectionStart,
        t.selectionEnd === t.value.length,
      ]);
    expect(selection).toEqual([true, 0, true]);
  });

  test('offers a short mail link with the subject that opens the mail program', async ({ open }) => {
    const { page, mail } = await openForm(open);
    await fill(page, messageForLinkLength(MAX_MAILTO_LENGTH + 1));
    await submit(page);
    await page.getByRole('link', { name: `Open a new e-mail to ${OWNER}` }).click();
    const link = (await mail.next()) ?? '';
    expect(decodeStrict(link)).toEqual({ to: OWNER, fields: [['subject', 'Portfolio Inquiry from Ada']] });
    expect(link).toBe(`${link.split('?')[0] ?? ''}?subject=Portfolio%20Inquiry%20from%20Ada`);
  });
});

describe('the contact section without JavaScript', () => {
  test('shows the address as text in a plain mailto link', async ({ open }) => {
    const { page } = await open('/', { javaScriptEnabled: false });
    const link = page.locator('#contact a[href^="mailto:"]');
    expect(await link.textContent()).toBe(OWNER);
    expect(decodeURIComponent((await link.getAttribute('href'))?.slice('mailto:'.length) ?? '')).toBe(OWNER);
    expect(await link.isVisible()).toBe(true);
  });

  test('still opens the mail program to the owner when the form is sent', async ({ open }) => {
    const { page } = await open('/', { javaScriptEnabled: false });
    const mail = await watchMailLinks(page);
    await fill(page, { name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    await submit(page);
    const link = (await mail.next()) ?? '';
    expect(decodeURIComponent(/^mailto:([^?]*)\?/.exec(link)?.[1] ?? '')).toBe(OWNER);
  });
});
