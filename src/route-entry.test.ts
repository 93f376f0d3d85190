/**
 * Routes are typed by where they run: a module the browser loads sees each entry's browser part alone,
 * so TypeScript refuses a call to an entry's `head` or `data` there (on a built site it would throw),
 * while the same module compiles when it reads the head the build worked out (a page's state), and
 * so does the build-time way, through src/route-build.ts (which ESLint leaves to the server entry and
 * the dev server's pages). Checked with TypeScript's compiler API on modules of the app that exist
 * only in memory, with the project's compiler options and the browser's globals.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Two modules of the app that exist only in memory: one calls the build-time parts, one reads them the allowed ways. */
const PROBES = {
  refused: {
    file: path.resolve('src', 'route-types-refused.ts'),
    source: `import type { PostData } from './content/pages.ts';
import type { SiteContent } from './content/schema.ts';
import { routeTable } from './route-table.ts';

export const title = (data: PostData, content: SiteContent) => routeTable.post.head(data, content.site).title;
export const post = (content: SiteContent) => routeTable.post.data({ slug: 'x' }, content);
`,
  },
  allowed: {
    file: path.resolve('src', 'route-types-allowed.ts'),
    source: `import type { PostData } from './content/pages.ts';
import type { SiteContent } from './content/schema.ts';
import { buildParts } from './route-build.ts';
import { routeTable, type PageState } from './route-table.ts';

export const shown = (page: PageState) => page.head?.title;
export const title = (data: PostData, content: SiteContent) =>
  buildParts(routeTable.post).head(data, content.site).title;
export const post = (content: SiteContent) => buildParts(routeTable.post).data({ slug: 'x' }, content);
`,
  },
};

/** One program for both (the app's types are read once), with the project's compiler options. */
function probeProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(path.resolve('tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const probes = new Map(Object.values(PROBES).map(({ file, source }) => [file, source]));
  const disk = ts.createCompilerHost(config.options);
  const host: ts.CompilerHost = {
    ...disk,
    fileExists: (file) => probes.has(path.resolve(file)) || disk.fileExists(file),
    readFile: (file) => probes.get(path.resolve(file)) ?? disk.readFile(file),
    getSourceFile: (file, language, ...rest) => {
      const source = probes.get(path.resolve(file));
      return source === undefined
        ? disk.getSourceFile(file, language, ...rest)
        : ts.createSourceFile(file, source, language);
    },
  };
  // The browser's globals: Vite's, without Node's (a third of the files to read).
  const options = { ...config.options, types: ['vite/client'] };
  return ts.createProgram({ rootNames: [...probes.keys()], options, host });
}

let program: ts.Program | undefined;

/** TypeScript's errors in a probe, as \`TS<code>: <message>\` lines. */
function errorsIn(probe: keyof typeof PROBES): string[] {
  program ??= probeProgram();
  const file = program.getSourceFile(PROBES[probe].file);
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
    (d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  );
}

describe('a module the browser loads', () => {
  it('cannot call an entry’s head or data: TypeScript refuses both', () => {
    expect(errorsIn('refused')).toEqual([
      `TS2339: Property 'head' does not exist on type 'Route<PostData>'.`,
      `TS2339: Property 'data' does not exist on type 'Route<PostData>'.`,
    ]);
  });

  it('compiles when it reads the head the build worked out, and through the build-time parts', () => {
    expect(errorsIn('allowed')).toEqual([]);
  });
});
