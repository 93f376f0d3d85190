/**
 * The build is the gate for what it renders, too: a page that fails to render, or renders an empty
 * <main>, fails `npm run build` with the page's path and the error's first line, and no stack trace
 * unless BUILD_STACK=1 asks for one. Shown on a copy of the project whose code is broken on purpose,
 * building the test site.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/build.ts';
import { fixtureContent, projectsWithPages } from '../support/fixture-content.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { postRoute, siteRoutes } from '../support/site-pages.ts';

const { posts } = fixtureContent();
const BOOM = 'Contents failed to render: boom';

let project: ProjectCopy;
beforeAll(() => {
  project = copyProject('prerender-gate');
});
afterAll(() => project.dispose());

/** Builds the copy's test site, with `env` added. */
const build = (env: Record<string, string> = {}) =>
  runBuild(
    {
      CONTENT_DIR: path.join(project.root, 'tests', 'fixtures', 'content'),
      OUT_DIR: path.join(project.root, 'dist'),
      SITE_URL: '',
      ...env,
    },
    project.root,
  );

describe('the build fails, naming the page', () => {
  it('when a component throws while a page renders: every such page, with the first line and no stack', async () => {
    const contents = 'src/components/mdx/Contents.tsx';
    const original = project.read(contents);
    project.edit(
      contents,
      'const titleId = useId();',
      `throw new Error('${BOOM}\\nsecond line');\n  const titleId = useId();`,
    );
    try {
      const { code, log } = await build();
      expect(code).toBe(1);
      const report = log.slice(log.indexOf('Prerendering failed'));
      // Every page that shows a contents list: each post, and each project page whose body has one.
      const failing = [
        ...posts.map(postRoute),
        ...projectsWithPages()
          .filter((p) => p.body.includes('<Contents'))
          .map((p) => `/projects/${p.slug}`),
      ];
      expect(report.trim().split('\n')).toEqual([
        `Prerendering failed (${failing.length} pages):`,
        ...failing.map((route) => `${route}: ${BOOM}`),
      ]);
      expect(log).not.toContain('second line');
      expect(log).not.toMatch(/^\s+at /m);

      const asked = await build({ BUILD_STACK: '1' });
      expect(asked.code).toBe(1);
      expect(asked.log).toMatch(/^\s+at .*Contents/m);
    } finally {
      project.write(contents, original);
    }
  });

  it('when a page renders an empty <main>', async () => {
    const layout = 'src/components/layout/Layout.tsx';
    const original = project.read(layout);
    // Only home keeps its content: every other page renders an empty <main>.
    project.edit(layout, /\n(\s*)\{children\}\n/, "\n$1{variant === 'home' && children}\n");
    try {
      const { code, log } = await build();
      expect(code).toBe(1);
      const report = log.slice(log.indexOf('Prerendering failed'));
      const empty = siteRoutes().filter((route) => route !== '/');
      expect(report.trim().split('\n')).toEqual([
        `Prerendering failed (${empty.length} pages):`,
        ...empty.map((route) => `${route}: its <main> is empty: the page would show no content`),
      ]);
    } finally {
      project.write(layout, original);
    }
  });

  it('and builds again once the code is whole', async () => {
    const { code, log } = await build();
    expect(log).toContain('Prerendered index.html');
    expect(code).toBe(0);
  });
});
