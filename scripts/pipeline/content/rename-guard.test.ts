import { describe, expect, it } from 'vitest';
import { formatRenameFindings, renameFindings, revisionPages } from './rename-guard.ts';

const now = new Date('2026-11-28T12:00:00Z');

/** A revision of `files` (path → text), read as the guard reads one. */
const revision = (files: Record<string, string>) => revisionPages(Object.keys(files), (f) => files[f] ?? '', now);
const post = (title: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: D.\ndate: 2026-01-01\n${extra}---\n\n${body}\n`;

const before = revision({
  'site.md': '---\nname: Me\nremoved: [/blog/gone]\n---\n',
  'blog/karl.mdx': post('Karl the rover', 'Six wheels and a lidar on a ROS 2 stack.'),
  'blog/arm.mdx': post(
    'An arm',
    'A robot arm with four joints, driven by steppers over CAN, and a gripper that closes on a camera cue.',
  ),
  'blog/old-note.mdx': post('Old note', 'Nothing like any page now.'),
  'blog/draft.mdx': post('Draft', 'Not published.', 'draft: true\n'),
  'blog/future.mdx': post('Future', 'Not yet.', '').replace('2026-01-01', '2099-01-01'),
  'pages/uses.md': '---\ntitle: Uses\ndescription: D.\naliases: [/setup]\n---\n\nA scope.\n',
  'projects/card.md': '---\ntitle: A card\n---\n',
});

describe('the rename guard', () => {
  it('reads the pages a revision makes: no draft, post to come or card, and every path that leads somewhere', () => {
    expect(before.pages.map((p) => p.path).sort()).toEqual(['/blog/arm', '/blog/karl', '/blog/old-note', '/uses']);
    expect([...before.paths].sort()).toEqual([
      '/blog/arm',
      '/blog/gone',
      '/blog/karl',
      '/blog/old-note',
      '/setup',
      '/uses',
    ]);
  });
});

describe('the rename guard’s findings', () => {
  it('finds each page that leads nowhere now, with the page that replaced it and the aliases line to write', () => {
    const after = revision({
      'site.md': '---\nname: Me\n---\n',
      'blog/karl-rover.mdx': post(
        'Karl the rover',
        'Six wheels, a lidar and a new arm on a ROS 2 stack.',
        'aliases: [/notes/karl]\n',
      ),
      'blog/robot-arm.mdx': post(
        'A robot arm',
        'A robot arm with four joints, driven by steppers over CAN, and a gripper that closes on a camera cue.',
      ),
      'blog/old-note.mdx': post('Old note', 'Nothing like any page now.'),
      'pages/kit.md': '---\ntitle: Kit\ndescription: D.\n---\n\nA scope.\n',
    });
    const findings = renameFindings(before, after, 'content/');
    expect(findings).toEqual([
      {
        path: '/blog/arm',
        was: 'blog/arm.mdx',
        replacement: {
          file: 'content/blog/robot-arm.mdx',
          path: '/blog/robot-arm',
          why: 'same body',
          aliasesLine: 'aliases: [/blog/arm]',
          line: undefined,
        },
      },
      { path: '/blog/gone', was: 'site.md' },
      {
        path: '/blog/karl',
        was: 'blog/karl.mdx',
        replacement: {
          file: 'content/blog/karl-rover.mdx',
          path: '/blog/karl-rover',
          why: 'same title',
          aliasesLine: 'aliases: [/notes/karl, /blog/karl]',
          line: 5,
        },
      },
      { path: '/setup', was: 'pages/uses.md' },
      {
        path: '/uses',
        was: 'pages/uses.md',
        replacement: {
          file: 'content/pages/kit.md',
          path: '/kit',
          why: 'same body',
          aliasesLine: 'aliases: [/uses]',
          line: undefined,
        },
      },
    ]);
    const printed = formatRenameFindings({ since: 'main', commit: 'abcdef0123', findings });
    expect(printed[0]).toBe('Rename guard: 5 pages at main (abcdef0) lead nowhere now:');
    expect(printed).toContain(
      '/blog/karl (content/blog/karl.mdx at main): write aliases: [/notes/karl, /blog/karl] in content/blog/karl-rover.mdx (same title, replacing line 5), or, if it is gone on purpose, removed: [/blog/karl] in content/site.md',
    );
    expect(printed).toContain(
      '/blog/gone (content/site.md at main): write aliases: [/blog/gone] on the page that replaced it, or, if it is gone on purpose, removed: [/blog/gone] in content/site.md',
    );
  });

  it('takes a page whose body is much the same, and leaves one it cannot match without a replacement', () => {
    const after = revision({
      'blog/arm-v2.mdx': post(
        'Arm, second build',
        'A robot arm with four joints, driven by steppers over CAN, and a gripper that closes on a cue.',
      ),
    });
    const [arm] = renameFindings(
      revision({
        'blog/arm.mdx': before.pages.length
          ? post(
              'An arm',
              'A robot arm with four joints, driven by steppers over CAN, and a gripper that closes on a camera cue.',
            )
          : '',
      }),
      after,
      'content/',
    );
    expect(arm?.replacement?.why).toBe('much the same body');
    const [note] = renameFindings(
      revision({ 'blog/old-note.mdx': post('Old note', 'Nothing like any page now.') }),
      after,
      'content/',
    );
    expect(note?.replacement).toBeUndefined();
  });

  it('passes when every page leads somewhere, and says so', () => {
    expect(renameFindings(before, before, 'content/')).toEqual([]);
    expect(formatRenameFindings({ since: 'HEAD~1', commit: '0123456789', findings: [] })).toEqual([
      'Rename guard: every page at HEAD~1 (0123456) still has a page, an alias or a removal.',
    ]);
  });
});
