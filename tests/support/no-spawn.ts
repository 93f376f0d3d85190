/**
 * The fast layer's rule, enforced (a setup file of the `fast` project): its tests spawn no process
 * (no git, npm or child node). Every function of node:child_process that starts one is replaced
 * in the fast layer's workers; a call is refused, and the test that made it fails even where the code
 * under test catches the error (as the loader does when git is missing, falling back to another date).
 */
import { refuseCalls } from './refuse-calls.ts';

refuseCalls({
  record: 'refusedSpawns',
  targets: [
    {
      module: 'node:child_process',
      names: ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'],
    },
  ],
  refuses: () => true,
  describe: (_name, [command, args]) =>
    [command, ...(Array.isArray(args) ? (args as unknown[]) : [])].map(String).join(' '),
  message: (name, call) => `a fast test spawns no process, got ${name}(${call}); tests/integration is for those`,
  label: 'processes this test tried to spawn',
});
