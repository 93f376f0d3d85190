/**
 * A small profile, content and post for the pure tests of head tags and the route table
 * (src/lib/head.test.ts, src/route-table.test.ts), under a sub-path so every URL shows the base path.
 */
import type { Project, HomeProfile, PostSummary, SiteContent, SiteProfile } from '../../src/content/schema.ts';

export const sampleSite: SiteProfile = {
  url: 'https://example.github.io/portfolio/',
  name: 'Ada Example',
  role: 'RF & Embedded Engineer',
  description: 'Radio, robots and firmware.',
  links: [
    {
      label: 'Code',
      url: 'https://code.example/ada',
      header: true,
      icon: 'link',
    },
    {
      label: 'Network',
      url: 'https://network.example/ada',
      header: false,
      icon: 'link',
    },
  ],
  resume: '/resume.pdf',
  icons: '/assets/icons-abcdefgh.svg',
  photo: {
    alt: 'Ada at a bench',
    picture: { sources: {}, img: { src: '/portfolio/assets/profile-abc.jpeg', w: 288, h: 360 } },
  },
  blog: { name: 'Bench notes', pageSize: 2, nav: false },
  sections: ['about', 'projects', 'experience', 'skills', 'contact'],
  nav: [],
  hasBlog: true,
  hasTags: true,
};

export const sampleHome: HomeProfile = {
  headline: 'Radios that work.',
  intro: 'I build them.',
  location: 'Delft',
  focus: ['RF'],
  email: 'ada@example.org',
  about: { paragraph: 'About Ada.', bullets: ['One.', 'Two.', 'Three.'] },
  quickLinks: [{ label: 'Resume', href: '/resume.pdf' }],
  contactIntro: 'Write to me.',
  intros: {},
};

export const samplePost: PostSummary = {
  slug: 'sample',
  title: 'Rig: a test bench',
  description: 'How I built it.',
  date: '2025-09-14',
  updated: '2025-10-01',
  updatedSource: 'frontmatter',
  source: 'content/blog/sample.mdx',
  readingMinutes: 12,
  draft: false,
  ids: ['overview', 'results'],
  tags: ['rf', 'test-gear'],
  featured: false,
};

/** `samplePost` under another slug and date. */
export const samplePostAt = (slug: string, date: string): PostSummary => ({
  ...samplePost,
  slug,
  date,
  title: `Post ${slug}`,
  source: `content/blog/${slug}.mdx`,
});

/** A project with a page, in the cards' order after the sample's card `rig`. */
export function sampleProjectWithPage(slug: string, order: number, tags: string[] = []): Project {
  return {
    slug,
    order,
    title: `Project ${slug}`,
    tagline: `The ${slug} project.`,
    description: 'It does things.',
    stack: ['Rust'],
    links: [],
    tags,
    resume: true,
    page: { source: `content/projects/${slug}.md`, ids: ['overview'] },
  };
}

/** Content with `posts` (oldest first) and `unlisted` ones, one project, one job and two skills. */
export function sampleContent(posts: PostSummary[] = [samplePost], unlisted: PostSummary[] = []): SiteContent {
  return {
    site: { ...sampleSite, hasBlog: posts.length > 0 },
    unlisted,
    home: sampleHome,
    projects: [
      {
        slug: 'rig',
        order: 1,
        title: 'Rig',
        tagline: 'A bench.',
        description: 'It measures.',
        stack: ['C'],
        links: [],
        tags: ['test-gear'],
        resume: true,
      },
    ],
    experience: [
      {
        slug: 'lab',
        order: 1,
        company: 'Lab',
        role: 'Engineer',
        period: '2023–2025',
        highlights: ['Built things.'],
        stack: ['C'],
        resume: true,
      },
    ],
    skills: ['RF', 'C'],
    posts,
    talks: [],
    pages: [],
    conversations: {},
  };
}
