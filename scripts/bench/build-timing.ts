/**
 * Times `npm run build`, and sets up the scale check: a copy of the content with generated posts, so
 * the benchmark can see what each post adds to the build and that the home page's code stays the same.
 */
import { spawn } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPhases, type BuildPhases } from '../build/phases.ts';

/** A timed build: the wall-clock time of `npm run build` and its phases. */
export interface TimedBuild {
  ms: number;
  phases: BuildPhases;
}

/** Runs `npm run build` with `env` added and returns its wall-clock time and phases. */
export async function timeBuild(root: string, env: Record<string, string> = {}): Promise<TimedBuild> {
  const started = performance.now();
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  const elapsed = performance.now() - started;
  const text = Buffer.concat(output).toString('utf8');
  if (code !== 0)
    throw new Error(`npm run build failed (${JSON.stringify(env)}):\n${text.split('\n').slice(-30).join('\n')}`);
  const phases = buildPhases(text);
  if (!phases) throw new Error(`npm run build did not report its phases (${JSON.stringify(env)})`);
  return { ms: elapsed, phases };
}

/** The post the generated ones are copied from: it has a gallery, a contents list, a table and highlighted code. */
export const TEMPLATE_POST = path.join('blog', 'karl.mdx');

/**
 * Copies `contentDir` to `to` and adds `count` posts made from the template post, each with its own
 * slug, title and description. Their gallery points at the template's images, so the check measures
 * what a post's MDX, highlighting and chunk cost, not the encoding of new photos.
 */
export async function contentWithPosts(contentDir: string, to: string, count: number): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await cp(contentDir, to, { recursive: true });
  const template = await readFile(path.join(contentDir, TEMPLATE_POST), 'utf8');
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    // The template's frontmatter with its own title and description (and no fixed slug).
    const post = template.replace(/^---\n[\s\S]*?\n---\n/, (frontmatter) =>
      frontmatter
        .replace(/^title:.*$/m, `title: 'Generated post ${n}: a field log from the rover'`)
        .replace(
          /^description:.*$/m,
          `description: Generated post ${n} for the build scale check, a copy of the rover post.`,
        )
        .replace(/^slug:.*\n/m, ''),
    );
    await writeFile(path.join(to, 'blog', `generated-${n}.mdx`), post);
  }
}
