/**
 * loadContent on what keeps links working and posts on time, in copies of the test site: aliases and
 * removed paths (refused at their lines when they are no old path of this site, or one something else
 * has), the owner's time zone, posts to come and unlisted posts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import { load, loadFixtures, post, postFile, problems, site } from '../../../tests/support/load-cases.ts';

const { fixture, dispose } = loadFixtures();
afterAll(dispose);

/** The copy's `file` with `yaml` added before its frontmatter's closing `---`. */
const withField = (f: ContentFixture, file: string, yaml: string) =>
  f.write(file, readFileSync(path.join(f.dir, file), 'utf8').replace(/\n---\n/, `\n${yaml}\n---\n`));

const [other] = site.posts.filter((p) => p.slug !== post.slug);
if (!other) throw new Error('the test site needs two published posts');
const otherFile = `blog/${other.slug}.mdx`;

describe('aliases and removed paths', () => {
  it('loads each alias as a redirect to its page, and each removed path, without a trailing slash', async () => {
    const f = fixture('aliases-load');
    f.edit(postFile, /^aliases: .*$/m, 'aliases: [/blog/first-name, /notes/old/]');
    f.edit('site.md', /^removed: .*$/m, 'removed: [/blog/gone]');
    const content = await load(f);
    expect(content.redirects).toEqual(
      expect.arrayContaining([
        { from: '/blog/first-name', to: `/blog/${post.slug}`, title: post.title },
        { from: '/notes/old', to: `/blog/${post.slug}`, title: post.title },
      ]),
    );
    expect(content.removed).toEqual(['/blog/gone']);
    // The pages' data never carries them.
    expect(JSON.stringify(content.posts)).not.toContain('/blog/first-name');
  });

  it('refuses an alias outside the site, a page of the site, a file the build writes and another page’s alias, at their lines', async () => {
    const f = fixture('aliases-refused');
    f.edit(
      postFile,
      /^aliases: .*$/m,
      `aliases:\n  - https://old.example.org/post\n  - /blog/${other.slug}\n  - /assets/old\n  - /notes/../../etc\n  - /shared\n  - /old.php`,
    );
    withField(f, otherFile, 'aliases: [/shared]');
    f.edit('site.md', /^removed: .*$/m, 'removed: [/shared/]');
    const at = (needle: string, file = postFile) => `${f.shown}/${file}:${lineOf(f, file, needle)}`;
    expect(await problems(f)).toEqual(
      expect.arrayContaining([
        `${at('https://old.example.org')} aliases[0]: expected a path of this site, such as /blog/old-name, got "https://old.example.org/post"; an address of another site, or one without its leading /, is outside this site`,
        `${at(`- /blog/${other.slug}`)} aliases[1]: expected an old path that nothing else of the site has, got "/blog/${other.slug}", a page of this site`,
        `${at('/assets/old')} aliases[2]: expected an old path that nothing else of the site has, got "/assets/old", a path the build writes itself`,
        `${at('/notes/../')} aliases[3]: expected a path of this site, such as /blog/old-name, of letters, digits and - _ ~ . (no part . or ..), got "/notes/../../etc"; a path with other characters (spaces, ?, #, %) cannot be a file of the built site`,
        `${at('/old.php')} aliases[5]: expected a path of this site, such as /blog/old-name, a page or an .html file, got "/old.php"; a static host serves any other file as a download, not as the page that sends visitors on`,
        `${at('- /shared')} aliases[4]: expected an old path that nothing else of the site has, got "/shared", listed already in ${at('aliases:', otherFile)}`,
        `${at('removed:', 'site.md')} removed[0]: expected an old path that nothing else of the site has, got "/shared/", listed already in ${at('aliases:', otherFile)}`,
      ]),
    );
    // The first file to list a path has it (the posts in file order, then site.md); the others are refused.
    expect((await problems(f)).some((line) => line.startsWith(`${f.shown}/${otherFile}`))).toBe(false);
  });

  it('refuses aliases on a project without a page of its own', async () => {
    const f = fixture('aliases-project');
    const card = site.projects.find((p) => p.body === '');
    if (!card) throw new Error('the test site needs a project without a page');
    withField(f, card.file, 'aliases: [/projects/old]');
    expect(await problems(f)).toEqual([
      `${f.shown}/${card.file}:${lineOf(f, card.file, 'aliases:')} aliases: expected old paths only on a project with a page of its own (text below its frontmatter), got a list of 1 path; write the project’s page, or list the old paths on the page that replaced it`,
    ]);
  });
});

