/**
 * The project's TypeScript loader (scripts/typescript/register.mjs), which every npm script and spawned
 * script runs under: its load hook compiles the project's own .ts and .tsx files and leaves packages to
 * Node untouched (the reason it exists: see register.mjs), and a script's error points at its source.
 * Here because esbuild runs as a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { LoadHookContext } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RUN_TYPESCRIPT } from '../../scripts/typescript/node-args.ts';
import { load } from '../../scripts/typescript/hooks.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ts-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `source` to `name` in the test's folder and returns its file URL. */
function file(name: string, source: string): string {
  const full = path.join(dir, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, source);
  return pathToFileURL(full).href;
}

/** A load hook's source as text (the hook returns a string). */
const text = (source: unknown): string => {
  if (typeof source !== 'string') throw new Error(`expected the compiled source as a string, got ${typeof source}`);
  return source;
};

/** What Node passes a load hook for an `import` of a file with no attributes (less the deprecated assertions). */
const CONTEXT = { format: undefined, conditions: ['node', 'import'], importAttributes: {} } as LoadHookContext;

const passedOn = { format: 'module' as const, source: 'passed on', shortCircuit: true };

describe('the TypeScript loader’s load hook', () => {
  it('compiles a .ts file of the project to an ES module with a source map, without asking Node', async () => {
    const url = file(
      'lib/area.ts',
      "import type { Shape } from './shape.ts';\nexport class Box { width: number = 2; }\nexport const area = (s: Shape): number => s.w * s.h;\n",
    );
    const next = vi.fn();
    const loaded = await load(url, CONTEXT, next);
    expect(next).not.toHaveBeenCalled();
    expect(loaded.format).toBe('module');
    const source = text(loaded.source);
    expect(source).toContain('const area = (s) => s.w * s.h;');
    expect(source).toMatch(/export \{[^}]*\barea\b[^}]*\}/);
    // Type-only imports go; class fields keep tsc's ES2022 semantics.
    expect(source).not.toContain('./shape.ts');
    expect(source).toMatch(/width = 2;/);
    const map = /sourceMappingURL=data:application\/json;base64,(\S+)/.exec(source)?.[1] ?? '';
    expect((JSON.parse(Buffer.from(map, 'base64').toString()) as { sources: string[] }).sources).toEqual([
      expect.stringContaining('area.ts'),
    ]);
  });

  it('compiles JSX in a .tsx file with React’s automatic runtime', async () => {
    const url = file('Note.tsx', 'export const Note = ({ text }: { text: string }) => <p>{text}</p>;\n');
    const loaded = await load(url, CONTEXT, vi.fn());
    expect(text(loaded.source)).toContain('from "react/jsx-runtime"');
  });

  it('leaves packages and plain JavaScript to Node, untouched', async () => {
    for (const url of [
      file('node_modules/pkg/index.ts', 'export const x: number = 1;\n'),
      file('plain.js', 'export const y = 2;\n'),
      'node:fs',
    ]) {
      const next = vi.fn(() => passedOn);
      expect(await load(url, CONTEXT, next)).toBe(passedOn);
      expect(next).toHaveBeenCalledWith(url, CONTEXT);
    }
  });

  it('fails on a syntax error naming the file and line', async () => {
    const url = file('broken.ts', 'export const ok = 1;\nexport const bad = ;\n');
    await expect(load(url, CONTEXT, vi.fn())).rejects.toThrow(/broken\.ts:2:/);
  });

  it('runs a script whose error stack points at the TypeScript line that threw', () => {
    const script = file(
      'fails.ts',
      "const fail = (why: string): never => {\n  throw new Error(why);\n};\nfail('on purpose');\n",
    );
    const run = spawnSync(process.execPath, [...RUN_TYPESCRIPT, script.replace('file://', '')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Error: on purpose');
    expect(run.stderr).toMatch(/fails\.ts:2:\d+/);
  });
});
