import { describe, expect, it } from 'vitest';
import { childFailure, failureLines } from './child-failure.ts';

describe('failureLines', () => {
  it('gives the first lines of the error, not the stack after them (the dev server of issue 49)', () => {
    const output = [
      'failed to load config from /repo/vite.config.ts',
      '\u001b[31merror when starting dev server:',
      'Error: Build failed with 20 errors:',
      '[UNSUPPORTED_FEATURE] Bundling CSS is no longer supported (experimental.bundleCss: false).\u001b[39m',
      '    at aggregateBindingErrorsIntoJsError (/repo/node_modules/rolldown/dist/shared/error.mjs:52:18)',
      '    at async bundleConfigFile (/repo/node_modules/vite/dist/node/chunks/node.js:37700:15)',
      '    at async resolveConfig (/repo/node_modules/vite/dist/node/chunks/node.js:37580:22)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      'failed to load config from /repo/vite.config.ts',
      'error when starting dev server:',
      'Error: Build failed with 20 errors:',
      '[UNSUPPORTED_FEATURE] Bundling CSS is no longer supported (experimental.bundleCss: false).',
    ]);
  });

  it('skips the source line and caret of an uncaught error, and what follows its stack', () => {
    const output = [
      'file:///repo/scripts/x.ts:2',
      "throw new Error('boom\\nsecond line');",
      '      ^',
      '',
      'Error: boom',
      'second line',
      '    at file:///repo/scripts/x.ts:2:7',
      '    at ModuleJob.run (node:internal/modules/esm/module_job:561:25) {',
      "  code: 'E_X'",
      '}',
      '',
      'Node.js v24.21.0',
      '',
    ].join('\n');
    expect(failureLines(output)).toEqual(['Error: boom', 'second line']);
  });

  it('gives every line of a content report, after the warnings printed before it', () => {
    const problems = Array.from({ length: 12 }, (_, i) => `content/blog/p${i}.mdx:3 title: expected text, got nothing`);
    const output = [
      '[plugin portfolio:content] post dates: the git history is shallow, so a may lack the "Updated" date',
      'Invalid content (12 problems):',
      ...problems,
      '',
    ].join('\n');
    expect(failureLines(output)).toEqual(['Invalid content (12 problems):', ...problems]);
  });

  it('gives git’s complaint', () => {
    expect(failureLines("fatal: bad revision 'nope'\n")).toEqual(["fatal: bad revision 'nope'"]);
  });

  it('keeps at most eight lines of an error', () => {
    const output = ['Error: many lines', ...Array.from({ length: 20 }, (_, i) => `detail ${i}`)].join('\n');
    expect(failureLines(output)).toHaveLength(8);
    expect(failureLines(output, 2)).toEqual(['Error: many lines', 'detail 0']);
  });

  it('gives the last lines printed when none reads as an error', () => {
    const output = ['building', ...Array.from({ length: 10 }, (_, i) => `step ${i}`), '    at frame (x.js:1:1)', ''];
    expect(failureLines(output.join('\n'))).toEqual(Array.from({ length: 8 }, (_, i) => `step ${i + 2}`));
  });
});

describe('childFailure', () => {
  it('says how the process ended, then the cause, indented', () => {
    expect(childFailure('the dev server', { code: 1 }, 'dev: Port 5173 is already in use\n')).toBe(
      'the dev server exited with 1:\n  dev: Port 5173 is already in use',
    );
    expect(childFailure('the build', { code: null, signal: 'SIGKILL' }, '')).toBe(
      'the build was stopped by SIGKILL, printing nothing',
    );
  });
});
