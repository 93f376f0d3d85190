/**
 * CONTRIBUTING.md's three recipes, applied to a copy of the project as a contributor would follow them,
 * file by file and step by step: a page (`/stack`, its entry taken from the recipe's own example), a
 * project's optional field (`status`) and an MDX component for posts (`PullQuote`). Each returns the
 * files it touched, which its recipe must name; what each adds is exported, so the test that applies
 * them (tests/integration/recipes.test.ts) finds it in the build.
 */
import { readFileSync } from 'node:fs';
import type { ProjectCopy } from './project-copy.ts';

/**
 * The new page's path, its title (less the owner's name), its `h1` (with a word no page of the test site
 * has, which search finds on it alone) and its footer link's text.
 */
export const STACK = { path: '/stack', title: 'Stack', heading: 'My toolchest', word: 'toolchest', link: 'Stack' };

/** The project given a status, and its status. */
export const STATUS = { project: 'dock-meter', value: 'In service at two marinas' };

/** The post given a pull quote, and the quote. */
export const PULL_QUOTE = { post: 'bench-supply', text: 'The panel shows the limit the loop enforces.' };

/** The recipes, by the headings CONTRIBUTING.md gives them. */
export const RECIPES = ['Add a page', 'Add a field to a content entity', 'Add an MDX component for posts'] as const;

/** The text of a recipe in CONTRIBUTING.md, from its heading to the next. */
export function recipeText(heading: (typeof RECIPES)[number]): string {
  const guide = readFileSync('CONTRIBUTING.md', 'utf8');
  const start = guide.indexOf(`### ${heading}\n`);
  if (start < 0) throw new Error(`CONTRIBUTING.md: no recipe "${heading}"`);
  const end = guide.indexOf('\n##', start + heading.length + 4);
  return guide.slice(start, end < 0 ? undefined : end);
}

/** The `index`th ```ts block of a recipe (the page recipe's route, then its build parts), as the recipe writes it. */
function recipeExample(heading: (typeof RECIPES)[number], index = 0): string {
  const section = recipeText(heading);
  const block = [...section.matchAll(/^( *)```ts\n([\s\S]*?)^\1```$/gm)][index];
  if (!block) throw new Error(`CONTRIBUTING.md: no example ${index + 1} under "${heading}"`);
  const indent = block[1] ?? '';
  return (block[2] ?? '').replace(new RegExp(`^${indent}`, 'gm'), '');
}

/** A copy that notes each file it writes or edits, and the files noted. */
function tracked(copy: ProjectCopy): { copy: ProjectCopy; touched: Set<string> } {
  const touched = new Set<string>();
  const wrapper: ProjectCopy = {
    ...copy,
    edit(file, from, to) {
      touched.add(file);
      copy.edit(file, from, to);
      return wrapper;
    },
    write(file, text) {
      touched.add(file);
      copy.write(file, text);
      return wrapper;
    },
  };
  return { copy: wrapper, touched };
}

/** Its lines, each indented by `spaces`. */
const indented = (text: string, spaces: number) => text.replace(/^(?=.)/gm, ' '.repeat(spaces));

