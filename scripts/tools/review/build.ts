/** Builds one revision with its own `npm run build`, into a folder of the review's choosing. */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ReviewError } from './errors.ts';

/**
 * Runs `npm run build` in `root` with OUT_DIR set to `outDir`. A failed build becomes a ReviewError
 * naming `label` and showing the build's content error lines, or its last line.
 */
export async function buildRevision(root: string, outDir: string, label: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, OUT_DIR: outDir };
  // The revision's own content folder, whatever the reviewer's shell points the build at.
  delete env.CONTENT_DIR;
  const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code === 0) return;
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const contentLines = lines.filter((line) => /^content\/\S+ /.test(line));
  throw new ReviewError(
    contentLines.length > 0
      ? contentLines.map((line) => `${label}: ${line}`)
      : [`${label} does not build: ${lines[lines.length - 1] ?? `npm run build exited with ${String(code)}`}`],
  );
}
