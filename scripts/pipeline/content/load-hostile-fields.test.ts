/**
 * loadContent on hostile and odd values of fields that reach the policy, a link out of the site or the
 * frame of every page: analytics URLs that would open the policy, a source link that would leave its
 * repository, text longer than its place takes, the name `index`, and two pages at one nav place. Each
 * is refused at its line with what to write; the site.md problems the schema finds and those it finds
 * once the schema passes (the analytics URLs) are in copies of their own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_NOTES } from '../../../src/content/migrations.ts';
import { TEXT_LIMITS } from '../../../src/content/text-limits.ts';
import { lineOf, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import { loadFixtures, postFile, problems, site } from '../../../tests/support/load-cases.ts';
import { TIME_ZONE_EXPECTED } from '../../../src/lib/time-zone.ts';

const { fixture, dispose } = loadFixtures();
afterAll(dispose);

/** The copy's site.md with `yaml` added before its closing `---`. */
const withSite = (f: ContentFixture, yaml: string) =>
  f.write('site.md', readFileSync(path.join(f.dir, 'site.md'), 'utf8').replace(/\n---\n*$/, `\n${yaml}\n---\n`));

/** The hint a 3.0.0 migration note adds to a problem with `field` of `kind` whose message starts `expected`. */
function changed(kind: string, field: string, expected: string): string {
  const note = MIGRATION_NOTES.find(
    (n) => n.kind === kind && n.fields.includes(field) && (n.problem === undefined || expected.startsWith(n.problem)),
  );
  if (!note) throw new Error(`no migration note for ${kind} ${field}`);
  return `; changed in release ${note.release}: write ${note.write}`;
}

/** "expected at most N characters, got M characters ("…")" and its note, for text `value` of `field`. */
function tooLong(kind: string, field: string, value: string, limit: number): string {
  const expected = `expected at most ${limit.toLocaleString('en-US')} characters`;
  return `${expected}, got ${value.length.toLocaleString('en-US')} characters (${JSON.stringify(`${value.slice(0, 40)}…`)})${changed(kind, field, expected)}`;
}

describe('analytics URLs, whose origins the policy would allow', () => {
  const expected = (what: string) =>
    `expected the https:// URL of your instance’s ${what} on a plain host name (letters, digits, hyphens and dots), whose origin the policy allows`;
  const hint = 'write the URL with the exact host name that serves it, such as https://stats.example.org/script.js';

  it.each([
    ['https://*/x.js', '"https://*/x.js", whose host "*" is a wildcard, which would allow any site'],
    [
      'https://evil.example;script-src-elem/x.js',
      '"https://evil.example;script-src-elem/x.j…", whose host "evil.example;script-src-elem" holds ";", which no host name has',
    ],
  ])('refuses a script at %s', async (url, found) => {
    const f = withSite(
      fixture('analytics-script'),
      `analytics:\n  provider: plausible\n  id: example.org\n  script: '${url}'`,
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  script:')} analytics.script: ${expected('script')}, got ${found}; ${hint}`,
    ]);
  });

  it('refuses a GoatCounter count endpoint on a wildcard host, at the id', async () => {
    const f = withSite(fixture('analytics-id'), "analytics:\n  provider: goatcounter\n  id: 'https://*/count'");
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  id:')} analytics.id: ${expected('/count')}, got "https://*/count", whose host "*" is a wildcard, which would allow any site; ${hint}`,
    ]);
  });

  it('refuses an http:// script, which the browser would only upgrade', async () => {
    const f = withSite(
      fixture('analytics-http'),
      'analytics:\n  provider: umami\n  id: 94db1cb1-74f4-4a40-ad6c-962362670409\n  script: http://stats.example.org/script.js',
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  script:')} analytics.script: expected an https:// URL, got "http://stats.example.org/script.js"${changed('site', 'analytics.script', 'expected an https')}`,
    ]);
  });
});

