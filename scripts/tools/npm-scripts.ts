/**
 * The project's npm scripts as package.json declares them, read so that a tool or a test that runs one
 * runs exactly what `npm run <name>` runs: the benchmark starts `npm run dev`'s command, and each test of
 * a script runs the script's own command (tests/fast/npm-scripts.test.ts keeps the table of them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../pipeline/settings.ts';

/** One step of a script, the steps joined by `&&`: another script, or a program with its arguments. */
export type ScriptStep = { kind: 'script'; name: string } | { kind: 'program'; program: string; args: string[] };

/** A command to spawn: the program and its arguments. */
export interface Command {
  command: string;
  args: string[];
}

/** Every script of the package.json in `root`, by name. */
export function npmScripts(root = PROJECT_ROOT): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return scripts ?? {};
}

/** The steps of script `name`, in order. The scripts are plain words: no quotes, pipes or variables. */
export function scriptSteps(name: string, root = PROJECT_ROOT): ScriptStep[] {
  const script = npmScripts(root)[name];
  if (script === undefined) throw new Error(`package.json has no script ${name}`);
  return script.split('&&').map((step): ScriptStep => {
    const [program = '', ...args] = step.trim().split(/\s+/);
    if (program === 'npm' && args[0] === 'run' && args[1] !== undefined && args.length === 2)
      return { kind: 'script', name: args[1] };
    return { kind: 'program', program, args };
  });
}

/**
 * The command of script `name` that runs one of the project's files with Node (its last such step: in
 * `npm run build && node scripts/tools/screenshots.ts`, the screenshots), with this Node and the file's
 * path inside `root`, so it runs the same from any working folder. Arguments go after `args`.
 */
export function scriptCommand(name: string, root = PROJECT_ROOT): Command {
  const step = scriptSteps(name, root).findLast((s) => s.kind === 'program' && s.program === 'node');
  const [file, ...args] = step?.kind === 'program' ? step.args : [];
  if (file === undefined) throw new Error(`npm run ${name} runs no file of the project with node`);
  return { command: process.execPath, args: [path.resolve(root, file), ...args] };
}
