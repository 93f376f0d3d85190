/**
 * The fast layer's rule, enforced (a setup file of the `fast` project): its tests spawn no process
 * (no git, npm, tsx or child node). Every function of node:child_process that starts one is replaced
 * in the fast layer's workers; a call is refused, and the test that made it fails even where the code
 * under test catches the error (as the loader does when git is missing, falling back to another date).
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterEach, expect } from 'vitest';

const SPAWNING = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

/**
 * Commands refused since the last test ended. Kept on the worker's global object: a worker runs this
 * file again before each of its test files, but replaces the functions only the first time.
 */
const store = globalThis as typeof globalThis & { refusedSpawns?: string[] };
const refused = (store.refusedSpawns ??= []);

const childProcess = createRequire(import.meta.url)('node:child_process') as Record<string, unknown>;
if (!(childProcess.spawn as { refused?: boolean }).refused) {
  for (const name of SPAWNING) {
    const refuse = (command: unknown, args?: unknown) => {
      const line = [command, ...(Array.isArray(args) ? (args as unknown[]) : [])].map(String).join(' ');
      refused.push(line);
      throw new Error(`a fast test spawns no process, got ${name}(${line}); tests/integration is for those`);
    };
    childProcess[name] = Object.assign(refuse, { refused: true });
  }
  // Modules that imported the functions by name (import { spawn } from 'node:child_process') see the change.
  syncBuiltinESMExports();
}

afterEach(() => {
  expect(refused.splice(0), 'processes this test tried to spawn').toEqual([]);
});
