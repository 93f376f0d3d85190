import { describe, expect, it } from 'vitest';
import {
  sampleContent,
  sampleProjectWithPage,
  samplePost,
  samplePostAt,
} from '../../../tests/support/sample-page-data.ts';
import { llmsTxt } from './llms-txt.ts';

describe('llms.txt', () => {
  const content = sampleContent([samplePost, { ...samplePostAt('second', '2026-01-02'), title: 'Tuning [part 2]' }]);
  content.site = {
    ...content.site,
    url: 'https://me.example.org/portfolio/',
    description: 'An engineer.\nIn two lines.',
  };
  content.projects = [...content.projects, sampleProjectWithPage('bench', 2)];
  content.pages = [
    { slug: 'uses', title: 'Uses', description: 'What I use.', source: 'content/pages/uses.md', ids: [] },
  ];
  const { path, contents } = llmsTxt(content);
  const lines = contents.split('\n');

  it('is /llms.txt, opening with the site’s name and its description on one line', () => {
    expect(path).toBe('llms.txt');
    expect(lines.slice(0, 3)).toEqual([`# ${content.site.name}`, '', '> An engineer. In two lines.']);
  });

  it('lists the pages, projects and posts (newest first), each with its absolute URL under the base path', () => {
    const at = (sitePath: string) => `https://me.example.org/portfolio${sitePath}`;
    const links = [...contents.matchAll(/^- \[(.+)\]\((\S+)\): (.+)$/gm)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      [`${content.site.name}, ${content.site.role}`, at('/')],
      [content.site.blog.name, at('/blog')],
      ['Uses', at('/uses')],
      ...content.projects.map((p) => [p.title, p.page ? at(`/projects/${p.slug}`) : `${at('/')}#projects`]),
      ['Tuning \\[part 2\\]', at('/blog/second')],
      [samplePost.title, at('/blog/sample')],
    ]);
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Pages', '## Projects', '## Posts']);
  });

  it('leaves out the blog and the posts of a site without one', () => {
    const { contents: none } = llmsTxt(sampleContent([]));
    expect(none).not.toContain('## Posts');
    expect(none).not.toContain('/blog');
  });
});
