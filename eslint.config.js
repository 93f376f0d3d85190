import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SRC_ABOVE = ['scripts', 'tests'];
const SRC_MESSAGE = 'the app imports nothing of the build, its tools or its tests';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'screenshots', '.tmp', 'review'] },
  js.configs.recommended,
  // Type-aware: the rules see TypeScript's types (floating promises, unsafe any, needless conditions).
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Unused values are allowed when named with a leading underscore (destructuring to omit a field).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Numbers and booleans read fine in messages and markup; objects, arrays and nullish values stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `(e) => handler(e)` shorthand in event props and promise callbacks is clear enough; elsewhere it stays an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // A test file types what beforeAll sets as always set (`let site: Site`), but afterAll also runs when
      // beforeAll failed, so its `site?.close()` guards are real; the type cannot say so.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  // A codebase a newcomer can hold: no module of the app or the scripts (tests beside them included) over
  // 300 lines, and no function over 100, so each reads in one sitting and changes at one seam. Counted as
  // `wc -l` counts them, comments and blank lines included. The content schema is the one exception: it
  // is the single definition of every content shape, kept whole on purpose.
  // Stylesheets are not linted.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['src/content/schema.ts'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 100 }],
    },
  },
  // Layers point one way: src/ ← scripts/pipeline ← scripts/hosting ← scripts/tools ← scripts/bench ← tests.
  // A module imports only its own layer and those below it; tests (tests/ and *.test.ts) may import any.
  ...layers([
    ['src/**/*.{ts,tsx}', SRC_ABOVE, SRC_MESSAGE],
    ['scripts/pipeline/**/*.ts', ['hosting', 'tools', 'bench', 'tests'], 'the build imports only the app and itself'],
    ['scripts/hosting/**/*.ts', ['tools', 'bench', 'tests'], 'hosting imports only the app and the build'],
    ['scripts/tools/**/*.ts', ['bench', 'tests'], 'the tools import the app, the build and hosting'],
    ['scripts/bench/**/*.ts', ['tests'], 'the benchmark imports every layer but the tests'],
  ]),
  // Within the app, only the entries read the content's virtual modules and hand it down as props. (That
  // browser code imports nothing of the build's, the routes' build parts or virtual:content included, is
  // the typecheck's: tsconfig.browser.json.)
  ...contentReaders({
    'virtual:site': ['src/App.tsx'],
    'virtual:content': ['src/entry-server.tsx', 'src/dev-pages.ts'],
  }),
  {
    // The type tests hold type errors on purpose (each under `@ts-expect-error`), which the type-aware
    // rules and the import rules would report again; the typecheck is what reads them.
    files: ['tests/types/**'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-unnecessary-type-parameters': 'off' },
  },
  {
    // Plain JavaScript config files have no types to check.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);

/**
 * The import pattern that keeps a layer from reaching into the `above` folders.
 * @param {string[]} above
 * @param {string} message
 */
function layerPattern(above, message) {
  return { regex: `^(\\.\\./)+(scripts/)?(${above.join('|')})/`, message: `Layers point one way: ${message}.` };
}

/**
 * One no-restricted-imports rule per layer: `files` may not import a path that climbs into any of the
 * `above` folders (by name, as relative imports reach them). Test files are exempt.
 * @param {[string, string[], string][]} rules
 */
function layers(rules) {
  return rules.map(([files, above, message]) => ({
    files: [files],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [layerPattern(above, message)],
        },
      ],
    },
  }));
}

/**
 * The rules that let only `readers` import each virtual module named. Every other module of the app is
 * refused them, besides the layers' rule that src/ keeps (one no-restricted-imports per file).
 * @param {Record<string, string[]>} readers
 */
function contentReaders(readers) {
  const modules = Object.keys(readers);
  const files = [...new Set(Object.values(readers).flat())];
  const rule = (refused) => ({
    'no-restricted-imports': [
      'error',
      {
        paths: refused.map((name) => ({
          name,
          message: `Only ${readers[name].join(' and ')} read ${name}; pass what a page needs down as props.`,
        })),
        patterns: [layerPattern(SRC_ABOVE, SRC_MESSAGE)],
      },
    ],
  });
  return [
    { files: ['src/**/*.{ts,tsx}'], ignores: ['**/*.test.ts', ...files], rules: rule(modules) },
    ...files.map((file) => ({ files: [file], rules: rule(modules.filter((name) => !readers[name].includes(file))) })),
  ];
}
