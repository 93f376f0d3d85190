/**
 * Every GitHub Actions workflow in .github/workflows/ is valid against the workflow schema
 * (@action-validator/core, the schema GitHub's editor uses), and every workflow that tests or builds
 * the site checks out the whole history, which post dates come from. New workflow files are picked
 * up without changing this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dir = path.resolve('.github/workflows');
const workflows = readdirSync(dir)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

/** The schema errors for a workflow's text, one readable line each. */
function schemaErrors(source: string): string[] {
  return validateWorkflow(source).errors.map(
    (e) => `${'path' in e ? e.path : ''} ${e.title}${e.detail ? `: ${e.detail}` : ''}`,
  );
}

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
type Workflow = {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string };
  jobs: Record<
    string,
    {
      steps?: (Step & { id?: string })[];
      uses?: string;
      with?: Record<string, unknown>;
      needs?: string;
      if?: string;
      permissions?: Record<string, string>;
      outputs?: Record<string, string>;
    }
  >;
};
const workflow = (file: string) => parse(read(file)) as Workflow;
const steps = (file: string) => Object.values((parse(read(file)) as Workflow).jobs).flatMap((job) => job.steps ?? []);

describe('GitHub Actions workflows', () => {
  it('include the deploy, daily, publish and CI workflows', () => {
    expect(workflows).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml', 'daily.yml', 'publish.yml']));
  });

  it.each(workflows)('%s is valid against the workflow schema', (file) => {
    expect(schemaErrors(read(file))).toEqual([]);
  });

  it('the validator rejects a broken workflow: a misspelt key, a wrong type, bad YAML', () => {
    const valid =
      'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n';
    expect(schemaErrors(valid)).toEqual([]);
    expect(schemaErrors(valid.replace('runs-on', 'runs-onn'))).not.toEqual([]);
    expect(schemaErrors(`${valid}        with: 3\n`)).not.toEqual([]);
    expect(schemaErrors('on: [push\n')).not.toEqual([]);
  });

  it.each(workflows)('%s checks out the whole history if it tests or builds the site', (file) => {
    const all = steps(file);
    if (!all.some((step) => /\bnpm (test|run (build|review))\b/.test(step.run ?? ''))) return;
    const checkouts = all.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const checkout of checkouts) expect(checkout.with?.['fetch-depth'], file).toBe(0);
    const node = all.find((step) => step.uses?.startsWith('actions/setup-node@'));
    // The current long-term-support line; this project's own CI (.ci/run) runs it on Node 20.
    expect(node?.with, file).toMatchObject({ 'node-version': 24, cache: 'npm' });
  });

  it('publish.yml runs every test when code changed, guards renames, builds for the Pages URL, checks the site and publishes dist/', () => {
    const all = steps('publish.yml');
    expect(Object.keys(workflow('publish.yml').on)).toEqual(['workflow_call']);
    const uses = all.map((step) => step.uses).filter((u) => u !== undefined);
    expect(uses).toEqual(
      expect.arrayContaining([
        'actions/configure-pages@v5',
        'actions/upload-pages-artifact@v3',
        'actions/deploy-pages@v4',
      ]),
    );
    const runs = all.map((step) => step.run).filter((r) => r !== undefined);
    expect(runs).toEqual([
      'npm ci',
      'npm run --silent deploy:last >> "$GITHUB_OUTPUT"',
      'npm run --silent deploy:scope -- "$BEFORE" "$AFTER" >> "$GITHUB_OUTPUT"',
      'npm test',
      'npm run check:content -- --since "$DEPLOYED"',
      'npm run build',
      'npm run check:site',
    ]);
    // The run is compared with the commit deployed last, through the environment, never pasted into the shell.
    const deployed = all.find((step) => step.run?.includes('deploy:last')) as Step & { id?: string };
    const scope = all.find((step) => step.run?.includes('deploy:scope')) as Step & { id?: string };
    const since = `\${{ steps.${deployed.id ?? ''}.outputs.commit }}`;
    // What is published: the commit a caller names (the daily run's replies), else the run's own.
    const published = '${{ inputs.ref || github.sha }}';
    expect(scope.env).toEqual({ BEFORE: since, AFTER: published });
    expect(all.find((step) => step.uses?.startsWith('actions/checkout@'))?.with?.ref).toBe('${{ inputs.ref }}');
    expect(workflow('publish.yml').on.workflow_call).toMatchObject({
      inputs: { ref: { type: 'string', default: '' } },
    });
    const guard = all.find((step) => step.run?.includes('--since'));
    expect(guard).toMatchObject({ env: { DEPLOYED: since }, if: `steps.${deployed.id ?? ''}.outputs.commit != ''` });
    // The tests are skipped only when nothing but content/ changed since that deploy, or nothing at all.
    expect(all.find((step) => step.run === 'npm test')).toMatchObject({
      if: `inputs.every-test || (steps.${deployed.id ?? ''}.outputs.commit != (inputs.ref || github.sha) && steps.${scope.id ?? ''}.outputs.content-only != 'true')`,
    });
    // Every command is an npm script, so a machine without GitHub runs the same steps.
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);
    for (const run of runs.filter((r) => r.startsWith('npm run'))) {
      expect(scripts).toContain(/^npm run (?:--silent )?([\w:-]+)/.exec(run)?.[1]);
    }
    expect(all.find((step) => step.run === 'npm run build')?.env).toEqual({
      SITE_URL: '${{ steps.pages.outputs.base_url }}/',
    });
    expect(all.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'dist' });
  });

  it.each(['deploy.yml', 'daily.yml'])(
    '%s publishes with publish.yml, with the permissions it needs, one run at a time',
    (file) => {
      const { jobs, permissions, concurrency } = workflow(file);
      const called = Object.values(jobs).flatMap((job) => (job.uses === undefined ? [] : [job.uses]));
      expect(called).toEqual(['./.github/workflows/publish.yml']);
      expect(permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write', deployments: 'read' });
      expect(concurrency?.group).toBe('pages');
    },
  );

  it('deploy.yml publishes each push to main, and runs every test when run by hand', () => {
    const { on, jobs } = workflow('deploy.yml');
    expect(on.push).toEqual({ branches: ['main'] });
    expect(Object.keys(on)).toContain('workflow_dispatch');
    expect(jobs.publish?.with).toEqual({ 'every-test': "${{ github.event_name == 'workflow_dispatch' }}" });
  });

  it('daily.yml publishes once a day, at a fixed minute, and by hand', () => {
    const { on, jobs } = workflow('daily.yml');
    const schedule = on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    const [minute, hour, ...rest] = (schedule[0]?.cron ?? '').split(' ');
    // Once a day: one minute of one hour, every day of every month.
    expect(Number(minute)).toBeGreaterThanOrEqual(0);
    expect(Number(minute)).toBeLessThan(60);
    expect(Number(hour)).toBeGreaterThanOrEqual(0);
    expect(Number(hour)).toBeLessThan(24);
    expect(rest).toEqual(['*', '*', '*']);
    expect(Object.keys(on)).toContain('workflow_dispatch');
    // Its deploy step is the same as a push's: publish.yml, which builds, checks and deploys to Pages.
    expect(jobs.publish?.uses).toBe('./.github/workflows/publish.yml');
    const published = steps('publish.yml').map((step) => step.uses ?? step.run);
    expect(published).toEqual(expect.arrayContaining(['npm run build', 'actions/deploy-pages@v4']));
  });

  describe('daily.yml’s replies', () => {
    const { jobs } = workflow('daily.yml');
    const importing = jobs.replies?.steps ?? [];
    const replies = importing.find((step) => step.run === 'npm run replies');
    const commit = importing.find((step) => step.run?.includes('git commit'));

    it('imports the replies with npm run replies, webmention.io’s token from a secret', () => {
      expect(importing.map((step) => step.run).filter((run) => run !== undefined)[0]).toBe('npm ci');
      expect(replies).toMatchObject({ env: { WEBMENTION_IO_TOKEN: '${{ secrets.WEBMENTION_IO_TOKEN }}' } });
      expect(replies?.id).toBeTruthy();
      const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);
      expect(scripts).toContain('replies');
    });

    it('commits changed replies, or with moderate: true opens a pull request, by the outputs npm run replies writes', () => {
      const outputs = `steps.${replies?.id ?? ''}.outputs`;
      expect(commit?.if).toBe(`${outputs}.changed == 'true'`);
      expect(commit?.env).toMatchObject({ MODERATE: `\${{ ${outputs}.moderate }}`, BRANCH: '${{ github.ref_name }}' });
      expect(commit?.run).toContain('git add --all content/replies');
      expect(commit?.run).toContain('gh pr create');
      expect(commit?.run).toContain('git push origin "HEAD:$BRANCH"');
      expect(commit?.run).toContain('echo "ref=$(git rev-parse HEAD)" >> "$GITHUB_OUTPUT"');
      expect(jobs.replies?.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
      expect(jobs.replies?.outputs).toEqual({ ref: `\${{ steps.${commit?.id ?? ''}.outputs.ref }}` });
      // The tool writes those outputs: its module names them.
      const cli = readFileSync('scripts/tools/replies/cli.ts', 'utf8');
      expect(cli).toContain('changed=${');
      expect(cli).toContain('moderate=${');
    });

    it('publishes after the import, with the commit it made, and whatever the import did', () => {
      expect(jobs.publish).toMatchObject({
        needs: 'replies',
        if: '${{ !cancelled() }}',
        with: { ref: '${{ needs.replies.outputs.ref }}' },
      });
    });
  });

  it('ci.yml runs every test only when code changed, then builds the owner’s content and checks the site', () => {
    const all = steps('ci.yml');
    const runs = all.map((step) => step.run).filter((r) => r !== undefined);
    // The same scope step as deploy.yml, so a content-only change gets the same gate before it merges.
    expect(runs).toEqual([
      'npm ci',
      'npm run --silent deploy:scope -- "$BEFORE" "$GITHUB_SHA" >> "$GITHUB_OUTPUT"',
      'npm test',
      'npm run check:content -- --since "$BEFORE"',
      'npm run build',
      'npm run check:site',
    ]);
    const scope = all.find((step) => step.run?.includes('deploy:scope')) as Step & { id?: string };
    // The rename guard compares with the same commit as the scope: the pull request's base, or the push's before.
    expect(all.find((step) => step.run?.includes('--since'))?.env).toEqual(scope.env);
    // A pull request is compared with its base branch, a push with the commit before it; both through the
    // environment, never pasted into the shell.
    expect(scope.env).toEqual({ BEFORE: '${{ github.event.pull_request.base.sha || github.event.before }}' });
    expect(all.find((step) => step.run === 'npm test')).toMatchObject({
      if: `steps.${scope.id ?? ''}.outputs.content-only != 'true'`,
    });
    for (const gate of ['npm run build', 'npm run check:site']) {
      expect(all.find((step) => step.run === gate)?.if, gate).toBeUndefined();
    }
    const on = (parse(read('ci.yml')) as { on: Record<string, unknown> }).on;
    expect(Object.keys(on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
  });

  it('review.yml reviews every pull request that touches content/ and leaves its findings in one artifact', () => {
    const { on } = workflow('review.yml');
    expect(Object.keys(on)).toEqual(['pull_request']);
    expect((on.pull_request as { paths?: string[] }).paths).toEqual(['content/**']);
    const runs = steps('review.yml').map((step) => step.run ?? '');
    expect(runs).toContain('npm run review -- "origin/$BASE_REF"');
    expect(runs).toContain('npm run check:changes -- "origin/$BASE_REF" --json review/checks.json');
    expect(runs).toContain('mkdir -p review && printf \'%s\\n\' "$NUMBER" > review/pull-request');
    expect(runs.some((run) => run.includes('review/summary.md') && run.includes('$GITHUB_STEP_SUMMARY'))).toBe(true);
    const upload = steps('review.yml').find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload).toMatchObject({ if: 'always()', with: { name: 'content-review', path: 'review/' } });
    // Every command is an npm script, so a machine without GitHub runs the same steps.
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);
    for (const run of runs.filter((r) => r.startsWith('npm run')))
      expect(scripts).toContain(/^npm run (?:--silent )?([\w:-]+)/.exec(run)?.[1]);
  });

  it('review.yml, which runs the pull request’s code, can write nothing and leaves no token behind', () => {
    const { permissions, jobs } = workflow('review.yml');
    expect(permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(jobs)) expect((job as { permissions?: unknown }).permissions).toBeUndefined();
    expect(read('review.yml')).not.toMatch(/pull_request_target|secrets\./);
    for (const checkout of steps('review.yml').filter((step) => step.uses?.startsWith('actions/checkout@')))
      expect(checkout.with?.['persist-credentials']).toBe(false);
  });

  describe('review-comment.yml, which holds a write token', () => {
    const comment = workflow('review-comment.yml');
    const jobs = comment.jobs as Record<string, { if?: string; permissions?: Record<string, string>; steps?: Step[] }>;
    const all = Object.values(jobs).flatMap((job) => job.steps ?? []);

    it('runs after each review run, and when a pull request closes', () => {
      expect(comment.on).toEqual({
        workflow_run: { workflows: [(parse(read('review.yml')) as { name: string }).name], types: ['completed'] },
        pull_request_target: { types: ['closed'] },
      });
      expect(jobs.comment?.if).toBe(
        "github.event_name == 'workflow_run' && github.event.workflow_run.event == 'pull_request'",
      );
      expect(jobs.pictures?.if).toBe("github.event_name == 'pull_request_target'");
    });

    it('may write exactly what it writes: the comment and the pictures’ branch, after reading the artifact', () => {
      expect(comment.permissions).toEqual({});
      expect(jobs.comment?.permissions).toEqual({ actions: 'read', contents: 'write', 'pull-requests': 'write' });
      expect(jobs.pictures?.permissions).toEqual({ contents: 'write' });
    });

    it('checks out only the default branch, with no token left behind, and never the pull request’s head', () => {
      const checkouts = all.filter((step) => step.uses?.startsWith('actions/checkout@'));
      expect(checkouts).toHaveLength(Object.keys(jobs).length);
      for (const checkout of checkouts) {
        expect(checkout.with).toEqual({
          ref: '${{ github.event.repository.default_branch }}',
          'persist-credentials': false,
          'sparse-checkout': 'scripts/tools/pr-comment',
        });
      }
      // Nothing names the pull request's code: its head commit or branch as a ref, or its repository.
      const text = read('review-comment.yml');
      expect(text).not.toMatch(/ref:\s*\$\{\{[^}]*(head|pull_request|workflow_run)/);
      expect(text).not.toMatch(/repository:\s*\$\{\{/);
    });

    it('runs no npm, no shell command and no action but checkout, the artifact’s download and github-script', () => {
      for (const step of all) {
        expect(step.run, JSON.stringify(step)).toBeUndefined();
        expect(step.uses).toMatch(/^actions\/(checkout|download-artifact|github-script)@v\d+$/);
      }
      const scripts = all.map((step) => step.with?.script).filter((s): s is string => typeof s === 'string');
      expect(scripts).toHaveLength(2);
      for (const script of scripts) {
        expect(script).not.toMatch(/\bnpm\b|\bnpx\b|\bexec\b|child_process|require\(/);
        expect(script).toMatch(/import\(`\$\{process\.env\.GITHUB_WORKSPACE\}\/scripts\/tools\/pr-comment\/run\.ts`\)/);
      }
    });

    it('downloads only the review run’s artifact, outside the checkout', () => {
      const download = all.find((step) => step.uses?.startsWith('actions/download-artifact@'));
      expect(download?.with).toEqual({
        name: 'content-review',
        'run-id': '${{ github.event.workflow_run.id }}',
        'github-token': '${{ github.token }}',
        path: '${{ runner.temp }}/content-review',
      });
    });
  });
});