describe('the time zone and posts to come', () => {
  it('refuses a time zone Intl does not know, at its line', async () => {
    const f = fixture('timezone-bad');
    withField(f, 'site.md', 'timezone: Europe/Amsterdm');
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'timezone:')} timezone: expected an IANA time zone such as Europe/Amsterdam or UTC, got "Europe/Amsterdm"`,
    ]);
  });

  it('refuses a date that is neither a day nor a day and a time', async () => {
    const f = fixture('date-bad');
    f.edit(postFile, /^date: .*$/m, 'date: 2026-12-01 9am');
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${lineOf(f, postFile, 'date:')} date: expected a date written YYYY-MM-DD, or YYYY-MM-DD HH:MM, got "2026-12-01 9am"`,
    ]);
  });

  /** A post of the test's own, dated `date`, that no page links to. */
  const launch = (date: string) =>
    `---\ntitle: Launch notes\ndescription: What goes out on the day.\ndate: ${date}\nupdated: 2026-01-01\n---\n\n## The day\n\nIt ships.\n`;

  it('leaves a post to come out, with when it goes live in the owner’s zone; the dev server keeps it, marked', async () => {
    const f = fixture('scheduled');
    withField(f, 'site.md', 'timezone: Europe/Amsterdam');
    f.write('blog/launch.mdx', launch('2026-12-01 09:00'));
    const now = new Date('2026-12-01T07:59:00Z');
    const built = await load(f, false, now);
    expect(built.posts.map((p) => p.slug)).not.toContain('launch');
    expect(built.skippedScheduled).toEqual([
      { slug: 'launch', source: `${f.shown}/blog/launch.mdx`, goesLive: '2026-12-01 09:00 (Europe/Amsterdam)' },
    ]);
    const dev = await load(f, true, now);
    expect(dev.posts.find((p) => p.slug === 'launch')).toMatchObject({
      date: '2026-12-01',
      time: '09:00',
      publishedAt: '2026-12-01T09:00:00+01:00',
      scheduled: '2026-12-01 09:00 (Europe/Amsterdam)',
    });
    // A minute later it is live, with its moment and no mark.
    const live = (await load(f, false, new Date('2026-12-01T08:00:00Z'))).posts.find((p) => p.slug === 'launch');
    expect(live).toMatchObject({ publishedAt: '2026-12-01T09:00:00+01:00' });
    expect(live?.scheduled).toBeUndefined();
  });

  it('refuses a link to a post to come, saying when it goes live', async () => {
    const f = fixture('scheduled-link');
    f.write('blog/launch.mdx', launch('2099-01-01'));
    f.write(postFile, `${readFileSync(path.join(f.dir, postFile), 'utf8')}\n## Next\n\nSee [next](/blog/launch).\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${lineOf(f, postFile, '](/blog/launch)')} link: expected a published page, got "/blog/launch", a post still to come (${f.shown}/blog/launch.mdx goes live on 2099-01-01 00:00 (UTC)); the link can go in once the post is live`,
    ]);
  });
});

describe('unlisted posts', () => {
  it('loads an unlisted post apart from the listed ones', async () => {
    const f = fixture('unlisted');
    withField(f, otherFile, 'unlisted: true');
    const content = await load(f);
    expect(content.posts.map((p) => p.slug)).not.toContain(other.slug);
    expect(content.unlisted.map((p) => [p.slug, p.unlisted])).toEqual([[other.slug, true]]);
  });
});
