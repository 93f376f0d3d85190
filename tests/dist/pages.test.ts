/** The built test site's pages and what each shows before any JavaScript runs, against what its content says. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from '../../scripts/pipeline/mdx/options.ts';
import { readBuiltPages } from '../../scripts/tools/built-pages.ts';
import { MAIN_ID } from '../../src/lib/sections.ts';
import { classesOf, DIST, listFiles, readDist, readPage, textOf, type BuiltPage } from '../support/dist.ts';
import { fixtureSite } from '../support/fixture-build.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { appPageFiles, htmlFiles, longDate, pageFile, postRoute, postSections, siteRoutes } from '../support/site-pages.ts';

const { site, skills, projects, experience, posts } = fixtureContent();
const url = site.url;

/** True when `node` is `ancestor` or lies inside it. */
function isInside(node: object, ancestor: { children: unknown[] }): boolean {
  return ancestor.children.some(
    (child) =>
      child === node ||
      (typeof child === 'object' && child !== null && 'children' in child && isInside(node, child as Element)),
  );
}

/** The elements of `page` inside `container` for which `test` holds. */
const within = (page: BuiltPage, container: Element, test: (e: Element) => boolean) =>
  page.all((e) => test(e) && isInside(e, container));

describe('the built site', () => {
  it('has a page for home, the blog index and each published post, and 404.html', () => {
    expect(listFiles().filter((f) => f.endsWith('.html'))).toEqual(htmlFiles());
  });

  it('serves the home page for unknown paths: 404.html is index.html, kept out of search results', () => {
    const noindex = '\n    <meta name="robots" content="noindex" />';
    expect(readDist('404.html')).toContain(noindex);
    expect(readDist('404.html').replace(noindex, '')).toBe(readDist('index.html'));
    expect(readDist('index.html')).not.toContain('noindex');
  });

  it('lists every page in sitemap.xml, in route order', () => {
    expect(readDist('sitemap.xml')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...siteRoutes().map((route) => `  <url><loc>${url}${route.slice(1)}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('offers every published post in an Atom feed, newest first, with the same URL as its page', () => {
    const feed = readDist('feed.xml');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(feed).toContain(`<link rel="self" href="${url}feed.xml"/>`);
    expect([...feed.matchAll(/<entry>[\s\S]*?<id>(.*?)<\/id>/g)].map((m) => m[1])).toEqual(
      [...posts].reverse().map((post) => `${url}${postRoute(post).slice(1)}`),
    );
  });

  it.each(appPageFiles())('%s links the feed from its head: a tag’s page its tag’s feed', (file) => {
    const tag = /^blog\/tags\/([^/]+)\/index\.html$/.exec(file)?.[1];
    expect(readDist(file)).toContain(
      tag
        ? `<link rel="alternate" type="application/atom+xml" title="${site.name}: ${site.blog.name}: ${tag}" href="${url}blog/tags/${tag}/feed.xml">`
        : `<link rel="alternate" type="application/atom+xml" title="${site.name}: ${site.blog.name}" href="${url}feed.xml">`,
    );
  });

  it('points crawlers at the sitemap in robots.txt', () => {
    expect(readDist('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${url}sitemap.xml\n`);
  });
});

describe('home page HTML', () => {
  const page = readPage('index.html');
  const headings = (tag: string) => page.tags(tag).map(textOf);
  const section = (id: string) => {
    const [found] = page.all((e) => e.tagName === 'section' && e.properties.id === id);
    if (!found) throw new Error(`no section #${id}`);
    return found;
  };

  it('has the headline as its one h1 and every section heading', () => {
    expect(headings('h1')).toEqual([site.headline]);
    expect(headings('h2')).toEqual(['Quick Links', 'About', 'Projects', 'Experience', 'Skills', 'Contact']);
  });

  it('has a section for each nav anchor', () => {
    const ids = page.all((e) => e.tagName === 'section').map((e) => e.properties.id);
    expect(ids).toEqual(['home', 'about', 'projects', 'experience', 'skills', 'contact']);
  });

  it('shows the intro, the location and the focus tags', () => {
    const hero = textOf(section('home'));
    for (const text of [site.intro, site.location, ...site.focus]) expect(hero).toContain(text);
  });

  it('shows the About paragraph and its bullets', () => {
    const about = section('about');
    expect(textOf(about)).toContain(site.about.paragraph);
    expect(within(page, about, (e) => e.tagName === 'li').map(textOf)).toEqual(site.about.bullets);
  });

  it('shows one card per project, in order, with its title, tagline, description, tags and links', () => {
    const cards = within(page, section('projects'), (e) => e.tagName === 'article');
    expect(cards.map((card) => textOf(within(page, card, (e) => e.tagName === 'h3')[0] ?? card))).toEqual(
      projects.map((p) => p.title),
    );
    cards.forEach((card, i) => {
      const project = projects[i];
      if (!project) throw new Error(`no project ${i}`);
      const text = textOf(card);
      for (const part of [project.tagline, project.description, ...project.stack]) expect(text).toContain(part);
      const links = within(page, card, (e) => e.tagName === 'a').map(textOf);
      expect(links).toEqual(expect.arrayContaining(project.links.map((l) => l.label)));
    });
  });

  it('shows no link list on the card of a project without links, only its stack tags', () => {
    const cards = within(page, section('projects'), (e) => e.tagName === 'article');
    const unlinked = projects.filter((p) => p.links.length === 0);
    expect(unlinked.length, 'the test site needs a project without links').toBeGreaterThan(0);
    for (const project of unlinked) {
      const card = cards[projects.indexOf(project)];
      if (!card) throw new Error(`no card for ${project.slug}`);
      const lists = within(page, card, (e) => e.tagName === 'ul');
      expect(lists.map((list) => list.properties.ariaLabel)).toEqual([`${project.title} stack`]);
      expect(within(page, card, (e) => e.tagName === 'a')).toEqual([]);
    }
  });

  it('shows one card per job, in order, with its company, role, period, highlights and tags', () => {
    const cards = within(page, section('experience'), (e) => e.tagName === 'article');
    expect(cards).toHaveLength(experience.length);
    cards.forEach((card, i) => {
      const job = experience[i];
      if (!job) throw new Error(`no job ${i}`);
      const text = textOf(card);
      for (const part of [job.company, job.role, job.period, ...job.highlights, ...job.stack]) expect(text).toContain(part);
    });
  });

  it('lists every skill, in order', () => {
    expect(within(page, section('skills'), (e) => e.tagName === 'li').map(textOf)).toEqual(skills);
  });

  it('shows the profile photo with its alt text, its size and a file that exists', () => {
    const [img] = page.all((e) => e.tagName === 'img' && e.properties.alt === site.photo.alt);
    expect(Number(img?.properties.width)).toBeGreaterThan(0);
    expect(Number(img?.properties.height)).toBeGreaterThan(0);
    expect(existsSync(path.join(DIST, String(img?.properties.src).slice(1)))).toBe(true);
  });

  it('has the contact form with its 5-row message field, and the contact intro', () => {
    expect(page.tags('form')).toHaveLength(1);
    expect(page.tags('textarea')[0]?.properties.rows).toBe(5);
    expect(textOf(section('contact'))).toContain(site.contactIntro);
  });
});

describe.each(posts)('post page HTML: $slug', (post) => {
  const page = readPage(pageFile(postRoute(post)));
  const sections = postSections(post);

  it('has the post title as its one h1', () => {
    expect(page.tags('h1').map(textOf)).toEqual([post.title]);
  });

  it('numbers its section headings and gives each an id', () => {
    // Neither the Contents list's own heading nor the footnotes' is a section.
    const [footnotes] = page.all((e) => e.tagName === 'section' && 'dataFootnotes' in e.properties);
    // The post's own sections: the related posts under it have a heading of their own.
    const [prose] = page.all((e) => classesOf(e).includes('prose'));
    if (!prose) throw new Error('no post body');
    const headings = page
      .tags('h2')
      .filter((h) => isInside(h, prose) && textOf(h) !== 'Contents' && !(footnotes && isInside(h, footnotes)));
    expect(headings.map((h) => [h.properties.id, textOf(h)])).toEqual(sections.map((s) => [s.id, s.numbered]));
  });

  it('links its contents list to each section, with the same numbers', () => {
    const [contents] = page.all((e) => e.tagName === 'nav' && textOf(e).startsWith('Contents'));
    if (!contents) throw new Error('no contents list');
    const links = within(page, contents, (e) => e.tagName === 'a');
    expect(links.map((a) => [a.properties.href, textOf(a)])).toEqual(sections.map((s) => [`#${s.id}`, s.numbered]));
  });

  it('shows the publication date, the updated date only when later, then the reading time', () => {
    // The post's own dates, in its header: a related post's card under it shows that post's.
    const [header] = page.all((e) => e.tagName === 'header' && textOf(e).includes(post.title));
    if (!header) throw new Error('no post header');
    const ownTimes = within(page, header, (e) => e.tagName === 'time');
    const times = ownTimes.map((t) => String(t.properties.dateTime));
    expect(times[0]).toBe(post.date);
    const updated = times[1];
    if (updated !== undefined) expect(updated > post.date).toBe(true);
    if (post.updated !== undefined && post.updated > post.date) expect(updated).toBe(post.updated);
    const [meta] = page.all((e) => e.tagName === 'p' && ownTimes.every((t) => isInside(t, e)));
    // The parts are separate elements: the text has a space between them only where the markup does.
    const expected = updated === undefined ? '' : ` ?Updated ${longDate(updated)}`;
    expect(meta && textOf(meta)).toMatch(new RegExp(`^Published ${longDate(post.date)}${expected} ?\\d+ min read$`));
  });

  it('highlights its code at build time, with classes rather than inline colours', () => {
    const figures = page.all((e) => e.tagName === 'figure' && 'dataRehypePrettyCodeFigure' in e.properties);
    expect(figures).toHaveLength(post.code.length);
    const titles = figures.map((f) => within(page, f, (e) => 'dataRehypePrettyCodeTitle' in e.properties).map(textOf)[0]);
    expect(titles).toEqual(post.code.map((c) => c.title));
    for (const figure of figures) {
      const [pre] = within(page, figure, (e) => e.tagName === 'pre');
      expect(pre?.properties.dataTheme).toBe(`${CODE_THEMES.light} ${CODE_THEMES.dark}`);
      const coloured = pre ? within(page, pre, (e) => e.tagName === 'span' && classesOf(e).some((c) => c.startsWith('sk-'))) : [];
      expect(coloured.length).toBeGreaterThan(0);
    }
  });

  it('links to home and the blog index from its sticky bar', () => {
    const links = page.all((e) => e.tagName === 'a' && ['Back to Home', 'All posts'].includes(textOf(e).replace(/^← /, '')));
    expect(links.map((a) => a.properties.href)).toEqual(['/', '/blog']);
  });
});

describe('post page HTML: the gallery', () => {
  const post = postWithGallery();
  const page = readPage(pageFile(postRoute(post)));

  it('shows each gallery caption written in the post, in order', () => {
    expect(page.tags('figcaption').map(textOf)).toEqual(expect.arrayContaining(post.gallery.map((g) => g.caption)));
    const altTexts = page.tags('img').map((img) => img.properties.alt);
    expect(altTexts).toEqual(expect.arrayContaining(post.gallery.map((g) => g.alt)));
  });
});

describe('blog index HTML', () => {
  const page = readPage('blog/index.html');
  const newestFirst = [...posts].reverse();

  it('has the blog’s name as its one h1', () => {
    expect(page.tags('h1').map(textOf)).toEqual([site.blog.name]);
  });

  it('lists every published post, newest first, with its title as the link, date, reading time, description and tags', () => {
    const cards = page.tags('article');
    expect(cards).toHaveLength(posts.length);
    cards.forEach((card, i) => {
      const post = newestFirst[i];
      if (!post) throw new Error(`no post ${i}`);
      const links = within(page, card, (e) => e.tagName === 'a');
      expect(links.map((a) => [a.properties.href, textOf(a)])).toEqual([
        [postRoute(post), post.title],
        ...post.tags.map((tag) => [`/blog/tags/${tag}`, `#${tag}`]),
      ]);
      const paragraphs = within(page, card, (e) => e.tagName === 'p').map(textOf);
      expect(paragraphs[0]).toMatch(new RegExp(`^${longDate(post.date)} · \\d+ min read$`));
      expect(paragraphs.slice(1)).toEqual([post.description]);
      expect(within(page, card, (e) => e.tagName === 'time').map((t) => t.properties.dateTime)).toEqual([post.date]);
    });
  });

  it('shows a post’s first gallery image on its card, with its alt text and size, and no image for a post without one', () => {
    const cards = page.tags('article');
    newestFirst.forEach((post, i) => {
      const card = cards[i];
      if (!card) throw new Error(`no card ${i}`);
      const images = within(page, card, (e) => e.tagName === 'img');
      const first = post.gallery[0];
      if (!first) {
        expect(images).toEqual([]);
        return;
      }
      expect(images.map((img) => img.properties.alt)).toEqual([first.alt]);
      expect(Number(images[0]?.properties.width)).toBeGreaterThan(0);
      expect(existsSync(path.join(DIST, String(images[0]?.properties.src).slice(1)))).toBe(true);
    });
  });

  it('loads the lead picture of the blog index and a tag page eagerly at high priority (their LCP on a phone)', () => {
    // A tag's page lists its posts with the same cards: the one the bench measures, with the most cards.
    const { tagPage } = readBuiltPages(DIST, fixtureSite('root').base);
    if (!tagPage) throw new Error('the test site has no tag page');
    for (const listing of [page, readPage(pageFile(tagPage))]) {
      const loading = listing
        .tags('article')
        .map((card) => within(listing, card, (e) => e.tagName === 'img')[0])
        .map((img) => img && [img.properties.loading, img.properties.fetchPriority]);
      // The first of the first two cards with a picture; the test site's lists start with one and have no
      // other, so the lazy branch is PostCard.test.ts's.
      const lead = loading.slice(0, 2).findIndex((value) => value !== undefined);
      expect(lead).not.toBe(-1);
      loading.forEach((value, i) => {
        if (value) expect(value).toEqual(i === lead ? ['eager', 'high'] : ['lazy', 'auto']);
      });
    }
  });

  it('links the Atom feed', () => {
    expect(page.all((e) => e.tagName === 'a' && textOf(e) === 'Atom feed').map((a) => a.properties.href)).toEqual([
      '/feed.xml',
    ]);
  });
});

describe('links to the blog index', () => {
  it.each(siteRoutes().map(pageFile))('%s has one in its footer', (file) => {
    const page = readPage(file);
    const [footer] = page.all((e) => e.tagName === 'footer' && textOf(e).includes('©'));
    const links = footer ? within(page, footer, (e) => e.tagName === 'a') : [];
    expect(links.map((a) => [a.properties.href, textOf(a)])).toEqual([['/blog', site.blog.name]]);
  });
});

describe('all HTML', () => {
  it.each(htmlFiles())('%s has no style="" attribute (a strict CSP blocks them)', (file) => {
    expect(readDist(file)).not.toMatch(/\sstyle\s*=/i);
  });

  it.each(appPageFiles())(
    '%s holds its first paint until the whole header is parsed: it expects <main>, which follows the header',
    (file) => {
      const page = readPage(file);
      const expects = page.all((e) => e.tagName === 'link' && String(e.properties.rel) === 'expect');
      expect(expects.map((e) => [e.properties.href, e.properties.blocking])).toEqual([[`#${MAIN_ID}`, ['render']]]);
      const head = page.tags('head')[0];
      expect(head && isInside(expects[0] as object, head)).toBe(true);
      expect(page.all((e) => e.properties.id === MAIN_ID).map((e) => e.tagName)).toEqual(['main']);
      const html = readDist(file);
      expect(html.indexOf(`<main id="${MAIN_ID}"`)).toBeGreaterThan(html.indexOf('</header>'));
    },
  );
});

describe('post page HTML: what the post names in Markdown', () => {
  const post = fixtureContent().posts.find((p) => p.images.length > 0 && p.files.length > 0);
  if (!post) throw new Error('the test site has no post with a Markdown image and a link to a file');
  const page = readPage(pageFile(postRoute(post)));

  it('shows each Markdown image as a responsive picture with its size, lazy and at low priority, captioned by its title', () => {
    for (const image of post.images) {
      const [img] = page.all((e) => e.tagName === 'img' && e.properties.alt === image.alt);
      if (!img) throw new Error(`no image "${image.alt}"`);
      expect(img.properties.loading).toBe('lazy');
      expect(img.properties.fetchPriority).toBe('low');
      expect(Number(img.properties.width)).toBeGreaterThan(0);
      expect(Number(img.properties.height)).toBeGreaterThan(0);
      expect(existsSync(path.join(DIST, String(img.properties.src).slice(1)))).toBe(true);
      const [picture] = page.all((e) => e.tagName === 'picture' && isInside(img, e));
      const sources = picture ? within(page, picture, (e) => e.tagName === 'source') : [];
      expect(sources.map((source) => source.properties.type).slice(0, 2)).toEqual(['image/avif', 'image/webp']);
      if (image.title !== undefined) {
        const [figure] = page.all((e) => e.tagName === 'figure' && isInside(img, e));
        expect(figure && within(page, figure, (e) => e.tagName === 'figcaption').map(textOf)).toEqual([image.title]);
      }
    }
  });

  it('links each Markdown image on a line of its own to its full-size file, which opens the larger view once hydrated', () => {
    const alone = post.images.filter((image) =>
      post.body.split('\n').some((line) => line.trim().startsWith(`![${image.alt}](`) && line.trim().endsWith(')')),
    );
    expect(alone.length).toBeGreaterThan(0);
    for (const image of alone) {
      const [img] = page.all((e) => e.tagName === 'img' && e.properties.alt === image.alt);
      if (!img) throw new Error(`no image "${image.alt}"`);
      const links = page.all((e) => e.tagName === 'a' && isInside(img, e));
      expect(links.map((a) => [a.properties.href, a.properties.ariaHasPopup])).toEqual([[img.properties.src, 'dialog']]);
    }
  });

  it('links each file it names to a copy in the build, with the same bytes', () => {
    for (const link of post.files) {
      const [a] = page.all((e) => e.tagName === 'a' && textOf(e) === link.text);
      const href = String(a?.properties.href);
      expect(href).toMatch(/^\/assets\//);
      const source = readFileSync(path.join('tests/fixtures/content/blog', link.href));
      expect(readFileSync(path.join(DIST, href.slice(1))).equals(source)).toBe(true);
    }
  });
});
