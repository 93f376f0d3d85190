import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datedContentFixture } from '../../../tests/support/content-fixture.ts';
import { fixtureContent } from '../../../tests/support/fixture-content.ts';
import { diffContent, readRevisionContent, RevisionContentError } from './content.ts';

const { site, projects, experience, posts } = fixtureContent();
// Every post dated in frontmatter: reading a revision then never asks git.
const before = datedContentFixture('review-before');
const after = datedContentFixture('review-after');
afterAll(() => {
  before.dispose();
  after.dispose();
});

describe('diffContent', () => {
  it('names entities removed, a replaced photo and an edited post field, from the loader’s content', async () => {
    const project = projects.at(-1);
    const job = experience[0];
    const post = posts[0];
    if (!project || !job || !post) throw new Error('the test site lacks a project, a job or a post');
    after
      .remove(project.file)
      .edit(`blog/${post.slug}.mdx`, `date: ${post.date}`, 'date: 2020-01-01')
      .edit(`experience/${job.slug}.md`, `period: ${job.period}`, 'period: 2001–2002');
    appendFileSync(path.join(after.dir, site.photo.src), Buffer.from([0]));
    const changes = diffContent(
      await readRevisionContent(path.dirname(before.dir)),
      await readRevisionContent(path.dirname(after.dir)),
    );
    expect(changes.map((c) => `${c.entity}: ${c.changes.join('; ')}`)).toEqual([
      'site: photo replaced',
      `experience/${job.slug}: period ${job.period} → 2001–2002`,
      `blog/${post.slug}: date ${post.date} → 2020-01-01`,
      `projects/${project.slug}: removed`,
    ]);
  });

  it('compares a project page’s body as it compares a post’s', async () => {
    const project = projects.find((p) => p.sections.length > 0);
    if (!project) throw new Error('the test site lacks a project with a page');
    const edited = datedContentFixture('review-project').edit(
      project.file,
      `## ${project.sections[0]}`,
      '## A renamed section',
    );
    try {
      const changes = diffContent(
        await readRevisionContent(path.dirname(before.dir)),
        await readRevisionContent(path.dirname(edited.dir)),
      );
      expect(changes.map((c) => c.entity)).toEqual([`projects/${project.slug}`]);
      expect(changes[0]?.changes.join('; ')).toContain('A renamed section');
    } finally {
      edited.dispose();
    }
  });

  it('names a talk added and a page’s body edited, as it does a post’s', async () => {
    const talk = '---\ntitle: A talk\nevent: A meetup\ndate: 2025-01-02\n---\n';
    const page = (text: string) => `---\ntitle: Uses\ndescription: What I use.\n---\n\n## Bench\n\n${text}\n`;
    const old = datedContentFixture('review-page-before').write('pages/uses.md', page('A scope and a probe.'));
    const edited = datedContentFixture('review-page-after')
      .write('pages/uses.md', page('A scope and two probes.'))
      .write('talks/a-talk.md', talk);
    try {
      const changes = diffContent(
        await readRevisionContent(path.dirname(old.dir)),
        await readRevisionContent(path.dirname(edited.dir)),
      );
      expect(changes.map((c) => `${c.entity}: ${c.changes.join('; ')}`)).toEqual([
        'talks/a-talk: added',
        'pages/uses: section "Bench" edited (+2 −2 words)',
      ]);
    } finally {
      old.dispose();
      edited.dispose();
    }
  });

  it('reports content that does not pass the build’s checks with files named inside the revision', async () => {
    const broken = datedContentFixture('review-broken').edit('skills.md', 'skills:', 'skils:');
    try {
      await expect(readRevisionContent(path.dirname(broken.dir))).rejects.toThrow(RevisionContentError);
      const error = await readRevisionContent(path.dirname(broken.dir)).catch((e: unknown) => e);
      expect((error as RevisionContentError).issues.map((i) => i.file)).toEqual([
        'content/skills.md',
        'content/skills.md',
      ]);
    } finally {
      broken.dispose();
    }
  });
});
