/**
 * The names of the code copy buttons, shared by the build, which writes a button into each code block
 * (scripts/pipeline/mdx/rehype/copy-button.ts), the page's first script, which loads their code where
 * there are any (entry-client.tsx, copy-buttons.ts), and the post page (useCopyFeedback.ts); and the
 * classes of a diff's lines, which the build writes (scripts/pipeline/mdx/options.ts) and a copy reads.
 */

/** Attribute that marks a copy button (`data-copy-code`). */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code';

/** The button's visible label at rest and just after a copy (or a failed one). */
export const COPY_LABEL = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' } as const;

/** The button's accessible name, which stays the same whatever the visible label says. */
export const COPY_BUTTON_NAME = 'Copy code to clipboard';

/** Classes of a code block's added and removed lines (Shiki's `// [!code ++]` and `// [!code --]`). */
export const DIFF_LINE_CLASS = { added: 'diff-add', removed: 'diff-remove' } as const;