describe('the repository a source link leads into, and text over its length', () => {
  it('refuses a branch or an address that would leave the repository, and a 10,000-character label, each at its line', async () => {
    const { repository, quickLinks } = site.site;
    const quickLink = quickLinks[0]?.label;
    if (!repository || !quickLink) throw new Error('the test site needs a repository and a quick link');
    const label = 'x'.repeat(10_000);
    const f = fixture('repository')
      .edit('site.md', `  url: ${repository.url}`, `  url: ${repository.url}/../../evil?x=`)
      .edit('site.md', `  branch: ${repository.branch}`, '  branch: ../../evil')
      .edit('site.md', `  - label: ${quickLink}`, `  - label: ${label}`);
    const at = (needle: string) => `${f.shown}/site.md:${lineOf(f, 'site.md', needle)}`;
    expect(await problems(f)).toEqual([
      `${at(`  url: ${repository.url}/`)} repository.url: expected exactly an owner and a repository after the host, such as https://github.com/me/portfolio, with nothing after them, got "${`${repository.url}/../../evil?x=`.slice(0, 40)}…"${changed('site', 'repository.url', '')}`,
      `${at('  branch:')} repository.branch: expected a branch name git accepts, such as main or release/2026 (no ..), got "../../evil"${changed('site', 'repository.branch', '')}`,
      `${at(`  - label: xxx`)} quickLinks[0].label: ${tooLong('site', 'quickLinks[].label', label, TEXT_LIMITS.label)}`,
    ]);
  });

  it('refuses a branch with spaces and markup, on its own', async () => {
    const f = fixture('branch-markup').edit(
      'site.md',
      `  branch: ${site.site.repository?.branch ?? ''}`,
      `  branch: '"><script>alert(1)</script> x'`,
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  branch:')} repository.branch: expected a branch name git accepts, such as main or release/2026 (no space, control character or any of ~ ^ : ? * [ \\), got "\\"><script>alert(1)</script> x"${changed('site', 'repository.branch', '')}`,
    ]);
  });

  it('holds every kind of file’s text to its length: a title, a description, a nav label', async () => {
    const title = 't'.repeat(TEXT_LIMITS.title + 1);
    const description = 'd'.repeat(TEXT_LIMITS.description + 1);
    const navLabel = 'n'.repeat(TEXT_LIMITS.label + 1);
    const post = site.posts.find((p) => !p.draft);
    const project = site.projects[0];
    if (!post || !project) throw new Error('the test site needs a post and a project');
    const postFile = `blog/${post.slug}.mdx`;
    const f = fixture('lengths')
      .edit(postFile, /^title: .*$/m, `title: ${title}`)
      .edit(project.file, /^description:.*(\n {2}.*)*$/m, `description: ${description}`)
      .write(
        'pages/uses.md',
        `---\ntitle: Uses\ndescription: What I use.\nnav:\n  label: ${navLabel}\n  order: 1\n---\n\nText.\n`,
      );
    const at = (file: string, needle: string) => `${f.shown}/${file}:${lineOf(f, file, needle)}`;
    expect([...(await problems(f))].sort()).toEqual(
      [
        `${at(project.file, 'description:')} description: ${tooLong('project', 'description', description, TEXT_LIMITS.description)}`,
        `${at(postFile, 'title:')} title: ${tooLong('post', 'title', title, TEXT_LIMITS.title)}`,
        `${at('pages/uses.md', '  label:')} nav.label: ${tooLong('page', 'nav.label', navLabel, TEXT_LIMITS.label)}`,
      ].sort(),
    );
  });
});

