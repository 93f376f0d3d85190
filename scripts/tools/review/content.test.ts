import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../../../tests/support/content-fixture.ts';
import { diffContent, readRevisionContent, RevisionContentError } from './content.ts';

const before = contentFixture('review-before');
const after = contentFixture('review-after');
afterAll(() => {
  before.dispose();
  after.dispose();
});

describe('diffContent', () => {
  it('names entities removed, a replaced photo and an edited post field, from the loader’s content', async () => {
    after
      .remove('projects/motor-driver.md')
      .edit('blog/karl.mdx', 'date: 2025-09-14', 'date: 2025-09-15')
      .edit('experience/helio-grid.md', 'period: 2023–2025', 'period: 2023–Present');
    appendFileSync(path.join(after.dir, 'images/profile.jpg'), Buffer.from([0]));
    const changes = diffContent(
      await readRevisionContent(path.dirname(before.dir)),
      await readRevisionContent(path.dirname(after.dir)),
    );
    expect(changes.map((c) => `${c.entity}: ${c.changes.join('; ')}`)).toEqual([
      'site: photo replaced',
      'experience/helio-grid: period 2023–2025 → 2023–Present',
      'blog/karl: date 2025-09-14 → 2025-09-15',
      'projects/motor-driver: removed',
    ]);
  });

  it('reports content that does not pass the build’s checks with files named inside the revision', async () => {
    const broken = contentFixture('review-broken').edit('skills.md', 'skills:', 'skils:');
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
