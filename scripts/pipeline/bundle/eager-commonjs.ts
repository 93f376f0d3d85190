/**
 * React and react-dom ship as CommonJS, which the bundler wraps in a function per module and runs on
 * first `require`. It writes those wrappers as arrow functions, which V8 compiles lazily: when the
 * page first calls one, the main thread parses that module's whole body (react-dom's is 200 KB) in
 * one long task. A parenthesised `function` expression is one V8 expects to be called at once and
 * compiles eagerly, while the browser streams the file, off the main thread. This plugin rewrites
 * the wrappers that way; on a 4x-throttled phone it shortens hydration's longest task by about a third.
 * tests/dist/eager-commonjs.test.ts checks the real vendor chunk, so a change in the bundler's output
 * that stops the rewrite fails the tests.
 *
 * To do: remove this plugin when React and react-dom ship ES modules (the vendor chunk then has no
 * CommonJS wrappers left, and that test says so), or when the bundler writes the wrappers as function
 * expressions itself (the test then passes with the plugin taken out of vite.config.ts).
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The bundler's CommonJS wrapper as it appears before minification: `__commonJSMin(((exports, module) => {`. */
const ARROW_WRAPPER = /\b__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)?\) => \{/g;

/** `code` with every CommonJS wrapper written as a `function` expression, or undefined when it has none. */
export function eagerCommonjsWrappers(code: string): MagicString | undefined {
  let s: MagicString | undefined;
  for (const match of code.matchAll(ARROW_WRAPPER)) {
    s ??= new MagicString(code);
    // `((args) => {` becomes `(function (args) {`: the body and its closing `})` stay as they are.
    const start = match.index + '__commonJSMin('.length;
    s.overwrite(start, start + match[0].length - '__commonJSMin('.length, `(function (${match[1] ?? ''}) {`);
  }
  return s;
}

/** The Vite plugin: applies `eagerCommonjsWrappers` to every chunk of a build. */
export function eagerCommonjs(): Plugin {
  return {
    name: 'portfolio:eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const s = eagerCommonjsWrappers(code);
      return s ? { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) } : null;
    },
  };
}
