/**
 * CONTRIBUTING.md's recipe for a new page, followed to the letter on a copy of the project: an entry in
 * src/route-table.ts, the page file in src/pages/ with its CSS, and a nav link. Nothing else is
 * touched, and the build prerenders the page with its own head, lists it in the sitemap, and a visitor
 * reaches it from the link, inside the app, and by its address.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/hosting/server.ts';
import { launchChromium } from '../../scripts/tools/browser.ts';
import { runBuild } from '../support/build.ts';
import { readDist, readPage, textOf } from '../support/dist.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const { site } = fixtureContent();
const TITLE = 'Tools I use';

/** The page file, as the recipe's author writes it: it gets its data and the owner's profile as props. */
const PAGE = `import type { PageProps } from '../content/pages.ts';
import styles from './UsesPage.module.css';

/** \`/uses\`: the owner's skills, as a list of tools. */
export default function UsesPage({ data, site }: PageProps<{ tools: string[] }>) {
  return (
    <div className={styles.page}>
      <h1>${TITLE}</h1>
      <p>What {site.name} works with.</p>
      <ul>
        {data.tools.map((tool) => (
          <li key={tool}>{tool}</li>
        ))}
      </ul>
    </div>
  );
}
`;

/** Its entry in the route table: path and component, then under `build` paths, data, head, structured data, anchors. */
const ENTRY = `  uses: defineRoute<{ tools: string[] }>({
    path: '/uses',
    component: lazyPage(() => import('./pages/UsesPage.tsx')),
    build: {
      paths: () => ['/uses'],
      data: (_params, { skills }) => ({ tools: skills }),
      head: (_data, site) => ({ ...homeHead(site), title: \`${TITLE} | \${site.name}\`, canonical: \`\${site.url}uses\` }),
      structuredData: (_data, site, b) => [b.personData(site)],
      anchors: () => [TOP_ID],
    },
  }),
`;

let project: ProjectCopy;
let dist: string;
let server: StaticServer;
beforeAll(async () => {
  project = copyProject('page-recipe');
  project.write('src/pages/UsesPage.tsx', PAGE);
  project.write('src/pages/UsesPage.module.css', '.page {\n  padding: var(--space-7) var(--gutter);\n}\n');
  project.edit(
    'src/route-table.ts',
    /^} satisfies Record<string, AnyRoute>;$/m,
    `${ENTRY}} satisfies Record<string, AnyRoute>;`,
  );
  project.edit(
    'src/components/layout/Footer.tsx',
    '<p className={styles.built}>',
    '<p>\n          <Link to="/uses" className={styles.link}>\n            Uses\n          </Link>\n        </p>\n        <p className={styles.built}>',
  );
  dist = path.join(project.root, 'dist');
  const { code, log } = await runBuild(
    { CONTENT_DIR: path.join(project.root, 'tests', 'fixtures', 'content'), OUT_DIR: dist, SITE_URL: '' },
    project.root,
  );
  if (code !== 0) throw new Error(`the copy with a new page failed to build:\n${log}`);
  server = await startStaticServer({ root: dist, base: '/' });
}, 240_000);

afterAll(async () => {
  await server?.close();
  project?.dispose();
});

describe('a page added by the recipe', () => {
  it('is prerendered with its own head and its data, and listed in the sitemap', () => {
    const page = readPage('uses/index.html', dist);
    expect(page.tags('title').map(textOf)).toEqual([`${TITLE} | ${site.name}`]);
    expect(page.all((e) => e.tagName === 'link' && String(e.properties.rel) === 'canonical')[0]?.properties.href).toBe(
      `${site.url}uses`,
    );
    expect(page.tags('li').map(textOf)).toEqual(expect.arrayContaining(fixtureContent().skills));
    expect(readDist('sitemap.xml', dist)).toContain(`<loc>${site.url}uses</loc>`);
  });

  it('is reached from its link inside the app, with its head, and by its address', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(new URL('blog', server.url).href);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Uses' }).click();
      await page.locator('h1', { hasText: TITLE }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/uses');
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${TITLE} | ${site.name}`);
      await page.goto(new URL('uses', server.url).href);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.locator('h1').textContent()).toBe(TITLE);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
