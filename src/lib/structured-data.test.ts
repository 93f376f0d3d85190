import { describe, expect, it } from 'vitest';
import type { PostSummary, SiteContent } from '../content/schema.ts';
import { sampleProjectWithPage } from '../../tests/support/sample-page-data.ts';
import {
  blogData,
  blogPostingData,
  breadcrumbData,
  personData,
  projectBreadcrumbData,
  projectData,
} from './structured-data.ts';

const site = {
  url: 'https://example.github.io/portfolio/',
  name: 'Ada Example',
  role: 'RF & Embedded Engineer',
  description: 'Radio, robots and firmware.',
  links: [
    {
      label: 'GitHub',
      url: 'https://github.com/ada',
      header: true,
      icon: 'github',
    },
    {
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/in/ada',
      header: false,
      icon: 'linkedin',
    },
  ],
  photo: {
    alt: 'Ada at a bench',
    picture: { sources: {}, img: { src: '/portfolio/assets/profile-abc.jpeg', w: 576, h: 576 } },
  },
  blog: { name: 'Bench notes', pageSize: 10 },
} as SiteContent['site'];

const post = (slug: string, date: string, cover = false): PostSummary => ({
  slug,
  title: `Post ${slug}`,
  description: `About ${slug}.`,
  date,
  updated: '2025-12-01',
  updatedSource: 'frontmatter',
  repo: 'https://github.com/ada/sample',
  source: `content/blog/${slug}.mdx`,
  readingMinutes: 4,
  draft: false,
  featured: false,
  ids: [],
  tags: [],
  ...(cover && {
    cover: {
      alt: 'The chassis',
      picture: { sources: {}, img: { src: '/portfolio/assets/chassis-abc.jpg', w: 1200, h: 900 } },
      preview: { src: '/portfolio/assets/chassis-def.jpg', w: 1200, h: 630 },
    },
  }),
});

const author = {
  '@type': 'Person',
  '@id': 'https://example.github.io/portfolio/#person',
  name: 'Ada Example',
  url: 'https://example.github.io/portfolio/',
};

describe('personData', () => {
  it('describes the owner with job title, photo and profiles', () => {
    expect(personData(site)).toEqual({
      '@context': 'https://schema.org',
      ...author,
      jobTitle: 'RF & Embedded Engineer',
      description: 'Radio, robots and firmware.',
      image: 'https://example.github.io/portfolio/assets/profile-abc.jpeg',
      sameAs: ['https://github.com/ada', 'https://www.linkedin.com/in/ada'],
    });
  });
});

describe('blogPostingData', () => {
  it('describes the post with its preview image, dates and author', () => {
    expect(blogPostingData(site, post('sample', '2025-09-14', true))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': 'https://example.github.io/portfolio/blog/sample',
      headline: 'Post sample',
      description: 'About sample.',
      url: 'https://example.github.io/portfolio/blog/sample',
      mainEntityOfPage: 'https://example.github.io/portfolio/blog/sample',
      image: 'https://example.github.io/portfolio/assets/chassis-def.jpg',
      datePublished: '2025-09-14',
      dateModified: '2025-12-01',
      author,
    });
  });

  it('falls back to the profile photo for a post without a gallery', () => {
    expect(blogPostingData(site, post('notes', '2025-09-14')).image).toBe(
      'https://example.github.io/portfolio/assets/profile-abc.jpeg',
    );
  });
});

describe('blogData', () => {
  it('lists the posts of the page, in its order (newest first)', () => {
    const data = blogData(site, [post('new', '2025-01-01'), post('old', '2024-01-01')]);
    expect(data).toMatchObject({
      '@type': 'Blog',
      url: 'https://example.github.io/portfolio/blog',
      name: 'Bench notes | Ada Example',
      author,
    });
    expect(data.blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        '@id': 'https://example.github.io/portfolio/blog/new',
        headline: 'Post new',
        url: 'https://example.github.io/portfolio/blog/new',
        datePublished: '2025-01-01',
      },
      {
        '@type': 'BlogPosting',
        '@id': 'https://example.github.io/portfolio/blog/old',
        headline: 'Post old',
        url: 'https://example.github.io/portfolio/blog/old',
        datePublished: '2024-01-01',
      },
    ]);
  });
});

describe('breadcrumbData', () => {
  it('leads from home through the blog index to the post', () => {
    expect(breadcrumbData(site, post('sample', '2025-09-14')).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ada Example', item: 'https://example.github.io/portfolio/' },
      { '@type': 'ListItem', position: 2, name: 'Bench notes', item: 'https://example.github.io/portfolio/blog' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Post sample',
        item: 'https://example.github.io/portfolio/blog/sample',
      },
    ]);
  });
});

describe('projectData', () => {
  const project = { ...sampleProjectWithPage('rover', 1, ['ros-2']), stack: ['Rust', 'ROS 2'] };

  it('describes a project page as a creative work by the owner, with its tags and stack as keywords', () => {
    expect(projectData(site, project)).toMatchObject({
      '@type': 'CreativeWork',
      '@id': 'https://example.github.io/portfolio/projects/rover',
      name: project.title,
      description: project.tagline,
      keywords: 'ros-2, Rust, ROS 2',
      author: { '@id': 'https://example.github.io/portfolio/#person' },
    });
  });

  it('places it under home and its projects section', () => {
    const crumbs = projectBreadcrumbData(site, project).itemListElement as unknown as { item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([
      'https://example.github.io/portfolio/',
      'https://example.github.io/portfolio/#projects',
      'https://example.github.io/portfolio/projects/rover',
    ]);
  });
});
