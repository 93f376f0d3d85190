/**
 * The build is the gate for content: each way a post or the profile can be broken is one failing copy
 * of the test site, built for real with `npm run build`'s script, which must exit non-zero and name the
 * file and line (or the page) and what was expected, and print nothing of a file outside the content
 * folder. A good copy builds, so each failure is the one edit's doing.
 */
import { existsSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_NOTES } from '../../src/content/migrations.ts';
import { TEXT_LIMITS } from '../../src/content/text-limits.ts';
import { listTree } from '../../scripts/pipeline/content/read.ts';
import { MAX_DIAGRAM_BYTES } from '../../scripts/pipeline/mdx/remark/diagrams.ts';
import { linesStartingWith, runBuild } from '../support/build.ts';
import { unknownComponentLine } from '../support/named-lists.ts';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';

const post = postWithGallery();
const postFile = `blog/${post.slug}.mdx`;
const markdownImage = /!\[[^\]]*\]\((\.\/[^) ]+)/.exec(post.body)?.[1] ?? '';
const fileLink = /[^!]\[[^\]]*\]\((\.\/[^)]+\.csv)\)/.exec(post.body)?.[1] ?? '';
/** A real file outside the project, whose first line must never reach the build's log. */
/** The test site's first Quick Link to a section of home, and a misspelling of it. */
const ANCHOR_INDEX = fixtureContent().site.quickLinks.findIndex((link) => link.href.startsWith('#'));
const ANCHOR = fixtureContent().site.quickLinks[ANCHOR_INDEX]?.href ?? '';
const WRONG_ANCHOR = `${ANCHOR}-gone`;
const OUTSIDE = '/etc/passwd';
const outsideText = readFileSync(OUTSIDE, 'utf8').split('\n')[0] ?? '';

/** What a 3.0.0 migration note adds to a problem with a field of site.md it is about. */
function changedNote(field: string): string {
  const note = MIGRATION_NOTES.find((n) => n.kind === 'site' && n.fields.includes(field));
  if (!note) throw new Error(`no migration note for ${field}`);
  return `changed in release ${note.release}: write ${note.write}`;
}

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

/** A copy of the test site named for the case. */
function copy(name: string): ContentFixture {
  const f = contentFixture(`gate-${name}`);
  fixtures.push(f);
  return f;
}

/** Builds the copy into a folder beside it: the exit code, and the lines that name its files. */
async function build(f: ContentFixture): Promise<{ code: number | null; lines: string[]; log: string }> {
  const { code, log } = await runBuild({
    CONTENT_DIR: f.dir,
    OUT_DIR: path.join(path.dirname(f.dir), 'dist'),
    SITE_URL: '',
  });
  return { code, lines: linesStartingWith(log, f.shown), log };
}

