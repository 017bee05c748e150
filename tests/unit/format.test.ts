import { describe, expect, it } from 'vitest';
import { absoluteWeblink, formatQuizId, initialsOf } from '../../contract/format';

describe('formatQuizId (the specification title rule)', () => {
  it.each([
    ['speed_and_distance', 'Speed And Distance'],
    ['hcf_and_lcm', 'Hcf And Lcm'],
    ['non-verbal-series', 'Non Verbal Series'],
    ['percentage', 'Percentage'],
    ['mixed_-case__ID', 'Mixed Case Id'],
    ['', ''],
  ])('%s → %s', (id, title) => {
    expect(formatQuizId(id)).toBe(title);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Asha Kumari Singh', 'AK'],
    ['  ravi   teja ', 'RT'],
    ['Meena', 'M'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('absoluteWeblink', () => {
  it('keeps http and https links as they are', () => {
    expect(absoluteWeblink('https://ssc.gov.in/apply')).toBe('https://ssc.gov.in/apply');
    expect(absoluteWeblink('HTTP://upsc.gov.in')).toBe('HTTP://upsc.gov.in');
  });
  it('adds https:// to a bare host', () => {
    expect(absoluteWeblink(' rrbcdg.gov.in ')).toBe('https://rrbcdg.gov.in');
  });
});
