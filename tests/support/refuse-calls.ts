/**
 * How the fast layer's setup files enforce its rules (no-spawn.ts, no-content.ts): functions of a
 * Node built-in module are wrapped in the layer's workers; a call the rule forbids is refused (thrown,
 * or a rejected promise for a promise API) and recorded, and the test that made it fails after it ends,
 * even where the code under test caught the error.
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterEach, expect } from 'vitest';

/** One rule: which functions it watches, which calls it refuses, and what it says. */
export interface CallRule {
  /** Names the rule's record on the worker's global object (a test can read it there). */
  record: string;
  /** Built-in modules and the names of their functions to wrap; `promises` for an API that returns promises. */
  targets: { module: string; names: readonly string[]; promises?: boolean }[];
  /** Whether the call to `name` with `args` breaks the rule. */
  refuses: (name: string, args: unknown[]) => boolean;
  /** The call as the message and the record show it. */
  describe: (name: string, args: unknown[]) => string;
  /** The error's message for a refused call to `name`, shown as `call`. */
  message: (name: string, call: string) => string;
  /** What the test's failure says it recorded. */
  label: string;
}

type Wrapped = ((...args: unknown[]) => unknown) & { refusing?: boolean };

/**
 * Applies `rule`. A worker runs its setup files again before each test file: the record is kept on the
 * worker's global object, and the functions are wrapped only the first time.
 */
export function refuseCalls(rule: CallRule): void {
  const store = globalThis as unknown as Record<string, string[] | undefined>;
  const refused = (store[rule.record] ??= []);
  const require = createRequire(import.meta.url);
  for (const { module: id, names, promises = false } of rule.targets) {
    const module = require(id) as Record<string, unknown>;
    for (const name of names) {
      const original = module[name] as Wrapped | undefined;
      if (typeof original !== 'function' || original.refusing) continue;
      const wrapped: Wrapped = function (this: unknown, ...args: unknown[]) {
        if (!rule.refuses(name, args)) return original.apply(this, args);
        const call = rule.describe(name, args);
        refused.push(call);
        const error = new Error(rule.message(name, call));
        if (promises) return Promise.reject(error);
        throw error;
      };
      wrapped.refusing = true;
      module[name] = wrapped;
    }
  }
  // Modules that imported the functions by name (import { spawn } from 'node:child_process') see the change.
  syncBuiltinESMExports();
  afterEach(() => {
    expect(refused.splice(0), rule.label).toEqual([]);
  });
}
