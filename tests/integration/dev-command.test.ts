/**
 * `npm run dev` as package.json runs it, on the test site: it prints its address, serves the site, and
 * answers a malformed request with 400; an option it does not know, or a port already taken, ends it
 * with one line naming the cause. What the served pages do is tested with the server started in
 * process, as dev-server.ts starts it for both (dev-editing, dev-deletions, drafts-dev, search-dev).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';

const env = { ...process.env, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: '' };

/** Runs `npm run dev -- ...args` until it exits. */
function devUntilExit(args: string[]) {
  const { command, args: script } = scriptCommand('dev');
  return spawnSync(command, [...script, ...args], { encoding: 'utf8', env, timeout: 60_000 });
}

const taken: Server[] = [];
afterAll(() => {
  for (const server of taken) server.close();
});

describe('npm run dev', () => {
  it('prints its address and serves the site there, refusing a malformed request with 400', async () => {
    const { command, args } = scriptCommand('dev');
    const dev = spawn(command, [...args, '--host', '127.0.0.1', '--port', '0'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let printed = '';
      const url = await new Promise<string>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          printed += stripVTControlCharacters(chunk.toString());
          const local = /Local:\s+(http:\/\/\S+)/.exec(printed)?.[1];
          if (local) resolve(local);
        };
        dev.stdout.on('data', read);
        dev.stderr.on('data', read);
        dev.once('exit', (code) => reject(new Error(`npm run dev exited with ${String(code)}:\n${printed}`)));
      });
      expect(printed).toMatch(/^ {2}VITE v\d+\.\d+\.\d+ {2}ready in \d+ ms$/m);
      // The app's page, with Vite's client for live editing.
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('/@vite/client');
      for (const malformed of ['pagefind/%E0%A4', '%E0%A4', 'src/%FF.ts']) {
        const response = await fetch(new URL(malformed, url));
        expect(response.status, malformed).toBe(400);
      }
    } finally {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      dev.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  it('names an option it does not know, in one line', () => {
    const run = devUntilExit(['--bogus']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "dev: Unknown option '--bogus'; the options are --host [address], --port <number>, --strictPort, --open and --force\n",
    );
  }, 60_000);

  it('names a port already taken, in one line', async () => {
    const server = createServer();
    taken.push(server);
    const port = await new Promise<number>((resolve) => {
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
    const run = devUntilExit(['--host', '127.0.0.1', '--port', String(port), '--strictPort']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`dev: Port ${port} is already in use\n`);
  }, 60_000);
});
