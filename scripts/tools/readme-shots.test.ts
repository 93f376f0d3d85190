import { describe, expect, it } from 'vitest';
import { readmeShots } from './readme-shots.ts';

describe('readmeShots', () => {
  it('takes the post picture of the longest post', () => {
    const { shots, note } = readmeShots({ home: '/', posts: ['/notes/long', '/notes/short'] });
    expect(note).toBeUndefined();
    expect(shots.map((s) => `${s.name} ${s.route}`)).toEqual([
      'home-1280-light /',
      'home-1280-dark /',
      'home-390-light /',
      'post-390-dark /notes/long',
    ]);
  });

  it('says in one line why a site without posts has no post picture', () => {
    const { shots, note } = readmeShots({ home: '/', posts: [] });
    expect(shots.map((s) => s.name)).toEqual(['home-1280-light', 'home-1280-dark', 'home-390-light']);
    expect(note).toBe('the site has no posts, so the README picture of a post is not taken');
  });
});
