import { describe, expect, it } from 'vitest';
import { countWords, plainExcerpt, wordDiff } from './words.ts';

const plain = (before: string, after: string) => wordDiff(before, after).excerpts.map((e) => plainExcerpt(e));

describe('wordDiff', () => {
  it('shows a one-word edit as that word, in its sentence only', () => {
    const before = 'First sentence here. The rover weighs 23 kg with the battery. Last one.';
    const after = 'First sentence here. The rover weighs 25 kg with the battery. Last one.';
    expect(wordDiff(before, after)).toMatchObject({ added: 1, removed: 1 });
    expect(plain(before, after)).toEqual(['The rover weighs [-23-]{+25+} kg with the battery.']);
  });

  it('cuts long unchanged context to ten words on each side', () => {
    const lead = 'one two three four five six seven eight nine ten eleven twelve';
    const tail = 'a b c d e f g h i j k l';
    expect(plain(`${lead} old ${tail}`, `${lead} new ${tail}`)).toEqual([
      '…three four five six seven eight nine ten eleven twelve [-old-]{+new+} a b c d e f g h i j…',
    ]);
  });

  it('cuts the unchanged middle between two changes of one sentence', () => {
    const middle = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    const [excerpt] = plain(`A ${middle} B`, `X ${middle} Y`);
    expect(excerpt).toBe(
      '[-A-]{+X+} w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 … w20 w21 w22 w23 w24 w25 w26 w27 w28 w29 [-B-]{+Y+}',
    );
  });

  it('treats each line as its own sentence', () => {
    expect(plain('Alpha beta\nGamma delta', 'Alpha beta\nGamma epsilon')).toEqual(['Gamma [-delta-]{+epsilon+}']);
  });

  it('finds nothing when the texts are equal', () => {
    expect(wordDiff('Same text.', 'Same text.')).toEqual({ added: 0, removed: 0, excerpts: [] });
  });
});

describe('countWords', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('  two words ')).toBe(2);
    expect(countWords('')).toBe(0);
  });
});

describe('wordDiff on lines of tags', () => {
  it('shows a replaced or added tag after the line before it', () => {
    expect(plain('ROS 2\nSTM32\nLiDAR\nPython', 'ROS 2\nSTM32\nZephyr\nPython')).toEqual([
      'STM32 / [-LiDAR-]{+Zephyr+}',
    ]);
    expect(
      plain(
        'Signal processing\nPython test automation\nContact',
        'Signal processing\nPython test automation\nRust\nContact',
      ),
    ).toEqual(['Python test automation / {+Rust+}']);
  });
});
