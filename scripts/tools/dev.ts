/**
 * `npm run dev`: Vite's dev server on the content (CONTENT_DIR, default content), started as
 * dev-server.ts defines it, with Vite's own address lines and keyboard shortcuts. Its options are
 * Vite's (dev-options.ts). A failure to start is one line (`dev: …`), never a stack trace.
 */
import { buildFailureMessage } from '../pipeline/log/failure.ts';
import { DevArgumentError, devOptions } from './dev-options.ts';

try {
  const options = devOptions(process.argv.slice(2));
  // Loaded once the options are known to be usable: an option it cannot use is reported at once.
  const [{ startDevServer }, { version }] = await Promise.all([import('./dev-server.ts'), import('vite')]);
  const { server } = await startDevServer(options);
  // From the process's start, as Vite's own command counts it.
  server.config.logger.info(`\n  VITE v${version}  ready in ${Math.ceil(performance.now())} ms\n`);
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
} catch (error) {
  console.error(`dev: ${error instanceof DevArgumentError ? error.message : buildFailureMessage(error)}`);
  process.exitCode = 1;
}
