import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { picturesOf, sampleChecks, sampleReview, writeArtifact } from '../../../tests/support/review-artifact.ts';
import { ArtifactError, LIMITS, parseChecks, parseReview } from './artifact.ts';
import { readArtifact } from './read-artifact.ts';

describe('the artifact’s shapes', () => {
  it('take a review and checks as the tools write them', () => {
    expect(parseReview(JSON.stringify(sampleReview()))).toEqual(sampleReview());
    expect(parseChecks(JSON.stringify(sampleChecks()))).toEqual(sampleChecks());
  });

  it.each([
    [
      'a field of no shape',
      (r: Record<string, unknown>) => ({ ...r, extra: 1 }),
      'review.json.extra: expected no such field',
    ],
    [
      'a route with Markdown in it',
      (r: Record<string, unknown>) => ({ ...r, pages: [{ ...sampleReview().pages[0], route: '/x](https://evil)' }] }),
      'review.json.pages[0].route: expected a site path',
    ],
    [
      'a picture that is a path',
      (r: Record<string, unknown>) => ({
        ...r,
        pages: [{ ...sampleReview().pages[1], shots: [{ width: 390, after: '../../etc/passwd' }] }],
      }),
      'review.json.pages[0].shots[0].after: expected a picture file name',
    ],
    [
      'a text longer than the limit',
      (r: Record<string, unknown>) => ({ ...r, base: 'x'.repeat(LIMITS.text + 1) }),
      'review.json.base: expected a short string',
    ],
    [
      'another format',
      (r: Record<string, unknown>) => ({ ...r, format: 'content-review/9' }),
      'review.json.format: expected content-review/1',
    ],
  ])('refuse %s, naming the field', (_what, change, message) => {
    const review = change(sampleReview() as unknown as Record<string, unknown>);
    expect(() => parseReview(JSON.stringify(review))).toThrow(new ArtifactError('x', 'y').constructor);
    expect(() => parseReview(JSON.stringify(review))).toThrow(message);
  });
});

describe('readArtifact', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'artifact-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads each part and the pictures the review names, and nothing else', () => {
    writeArtifact(dir, {
      review: sampleReview(),
      checks: sampleChecks(),
      number: 12,
      pictures: [...picturesOf(sampleReview()), 'other.png'],
    });
    const artifact = readArtifact(dir);
    expect(artifact.refused).toEqual([]);
    expect(artifact.claimedNumber).toBe(12);
    expect([...artifact.pictures.keys()].sort()).toEqual(picturesOf(sampleReview()).sort());
  });

  it('refuses a part that is off, a link in place of a file, and a picture that is not a PNG, keeping the rest', () => {
    writeArtifact(dir, { review: sampleReview(), checks: '{"format":"content-checks/1"', number: '7; rm -rf /' });
    rmSync(path.join(dir, 'images', 'home-390-before-close.png'));
    symlinkSync('/etc/passwd', path.join(dir, 'images', 'home-390-before-close.png'));
    writeFileSync(path.join(dir, 'images', 'home-390-after-close.png'), '<svg onload="alert(1)"/>');
    const artifact = readArtifact(dir);
    expect(artifact.review).toEqual(sampleReview());
    expect(artifact.checks).toBeUndefined();
    expect(artifact.claimedNumber).toBeUndefined();
    expect(artifact.pictures.has('home-390-before-close.png')).toBe(false);
    expect(artifact.pictures.has('home-390-after-close.png')).toBe(false);
    expect(artifact.pictures.has('home-1280-after-close.png')).toBe(true);
    expect(artifact.refused).toEqual([
      expect.stringMatching(/^checks\.json: /),
      'images/home-390-after-close.png: home-390-after-close.png is not a PNG file',
      'images/home-390-before-close.png: home-390-before-close.png is not a regular file',
    ]);
  });

  it('reads an empty folder as a review that did not finish', () => {
    expect(readArtifact(path.join(dir, 'none'))).toEqual({ pictures: new Map(), refused: [] });
  });
});
