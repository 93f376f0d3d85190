import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../content/schema.ts';
import { samplePost, sampleProjectWithPage, sampleSite } from '../../tests/support/sample-page-data.ts';
import { blogHead, homeHead, postHead, projectHead, renderHead, tagHead, tagsHead, type PageHead } from './head.ts';

const site = sampleSite;

const post: PostSummary = { ...samplePost, repo: 'https://github.com/example/sample' };

const withCover: PostSummary = {
  ...post,
  cover: {
    alt: 'The chassis',
    picture: { sources: {}, img: { src: '/portfolio/assets/chassis-abc.jpg', w: 1200, h: 900 } },
    preview: { src: '/portfolio/assets/chassis-def.jpg', w: 1200, h: 630 },
  },
};

describe('homeHead', () => {
  it('describes the site', () => {
    expect(homeHead(site)).toEqual({
      title: 'Ada Example | RF & Embedded Engineer',
      description: 'Radio, robots and firmware.',
      canonical: 'https://example.github.io/portfolio/',
      type: 'website',
      image: 'https://example.github.io/portfolio/assets/profile-abc.jpeg',
      imageWidth: 288,
      imageHeight: 360,
      imageAlt: 'Ada at a bench',
      card: 'summary',
      siteName: 'Ada Example',
      feed: { url: 'https://example.github.io/portfolio/feed.xml', title: 'Ada Example: Bench notes' },
    });
  });

  it('links no feed on a site without a blog', () => {
    expect(homeHead({ ...site, hasBlog: false }).feed).toBeUndefined();
    expect(renderHead(homeHead({ ...site, hasBlog: false }))).not.toContain('application/atom+xml');
  });
});

describe('blogHead', () => {
  it('describes the blog index by the blog’s name, with the profile photo as its preview', () => {
    expect(blogHead(site)).toEqual({
      ...homeHead(site),
      title: 'Bench notes | Ada Example',
      description: 'Bench notes by Ada Example: every post, newest first.',
      canonical: 'https://example.github.io/portfolio/blog',
      prev: undefined,
      next: undefined,
    });
  });

  it('uses the blog’s own description when the owner wrote one', () => {
    const described = { ...site, blog: { ...site.blog, description: 'Notes from the bench.' } };
    expect(blogHead(described).description).toBe('Notes from the bench.');
  });

  it('names a later page in its title, and links the pages before and after it', () => {
    expect(blogHead(site, { page: 2, pages: 3 })).toMatchObject({
      title: 'Bench notes, page 2 of 3 | Ada Example',
      canonical: 'https://example.github.io/portfolio/blog/page/2',
      prev: 'https://example.github.io/portfolio/blog',
      next: 'https://example.github.io/portfolio/blog/page/3',
    });
  });
});

describe('postHead', () => {
  it('describes the post, with its dates', () => {
    expect(postHead(site, post)).toEqual({
      title: 'Rig: a test bench | Ada Example',
      description: 'How I built it.',
      canonical: 'https://example.github.io/portfolio/blog/sample',
      type: 'article',
      image: 'https://example.github.io/portfolio/assets/profile-abc.jpeg',
      imageWidth: 288,
      imageHeight: 360,
      imageAlt: 'Ada at a bench',
      card: 'summary',
      siteName: 'Ada Example',
      feed: { url: 'https://example.github.io/portfolio/feed.xml', title: 'Ada Example: Bench notes' },
      published: '2025-09-14',
      modified: '2025-10-01',
    });
  });

  it('previews a post with a gallery by its first image, in the large card', () => {
    expect(postHead(site, withCover)).toMatchObject({
      image: 'https://example.github.io/portfolio/assets/chassis-def.jpg',
      imageWidth: 1200,
      imageHeight: 630,
      imageAlt: 'The chassis',
      card: 'summary_large_image',
    });
  });
});

