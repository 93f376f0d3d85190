/**
 * The dev server as `npm run bench:dev` starts it: `npm run dev`'s own command, read from package.json
 * (so the benchmark starts the server exactly as the owner does), on a content folder, timed from the
 * spawn to the first page rendered in Chromium.
 */
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import type { Page } from 'playwright-core';
import { childFailure } from '../tools/child-failure.ts';
import { scriptCommand } from '../tools/npm-scripts.ts';
import { DevBenchError, GIVE_UP_MS } from './dev-edits.ts';

/** A dev server started as `npm run dev` starts it, and how long it took to show its first page. */
export interface Started {
  child: ChildProcess;
  url: string;
  /** From the spawn to the first page rendered (hydrated) in Chromium, ms. */
  firstPageMs: number;
  /** From the spawn to the server printing its address, ms. */
  listeningMs: number;
}

/** Waits until the page in `page` has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: GIVE_UP_MS,
  });
}

/** Resolves with the server's local URL once it prints it; rejects, naming the cause, if it exits first. */
function listening(child: ChildProcessByStdio<null, Readable, Readable>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let printed = '';
    let errors = '';
    const timer = setTimeout(() => {
      reject(new DevBenchError(`the dev server did not start in ${GIVE_UP_MS / 1000} s:\n${printed.trim()}`));
    }, GIVE_UP_MS);
    const read = (chunk: Buffer) => {
      printed += stripVTControlCharacters(chunk.toString());
      const local = /Local:\s+(http:\/\/\S+)/.exec(printed)?.[1];
      if (local) {
        clearTimeout(timer);
        resolve(local);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      read(chunk);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new DevBenchError(childFailure('the dev server (npm run dev)', { code, signal }, errors || printed)));
    });
  });
}

/**
 * Starts `npm run dev` on `contentDir` on a free port of 127.0.0.1, opens its home page in `page` and
 * waits until the page has rendered. `force` rebuilds Vite's dependency cache first, as after an install.
 */
export async function startDev(contentDir: string, page: Page, force: boolean): Promise<Started> {
  const { command, args } = scriptCommand('dev');
  const flags = ['--host', '127.0.0.1', '--port', '0', ...(force ? ['--force'] : [])];
  const started = performance.now();
  const child = spawn(command, [...args, ...flags], {
    env: { ...process.env, CONTENT_DIR: contentDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await listening(child);
    const listeningMs = performance.now() - started;
    await page.goto(url, { timeout: GIVE_UP_MS });
    await hydrated(page);
    return { child, url, firstPageMs: performance.now() - started, listeningMs };
  } catch (error) {
    await stopDev(child);
    throw error;
  }
}

/** Stops a dev server started by `startDev`. */
export async function stopDev(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
