/**
 * The test site, built once and shared: the dist and browser layers test `tests/fixtures/content`
 * built by the real `npm run build`, never the owner's `content/`. A build is reused while nothing it
 * is made from has changed (a stamp of the app, the build's code and the fixture), so running one test
 * file, or both layers, builds at most once; a lock keeps two processes from building at the same time.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteAddress, type SiteAddress } from '../../scripts/pipeline/content/site-url.ts';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { runBuild } from './build.ts';
import { largeContent } from './large-site.ts';

/** The test site's content: a person, projects, jobs, skills and posts of its own. */
export const FIXTURE_CONTENT = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'content');

/** Where the shared builds live (`.tmp/` is ignored by git). */
const BUILDS_DIR = path.join(PROJECT_ROOT, '.tmp', 'fixture-site');

/**
 * The moment the shared builds are made at (their SOURCE_DATE_EPOCH, the build's clock): the test sites'
 * posts still to come are so on any day the tests run, and a post dated the day after it in its site's
 * time zone stays scheduled.
 */
export const FIXTURE_NOW = new Date('2026-11-20T12:00:00Z');

/** FIXTURE_NOW as SOURCE_DATE_EPOCH: seconds since 1970. */
export const FIXTURE_EPOCH = String(FIXTURE_NOW.getTime() / 1000);

/** The site URL the sub-path build is made for: a GitHub Pages project site. */
export const SUBPATH_SITE_URL = 'https://fixture.example.org/portfolio/';

/**
 * More test sites, shaped unlike the first: another owner's (a sub-path URL, one job, no gallery), one
 * with no posts and no jobs, and an owner who uses what the others do not (profile links of five kinds,
 * pages of her own, talks and featured posts in an order of her own, her colour, analytics, a resume
 * limit).
 */
export const OTHER_SITES = {
  'data-engineer': path.join(PROJECT_ROOT, 'tests', 'fixtures', 'data-engineer'),
  'no-blog': path.join(PROJECT_ROOT, 'tests', 'fixtures', 'no-blog'),
  'firmware-security': path.join(PROJECT_ROOT, 'tests', 'fixtures', 'firmware-security'),
} as const;

/**
 * The builds: the test site at the domain's root (its own `url`) and under `/portfolio/`, and the other
 * test sites at their own URLs.
 */
export type FixtureVariant = 'root' | 'subpath' | 'large' | keyof typeof OTHER_SITES;

/** The builds the dist and browser layers share, made by their global setup in this order. */
export const SHARED_VARIANTS: readonly FixtureVariant[] = [
  'root',
  'subpath',
  'data-engineer',
  'no-blog',
  'firmware-security',
  'large',
];

/** The content folder a variant is built from (the large site's is made here; see large-site.ts). */
export function fixtureContentDir(variant: FixtureVariant): string {
  if (variant === 'large') return largeContent();
  return variant === 'root' || variant === 'subpath' ? FIXTURE_CONTENT : OTHER_SITES[variant];
}

/**
 * The site `variant` is built for: its URL and base path, worked out once by the build's own rule and
 * passed to its build (SITE_URL) and to the tests that read it.
 */
export function fixtureSite(variant: FixtureVariant = 'root'): SiteAddress {
  return siteAddress(fixtureContentDir(variant), variant === 'subpath' ? SUBPATH_SITE_URL : undefined);
}

/** A finished build of the test site. */
export interface FixtureBuild {
  /** The built site (what `dist/` is for a real build). */
  dir: string;
  /** The base path it was built for: "/", "/portfolio/"… */
  base: string;
  /** What the build printed, without colours. */
  log: string;
  /** What of it went to stderr: the build's warnings. */
  stderr: string;
}

/** The built site of `variant`, where tests find it once `fixtureBuild` has run (the layers' global setup runs it). */
export function fixtureDist(variant: FixtureVariant = 'root'): string {
  return path.join(BUILDS_DIR, variant, 'dist');
}

/** What every build is made from besides its content: the app, the build's code and the public folder. */
const INPUTS = ['src', 'scripts/pipeline', 'public', 'index.html', 'package-lock.json'];

/**
 * A stamp of every input file's path, size and modification time, and of the last commit that touched
 * the content (post dates and the resume's date come from it).
 */
function inputStamp(contentDir: string): string {
  const hash = createHash('sha256');
  const commit = spawnSync('git', ['log', '-1', '--format=%H %ct', '--', contentDir], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  hash.update(`${commit.stdout}\n${FIXTURE_EPOCH}\n`);
  const visit = (entry: string) => {
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) visit(path.join(entry, name));
      return;
    }
    hash.update(`${entry}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const input of [...INPUTS.map((file) => path.join(PROJECT_ROOT, file)), contentDir])
    if (existsSync(input)) visit(input);
  return hash.digest('hex');
}

/** Waits for the lock folder `dir`; a lock older than five minutes was left by a killed process. */
async function lock(dir: string): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      if (existsSync(dir) && Date.now() - statSync(dir).mtimeMs > 5 * 60_000)
        rmSync(dir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The build of the test site for `variant`, made now unless an up-to-date one exists. */
export async function fixtureBuild(variant: FixtureVariant = 'root'): Promise<FixtureBuild> {
  const folder = path.join(BUILDS_DIR, variant);
  const dir = fixtureDist(variant);
  const contentDir = fixtureContentDir(variant);
  const { url, base } = fixtureSite(variant);
  mkdirSync(BUILDS_DIR, { recursive: true });
  const release = await lock(path.join(BUILDS_DIR, `${variant}.lock`));
  try {
    const stamp = inputStamp(contentDir);
    const stampFile = path.join(folder, 'stamp');
    const logFile = path.join(folder, 'build.log');
    const stderrFile = path.join(folder, 'build.stderr');
    if (
      existsSync(stampFile) &&
      readFileSync(stampFile, 'utf8') === stamp &&
      existsSync(stderrFile) &&
      existsSync(path.join(dir, 'index.html'))
    ) {
      return { dir, base, log: readFileSync(logFile, 'utf8'), stderr: readFileSync(stderrFile, 'utf8') };
    }
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const { code, log, stderr } = await runBuild({
      CONTENT_DIR: contentDir,
      OUT_DIR: dir,
      SITE_URL: url,
      SOURCE_DATE_EPOCH: FIXTURE_EPOCH,
    });
    if (code !== 0) throw new Error(`The test site's build failed (exit ${String(code)}):\n${log}`);
    writeFileSync(logFile, log);
    writeFileSync(stderrFile, stderr);
    writeFileSync(stampFile, stamp);
    return { dir, base, log, stderr };
  } finally {
    release();
  }
}
