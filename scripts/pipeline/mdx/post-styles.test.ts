/**
 * The posts' compiler serves each post's maths stylesheet, and KaTeX's stylesheet with WOFF2 fonts
 * only, in a real Vite pipeline (a dev server with only the compiler's plugins).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCompiler } from './plugin.ts';
import { KATEX_CSS, MATHS_CSS_SUFFIX } from './rehype/maths.ts';

const dir = path.resolve('.tmp/mdx-post-styles');
let server: ViteDevServer;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  server = await createServer({
    root: process.cwd(),
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false, watch: null },
    plugins: postCompiler().plugins,
  });
});

afterAll(async () => {
  await server.close();
});

/** The CSS text Vite's CSS plugin turns `id` into (its module exports it as a string). */
async function cssOf(id: string): Promise<string> {
  const module = await server.environments.client.transformRequest(id);
  const code = module?.code ?? '';
  const literal = /const __vite__css = ("(?:[^"\\]|\\.)*")/.exec(code)?.[1];
  return literal === undefined ? '' : (JSON.parse(literal) as string);
}

describe('post stylesheets', () => {
  it('serves the maths stylesheet a post with maths imports, with a rule for each class in it', async () => {
    const file = path.join(dir, 'ohm.mdx');
    writeFileSync(file, 'Ohm: $V = IR$\n');
    const post = await server.environments.client.transformRequest(file);
    const classes = new Set(post?.code.match(/\bkx-[0-9a-f]{8}\b/g));
    expect(classes.size).toBeGreaterThan(1);
    const css = await cssOf(`${file}${MATHS_CSS_SUFFIX}`);
    expect(new Set([...css.matchAll(/\.(kx-[0-9a-f]{8})\{/g)].map((m) => m[1]))).toEqual(classes);
  });

  it('keeps only the WOFF2 source of each of KaTeX’s fonts', async () => {
    const original = readFileSync(KATEX_CSS, 'utf8');
    const css = await cssOf(KATEX_CSS);
    const faces = (text: string) => text.match(/@font-face\s*\{/g)?.length ?? 0;
    expect(faces(css)).toBe(faces(original));
    expect(faces(css)).toBeGreaterThanOrEqual(20);
    expect([...css.matchAll(/url\(([^)]+)\)/g)].map((m) => path.extname(m[1] ?? '').replace(/["']/g, ''))).toEqual(
      Array.from({ length: faces(css) }, () => '.woff2'),
    );
  });
});
