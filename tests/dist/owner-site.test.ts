/**
 * An owner's site from content alone: the third owner's test site (tests/fixtures/firmware-security)
 * uses every field the sample has no use for, and the built pages show what each says: profile links
 * of five kinds with their icons and rel="me", pages of her own and their nav links, her order of the
 * home sections with Talks and Writing, her colour, Plausible with exactly its one origin added to the
 * policy, and a resume held to her page limit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { linkIcon } from '../../scripts/pipeline/icons/link-icons.ts';
import { themeStylesheet } from '../../scripts/pipeline/theme/theme.ts';
import { linkKind } from '../../src/lib/profile-links.ts';
import { featuredPosts } from '../../src/lib/posts.ts';
import { classesOf, listFiles, readDist, readPage, textOf } from '../support/dist.ts';
import { fixtureDist, fixtureSite, OTHER_SITES } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { pdfPageCount, pdfText } from '../support/pdf.ts';
import { homeSectionsOf, longDate, oldPathFiles } from '../support/site-pages.ts';
import { drawnIcon } from '../support/site-icons.ts';

const root = OTHER_SITES['firmware-security'];
const dist = fixtureDist('firmware-security');
const content = fixtureContent(root);
const { site } = content;
const page = (file: string) => readPage(file, dist);
const { base } = fixtureSite('firmware-security');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Home, parsed once: the lookups below compare its elements by identity. */
const homePage = page('index.html');
const home = () => homePage;
const href = (element: Element) => String(element.properties.href);
const rel = (element: Element) => (Array.isArray(element.properties.rel) ? element.properties.rel.join(' ') : '');
/** The links inside the first element with `tagName` that `test` picks. */
const linksIn = (tree: ReturnType<typeof page>, test: (element: Element) => boolean) =>
  tree.all(test).flatMap((container) => tree.all((e) => e.tagName === 'a' && isInside(container, e)));
const isInside = (container: Element, element: Element): boolean =>
  container === element || container.children.some((child) => child.type === 'element' && isInside(child, element));

describe('profile links', () => {
  it('the owner has five kinds of profile, one of them Mastodon', () => {
    expect(new Set(site.links.map((link) => linkKind(link.url))).size).toBe(5);
    expect(site.links.map((link) => linkKind(link.url))).toContain('mastodon');
  });

  it('draw each header link as its host’s icon, rel="me", in a new tab', () => {
    const header = home().all((e) => e.tagName === 'header')[0];
    if (!header) throw new Error('no header');
    const icons = home()
      .all((e) => e.tagName === 'a' && isInside(header, e) && classesOf(e).some((c) => c.includes('iconLink')))
      .map((a) => ({
        href: href(a),
        rel: rel(a),
        label: String(a.properties.ariaLabel),
        d: drawnIcon(home(), a, dist, base)?.d,
      }));
    expect(icons).toEqual(
      site.links
        .filter((link) => link.header)
        .map((link) => ({
          href: link.url,
          rel: 'me noopener noreferrer',
          label: `${link.label} profile (opens in a new tab)`,
          d: linkIcon(linkKind(link.url)).d,
        })),
    );
  });

  it('list every profile in Contact with its icon and rel="me", a generic icon for a host without one', () => {
    const contact = home().all((e) => e.properties.id === 'contact')[0];
    if (!contact) throw new Error('no Contact section');
    const links = home()
      .all((e) => e.tagName === 'a' && isInside(contact, e) && href(e).startsWith('https://'))
      .map((a) => [href(a), rel(a), drawnIcon(home(), a, dist, base)?.d]);
    expect(links).toEqual(site.links.map((link) => [link.url, 'me noopener noreferrer', linkIcon(linkKind(link.url)).d]));
    expect(links.map(([, , d]) => d)).toContain(linkIcon('link').d);
  });

  it('draw no icon in the page itself, and carry no link or icon in any script: the sprite draws them', () => {
    const drawn = site.links.map((link) => linkIcon(linkKind(link.url)).d);
    const { html } = home();
    for (const d of drawn) expect(html).not.toContain(d);
    for (const script of listFiles(dist).filter((file) => file.endsWith('.js'))) {
      const code = readDist(script, dist);
      for (const d of drawn) expect(code, script).not.toContain(d);
      // A link's URL as a string of the code (quoted), not as the start of another (her repository's).
      for (const link of site.links) expect(code, script).not.toMatch(new RegExp(`[\`'"]${escapeRegExp(link.url)}[\`'"]`));
    }
  });

  it('name every profile in the home page’s JSON-LD', () => {
    const [person] = home()
      .all((e) => e.tagName === 'script' && e.properties.type === 'application/ld+json')
      .map((script) => JSON.parse(textOf(script)) as { sameAs?: string[] });
    expect(person?.sameAs).toEqual(site.links.map((link) => link.url));
  });
});

