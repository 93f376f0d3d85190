/**
 * `npm run upgrade` runs from a checkout with no packages installed: a fork made before the command
 * existed runs upstream's copy of it from a temporary worktree (docs/taking-updates.md). So the modules
 * it loads import Node's own modules and each other, and no package.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI = path.resolve('scripts/tools/upgrade/cli.ts');

/** Every module `entry` loads, itself included, each with the specifiers it imports. */
function closure(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
    specifiers.push(...[...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1] ?? ''));
    specifiers.push(...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? ''));
    found.set(file, specifiers);
    for (const specifier of specifiers)
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
  }
  return found;
}

describe('npm run upgrade', () => {
  it('loads only Node’s own modules and the tools’ files, no package', () => {
    const modules = closure(CLI);
    expect(modules.size).toBeGreaterThan(5);
    for (const [file, specifiers] of modules) {
      expect(path.relative(path.resolve('scripts/tools'), file), file).not.toMatch(/^\.\./);
      for (const specifier of specifiers) expect(specifier, `${file} imports ${specifier}`).toMatch(/^(node:|\.)/);
    }
  });
});
