/**
 * The settings of `npm run bench:dev`, from the environment and its command line: the full run by
 * default, or the short mode (`npm run bench:dev -- --short`, or BENCH_SHORT=1): one start, and one
 * edit of each kind on the content as it is, enough to see that the benchmark works on some content.
 */
import { readSettings, type Environment } from '../pipeline/settings.ts';
import { DevBenchError } from './dev-edits.ts';

/** How much the benchmark of the dev server runs. */
export interface DevBenchSettings {
  short: boolean;
  /** The content to measure. */
  contentDir: string;
  /** Timed edits of each kind. */
  runs: number;
  /** Whether an edit of each kind, not counted, warms the compile and transform paths first. */
  warmUp: boolean;
  /** Generated posts added for the second measure (0: the content as it is only). */
  devPosts: number;
  /** Whether to start once with Vite's dependency cache rebuilt before the start that is measured with edits. */
  coldStart: boolean;
}

/** A whole number of 0 or more from `name`'s value, `fallback` when it is unset. */
function wholeNumber(env: Environment, name: string, fallback: number, least: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < least)
    throw new DevBenchError(`${name} must be a whole number of ${least} or more, got "${value}"`);
  return Number(value);
}

/**
 * Reads the settings (the content folder is the project's CONTENT_DIR, settings.ts); throws with a
 * one-line message for a value it cannot use.
 */
export function devBenchSettings(env: Environment, args: readonly string[]): DevBenchSettings {
  const unknown = args.filter((a) => a !== '--short' && a !== '--');
  if (unknown.length > 0) throw new DevBenchError(`unknown argument ${unknown.join(' ')} (the only one is --short)`);
  const short = args.includes('--short') || env.BENCH_SHORT === '1';
  return {
    short,
    contentDir: readSettings(env).contentDir,
    runs: wholeNumber(env, 'RUNS', short ? 1 : 7, 1),
    warmUp: !short,
    devPosts: wholeNumber(env, 'DEV_POSTS', short ? 0 : 200, 0),
    coldStart: !short,
  };
}