describe('old paths and the time zone, which name files of the build and the owner’s clock', () => {
  it('refuses an alias or a removed path over its length, and an alias part no file system takes, at their lines', async () => {
    const part = 'p'.repeat(256);
    const long = `/${'r'.repeat(TEXT_LIMITS.address)}`;
    const f = fixture('old-path-lengths')
      .edit(postFile, /^aliases: .*$/m, `aliases: [/blog/${part}]`)
      .edit('site.md', /^removed: .*$/m, `removed: [${long}]`);
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'removed:')} removed[0]: expected at most 2,000 characters, got 2,001 characters (${JSON.stringify(`${long.slice(0, 40)}…`)})`,
      `${f.shown}/${postFile}:${lineOf(f, postFile, 'aliases:')} aliases[0]: expected a path of this site, such as /blog/old-name, each part between slashes at most 255 characters, got ${JSON.stringify(`/blog/${part}`.slice(0, 40) + '…')}; a part of 256 characters names a folder or file no file system takes`,
    ]);
  });

  it.each([
    [
      '+01:00',
      '"+01:00"; a fixed offset keeps no summer time (and Etc/GMT+5 is five hours behind UTC); write the zone of your place, such as Europe/Amsterdam, or UTC',
    ],
    [
      'Etc/GMT+5',
      '"Etc/GMT+5"; a fixed offset keeps no summer time (and Etc/GMT+5 is five hours behind UTC); write the zone of your place, such as Europe/Amsterdam, or UTC',
    ],
    [
      'EST',
      '"EST"; an abbreviation names no place (Intl reads EST as America/Panama); write the zone of your place, such as Europe/Amsterdam, or UTC',
    ],
    ['europe/amsterdam', '"europe/amsterdam"; write it as Europe/Amsterdam'],
    [`'Europe/Amsterdam"><script>alert(1)</script>'`, '"Europe/Amsterdam\\"><script>alert(1)</scri…"'],
  ])('refuses the time zone %s at its line, saying what to write', async (zone, found) => {
    const f = withSite(fixture('timezone-odd'), `timezone: ${zone}`);
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'timezone:')} timezone: ${TIME_ZONE_EXPECTED}, got ${found}`,
    ]);
  });

  it('refuses a 10,000-character time zone by its length alone', async () => {
    const zone = `Europe/${'x'.repeat(9_993)}`;
    const f = withSite(fixture('timezone-long'), `timezone: ${zone}`);
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'timezone:')} timezone: expected at most 60 characters, got 10,000 characters (${JSON.stringify(`${zone.slice(0, 40)}…`)})`,
    ]);
  });
});

describe('names and places a page of its own would share', () => {
  const page = (nav: string) => `---\ntitle: A page\ndescription: Written by the test.\n${nav}---\n\nText.\n`;
  const post = ['---', 'title: A post', 'description: A probe.', 'date: 2026-01-05', 'updated: 2026-01-05'];

  it('refuses the slug index for a page, a post and a tag, and a nav place two pages share, at the second', async () => {
    const f = fixture('index')
      .write('pages/index.md', page(''))
      .write('pages/now.md', page('nav:\n  label: Now\n  order: 2\n'))
      .write('pages/uses.md', page('nav:\n  label: Uses\n  order: 2\n'))
      .write('blog/index.mdx', [...post, '---', '', '## A section', '', 'Text.', ''].join('\n'))
      .write('blog/tagged.mdx', [...post, 'tags:', '  - index', '---', '', '## A section', '', 'Text.', ''].join('\n'));
    const lines = await problems(f);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${f.shown}/pages/index\\.md:1 slug: expected a page name the site does not use itself \\([^)]*\\bindex\\b[^)]*\\), got "index" \\(from the file name\\); rename the file, or give the page a slug of its own$`,
          ),
        ),
        `${f.shown}/pages/uses.md:${lineOf(f, 'pages/uses.md', '  order:')} nav.order: expected a place in the nav no other page’s link has, got 2, which ${f.shown}/pages/now.md:${lineOf(f, 'pages/now.md', '  order:')} has too`,
        `${f.shown}/blog/index.mdx:1 slug: expected a slug that no page of the site’s own takes, got "index" (from the file name), which the site’s /blog takes; rename the file, or set slug: to another name`,
        `${f.shown}/blog/tagged.mdx:${lineOf(f, 'blog/tagged.mdx', '  - index')} tags[0]: expected a tag other than index, which names the tags page, got "index"${changed('post', 'tags[]', 'expected a tag other than index')}`,
      ]),
    );
    expect(lines).toHaveLength(4);
  });
});
