/**
 * The options of `npm run dev` from its command line (after `--`, as `npm run dev -- --host`), with
 * Vite's own names: `--host [address]` (every address when none is given), `--port <number>`,
 * `--strictPort`, `--open`, `--force` (rebuild Vite's dependency cache); and where it listens unless told
 * otherwise, which `npm run new:post` prints too. Light: it loads neither Vite nor the site's config.
 */
import { parseArgs } from 'node:util';
import type { DevServerOptions } from './dev-server.ts';

/** The command line cannot be used: its message is one line for the reader. */
export class DevArgumentError extends Error {
  override name = 'DevArgumentError';
}

/** Where `npm run dev` listens unless told otherwise: Vite's own defaults. */
export const DEV_HOST = 'localhost';
export const DEV_PORT = 5173;
/** The origin `npm run dev` serves the site at, by default (the base path follows it). */
export const DEV_ORIGIN = `http://${DEV_HOST}:${DEV_PORT}`;

const USAGE = 'the options are --host [address], --port <number>, --strictPort, --open and --force';

/** The dev server's options from the command line (after `npm run dev --`). */
export function devOptions(args: readonly string[]): DevServerOptions {
  // `--host` alone means every address, as with Vite's own command.
  const normalized = args.map((arg, i) =>
    arg === '--host' && (args[i + 1] === undefined || args[i + 1]?.startsWith('-')) ? '--host=' : arg,
  );
  let values;
  try {
    ({ values } = parseArgs({
      args: normalized,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        strictPort: { type: 'boolean' },
        open: { type: 'boolean' },
        force: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new DevArgumentError(`${error instanceof Error ? error.message : String(error)}; ${USAGE}`);
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535))
    throw new DevArgumentError(`--port must be a whole number from 0 to 65535, got "${values.port ?? ''}"`);
  return {
    ...(values.host === undefined ? {} : { host: values.host === '' ? true : values.host }),
    ...(port === undefined ? {} : { port }),
    ...(values.strictPort ? { strictPort: true } : {}),
    ...(values.open ? { open: true } : {}),
    ...(values.force ? { force: true } : {}),
  };
}
