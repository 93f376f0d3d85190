/**
 * The one MDX pipeline: remark and rehype plugins shared by `vite.config.ts`, the content checker
 * and the tests. Everything here runs at build time; none of it reaches the browser. A body compiles to
 * HTML (rehype/body-module.ts): the module MDX writes holds it as strings, with the components of the
 * MDX map between them.
 */
import type { CompileOptions } from '@mdx-js/mdx';
import { transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { DIFF_LINE_CLASS } from '../../../src/components/post/copy-code.ts';
import { readableOnTints, rehypeCodeStyles, styleToClass } from './code-styles.ts';
import rehypeFootnotes, { rehypeFootnoteIds, remarkRehypeOptions } from './footnotes.ts';
import rehypeCallouts from './rehype/callouts.ts';
import rehypeBodyModule from './rehype/body-module.ts';
import rehypeCodeLines, { NOTATION_HIGHLIGHT_CLASS } from './rehype/code-lines.ts';
import { highlighterWithoutTimeLimit } from './highlighter.ts';
import rehypeContentFiles from './rehype/content-files.ts';
import rehypeCopyButton from './rehype/copy-button.ts';
import rehypeFrameIds from './rehype/frame-ids.ts';
import rehypeGallery from './rehype/gallery.ts';
import rehypeMaths from './rehype/maths.ts';
import rehypeSections from './rehype/sections.ts';
import rehypeTables from './rehype/tables.ts';
import remarkCharactersCheck from './remark/characters-check.ts';
import remarkCodeCheck from './remark/code-check.ts';
import remarkComponents from './remark/components.ts';
import remarkDiagrams, { rehypeDiagramsStylesheet } from './remark/diagrams.ts';
import remarkFootnotesCheck from './remark/footnotes-check.ts';
import remarkMathsCheck from './remark/maths-check.ts';
import remarkSafeContent from './remark/safe-content.ts';

/**
 * Light and dark Shiki themes; the site's colour scheme picks one with CSS. The "-default" GitHub
 * themes, because every token colour in them reaches 4.5:1 on our code background in both schemes
 * (plain github-light's orange parameters reach only 3.5:1 on white), and on the tints of highlighted
 * and diff lines once the light comment grey is darkened (code-styles.ts, readableOnTints).
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

const prettyCode: PrettyCodeOptions = {
  theme: CODE_THEMES,
  keepBackground: false,
  defaultLang: 'plaintext',
  // Line notation in comments (`// [!code ++]`, `// [!code --]`, `// [!code highlight]`), then colours
  // as classes, last, so every style the others leave is turned into a class.
  transformers: [
    transformerNotationDiff({ classLineAdd: DIFF_LINE_CLASS.added, classLineRemove: DIFF_LINE_CLASS.removed }),
    transformerNotationHighlight({ classActiveLine: NOTATION_HIGHLIGHT_CLASS }),
    readableOnTints,
    styleToClass,
  ],
  // Every line coloured to its end however long it takes, so a loaded machine builds the same colours.
  getHighlighter: highlighterWithoutTimeLimit,
};

/**
 * Markdown-level plugins: skip the frontmatter block (it is data), GitHub-flavoured tables and lists,
 * `$…$` and `$$…$$` maths, then reject anything in the post that would run code (before any plugin
 * adds code of its own), any component name the map does not have, any formula KaTeX cannot typeset,
 * any footnote without its note or reference or with a label used twice, any character no text may
 * hold, and any code block the highlighter cannot colour quickly or whose line marks miss it; then
 * draw the Mermaid diagrams.
 */
export const remarkPlugins: PluggableList = [
  remarkFrontmatter,
  remarkGfm,
  remarkMath,
  remarkSafeContent,
  remarkComponents,
  remarkMathsCheck,
  remarkFootnotesCheck,
  remarkCharactersCheck,
  remarkCodeCheck,
  remarkDiagrams,
];

/**
 * Plugins that shape the document: footnotes' ids, heading ids, numbered sections, gallery checks, and
 * the images and files the post names, each checked before it is imported.
 */
export const structureRehypePlugins: PluggableList = [
  rehypeFootnoteIds,
  rehypeSlug,
  rehypeFrameIds,
  rehypeSections,
  rehypeGallery,
  rehypeContentFiles,
];

/**
 * Plugins that run after the structure is settled: maths typeset by KaTeX (before highlighting, which
 * would colour a display formula's `<pre><code class="language-math">` as code), callouts, build-time
 * highlighting and its lines tidied, copy buttons, table wrappers. Footnotes first: their references'
 * names.
 */
export const presentationRehypePlugins: PluggableList = [
  rehypeFootnotes,
  rehypeDiagramsStylesheet,
  rehypeMaths,
  rehypeCallouts,
  [rehypePrettyCode, prettyCode],
  rehypeCodeLines,
  rehypeCopyButton,
  rehypeCodeStyles,
  rehypeTables,
];

/** How the Markdown tree becomes HTML's (footnotes' labels); every processor of posts passes it. */
export { remarkRehypeOptions };

/** The last step: the tree becomes the body's module of HTML and components, its site paths under `base`. */
export const moduleRehypePlugins = (base = '/'): PluggableList => [[rehypeBodyModule, { base }]];

/** The full rehype list: structure, presentation, then the module (for a site at the root of its domain). */
export const rehypePlugins: PluggableList = [
  ...structureRehypePlugins,
  ...presentationRehypePlugins,
  ...moduleRehypePlugins(),
];

/** Options for `@mdx-js/rollup` and `@mdx-js/mdx`'s `compile`. */
export const mdxOptions: CompileOptions = {
  remarkPlugins,
  remarkRehypeOptions,
  rehypePlugins,
};
