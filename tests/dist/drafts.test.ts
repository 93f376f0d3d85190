/**
 * The test site's draft in the build: it is nowhere in the built site (page, sitemap, feed, blog index,
 * Previous/Next, resume, JSON-LD, any bundle), and the build says so in one line. Also the build's
 * other lines about posts: where each post's updated date came from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, listFiles, readDist } from '../support/dist.ts';
import { fixtureBuild } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { pdfText } from '../support/pdf.ts';
import { postRoute } from '../support/site-pages.ts';

const { site, posts, drafts } = fixtureContent();
const draft = drafts[0];
if (!draft) throw new Error('the test site has no draft');

let log = '';
beforeAll(async () => {
  log = (await fixtureBuild('root')).log;
});

describe('a draft in npm run build', () => {
  it('prints one line for the skipped draft', () => {
    expect(log.split('\n').filter((line) => line.includes(`draft ${draft.slug}`))).toEqual([
      `[plugin portfolio:content] draft ${draft.slug}: not published (draft: true in ${draft.file}; npm run dev shows it)`,
    ]);
  });

  it('gets no page, while every published post does', () => {
    for (const post of posts) expect(existsSync(path.join(DIST, `blog/${post.slug}/index.html`))).toBe(true);
    expect(existsSync(path.join(DIST, `blog/${draft.slug}`))).toBe(false);
  });

  it('is not in the sitemap, the feed, the blog index, Previous/Next, the structured data or the resume', async () => {
    const published = (text: string) => text.includes(postRoute(draft)) || text.includes(draft.title);
    for (const file of ['sitemap.xml', 'feed.xml', 'blog/index.html', ...posts.map((p) => `blog/${p.slug}/index.html`)]) {
      expect(published(readDist(file)), file).toBe(false);
    }
    const resume = await pdfText(readFileSync(path.join(DIST, site.resume.slice(1))));
    expect(resume).toContain(site.name);
    expect(resume).not.toContain(draft.title);
  });

  it('is in no built file at all, not even a bundle', () => {
    const text = listFiles().filter((f) => /\.(html|js|css|xml|txt|json)$/.test(f));
    expect(text.filter((f) => readDist(f).includes(draft.title) || readDist(f).includes(`${draft.slug}.mdx`))).toEqual(
      [],
    );
  });
});

describe('the build log', () => {
  it.each(posts)('says where the updated date of $slug came from', (post) => {
    const line = log.split('\n').find((l) => l.includes(`post ${post.slug}: `));
    const source =
      post.updated === undefined
        ? /: (updated \d{4}-\d{2}-\d{2} \(from a commit after the one that added it\)|no later change \(.+\))$/
        : /\(from its frontmatter\)$/;
    expect(line).toMatch(source);
    if (post.updated !== undefined) expect(line).toContain(`updated ${post.updated} `);
  });
});
