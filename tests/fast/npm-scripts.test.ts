/**
 * Every npm script runs in a test, in its quickest honest mode on the test site: the table below says
 * where. A script added to package.json without an entry here fails this test, and so does an entry
 * whose test no longer runs the script.
 *
 * A test runs a script through its own command as package.json declares it (`scriptCommand('<name>')`,
 * scripts/tools/npm-scripts.ts), or through npm itself (`'npm', ['run', '<name>'…]`), never a copy of the
 * command; so a script that changes what it runs is tested as it now is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { npmScripts, scriptSteps } from '../../scripts/tools/npm-scripts.ts';

/** How a script is shown to work. */
type Proof =
  /**
   * This test file runs the script's command: by `scriptCommand('<name>')`, by `'npm', ['run', '<name>'…]`,
   * or by `call`, the file's own call of a helper that runs `npm run`.
   */
  | { test: string; call?: string }
  /** `npm test` runs it (the `test` script names it). */
  | 'npm test'
  /** It only runs other scripts, each shown to work. */
  | 'scripts only'
  /** It writes, so its check mode runs instead: this other script is the same command with `--check` for `--write`. */
  | { checkMode: string }
  /** CI runs it: `.ci/run` and the workflows end with it. */
  | 'ci';

/** The table: each script of package.json, and where it runs. */
const SCRIPT_TESTS: Record<string, Proof> = {
  dev: { test: 'tests/integration/dev-command.test.ts' },
  build: { test: 'tests/integration/build-content-dir.test.ts' },
  bench: { test: 'tests/integration/bench.test.ts' },
  'bench:dev': { test: 'tests/integration/bench-dev.test.ts' },
  preview: { test: 'tests/integration/preview.test.ts' },
  start: 'scripts only',
  typecheck: 'npm test',
  lint: 'scripts only',
  'lint:eslint': 'npm test',
  'lint:prettier': 'npm test',
  'lint:knip': 'npm test',
  format: { checkMode: 'lint:prettier' },
  'new:post': { test: 'tests/integration/new-post-command.test.ts' },
  replies: { test: 'tests/integration/replies-command.test.ts' },
  screenshots: { test: 'tests/integration/screenshots.test.ts' },
  review: { test: 'tests/integration/review.test.ts' },
  'review:comment': { test: 'tests/integration/review-comment.test.ts', call: "npm(['review:comment'])" },
  upgrade: { test: 'tests/integration/upgrade.test.ts', call: "npm(['upgrade'])" },
  test: 'ci',
  'check:site': { test: 'tests/integration/owner-edits.test.ts' },
  'check:content': { test: 'tests/integration/upgrade.test.ts', call: "npm(['check:content'])" },
  'check:changes': { test: 'tests/integration/review-comment.test.ts', call: "npm(['check:changes'" },
  'deploy:scope': { test: 'tests/integration/deploy-scope-command.test.ts' },
  'deploy:last': { test: 'tests/integration/last-deploy-command.test.ts' },
  'test:fast': 'npm test',
  'test:integration': 'npm test',
  'test:site': 'npm test',
};

const scripts = npmScripts();

/** The scripts a script runs directly: `npm run x` steps and the names and patterns given to run-p or run-s. */
function scriptsRunBy(name: string): string[] {
  return scriptSteps(name).flatMap((step) => {
    if (step.kind === 'script') return [step.name];
    if (step.program !== 'run-p' && step.program !== 'run-s') return [];
    // npm-run-all's patterns: `*` stands for one `:`-separated part of a name, `**` for any number.
    const patterns = step.args.filter((arg) => !arg.startsWith('-'));
    return Object.keys(scripts).filter((script) =>
      patterns.some((pattern) => {
        const source = pattern
          .split(':')
          .map((part) => (part === '**' ? '.+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^:]*')))
          .join(':');
        return new RegExp(`^${source}$`).test(script);
      }),
    );
  });
}

/** Whether the test file at `file` runs script `name` itself (by `call`, when given). */
function runsScript(file: string, name: string, call: string | undefined): boolean {
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  if (call !== undefined) return text.includes(call) && /'npm',\s*\['run',/.test(text);
  const quoted = `'${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`;
  return new RegExp(`scriptCommand\\(\\s*${quoted}|'npm',\\s*\\['run',\\s*(?:'--silent',\\s*)?${quoted}`).test(text);
}

describe('the table of npm scripts and the tests that run them', () => {
  it('has an entry for every script of package.json', () => {
    const missing = Object.keys(scripts).filter((name) => !(name in SCRIPT_TESTS));
    expect(
      missing.map(
        (name) =>
          `npm run ${name} has no entry in SCRIPT_TESTS (tests/fast/npm-scripts.test.ts): add the test that runs it`,
      ),
    ).toEqual([]);
  });

  it('has no entry for a script package.json no longer has', () => {
    expect(Object.keys(SCRIPT_TESTS).filter((name) => !(name in scripts))).toEqual([]);
  });

  it('names, for each script a test runs, a test file that runs that script’s own command', () => {
    const tested = Object.entries(SCRIPT_TESTS).flatMap(([name, proof]) =>
      typeof proof === 'object' && 'test' in proof ? [[name, proof.test, proof.call] as const] : [],
    );
    expect(tested.filter(([name, file, call]) => !runsScript(file, name, call))).toEqual([]);
  });

  it('has npm test run every script it says npm test runs', () => {
    const run = new Set<string>();
    const visit = (name: string) => {
      for (const script of scriptsRunBy(name)) {
        if (run.has(script)) continue;
        run.add(script);
        visit(script);
      }
    };
    visit('test');
    const byNpmTest = Object.keys(SCRIPT_TESTS).filter((name) => SCRIPT_TESTS[name] === 'npm test');
    expect(byNpmTest.filter((name) => !run.has(name))).toEqual([]);
  });

  it('has a script that only runs others run scripts that are each in the table, and nothing else', () => {
    for (const name of Object.keys(SCRIPT_TESTS).filter((script) => SCRIPT_TESTS[script] === 'scripts only')) {
      const steps = scriptSteps(name);
      expect(
        steps.every((step) => step.kind === 'script' || ['run-p', 'run-s'].includes(step.program)),
        name,
      ).toBe(true);
      expect(scriptsRunBy(name).length, name).toBeGreaterThan(0);
      for (const script of scriptsRunBy(name)) expect(SCRIPT_TESTS, `${name} runs ${script}`).toHaveProperty([script]);
    }
  });

  it('has each script that writes checked by the same command in its check mode', () => {
    for (const [name, proof] of Object.entries(SCRIPT_TESTS)) {
      if (typeof proof !== 'object' || !('checkMode' in proof)) continue;
      expect(scripts[name]?.replace(/--write\b/g, '--check')).toBe(scripts[proof.checkMode]);
      expect(SCRIPT_TESTS[proof.checkMode]).toBe('npm test');
    }
  });

  it('has CI run what it says CI runs', () => {
    const ci = readFileSync('.ci/run', 'utf8').split('\n');
    const workflow = readFileSync('.github/workflows/ci.yml', 'utf8');
    for (const name of Object.keys(SCRIPT_TESTS).filter((script) => SCRIPT_TESTS[script] === 'ci')) {
      const command = name === 'test' ? 'npm test' : `npm run ${name}`;
      expect(ci, '.ci/run').toContain(command);
      expect(workflow).toMatch(new RegExp(`^\\s+run: ${command}$`, 'm'));
    }
  });
});
