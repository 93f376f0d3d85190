import { describe, expect, it } from 'vitest';
import { DevArgumentError, devOptions } from './dev-options.ts';

describe('devOptions', () => {
  it('gives nothing of its own when no option is given: dev-server.ts has the defaults', () => {
    expect(devOptions([])).toEqual({});
  });

  it('reads Vite’s options, --host alone meaning every address', () => {
    expect(devOptions(['--host', '--port', '4000', '--strictPort', '--open', '--force'])).toEqual({
      host: true,
      port: 4000,
      strictPort: true,
      open: true,
      force: true,
    });
    expect(devOptions(['--host', '127.0.0.1'])).toEqual({ host: '127.0.0.1' });
    expect(devOptions(['--host=0.0.0.0', '--port=0'])).toEqual({ host: '0.0.0.0', port: 0 });
    expect(devOptions(['--port', '5173', '--host'])).toEqual({ port: 5173, host: true });
  });

  it('refuses an unknown option, a stray argument and a port that is not one, saying what it takes', () => {
    expect(() => devOptions(['--bogus'])).toThrow(
      new DevArgumentError(
        "Unknown option '--bogus'; the options are --host [address], --port <number>, --strictPort, --open and --force",
      ),
    );
    expect(() => devOptions(['content'])).toThrow(/^Unexpected argument 'content'.*; the options are/);
    for (const port of ['many', '-1', '65536', '80.5']) {
      expect(() => devOptions([`--port=${port}`]), port).toThrow(
        `--port must be a whole number from 0 to 65535, got "${port}"`,
      );
    }
  });
});
