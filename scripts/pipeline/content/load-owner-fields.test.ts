/**
 * loadContent on what an owner makes her own in copies of the test site: talks, pages, the profile's
 * links, the home page's sections, her colour and analytics, read and refused at their lines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import { load, loadFixtures, problems, site } from '../../../tests/support/load-cases.ts';
import { listNaming, literal } from '../../../tests/support/named-lists.ts';

const { fixture, dispose } = loadFixtures();
afterAll(dispose);

describe('an owner’s own fields', () => {
  /** The copy's site.md with `yaml` added before its closing `---`. */
  const withSite = (f: ContentFixture, yaml: string) =>
    f.write('site.md', readFileSync(path.join(f.dir, 'site.md'), 'utf8').replace(/\n---\n*$/, `\n${yaml}\n---\n`));

  it('loads talks newest first, pages with their ids, and the profile’s links', async () => {
    const f = fixture('owner-loads')
      .write('talks/old.md', '---\ntitle: Old talk\nevent: A meetup\ndate: 2024-01-02\n---\n')
      .write('talks/new.md', '---\ntitle: New talk\nevent: A conference\ndate: 2025-05-06\nresume: false\n---\n')
      .write(
        'pages/uses.md',
        '---\ntitle: Uses\ndescription: What I use.\nnav: { label: Uses, order: 2 }\n---\n\n## Bench\n\nA scope.\n',
      );
    const content = await load(f);
    expect(content.talks.map((t) => [t.slug, t.resume])).toEqual([
      ['new', false],
      ['old', true],
    ]);
    expect(content.pages).toEqual([
      {
        slug: 'uses',
        title: 'Uses',
        description: 'What I use.',
        nav: { label: 'Uses', order: 2 },
        source: `${f.shown}/pages/uses.md`,
        ids: ['bench'],
      },
    ]);
    expect(content.site.links.map((l) => l.url)).toEqual(site.site.links.map((l) => l.url));
  });

  it('reports codeHost and network at their lines, with the links line to write instead', async () => {
    const f = fixture('owner-renamed');
    const [first, second] = site.site.links;
    if (!first || !second) throw new Error('the test site needs two profile links');
    f.edit(
      'site.md',
      /^links:\n(?: {2}- .*\n(?: {4}.*\n)*)+/m,
      `codeHost:\n  label: ${first.label}\n  url: ${first.url}\nnetwork:\n  label: ${second.label}\n  url: ${second.url}\n`,
    );
    const instead = `write instead: links: [{ label: "${first.label}", url: "${first.url}", header: true }, { label: "${second.label}", url: "${second.url}", header: true }]`;
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'codeHost:')} codeHost: expected links, the list of profiles that replaced codeHost and network in release 2.0.0, got codeHost; ${instead}`,
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'network:')} network: expected links, the list of profiles that replaced codeHost and network in release 2.0.0, got network; ${instead}`,
    ]);
  });

  it('reports seven About bullets and an unknown home section, each at its line', async () => {
    const f = fixture('owner-shape');
    withSite(f, 'home:\n  sections: [about, projects, blog]');
    f.edit(
      'site.md',
      /^ {2}bullets:\n/m,
      '  bullets:\n    - One more.\n    - And another.\n    - And a third.\n    - And a fourth.\n',
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', /^ {2}bullets:/)} about.bullets: expected at most 6 bullets, got a list of 7 items`,
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'sections:')} home.sections[2]: expected a section: about, projects, experience, skills, writing, talks, contact, got "blog"`,
    ]);
  });

  it('reports a home section listed twice', async () => {
    const f = withSite(fixture('owner-twice'), 'home:\n  sections: [about, projects, about]');
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'sections:')} home.sections: expected each section once, got a list of 3 items`,
    ]);
  });

  it('reports an accent that misses AA with the nearest shade that passes, and an analytics id of the wrong form', async () => {
    const f = fixture('owner-colour');
    withSite(f, "theme:\n  accent: '#ff66aa'\nanalytics:\n  provider: plausible\n  id: https://noor.example.org/");
    const [accent, analytics] = await problems(f);
    expect(accent).toMatch(
      new RegExp(
        `^${f.shown}/site\\.md:${lineOf(f, 'site.md', 'accent:')} theme\\.accent: expected a colour that reaches WCAG AA on the light background #f7f9fb \\(4\\.5:1 for text, 3:1 for the interface\\), got "#ff66aa", which gives the accent on the page 2\\.57:1 \\(4\\.5:1 needed\\); the nearest shade of its hue that passes is #[0-9a-f]{6}$`,
      ),
    );
    expect(analytics).toBe(
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  id:')} analytics.id: expected the domain the site has at Plausible, such as example.org, got "https://noor.example.org/"`,
    );
  });

  it('reports a talk without its event, a page named as a path of the site, and a page with no text', async () => {
    const f = fixture('owner-files')
      .write('talks/no-event.md', '---\ntitle: A talk\ndate: 2025-01-01\n---\n')
      .write('pages/blog.md', '---\ntitle: Blog\ndescription: My blog.\n---\n\nText.\n')
      .write('pages/empty.md', '---\ntitle: Empty\ndescription: Nothing yet.\n---\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/talks/no-event.md:1 event: expected the event’s name, got nothing`,
      // The names the site uses grow with its routes: the list names `blog`, whatever else it names.
      expect.stringMatching(
        new RegExp(
          `^${literal(`${f.shown}/pages/blog.md:1 slug: expected a page name the site does not use itself `)}${listNaming('blog')}${literal(', got "blog" (from the file name); rename the file, or give the page a slug of its own')}$`,
        ),
      ),
      `${f.shown}/pages/empty.md:4 body: expected the page’s text after the frontmatter, got nothing`,
    ]);
  });
});
