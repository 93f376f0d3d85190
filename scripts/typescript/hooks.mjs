/**
 * The module loader hooks register.mjs installs: a `.ts`, `.mts` or `.tsx` file outside node_modules
 * loads as the ES module esbuild compiles it to, with an inline source map. The project imports its
 * TypeScript files by their full names (tsconfig's allowImportingTsExtensions), so Node's own resolution
 * finds them and no resolve hook is needed; every other file is left to Node.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TYPESCRIPT = /\.(?:m?ts|tsx)$/;

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(url) || url.includes('/node_modules/')) {
    return nextLoad(url, context);
  }
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: file.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    sourcefile: file,
    // As tsc compiles the project (tsconfig.json: target ES2022, verbatimModuleSyntax).
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true } },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
