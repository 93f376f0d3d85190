/**
 * Runs one actions/github-script step of a workflow in this Node process, as the runner runs it: the
 * step's script text, read from the workflow, as the body of an async function of github-script's
 * arguments, with its `env`'s values from this process's environment. `github` is @octokit/rest's client
 * of the API at GITHUB_API_URL (a test's stand-in). For tests that need the step in a process of its own.
 *
 * usage: node tests/support/run-github-script.ts <workflow file> <job> <event name> <payload file>
 */
import { readFileSync } from 'node:fs';
import { Octokit } from '@octokit/rest';
import { parse } from 'yaml';

const [file, job, eventName, payloadFile] = process.argv.slice(2);
if (!file || !job || !eventName || !payloadFile)
  throw new Error('usage: run-github-script.ts <workflow> <job> <event> <payload>');
const workflow = parse(readFileSync(file, 'utf8')) as {
  jobs: Record<string, { steps: { uses?: string; with?: { script?: string } }[] }>;
};
const script = workflow.jobs[job]?.steps.find((s) => s.uses?.startsWith('actions/github-script@'))?.with?.script;
if (script === undefined) throw new Error(`${file} has no github-script step in ${job}`);
const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
const context = {
  repo: { owner, repo },
  serverUrl: 'https://github.com',
  eventName,
  payload: JSON.parse(readFileSync(payloadFile, 'utf8')) as Record<string, unknown>,
};
const github = new Octokit({
  auth: process.env.GITHUB_TOKEN ?? '',
  baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
});
const core = {
  info: (message: string) => console.log(message),
  warning: (message: string) => console.log(`::warning::${message}`),
};
// The constructor of async functions, as github-script makes its script one.
const AsyncFunction = (async () => {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<unknown>;
const refuse = () => {
  throw new Error('the step may not use this');
};
await new AsyncFunction('require', 'github', 'context', 'core', 'exec', 'glob', 'io', 'fetch', script)(
  refuse,
  github,
  context,
  core,
  refuse,
  refuse,
  refuse,
  refuse,
);
