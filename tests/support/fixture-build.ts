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
import { runBuild } from './build.ts';

/** The test site's content: a person, projects, jobs, skills and posts of its own. */
export const FIXTURE_CONTENT = path.resolve('tests', 'fixtures', 'content');

/** Where the shared builds live (`.tmp/` is ignored by git). */
const BUILDS_DIR = path.resolve('.tmp', 'fixture-site');

/** The site URL the sub-path build is made for: a GitHub Pages project site. */
export const SUBPATH_SITE_URL = 'https://fixture.example.org/portfolio/';

/** The two builds: at the domain's root (the fixture's own `url`), and under `/portfolio/`. */
export type FixtureVariant = 'root' | 'subpath';

/** A finished build of the test site. */
export interface FixtureBuild {
  /** The built site (what `dist/` is for a real build). */
  dir: string;
  /** The base path it was built for: "/" or "/portfolio/". */
  base: string;
  /** What the build printed, without colours. */
  log: string;
}

/** The built site of `variant`, where tests find it once `fixtureBuild` has run (the layers' global setup runs it). */
export function fixtureDist(variant: FixtureVariant = 'root'): string {
  return path.join(BUILDS_DIR, variant, 'dist');
}

/** What a build is made from: the app, the build's code, the public folder and the fixture content. */
const INPUTS = ['src', 'scripts/build', 'public', 'tests/fixtures/content', 'index.html', 'package-lock.json'];

/**
 * A stamp of every input file's path, size and modification time, and of the last commit that touched
 * the fixture (post dates and the resume's date come from it).
 */
function inputStamp(): string {
  const hash = createHash('sha256');
  const commit = spawnSync('git', ['log', '-1', '--format=%H %ct', '--', FIXTURE_CONTENT], { encoding: 'utf8' });
  hash.update(`${commit.stdout}\n`);
  const visit = (entry: string) => {
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) visit(path.join(entry, name));
      return;
    }
    hash.update(`${entry}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const input of INPUTS) if (existsSync(input)) visit(path.resolve(input));
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
  const base = variant === 'root' ? '/' : new URL(SUBPATH_SITE_URL).pathname;
  mkdirSync(BUILDS_DIR, { recursive: true });
  const release = await lock(path.join(BUILDS_DIR, `${variant}.lock`));
  try {
    const stamp = inputStamp();
    const stampFile = path.join(folder, 'stamp');
    const logFile = path.join(folder, 'build.log');
    if (
      existsSync(stampFile) &&
      readFileSync(stampFile, 'utf8') === stamp &&
      existsSync(path.join(dir, 'index.html'))
    ) {
      return { dir, base, log: readFileSync(logFile, 'utf8') };
    }
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const { code, log } = await runBuild({
      CONTENT_DIR: FIXTURE_CONTENT,
      OUT_DIR: dir,
      SITE_URL: variant === 'root' ? '' : SUBPATH_SITE_URL,
    });
    if (code !== 0) throw new Error(`The test site's build failed (exit ${String(code)}):\n${log}`);
    writeFileSync(logFile, log);
    writeFileSync(stampFile, stamp);
    return { dir, base, log };
  } finally {
    release();
  }
}