/** "Add a page": the route and its build parts, the page and its stylesheet, a footer link, and a test. */
export function addPage(project: ProjectCopy): string[] {
  const { copy, touched } = tracked(project);
  copy.edit(
    'src/route-table.ts',
    /^} satisfies Record<string, AnyRoute>;$/m,
    `${indented(recipeExample('Add a page'), 2)}} satisfies Record<string, AnyRoute>;`,
  );
  copy.edit(
    'src/route-build.ts',
    /^} satisfies BuildTable<typeof routeTable>;$/m,
    `${indented(recipeExample('Add a page', 1), 2)}} satisfies BuildTable<typeof routeTable>;`,
  );
  copy.write(
    'src/pages/StackPage.tsx',
    `import type { PageProps } from '../content/pages.ts';
import styles from './StackPage.module.css';

/** \`/stack\`: the owner's skills, as a list of tools. */
export default function StackPage({ data, site }: PageProps<{ tools: string[] }>) {
  return (
    <div className={styles.page} data-pagefind-body>
      <h1>${STACK.heading}</h1>
      <p>What {site.name} works with.</p>
      <ul>
        {data.tools.map((tool) => (
          <li key={tool}>{tool}</li>
        ))}
      </ul>
    </div>
  );
}
`,
  );
  addChangelogLine(copy, `A page of the owner's skills at \`${STACK.path}\`.`);
  copy.write('src/pages/StackPage.module.css', '.page {\n  padding: var(--space-7) var(--gutter);\n}\n');
  copy.edit(
    'src/components/layout/Footer.tsx',
    '<p className={styles.built}>',
    `<p>\n          <Link to="${STACK.path}" className={styles.link}>\n            ${STACK.link}\n          </Link>\n        </p>\n        <p className={styles.built}>`,
  );
  copy.write(
    'src/route-table.test.ts',
    `${copy.read('src/route-table.test.ts')}
describe('the stack page', () => {
  it('lists the owner’s skills as tools, with a head of its own', () => {
    const page = pageFor('${STACK.path}', content);
    expect({ route: page.route, data: page.data }).toEqual({ route: 'stack', data: { tools: content.skills } });
    expect(page.head?.title).toBe(\`${STACK.title} | \${site.name}\`);
  });
});
`,
  );
  return [...touched];
}

/** "Add a field to a content entity": the schema, the card and the page, the test site, a test, the guide. */
export function addField(project: ProjectCopy): string[] {
  const { copy, touched } = tracked(project);
  // The field goes last in the project's schema.
  const schema = copy.read('src/content/schema.ts');
  const end = schema.indexOf('\n});\n', schema.indexOf('export const projectSchema = z.strictObject({'));
  copy.write(
    'src/content/schema.ts',
    `${schema.slice(0, end)}\n  /** Where the project stands, in a few words; none by default. */\n  status: text('a status such as "Shipped"', 'label').optional(),${schema.slice(end)}`,
  );
  copy.edit(
    'src/components/home/ProjectCard.tsx',
    '<p className={styles.subtitle}>{project.tagline}</p>',
    '<p className={styles.subtitle}>{project.tagline}</p>\n      {project.status && <p className={styles.body}>{project.status}</p>}',
  );
  copy.edit(
    'src/pages/ProjectPage.tsx',
    // At the tagline's own indentation, wherever the page nests it.
    /^( *)(<p className=\{own\.tagline\}>\{project\.tagline\}<\/p>)$/m,
    '$1$2\n$1{project.status && <p>{project.status}</p>}',
  );
  copy.edit(`tests/fixtures/content/projects/${STATUS.project}.md`, /^order: /m, `status: ${STATUS.value}\norder: `);
  copy.edit(
    'tests/support/fixture-content.ts',
    '  /** Its tags; empty when it has none. */\n  tags: string[];\n',
    '  /** Its tags; empty when it has none. */\n  tags: string[];\n  /** Where it stands, if the file says. */\n  status?: string;\n',
  );
  copy.edit(
    'tests/dist/pages.test.ts',
    "  it('shows no link list on the card of a project without links",
    `  it('shows the status of each project that has one on its card', () => {
    const cards = within(page, section('projects'), (e) => e.tagName === 'article');
    const withStatus = projects.filter((project) => project.status !== undefined);
    expect(withStatus.length, 'the test site needs a project with a status').toBeGreaterThan(0);
    for (const project of withStatus) {
      const card = cards[projects.indexOf(project)];
      if (!card) throw new Error(\`no card for \${project.slug}\`);
      expect(textOf(card)).toContain(project.status);
    }
  });

  it('shows no link list on the card of a project without links`,
  );
  const guide = copy.read('docs/content.md');
  const row = /^\| `tags` +\| no +\| .*\|$/m.exec(guide.slice(guide.indexOf('## Add a project')))?.[0];
  if (!row) throw new Error('docs/content.md: no `tags` row in the project table');
  copy.edit(
    'docs/content.md',
    row,
    `${row}\n${tableRow(row, ['`status`', 'no', 'Where the project stands, in a few words'])}`,
  );
  addChangelogLine(copy, '`status` on a project: where it stands, on its card and its page.');
  return [...touched];
}

