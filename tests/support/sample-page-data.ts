/**
 * A small profile and post for the pure tests of head tags and the route table (src/lib/head.test.ts,
 * src/route-table.test.ts), under a sub-path so every URL shows the base path.
 */
import type { PostSummary, SiteProfile } from '../../src/content/schema.ts';

export const sampleSite = {
  url: 'https://example.github.io/portfolio/',
  name: 'Ada Example',
  role: 'RF & Embedded Engineer',
  description: 'Radio, robots and firmware.',
  codeHost: { label: 'Code', url: 'https://code.example/ada' },
  network: { label: 'Network', url: 'https://network.example/ada' },
  photo: {
    alt: 'Ada at a bench',
    picture: { sources: {}, img: { src: '/portfolio/assets/profile-abc.jpeg', w: 288, h: 360 } },
  },
} as SiteProfile;

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
};