describe('the home page’s shape', () => {
  it('shows the sections the owner lists, in her order, and leaves the others out', () => {
    const ids = home()
      .all((e) => e.tagName === 'section' && typeof e.properties.id === 'string' && e.properties.id !== 'home')
      .map((e) => String(e.properties.id));
    expect(ids).toEqual(site.home?.sections);
    expect(ids).not.toContain('experience');
  });

  it('links the sections from the header’s nav in that order, then the blog, then the pages with a nav entry', () => {
    const nav = linksIn(home(), (e) => e.tagName === 'nav' && e.properties.ariaLabel === 'Main').map((a) => [
      textOf(a),
      href(a),
    ]);
    expect(nav).toEqual([
      ...homeSectionsOf(root).map(({ id, label }) => [label, `#${id}`]),
      [site.blog.name, '/blog'],
      ...content.pages.filter((p) => p.nav).map((p) => [p.nav?.label, `/${p.slug}`]),
    ]);
  });

  it('gives About its four bullets and leaves out the Quick Links she has none of', () => {
    const about = home().all((e) => e.properties.id === 'about')[0];
    if (!about) throw new Error('no About');
    expect(home().all((e) => e.tagName === 'li' && isInside(about, e)).map(textOf)).toEqual(site.about.bullets);
    expect(home().text()).not.toContain('Quick Links');
  });

  it('lists the talks newest first, each with its event, date and links', () => {
    const talks = home().all((e) => e.properties.id === 'talks')[0];
    if (!talks) throw new Error('no Talks');
    expect(home().all((e) => e.tagName === 'h3' && isInside(talks, e)).map(textOf)).toEqual(
      content.talks.map((t) => t.title),
    );
    for (const talk of content.talks) expect(textOf(talks)).toContain(`${talk.event} · ${longDate(talk.date)}`);
    expect(linksIn(home(), (e) => e === talks).map(href)).toEqual(
      content.talks.flatMap((t) => [t.slides, t.video, t.recording].filter((l) => l !== undefined)),
    );
  });

  it('lists the featured posts in Writing, newest first, with a link to the blog', () => {
    const writing = home().all((e) => e.properties.id === 'writing')[0];
    if (!writing) throw new Error('no Writing');
    const links = linksIn(home(), (e) => e === writing).map(href);
    expect(links).toEqual([...featuredPosts(content.posts).map((p) => `/blog/${p.slug}`), '/blog']);
    expect(content.posts.some((p) => !p.featured)).toBe(true);
  });
});

describe('pages of her own', () => {
  it.each(content.pages.map((p) => [p.slug, p] as const))('/%s is prerendered with its title, description and body', (_slug, own) => {
    const built = page(`${own.slug}/index.html`);
    expect(textOf(built.tags('h1')[0] ?? built.tree)).toBe(own.title);
    expect(built.meta('description')).toBe(own.description);
    expect(built.tags('title').map(textOf)).toEqual([`${own.title} | ${site.name}`]);
    expect(built.meta('og:image')).toMatch(new RegExp(`/assets/page-${own.slug}-card-[\\w-]+\\.png$`));
    for (const heading of own.sections) expect(built.text()).toContain(heading);
    const types = built
      .all((e) => e.tagName === 'script' && e.properties.type === 'application/ld+json')
      .map((s) => (JSON.parse(textOf(s)) as { '@type': string })['@type']);
    expect(types).toEqual(['WebPage', 'BreadcrumbList']);
    expect(readDist('sitemap.xml', dist)).toContain(`<loc>${site.url}${own.slug}</loc>`);
  });

  it.each(content.pages.map((p) => [p.slug, p] as const))('/%s links to its own file on GitLab, on the main branch', (_slug, own) => {
    const file = path.relative(process.cwd(), path.join(root, own.file)).split(path.sep).join('/');
    const built = page(`${own.slug}/index.html`);
    const links = built.all((e) => e.tagName === 'a' && href(e).startsWith('https://gitlab.com/mirakovac/site/'));
    expect(links.map((a) => [href(a), textOf(a).replace(/\s+/g, ' ').trim()])).toEqual([
      [`https://gitlab.com/mirakovac/site/-/blob/main/${file}`, 'View this page on GitLab ↗ (opens in a new tab)'],
    ]);
  });

  it('links the page with a nav entry from the footer of every page, and no other page', () => {
    const inNav = content.pages.filter((p) => p.nav).map((p) => `/${p.slug}`);
    const old = oldPathFiles(root);
    expect(old.length).toBeGreaterThan(0);
    for (const file of listFiles(dist).filter((f) => f.endsWith('.html') && !old.includes(f))) {
      const footer = linksIn(page(file), (e) => e.tagName === 'nav' && e.properties.ariaLabel === 'Pages').map(href);
      expect(footer, file).toEqual(inNav);
    }
  });

  it('puts the blog in the header of every other page too, beside Back', () => {
    for (const file of ['blog/index.html', `${content.pages[0]?.slug ?? ''}/index.html`]) {
      const nav = linksIn(page(file), (e) => e.tagName === 'nav' && e.properties.ariaLabel === 'Main').map(textOf);
      expect(nav, file).toEqual(['← Back', site.blog.name]);
    }
  });
});