/** 1-based line in the copy's `file` of the first line holding `needle`. */
function lineOf(f: ContentFixture, file: string, needle: string): number {
  const index = readFileSync(path.join(f.dir, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${needle} not in ${file}`);
  return index + 1;
}

/** How many levels climb from the post's folder to the file system's root, and then to `OUTSIDE`. */
const climb = (levels: number) => `${'../'.repeat(levels)}${OUTSIDE.slice(1)}`;

// Each case builds a copy of its own, so two run at once (maxConcurrency in vitest.config.ts): a build spends
// part of its time starting up and waiting on files, which the other uses.
describe.concurrent('the build fails, naming the file and line', () => {
  it('on a clean copy it succeeds (so every failure below is its edit’s)', async () => {
    const { code, log } = await build(copy('clean'));
    expect(log).toContain('Prerendered index.html');
    expect(code).toBe(0);
  });

  it('on several problems at once, each once and on its own line, in file order, with no stack trace', async () => {
    const f = copy('several');
    const project = fixtureContent().projects[0];
    if (!project) throw new Error('the test site has no project');
    const projectFile = `projects/${project.slug}.md`;
    const gallery = /src="([^"]+)"/.exec(readFileSync(path.join(f.dir, postFile), 'utf8'))?.[1] ?? '';
    f.edit(projectFile, /stack:\n( {2}- .*\n)+/, 'stack: ROS2\n')
      .edit('site.md', `href: '${ANCHOR}'`, `href: '${WRONG_ANCHOR}'`)
      .remove(path.join('blog', gallery));
    const { code, lines, log } = await build(f);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', WRONG_ANCHOR)} quickLinks[${ANCHOR_INDEX}].href: expected an anchor that exists on / (#top, #home, #about, #projects, #experience, #skills, #contact), got "${WRONG_ANCHOR}"`,
      `${f.shown}/${projectFile}:${lineOf(f, projectFile, 'stack:')} stack: expected a list of tags, got "ROS2"`,
      `${f.shown}/${postFile}:${lineOf(f, postFile, gallery)} GalleryImage src: expected an image file, relative to the post, got "${gallery}", which does not exist`,
    ]);
    expect(log).toContain('Invalid content (3 problems):');
    expect(log).not.toMatch(/^\s+at /m);
  });

  it('on a YAML syntax error in site.md, which the config also reads', async () => {
    const f = copy('yaml');
    const name = fixtureContent().site.name;
    f.edit('site.md', `name: ${name}`, `name: [${name}`);
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    expect(lines).toEqual([
      // The YAML parser notices the bracket that is never closed on the line after it.
      `${f.shown}/site.md:${lineOf(f, 'site.md', `name: [${name}`) + 1} frontmatter: expected valid YAML (Flow sequence in block collection must be sufficiently indented and end with a ])`,
    ]);
  });

  it('on a component name the map does not have, with the names it has and a did-you-mean; and a remote image, with the fix', async () => {
    const remote = 'https://example.com/photo.jpg';
    const other = fixtureContent().posts.find((p) => p.slug !== post.slug && !p.draft);
    if (!other) throw new Error('the test site needs a second published post');
    const otherFile = `blog/${other.slug}.mdx`;
    const f = copy('component-remote')
      .edit(otherFile, '<Contents />', '<Contnets />')
      .edit(postFile, `](${markdownImage}`, `](${remote}`);
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    // The content check's names of the components match by membership: adding one leaves this test as it is.
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          unknownComponentLine(
            `${f.shown}/${otherFile}:${lineOf(f, otherFile, '<Contnets />')}`,
            'Contnets',
            'Contents',
          ),
        ),
        `${f.shown}/${postFile}:${lineOf(f, postFile, remote)} image: expected an image file, relative to the post, got "${remote}", a URL; the site shows only images of its own (its policy says img-src 'self'): download it into the post’s folder and write its path, such as ./post-folder/photo.jpg`,
      ]),
    );
  });

  // The checks issue 45 added, in one copy: a diagram the site does not draw, a line Mermaid's grammar
  // refuses and a colour of a diagram's own; a tag spelled in another word order; a series place
  // two parts share; a repository path and a branch that would lead a source link out of the repository.
  it('on diagrams, tag spellings, series places and the repository that cannot be shown as written', async () => {
    const { posts, projects, site } = fixtureContent();
    const withDiagrams = posts.find((p) => p.diagrams.length >= 2);
    const project = projects.find((p) => p.body.includes('```mermaid'));
    const [first, second] = posts.filter((p) => p.series !== undefined);
    const tagged = projects.find((p) => p.tags.length > 0 && posts.some((q) => q.tags.includes(p.tags[0] ?? '')));
    const tag = tagged?.tags[0] ?? '';
    const tagPost = posts.find((p) => p.tags.includes(tag));
    if (!withDiagrams || !project || !first || !second || !tagPost || !site.repository)
      throw new Error('the test site needs diagrams, a series of two and a shared tag');
    const swapped = tag.split('-').reverse().join('-');
    // A message of the sequence diagram without its colon, and a line of the state diagram to follow.
    const [sequence, states] = withDiagrams.diagrams.map(
      (d, i) =>
        d.source
          .split('\n')
          .find((line, row) => (i === 0 ? /->>.*:/.test(line) : row === 1))
          ?.trim() ?? '',
    );
    const postFile = `blog/${withDiagrams.slug}.mdx`;
    const projectFile = `projects/${project.slug}.md`;
    const f = copy('writing')
      .edit(postFile, sequence ?? '', (sequence ?? '').replace(':', ''))
      .edit(postFile, states ?? '', `${states ?? ''}\n  style Asleep fill:#f9f`)
      .edit(projectFile, /flowchart LR/, 'gantt')
      .edit(`blog/${tagPost.slug}.mdx`, `  - ${tag}\n`, `  - ${swapped}\n`)
      .edit(`blog/${first.slug}.mdx`, /^series: (.*)$/m, 'series: $1\nseriesOrder: 2')
      .edit(`blog/${second.slug}.mdx`, /^series: (.*)$/m, 'series: $1\nseriesOrder: 2')
      .edit('site.md', site.repository.url, `${site.repository.url}/../../evil?x=`)
      .edit('site.md', `  branch: ${site.repository.branch}`, '  branch: ../../evil');
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    const at = (file: string, needle: string) => `${f.shown}/${file}:${lineOf(f, file, needle)}`;
    // The build reads posts in file-name order, then projects: the first spelling or place it meets is the one kept.
    const [firstFile, secondFile] = [first, second].map((p) => `blog/${p.slug}.mdx`).sort() as [string, string];
    const meantFile =
      posts
        .filter((p) => p !== tagPost && p.tags.includes(tag))
        .map((p) => `blog/${p.slug}.mdx`)
        .sort()[0] ?? projectFile;
    expect([...lines].sort()).toEqual(
      [
        `${at('site.md', '/../../evil?x=')} repository.url: expected exactly an owner and a repository after the host, such as https://github.com/me/portfolio, with nothing after them, got ${JSON.stringify(`${`${site.repository.url}/../../evil?x=`.slice(0, 40)}…`)}; ${changedNote('repository.url')}`,
        `${at('site.md', '  branch:')} repository.branch: expected a branch name git accepts, such as main or release/2026 (no ..), got "../../evil"; ${changedNote('repository.branch')}`,
        `${at(postFile, (sequence ?? '').replace(':', ''))} diagram: expected a diagram Mermaid’s grammar reads (Expecting 'TXT', got 'NEWLINE'), got ${JSON.stringify((sequence ?? '').replace(':', ''))}`,
        `${at(postFile, 'style Asleep')} diagram: expected a diagram in the site’s colours, got "style Asleep fill:#f9f"; style, classDef, class, linkStyle and ::: give it colours of its own, which would not follow the light and dark themes; leave them out`,
        `${at(projectFile, 'gantt')} diagram: expected a kind of diagram the site draws on the first line, got "gantt"; the site draws flowcharts (flowchart LR), state diagrams (stateDiagram-v2), sequence diagrams (sequenceDiagram), class diagrams (classDiagram) and entity relationship diagrams (erDiagram)`,
        `${at(`blog/${tagPost.slug}.mdx`, `- ${swapped}`)} tags[${tagPost.tags.indexOf(tag)}]: expected each tag spelled one way, got "${swapped}"; did you mean "${tag}", as ${at(meantFile, `- ${tag}`)} writes it?`,
        `${at(secondFile, 'seriesOrder')} seriesOrder: expected each part of the series "${first.series ?? ''}" at its own place, got 2, which ${at(firstFile, 'seriesOrder')} has too`,
      ].sort(),
    );
  });

  // The content check's paths (the profile photo, gallery pictures) in one copy, and the paths the MDX
  // compile checks (Markdown images, links) in another: each build reports all of its problems, each on
  // its line, and prints nothing of the file outside.
  it('on every path the content check finds leading out of the content folder, printing none of it, and a gallery image of a type the pipeline does not take', async () => {
    const [outsideImage, linkedImage, wrongTypeImage] = post.gallery.map((image) => image.src);
    if (!outsideImage || !linkedImage || !wrongTypeImage) throw new Error('the gallery post needs three pictures');
    const f = copy('outside');
    symlinkSync(OUTSIDE, path.join(f.dir, 'blog', post.slug, 'linked.jpg'));
    const photo = /^ {2}src: (.*)$/m.exec(readFileSync(path.join(f.dir, 'site.md'), 'utf8'))?.[1] ?? '';
    f.edit('site.md', `  src: ${photo}`, `  src: ${climb(12)}`)
      .edit(postFile, `src="${outsideImage}"`, `src="${climb(12)}"`)
      .edit(postFile, `src="${linkedImage}"`, `src="./${post.slug}/linked.jpg"`)
      .edit(postFile, `src="${wrongTypeImage}"`, `src="${fileLink}"`);
    const { code, lines, log } = await build(f);
    expect(code).toBe(1);
    const at = (needle: string) => `${f.shown}/${postFile}:${lineOf(f, postFile, needle)}`;
    expect(lines).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', climb(12))} photo.src: expected an image file, relative to content/, inside the content folder, got "${climb(12)}", which leads out of it`,
      `${at(`src="${climb(12)}"`)} GalleryImage src: expected an image file, relative to the post, inside the content folder, got "${climb(12)}", which leads out of it`,
      `${at('linked.jpg')} GalleryImage src: expected an image file, relative to the post, inside the content folder, got "./${post.slug}/linked.jpg", a link to a file outside it`,
      `${at(`src="${fileLink}"`)} GalleryImage src: expected an image file, relative to the post, of type .jpg, .jpeg, .png, .webp, .avif, got "${fileLink}", a .csv file`,
    ]);
    expect(log).not.toContain(outsideText);
  });

  it('on a Markdown image and a link that lead out of the content folder, printing none of it', async () => {
    const image = `](${climb(13)}`;
    const link = `](${climb(11)})`;
    const f = copy('outside-compiled')
      .edit(postFile, `](${markdownImage}`, image)
      .edit(postFile, `](${fileLink})`, link);
    const { code, lines, log } = await build(f);
    expect(code).toBe(1);
    const lineNumber = (line: string) => Number(/^[^:]+:(\d+) /.exec(line)?.[1]);
    expect(lines).toEqual(
      [
        `${f.shown}/${postFile}:${lineOf(f, postFile, image)} image: expected an image file, relative to the post, inside the content folder, got "${climb(13)}", which leads out of it`,
        `${f.shown}/${postFile}:${lineOf(f, postFile, link)} link: expected a file, relative to the post, inside the content folder, got "${climb(11)}", which leads out of it`,
      ].sort((a, b) => lineNumber(a) - lineNumber(b)),
    );
    expect(log).not.toContain(outsideText);
  });

  it('on post files named über-build.mdx and a&b.mdx, each with the name to use instead', async () => {
    const f = copy('file-names');
    // The test site's first two posts, renamed: a name with a letter outside a–z, and one with a sign.
    const renamed = [
      ['über-build', 'uber-build'],
      ['a&b', 'a-b'],
    ].map(([name = '', instead = ''], i) => ({ slug: fixtureContent().posts[i]?.slug ?? '', name, instead }));
    for (const { slug, name } of renamed) {
      renameSync(path.join(f.dir, 'blog', `${slug}.mdx`), path.join(f.dir, 'blog', `${name}.mdx`));
      // Replies to the posts by their old names would fail too (load-replies.test.ts says how).
      rmSync(path.join(f.dir, 'replies', 'blog', `${slug}.md`), { force: true });
    }
    // Links to the posts by their old names would fail too; this copy is about the names alone.
    for (const file of listTree(f.dir).filter((file) => /\.mdx?$/.test(file))) {
      let text = readFileSync(file, 'utf8');
      for (const { slug } of renamed) text = text.replace(new RegExp(`/blog/${slug}(#[\\w-]+)?`, 'g'), '/blog');
      writeFileSync(file, text);
    }
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    expect([...lines].sort()).toEqual(
      renamed
        .map(
          ({ name, instead }) =>
            `${f.shown}/blog/${name}.mdx file name: expected a file name of lowercase letters, digits and hyphens (it becomes the post’s URL), got "${name}.mdx"; rename it to ${instead}.mdx`,
        )
        .sort(),
    );
  });

  // The owner's own fields: the content check reports all of a copy's problems in one build, so the
  // problems it finds before the schema passes share one copy, those it finds after (the colour, the
  // provider's id) a second, and the resume's length, found once the PDF is drawn, a third.
  it('on codeHost and network, seven About bullets, an unknown home section, a talk without its event and a page named blog', async () => {
    const f = copy('owner-fields');
    const [first, second] = fixtureContent().site.links;
    if (!first || !second) throw new Error('the test site needs two profile links');
    f.edit(
      'site.md',
      /^links:\n(?: {2}- .*\n(?: {4}.*\n)*)+/m,
      `codeHost:\n  label: ${first.label}\n  url: ${first.url}\nnetwork:\n  label: ${second.label}\n  url: ${second.url}\n`,
    )
      .edit('site.md', /^ {2}bullets:\n/m, '  bullets:\n    - One.\n    - Two.\n    - Three.\n    - Four.\n')
      .edit('site.md', /\n---\n*$/, '\nhome:\n  sections: [about, blog]\n---\n')
      .write('talks/no-event.md', '---\ntitle: A talk\ndate: 2025-01-01\n---\n')
      .write('pages/blog.md', '---\ntitle: Blog\ndescription: My blog.\n---\n\nText.\n');
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    const instead = `write instead: links: [{ label: "${first.label}", url: "${first.url}", header: true }, { label: "${second.label}", url: "${second.url}", header: true }]`;
    const renamed = (field: string) =>
      `${f.shown}/site.md:${lineOf(f, 'site.md', `${field}:`)} ${field}: expected links, the list of profiles that replaced codeHost and network in release 2.0.0, got ${field}; ${instead}`;
    expect(lines).toEqual([
      renamed('codeHost'),
      renamed('network'),
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  bullets:')} about.bullets: expected at most 6 bullets, got a list of 7 items`,
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'sections:')} home.sections[1]: expected a section: about, projects, experience, skills, writing, talks, contact, got "blog"`,
      `${f.shown}/talks/no-event.md:1 event: expected the event’s name, got nothing`,
      expect.stringMatching(
        new RegExp(
          `^${f.shown}/pages/blog\\.md:1 slug: expected a page name the site does not use itself \\([^)]*\\bblog\\b[^)]*\\), got "blog" \\(from the file name\\); rename the file, or give the page a slug of its own$`,
        ),
      ),
    ]);
  });

  it('on an accent that misses AA, an analytics id of the wrong form and a script URL that would open the policy', async () => {
    const f = copy('owner-colour');
    f.edit(
      'site.md',
      /\n---\n*$/,
      "\ntheme:\n  accent: '#ffd000'\nanalytics:\n  provider: umami\n  id: noor\n  script: 'https://*/x.js'\n---\n",
    );
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${f.shown}/site\\.md:${lineOf(f, 'site.md', 'accent:')} theme\\.accent: expected a colour that reaches WCAG AA on the light background #f7f9fb \\(4\\.5:1 for text, 3:1 for the interface\\), got "#ffd000", which gives the accent on the page [\\d.]+:1 \\(4\\.5:1 needed\\); the nearest shade of its hue that passes is #[0-9a-f]{6}$`,
        ),
      ),
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  id: noor')} analytics.id: expected an Umami website id, such as 94db1cb1-74f4-4a40-ad6c-962362670409, got "noor"`,
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  script:')} analytics.script: expected the https:// URL of your instance’s script on a plain host name (letters, digits, hyphens and dots), whose origin the policy allows, got "https://*/x.js", whose host "*" is a wildcard, which would allow any site; write the URL with the exact host name that serves it, such as https://stats.example.org/script.js`,
    ]);
  });

  it('on a resume longer than its page limit, naming the entries to leave off', async () => {
    // The test site's resume runs to two pages; its owner asks for one.
    const f = copy('owner-resume').edit('site.md', /\n---\n*$/, '\nresumeMaxPages: 1\n---\n');
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    const entry = `${f.shown}/(projects|experience)/[\\w-]+\\.mdx?`;
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${f.shown}/site\\.md:${lineOf(f, 'site.md', 'resumeMaxPages:')} resumeMaxPages: expected a resume of at most 1 page, got 2 pages; to fit, leave off ${entry}((, | and )${entry})* \\(resume: false in (it|each)\\), or raise the limit$`,
        ),
      ),
    ]);
  });

  // gray-matter evaluates a `---js` block as JavaScript: here each one would write a marker file.
  it('on frontmatter in JavaScript in site.md, a job and a post, at line 1 of each, running none of it', async () => {
    const f = copy('frontmatter-js');
    const marker = path.join(path.dirname(f.dir), 'PWNED');
    const payload = (fields: string) =>
      `---js\n{ ${fields}, note: require('child_process').execSync('id > ${marker}').toString() }\n---\n\n## Body\n\nText.\n`;
    f.write('site.md', payload(`url: 'https://evil.example/'`))
      .write('experience/acme.md', payload(`order: 3, company: 'Acme', role: 'Engineer', period: '2019–2020'`))
      .write(postFile, payload(`title: 'Probe', description: 'Probe', date: '2026-01-01'`));
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    const refused = (file: string) =>
      `${f.shown}/${file}:1 frontmatter: expected a line of --- alone, opening YAML frontmatter, got "---js", a language the site does not read; frontmatter is YAML only, and nothing in a content file runs: write --- alone, then each field as YAML, such as title: My post`;
    expect(lines.filter((line) => line.includes(' frontmatter: '))).toEqual([
      refused('site.md'),
      refused('experience/acme.md'),
      refused(postFile),
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  // Each problem in a file of its own, so one build reports them all: names the site's own pages take
  // or a file system cannot hold, code that would stall the highlighter, line marks outside their
  // block, a footnote label used twice, and a control character in a title.
  it('on hostile content that would stall the build or break its pages, each problem at its line', async () => {
    const f = copy('hostile');
    const longLine = `const minified = "${'x'.repeat(100_000)}";`;
    const longTag = 't'.repeat(300);
    const probe = (name: string, ...body: string[]) =>
      f.write(
        `blog/${name}.mdx`,
        [
          '---',
          `title: Probe ${name}`,
          'description: A probe.',
          'date: 2026-01-05',
          '---',
          '',
          '## Probe',
          '',
          ...body,
          '',
        ].join('\n'),
      );
    probe('tags');
    probe('long-line', '```js', longLine, '```');
    probe('ranges', '```c showLineNumbers{41} {1-100000000}', 'int a;', 'int b;', '```');
    probe('notes', 'One[^a] and two[^b].', '', '[^a]: First.', '[^b]: Second.', '[^A]: Third.');
    f.edit(postFile, /^tags:$/m, `tags:\n  - ${longTag}`).edit(
      postFile,
      /^title: .*$/m,
      'title: "Pasted from a word processor\\vwith a tab"',
    );
    const { code, lines, log } = await build(f);
    expect(code).toBe(1);
    const at = (file: string, needle: string) => `${f.shown}/${file}:${lineOf(f, file, needle)}`;
    expect([...lines].sort()).toEqual(
      [
        `${at(postFile, 'title:')} title: expected text without control characters, got a vertical tab (U+000B) after "rom a word processor"; delete it (most editors do not show it; text pasted from a word processor often carries one)`,
        `${at(postFile, longTag)} tags[0]: expected a tag of at most 80 characters, got ${longTag.length} characters ("${longTag.slice(0, 40)}…"); changed in release 2.0.0: write at most 10 tags, each of at most 80 characters`,
        `${f.shown}/blog/tags.mdx:1 slug: expected a slug that no page of the site’s own takes, got "tags" (from the file name), which the site’s /blog/tags takes; rename the file, or set slug: to another name`,
        `${at('blog/long-line.mdx', 'const minified')} code: expected lines of at most 2,000 characters in code the build colours, got a line of 100,020 characters; wrap it, or write \`\`\`text to show it as it is, uncoloured`,
        `${at('blog/ranges.mdx', '```c')} code: expected line numbers the block shows (lines 41–42), got {1-100000000}`,
        `${at('blog/notes.mdx', '[^A]:')} footnote: expected one note for [^A], got a second (the first is on line ${lineOf(f, 'blog/notes.mdx', '[^a]:')}); give each note a label of its own: the page would show only the first`,
      ].sort(),
    );
    expect(log).not.toMatch(/ENAMETOOLONG|Maximum call stack/);
  });
  // Issue 54's kinds of failure, in one copy: a label over its length, the name index for a page, a post's
  // tag index, two pages at one nav place, and diagrams Mermaid's grammar refuses, with a directive the
  // site would ignore, or over the size limit.
  it('on text over its length, the name index, a nav place two pages share and diagrams the site would not draw as written', async () => {
    const project = fixtureContent().projects.find((p) => p.links.length > 0);
    const tagged = fixtureContent().posts.find((p) => !p.draft && p.tags.length > 0);
    if (!project || !tagged) throw new Error('the test site needs a project with links and a tagged post');
    const projectFile = project.file;
    const label = project.links[0]?.label ?? '';
    const long = 'x'.repeat(10_000);
    const taggedFile = `blog/${tagged.slug}.mdx`;
    const page = (nav: string) => `---\ntitle: A page\ndescription: Written by the test.\n${nav}---\n\nText.\n`;
    const big = `flowchart TB\n${Array.from({ length: 300 }, (_, i) => `  n${i}[Step ${i}] --> n${i + 1}`).join('\n')}`;
    const f = copy('round-three')
      .edit(projectFile, `- label: ${label}`, `- label: ${long}`)
      .edit(taggedFile, /^tags:\n/m, 'tags:\n  - index\n');
    const post = readFileSync(path.join(f.dir, postFile), 'utf8');
    f.write('pages/index.md', page(''))
      .write('pages/now.md', page('nav:\n  label: Now\n  order: 2\n'))
      .write('pages/uses.md', page('nav:\n  label: Uses\n  order: 2\n'))
      .write(
        postFile,
        [
          post,
          '```mermaid',
          'flowchart LR',
          '  A[ -->',
          '```',
          '',
          '```mermaid',
          '%%{init: {"theme": "dark"}}%%',
          'flowchart LR',
          '  a --> b',
          '```',
          '',
          '```mermaid',
          big,
          '```',
          '',
        ].join('\n'),
      );
    const { code, lines } = await build(f);
    expect(code).toBe(1);
    const at = (file: string, needle: string) => `${f.shown}/${file}:${lineOf(f, file, needle)}`;
    const bigAt = lineOf(f, postFile, 'flowchart TB');
    expect(lines).toHaveLength(7);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${at(projectFile, '- label: xxx')} links[0].label: expected at most ${TEXT_LIMITS.label} characters, got 10,000 characters ("${long.slice(0, 40)}…"); changed in release 3.0.0: write text of at most ${TEXT_LIMITS.label} characters`,
        `${at(taggedFile, '  - index')} tags[0]: expected a tag other than index, which names the tags page, got "index"; changed in release 3.0.0: write a tag other than index`,
        expect.stringMatching(
          new RegExp(
            `^${f.shown}/pages/index\\.md:1 slug: expected a page name the site does not use itself \\([^)]*\\bindex\\b[^)]*\\), got "index" \\(from the file name\\); rename the file, or give the page a slug of its own$`,
          ),
        ),
        `${at('pages/uses.md', '  order:')} nav.order: expected a place in the nav no other page’s link has, got 2, which ${at('pages/now.md', '  order:')} has too`,
        `${at(postFile, '  A[ -->')} diagram: expected a diagram Mermaid’s grammar reads (Expecting 'SQE', 'DOUBLECIRCLEEND', 'PE', '-)', 'STADIUMEND', 'SUBROUTINEEND', 'PIPE', 'CYLINDEREND', 'DIAMOND_STOP', 'TAGEND', 'TRAPEND', 'INVTRAPEND', 'UNICODE_TEXT', 'TEXT', 'TAGSTART', got the end of the diagram), got "A[ -->"`,
        `${at(postFile, '%%{init')} diagram: expected no %%{…}%% directive, got ${JSON.stringify('%%{init: {"theme": "dark"}}%%')}; the site draws every diagram in its own colours, fonts and layout, so a directive would be ignored; leave it out`,
        `${f.shown}/${postFile}:${bigAt} diagram: expected a diagram of at most ${MAX_DIAGRAM_BYTES.toLocaleString('en-US')} bytes of source, got ${Buffer.byteLength(big).toLocaleString('en-US')} bytes; split it into diagrams of a part each, which a reader can follow on a phone`,
      ]),
    );
  });
});