describe('projectHead', () => {
  const project = sampleProjectWithPage('rover', 1);

  it('describes the project by its tagline, at its own URL, with the profile photo until it has a card', () => {
    expect(projectHead(site, project)).toMatchObject({
      title: `${project.title} | ${site.name}`,
      description: project.tagline,
      canonical: 'https://example.github.io/portfolio/projects/rover',
      type: 'article',
      card: 'summary',
      image: 'https://example.github.io/portfolio/assets/profile-abc.jpeg',
    });
  });

  it('previews a project by its drawn card, in the large card', () => {
    const preview = { src: '/portfolio/assets/project-rover-card-abc.png', w: 1200, h: 630 };
    const withCard = { ...project, page: { source: 'x.md', ids: [], previewCard: { alt: 'Rover: Project', preview } } };
    expect(projectHead(site, withCard)).toMatchObject({
      image: 'https://example.github.io/portfolio/assets/project-rover-card-abc.png',
      imageAlt: 'Rover: Project',
      card: 'summary_large_image',
    });
  });
});

describe('tag heads', () => {
  it('describe the tags page in the owner’s sentence, else by its tags, and a tag’s page by what carries the tag', () => {
    expect(tagsHead(site, [{ tag: 'rf' }, { tag: 'ros-2' }]).description).toBe('rf, ros-2.');
    const described = { ...site, blog: { ...site.blog, tagsDescription: 'What I build, by topic.' } };
    expect(tagsHead(described, [{ tag: 'rf' }]).description).toBe('What I build, by topic.');
    const head = tagHead(site, { tag: 'rf', total: 3, projectTotal: 1, page: 1, pages: 1 });
    expect([head.title, head.description]).toEqual([`Tagged rf | ${site.name}`, '3 posts and 1 project tagged rf.']);
    // A later page lists no projects, but the tag still has them.
    const later = tagHead(site, { tag: 'rf', total: 3, projectTotal: 1, page: 2, pages: 2 });
    expect(later.description).toBe('3 posts and 1 project tagged rf.');
  });
});

describe('renderHead', () => {
  it('writes every tag, one per line', () => {
    expect(
      renderHead(postHead(site, withCover))
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([
      '<title data-pagefind-meta="title">Rig: a test bench | Ada Example</title>',
      '<meta name="description" content="How I built it.">',
      '<link rel="canonical" href="https://example.github.io/portfolio/blog/sample">',
      '<link rel="alternate" type="application/atom+xml" title="Ada Example: Bench notes" href="https://example.github.io/portfolio/feed.xml">',
      '<meta property="og:type" content="article">',
      '<meta property="og:site_name" content="Ada Example">',
      '<meta property="og:title" content="Rig: a test bench | Ada Example">',
      '<meta property="og:description" content="How I built it.">',
      '<meta property="og:url" content="https://example.github.io/portfolio/blog/sample">',
      '<meta property="og:image" content="https://example.github.io/portfolio/assets/chassis-def.jpg">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:alt" content="The chassis">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta property="article:published_time" content="2025-09-14">',
      '<meta property="article:modified_time" content="2025-10-01">',
    ]);
  });

  it('writes structured data as JSON-LD blocks after the tags, which JSON.parse reads back', () => {
    const data = { '@type': 'Thing', name: 'R&D </script><script>alert(1)</script>' };
    const lines = renderHead(homeHead(site), [data]).split('\n');
    const last = lines.at(-1)?.trim() ?? '';
    expect(last.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(last.endsWith('</script>')).toBe(true);
    const json = last.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('leaves out article dates on the home page', () => {
    expect(renderHead(homeHead(site))).not.toContain('article:');
  });

  it('escapes &, <, > and " in every value', () => {
    const head: PageHead = {
      ...homeHead(site),
      title: 'R&D <b>"quoted"</b>',
      description: 'a "b" & <c>',
      canonical: 'https://example.com/?a=1&b="2"',
      imageAlt: '<script>alert(1)</script>',
    };
    const html = renderHead(head);
    expect(html).toContain('<title data-pagefind-meta="title">R&amp;D &lt;b&gt;&quot;quoted&quot;&lt;/b&gt;</title>');
    expect(html).toContain('<meta name="description" content="a &quot;b&quot; &amp; &lt;c&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<meta property="og:image:alt" content="&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });
});