describe('her colour', () => {
  it('is written into the site’s stylesheet after the tokens, for both schemes, with no style attribute', () => {
    const css = listFiles(dist)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readDist(f, dist))
      .find((text) => text.includes(String(site.theme?.accent)));
    expect(css).toBeDefined();
    const written = themeStylesheet({ accent: site.theme?.accent }).match(/--color-accent: light-dark\(([^,]+), ([^)]+)\)/);
    const [, light = '', dark = ''] = written ?? [];
    // Lightning CSS writes light-dark() as a pair of variables (with or without a space between them): the
    // owner's pair comes after the tokens' own.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const owners = new RegExp(
      `--color-accent:var\\(--lightningcss-light,${escape(light)}\\) ?var\\(--lightningcss-dark,${escape(dark)}\\)`,
      'g',
    );
    const at = [...(css ?? '').matchAll(owners)].map((match) => match.index);
    expect(at.length).toBeGreaterThan(0);
    expect(Math.max(...at)).toBeGreaterThan(css?.indexOf('--color-accent:') ?? Infinity);
    expect(listFiles(dist).filter((f) => f.endsWith('.html')).some((f) => readDist(f, dist).includes(' style='))).toBe(false);
  });
});

describe('analytics', () => {
  const policyOf = (dir: string) => /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(dir, '_headers'), 'utf8'))?.[1] ?? '';
  const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('adds Plausible’s one origin to script-src and connect-src, and changes nothing else of the policy', () => {
    const withAnalytics = directives(policyOf(dist));
    const without = directives(policyOf(fixtureDist('root')));
    const added = [...withAnalytics].flatMap(([name, sources]) =>
      sources.filter((source) => !without.get(name)?.includes(source)).map((source) => `${name ?? ''} ${source}`),
    );
    expect(added).toEqual(['script-src https://plausible.io', 'connect-src https://plausible.io']);
    const removed = [...without].flatMap(([name, sources]) => sources.filter((s) => !withAnalytics.get(name)?.includes(s)));
    expect(removed).toEqual([]);
  });

  it('loads the provider from the page’s own first script, with the domain it counts under', () => {
    const first = String(home().tags('script').find((s) => s.properties.type === 'module')?.properties.src).slice(1);
    const code = readDist(first, dist);
    expect(code).toContain('https://plausible.io/js/script.js');
    // As the minifier writes the attributes: the domain in a template literal.
    expect(code).toMatch(new RegExp(`"data-domain":[\`"']${(site.analytics?.id ?? '').replaceAll('.', '\\.')}[\`"']`));
    // No tag of another origin in any page: the provider's script is added by the site's own.
    expect(home().all((e) => e.tagName === 'script' && /^https?:/.test(String(e.properties.src)))).toEqual([]);
  });

  it('sends no analytics byte from a site without the field', () => {
    const other = fixtureDist('root');
    for (const file of listFiles(other).filter((f) => /\.(html|js|css)$|^_headers$/.test(f))) {
      expect(readDist(file, other), file).not.toMatch(/plausible|goatcounter|gc\.zgo\.at|umami/i);
    }
  });
});

describe('the resume', () => {
  const pdf = readFileSync(path.join(dist, site.resume.slice(1)));

  it('fits her page limit', () => {
    expect(pdfPageCount(pdf)).toBeLessThanOrEqual(site.resumeMaxPages ?? 0);
  });

  it('lists her talks and leaves off the talk and the project marked resume: false', async () => {
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const talk of content.talks) expect(text.includes(talk.title), talk.title).toBe(talk.resume);
    for (const project of content.projects) expect(text.includes(project.title), project.title).toBe(project.resume);
    for (const link of site.links) expect(text).toContain(link.label);
  });
});
