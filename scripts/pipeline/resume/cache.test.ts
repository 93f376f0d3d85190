/**
 * The resume cache: its key changes with everything the drawing reads, an entry gives back the very
 * PDF that was drawn, and a missing or broken entry is drawn again.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureContent } from '../../../tests/support/fixture-content.ts';
import type { PipelineIdentity } from '../caches/code-identity.ts';
import { rendererIdentity, resumeCache, resumeKey } from './cache.ts';
import type { RenderedResume, ResumeContent } from './render.ts';

const work = path.resolve('.tmp', 'resume-cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The test site's words as the key's data (read from its files as written, so typed more loosely than the
// checked content; the key only hashes them).
const { site, experience, projects, skills, talks } = fixtureContent() as unknown as ResumeContent;
const content: ResumeContent = { site, experience, projects, skills, talks };
const created = new Date('2026-07-01T12:00:00Z');
const renderer: PipelineIdentity = { packages: { 'node_modules/pdfkit': '0.17.2' }, code: 'abc', options: {} };

describe('resumeKey', () => {
  it('is the same for the same content, date and renderer', () => {
    expect(resumeKey(structuredClone(content), new Date(created), { ...renderer })).toBe(
      resumeKey(content, created, renderer),
    );
  });

  it('changes with anything the resume shows, the date, the URL the site is built for, and the renderer', () => {
    const key = resumeKey(content, created, renderer);
    const [job] = experience;
    const variants = [
      resumeKey({ ...content, site: { ...site, url: 'https://me.github.io/portfolio/' } }, created, renderer),
      resumeKey({ ...content, site: { ...site, role: `${site.role}!` } }, created, renderer),
      resumeKey({ ...content, skills: [...skills, 'Telemetry'] }, created, renderer),
      resumeKey({ ...content, projects: projects.slice(1) }, created, renderer),
      resumeKey(
        { ...content, experience: job ? [{ ...job, highlights: [...job.highlights, 'More.'] }] : [] },
        created,
        renderer,
      ),
      resumeKey(content, new Date('2026-07-02T12:00:00Z'), renderer),
      resumeKey(content, created, { ...renderer, code: 'abd' }),
      resumeKey(content, created, { ...renderer, packages: { 'node_modules/pdfkit': '0.17.3' } }),
      resumeKey(content, created, { ...renderer, options: { node: 'v24.0.0' } }),
    ];
    for (const variant of variants) expect(variant).not.toBe(key);
    expect(new Set(variants).size).toBe(variants.length);
  });
});

describe('rendererIdentity', () => {
  it('lists pdfkit and the packages below it, hashes the fonts, and names Node', () => {
    const identity = rendererIdentity();
    expect(identity.packages[path.join('node_modules', 'pdfkit')]).toMatch(/^\d+\.\d+\.\d+/);
    expect(identity.packages[path.join('node_modules', 'fontkit')]).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(identity.options.fonts as object)).toEqual([
      'DejaVuSansCondensed.ttf',
      'DejaVuSansCondensed-Bold.ttf',
    ]);
    expect(identity.options.node).toBe(process.version);
  });
});

describe('resumeCache', () => {
  /** A stand-in for pdfkit that counts its drawings: each one's bytes differ. */
  let drawn = 0;
  const draw = (): Promise<RenderedResume> => {
    drawn += 1;
    return Promise.resolve({ pdf: Buffer.from(`%PDF drawing ${String(drawn)}\n\u0000\u00ff`, 'latin1'), pages: 2 });
  };
  const cache = resumeCache(path.join(work, 'cache'), draw);

  it('draws a resume once, then gives back the same bytes and page count, leaving no temporary file', async () => {
    const first = await cache.resume(content, created);
    expect(first.fromCache).toBe(false);
    const again = await cache.resume(content, created);
    expect(again).toEqual({ resume: first.resume, fromCache: true });
    expect(again.resume.pdf.equals(first.resume.pdf)).toBe(true);
    expect(drawn).toBe(1);
    expect(readdirSync(cache.dir)).toHaveLength(1);
  });

  it('draws again for other content', async () => {
    const other = await cache.resume({ ...content, skills: ['Telemetry'] }, created);
    expect(other.fromCache).toBe(false);
    expect(drawn).toBe(2);
  });

  it('draws again, and mends the entry, when the entry is not whole', async () => {
    for (const name of readdirSync(cache.dir)) writeFileSync(path.join(cache.dir, name), '{"format":1,"key":');
    const mended = await cache.resume(content, created);
    expect(mended.fromCache).toBe(false);
    expect(drawn).toBe(3);
    expect((await cache.resume(content, created)).fromCache).toBe(true);
  });
});
