/**
 * scripts/pipeline/bundle/eager-commonjs.ts on the real build: the vendor chunk's CommonJS wrappers (React,
 * react-dom, the scheduler) are function expressions. If the bundler changes how it writes them,
 * the plugin's pattern stops matching and this fails, instead of the rewrite silently stopping.
 */
import { describe, expect, it } from 'vitest';
import { listFiles, readDist } from '../support/dist.ts';

/** The vendor chunk: React, react-dom and the router (see `codeSplitting` in vite.config.ts). */
function vendorChunk(): string {
  const files = listFiles().filter((file) => /^assets\/vendor-[\w-]+\.js$/.test(file));
  expect(files).toHaveLength(1);
  return readDist(files[0] ?? '');
}

/** The names the chunk imports from the bundler's runtime chunk (its CommonJS helper is one of them). */
function runtimeImports(code: string): string[] {
  const clause = /import\s*\{([^}]*)\}\s*from\s*"\.\/rolldown-runtime-[\w-]+\.js"/.exec(code)?.[1] ?? '';
  return clause
    .split(',')
    .map((binding) => binding.trim().split(/\s+as\s+/).pop() ?? '')
    .filter((name) => name !== '');
}

const escape = (name: string) => name.replace(/\$/g, '\\$');

describe('eager CommonJS wrappers in the vendor chunk', () => {
  const code = vendorChunk();
  const helpers = runtimeImports(code).map(escape).join('|');
  /** `helper((function(exports, module){`: a wrapper the plugin rewrote. */
  const eager = new RegExp(`\\b(?:${helpers})\\(\\(function\\([\\w$,]*\\)\\{`, 'g');
  /** `helper(((exports, module)=>{` or `helper((exports=>{`: one it did not. */
  const lazy = new RegExp(`\\b(?:${helpers})\\(\\((?:\\([\\w$,]*\\)|[\\w$]+)=>\\{`, 'g');

  it('imports helpers from the bundler runtime', () => {
    expect(helpers).not.toBe('');
  });

  it('writes every module of React, react-dom and the scheduler as a function expression', () => {
    // react, react/jsx-runtime, react-dom, react-dom/client and scheduler: each an entry file and its build.
    expect(code.match(lazy) ?? []).toEqual([]);
    expect(code.match(eager)?.length ?? 0).toBeGreaterThanOrEqual(10);
  });
});