/** Adds `line` to the `### Added` part of CHANGELOG.md's `## [Unreleased]` release, making either if it is missing. */
function addChangelogLine(copy: ProjectCopy, line: string): void {
  const log = copy.read('CHANGELOG.md');
  const start = log.indexOf('## [Unreleased]\n');
  if (start < 0) {
    const first = log.indexOf('\n## [') + 1;
    copy.write(
      'CHANGELOG.md',
      `${log.slice(0, first)}## [Unreleased]\n\n### Added\n\n- ${line}\n\n${log.slice(first)}`,
    );
    return;
  }
  const end = log.indexOf('\n## [', start + 1);
  const release = end < 0 ? log.length : end + 1;
  const added = log.indexOf('### Added\n\n', start);
  const text =
    added >= 0 && added < release
      ? `${log.slice(0, added)}### Added\n\n- ${line}\n${log.slice(added + '### Added\n\n'.length)}`
      : `${log.slice(0, release)}### Added\n\n- ${line}\n\n${log.slice(release)}`;
  copy.write('CHANGELOG.md', text);
}

/** A row of the Markdown table that `like` is a row of, its cells padded as Prettier pads them. */
function tableRow(like: string, cells: string[]): string {
  const widths = like
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.length - 2);
  return `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
}

/** "Add an MDX component for posts": the component and its stylesheet, its name, a test, the test site, the guide. */
export function addComponent(project: ProjectCopy): string[] {
  const { copy, touched } = tracked(project);
  copy.write(
    'src/components/mdx/PullQuote.tsx',
    `import type { ReactNode } from 'react';
import styles from './PullQuote.module.css';

interface PullQuoteProps {
  /** The sentence, as the post has it. */
  children?: ReactNode;
}

/** A sentence of the post set apart from its text. */
export function PullQuote({ children }: PullQuoteProps) {
  return <blockquote className={styles.quote}>{children}</blockquote>;
}
`,
  );
  copy.write(
    'src/components/mdx/PullQuote.module.css',
    '.quote {\n  margin: var(--space-6) 0;\n  font-size: var(--text-xl);\n  color: var(--color-accent-text);\n}\n',
  );
  copy.edit(
    'src/components/mdx/names.ts',
    "  PostLink: { module: 'src/components/mdx/PostLink.tsx' },\n} as const",
    "  PostLink: { module: 'src/components/mdx/PostLink.tsx' },\n  /** A sentence of the post set apart from its text. */\n  PullQuote: { module: 'src/components/mdx/PullQuote.tsx' },\n} as const",
  );
  copy.edit('src/components/mdx/names.ts', "'GalleryImage'] as const", "'GalleryImage', 'PullQuote'] as const");
  copy.edit(
    'src/components/mdx/index.ts',
    "import { PostLink } from './PostLink.tsx';\n",
    "import { PostLink } from './PostLink.tsx';\nimport { PullQuote } from './PullQuote.tsx';\n",
  );
  copy.edit('src/components/mdx/index.ts', '  PostLink,\n} satisfies', '  PostLink,\n  PullQuote,\n} satisfies');
  copy.write(
    'scripts/pipeline/mdx/pipeline.test.ts',
    `${copy.read('scripts/pipeline/mdx/pipeline.test.ts')}
describe('PullQuote', () => {
  it('sets its sentence apart as a quote', async () => {
    const markup = await renderPost(
      'pull-quote',
      '## Notes\\n\\n<PullQuote>${PULL_QUOTE.text}</PullQuote>\\n',
    );
    expect(markup).toMatch(/<blockquote class="[^"]+">${PULL_QUOTE.text}<\\/blockquote>/);
  });
});
`,
  );
  copy.edit(
    `tests/fixtures/content/blog/${PULL_QUOTE.post}.mdx`,
    /\n## The front panel\n/,
    `\n<PullQuote>${PULL_QUOTE.text}</PullQuote>\n\n## The front panel\n`,
  );
  copy.edit(
    'docs/writing-a-post.md',
    '### Markdown images\n',
    `### A pull quote\n\nSet a sentence of the post apart from its text, larger:\n\n\`\`\`mdx\n<PullQuote>${PULL_QUOTE.text}</PullQuote>\n\`\`\`\n\n### Markdown images\n`,
  );
  addChangelogLine(copy, '`<PullQuote>` in posts: a sentence set apart from the text.');
  return [...touched];
}
