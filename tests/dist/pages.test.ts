/** The built site's pages and what each shows before any JavaScript runs. */
import { existsSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from '../../scripts/build/mdx/options.ts';
import { siteUrl } from '../../scripts/build/site-url.ts';
import { isAppPage } from '../../src/lib/routes-paths.ts';
import { MAIN_ID } from '../../src/lib/sections.ts';
import { classesOf, DIST, listFiles, readDist, readPage, textOf } from '../support/dist.ts';

const url = siteUrl(path.resolve(process.env.CONTENT_DIR ?? 'content'));

describe('the built site', () => {
  it('has exactly these HTML pages', () => {
    expect(listFiles().filter((f) => f.endsWith('.html'))).toEqual([
      '404.html',
      'blog/index.html',
      'blog/karl/index.html',
      'index.html',
    ]);
  });

  it('knows every prerendered page as a page of the app (PAGE_PATTERNS agrees with the route table)', () => {
    // routes.tsx and PAGE_PATTERNS in routes-paths.ts each name the pages; content links are checked
    // through the second, so a route added to the table alone would make links to it read as files.
    const pages = listFiles()
      .filter((f) => f.endsWith('index.html'))
      .map((f) => `/${f.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.filter((page) => !isAppPage(page))).toEqual([]);
  });

  it('serves the home page for unknown paths: 404.html is index.html, kept out of search results', () => {
    const noindex = '\n    <meta name="robots" content="noindex" />';
    expect(readDist('404.html')).toContain(noindex);
    expect(readDist('404.html').replace(noindex, '')).toBe(readDist('index.html'));
    expect(readDist('index.html')).not.toContain('noindex');
  });

  it('lists every page in sitemap.xml', () => {
    expect(readDist('sitemap.xml')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${url}</loc></url>`,
        `  <url><loc>${url}blog</loc></url>`,
        `  <url><loc>${url}blog/karl</loc></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('offers the post in an Atom feed, with the same URL as its page', () => {
    const feed = readDist('feed.xml');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(feed).toContain(`<link rel="self" href="${url}feed.xml"/>`);
    expect([...feed.matchAll(/<entry>[\s\S]*?<id>(.*?)<\/id>/g)].map((m) => m[1])).toEqual([`${url}blog/karl`]);
  });

  it('links the feed from the head of every page', () => {
    for (const page of ['index.html', 'blog/index.html', 'blog/karl/index.html', '404.html']) {
      expect(readDist(page)).toContain(`<link rel="alternate" type="application/atom+xml" title="Elias Brandt: build logs" href="${url}feed.xml">`);
    }
  });

  it('points crawlers at the sitemap in robots.txt', () => {
    expect(readDist('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${url}sitemap.xml\n`);
  });
});

describe('home page HTML', () => {
  const page = readPage('index.html');
  const headings = (tag: string) => page.tags(tag).map(textOf);

  it('has the hero headline as its one h1', () => {
    expect(headings('h1')).toEqual(['Electronics and firmware for machines that sense, move and talk.']);
  });

  it('has every section heading', () => {
    expect(headings('h2')).toEqual(['Quick Links', 'About', 'Projects', 'Experience', 'Skills', 'Contact']);
  });

  it('has a section for each nav anchor', () => {
    const ids = page.all((e) => e.tagName === 'section').map((e) => e.properties.id);
    expect(ids).toEqual(expect.arrayContaining(['home', 'about', 'projects', 'experience', 'skills', 'contact']));
  });

  it('shows both project cards', () => {
    expect(headings('h3')).toEqual(expect.arrayContaining(['Karl, an autonomous field rover', 'Motor driver control system']));
  });

  it('shows both jobs with their periods', () => {
    const text = page.text();
    expect(text).toContain('Helio Grid Systems');
    expect(text).toContain('2023–2025');
    expect(text).toContain('Northwind Robotics');
    expect(text).toContain('2022–2023');
  });

  it('lists the 12 skills', () => {
    const [skills] = page.all((e) => e.tagName === 'section' && e.properties.id === 'skills');
    const items = skills ? page.all((e) => e.tagName === 'li').filter((li) => isInside(li, skills)) : [];
    expect(items.map(textOf)).toEqual([
      'RF design & measurement',
      'Antenna matching',
      'Embedded C / C++',
      'FreeRTOS & Zephyr',
      'ROS 2',
      'MicroPython',
      'PCB design (KiCad)',
      'Power electronics',
      'Battery management systems',
      'LoRa & sub-GHz radio',
      'Signal processing',
      'Python test automation',
    ]);
  });

  it('shows the profile photo with alt text and its size', () => {
    const [img] = page.all((e) => e.tagName === 'img' && String(e.properties.alt).startsWith('Elias Brandt at an electronics bench'));
    expect(img?.properties.width).toBeDefined();
    expect(img?.properties.height).toBeDefined();
    expect(existsSync(path.join(DIST, String(img?.properties.src).replace(new URL(url).pathname, '')))).toBe(true);
  });

  it('has the contact form', () => {
    expect(page.tags('form')).toHaveLength(1);
    expect(page.tags('textarea')[0]?.properties.rows).toBe(5);
  });
});

describe('post page HTML', () => {
  const page = readPage('blog/karl/index.html');

  it('has the post title as its one h1', () => {
    expect(page.tags('h1').map(textOf)).toEqual(['Karl: building an autonomous rover for solar farms']);
  });

  it('numbers the five section headings and gives each an id', () => {
    // The Contents list's own heading is not a section.
    const sections = page.tags('h2').filter((h) => textOf(h) !== 'Contents');
    expect(sections.map((h) => [h.properties.id, textOf(h)])).toEqual([
      ['overview--goals', '1. Overview & Goals'],
      ['hardware-stack', '2. Hardware Stack'],
      ['software-architecture', '3. Software Architecture'],
      ['validation--testing', '4. Validation & Testing'],
      ['whats-next', "5. What's Next"],
    ]);
  });

  it('links the contents list to each section', () => {
    const hrefs = page.all((e) => e.tagName === 'a' && String(e.properties.href).startsWith('#')).map((a) => a.properties.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(['#overview--goals', '#hardware-stack', '#software-architecture', '#validation--testing', '#whats-next']),
    );
  });

  it('shows the three gallery captions written in the post', () => {
    const captions = [...readFileSync(path.resolve('content/blog/karl.mdx'), 'utf8').matchAll(/<GalleryImage[^>]*caption="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(captions).toHaveLength(3);
    expect(page.tags('figcaption').map(textOf)).toEqual(expect.arrayContaining(captions));
  });

  it('has the node-graph snippet highlighted at build time, with classes rather than inline colours', () => {
    const pre = page.tags('pre').find((p) => textOf(p).includes('LaunchDescription'));
    expect(pre && textOf(pre)).toContain("Node(package='micro_ros_agent', executable='micro_ros_agent'");
    expect(pre?.properties.dataTheme).toBe(`${CODE_THEMES.light} ${CODE_THEMES.dark}`);
    const colouredSpans = pre ? page.all((e) => e.tagName === 'span' && classesOf(e).some((c) => c.startsWith('sk-')) && isInside(e, pre)) : [];
    expect(colouredSpans.length).toBeGreaterThan(0);
  });

  it('shows the publication date, then the updated date (its last commit, or the build date) when later, then the reading time', () => {
    const times = page.tags('time').map((t) => String(t.properties.dateTime));
    expect(times).toHaveLength(2);
    expect(times[0]).toBe('2025-09-14');
    expect(times[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(times[1]) > '2025-09-14').toBe(true);
    const [meta] = page.all((e) => e.tagName === 'p' && page.tags('time').every((t) => isInside(t, e)));
    expect(meta && textOf(meta)).toMatch(/^Published 14 September 2025 ?Updated \d{1,2} [A-Z][a-z]+ \d{4} ?\d+ min read$/);
  });

  it('links to the blog index from its sticky bar, beside Back to Home', () => {
    const links = page.all((e) => e.tagName === 'a' && ['Back to Home', 'All posts'].includes(textOf(e).replace(/^← /, '')));
    expect(links.map((a) => a.properties.href)).toEqual(['/', '/blog'].map((p) => `${new URL(url).pathname.replace(/\/$/, '')}${p}`));
  });
});

describe('blog index HTML', () => {
  const page = readPage('blog/index.html');
  const base = new URL(url).pathname.replace(/\/$/, '');

  it('has "Build log" as its one h1', () => {
    expect(page.tags('h1').map(textOf)).toEqual(['Build log']);
  });

  it('lists the post with its title as the link, date, reading time and description', () => {
    const cards = page.tags('article');
    expect(cards).toHaveLength(1);
    const [card] = cards;
    if (!card) return;
    const links = page.all((e) => e.tagName === 'a' && isInside(e, card));
    expect(links.map((a) => [a.properties.href, textOf(a)])).toEqual([
      [`${base}/blog/karl`, 'Karl: building an autonomous rover for solar farms'],
    ]);
    const description = String(matter(readFileSync(path.resolve('content/blog/karl.mdx'), 'utf8')).data.description);
    const paragraphs = page.all((e) => e.tagName === 'p' && isInside(e, card)).map(textOf);
    expect(paragraphs[0]).toMatch(/^14 September 2025 · \d+ min read$/);
    expect(paragraphs.slice(1)).toEqual([description]);
    const times = page.all((e) => e.tagName === 'time' && isInside(e, card));
    expect(times.map((t) => t.properties.dateTime)).toEqual(['2025-09-14']);
  });

  it('shows the post’s first gallery image, with its alt text and size', () => {
    const [img] = page.tags('img');
    expect(img?.properties.alt).toBe("The rover's aluminium chassis with six wheels and rocker-bogie suspension, seen from the side");
    expect([img?.properties.width, img?.properties.height]).toEqual([1200, 900]);
    expect(existsSync(path.join(DIST, String(img?.properties.src).slice(base.length + 1)))).toBe(true);
  });

  it('links the Atom feed', () => {
    expect(page.all((e) => e.tagName === 'a' && textOf(e) === 'Atom feed').map((a) => a.properties.href)).toEqual([`${base}/feed.xml`]);
  });
});

describe('links to the blog index', () => {
  it.each(['index.html', 'blog/karl/index.html', 'blog/index.html'])('%s has one in its footer', (file) => {
    const page = readPage(file);
    const [footer] = page.all((e) => e.tagName === 'footer' && textOf(e).includes('©'));
    const links = footer ? page.all((e) => e.tagName === 'a' && isInside(e, footer)) : [];
    expect(links.map((a) => [a.properties.href, textOf(a)])).toEqual([[`${new URL(url).pathname}blog`, 'Build log']]);
  });

  it('home has it in Quick Links, after the post', () => {
    const page = readPage('index.html');
    const [nav] = page.all((e) => e.tagName === 'nav' && String(e.properties.ariaLabelledBy) === 'quick-links-title');
    const hrefs = nav ? page.all((e) => e.tagName === 'a' && isInside(e, nav)).map((a) => String(a.properties.href)) : [];
    expect(hrefs.slice(-2)).toEqual(['/blog/karl', '/blog'].map((p) => `${new URL(url).pathname.replace(/\/$/, '')}${p}`));
  });
});

describe('all HTML', () => {
  it.each(['index.html', 'blog/index.html', 'blog/karl/index.html', '404.html'])('%s has no style="" attribute (a strict CSP blocks them)', (file) => {
    expect(readDist(file)).not.toMatch(/\sstyle\s*=/i);
  });

  it.each(['index.html', 'blog/index.html', 'blog/karl/index.html', '404.html'])(
    '%s holds its first paint until the whole header is parsed: it expects <main>, which follows the header',
    (file) => {
      const page = readPage(file);
      const expects = page.all((e) => e.tagName === 'link' && String(e.properties.rel) === 'expect');
      expect(expects.map((e) => [e.properties.href, e.properties.blocking])).toEqual([[`#${MAIN_ID}`, ['render']]]);
      const head = page.tags('head')[0];
      expect(head && isInside(expects[0] as object, head)).toBe(true);
      const targets = page.all((e) => e.properties.id === MAIN_ID);
      expect(targets.map((e) => e.tagName)).toEqual(['main']);
      const html = readDist(file);
      expect(html.indexOf(`<main id="${MAIN_ID}"`)).toBeGreaterThan(html.indexOf('</header>'));
    },
  );
});

function isInside(node: object, ancestor: { children: unknown[] }): boolean {
  for (const child of ancestor.children) {
    if (child === node) return true;
    if (typeof child === 'object' && child !== null && 'children' in child && isInside(node, child as { children: unknown[] })) return true;
  }
  return false;
}
