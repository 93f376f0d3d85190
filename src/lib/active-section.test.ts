import { describe, expect, it } from 'vitest';
import { activeSectionIndex, landingLine } from './active-section.ts';

describe('activeSectionIndex', () => {
  it('is -1 while every heading is below the line', () => {
    expect(activeSectionIndex([300, 900, 1500], 125)).toBe(-1);
  });

  it('picks the last heading that has reached the line', () => {
    expect(activeSectionIndex([-800, -100, 400], 125)).toBe(1);
  });

  it('counts a heading that landed exactly on the line, or a few pixels short of it', () => {
    expect(activeSectionIndex([-400, 125], 125)).toBe(1);
    expect(activeSectionIndex([-400, 131.5], 125)).toBe(1);
  });

  it('does not count a heading further below the line than the tolerance', () => {
    expect(activeSectionIndex([-400, 140], 125)).toBe(0);
  });

  it('is -1 for a post without headings', () => {
    expect(activeSectionIndex([], 125)).toBe(-1);
  });
});

describe('landingLine', () => {
  it('adds the scroller padding and the heading margin', () => {
    expect(landingLine('80px', '45px')).toBe(125);
  });

  it('treats "auto" and empty values as zero', () => {
    expect(landingLine('auto', '')).toBe(0);
  });
});
