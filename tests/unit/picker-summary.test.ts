import { describe, expect, it } from 'vitest';
import { pickerSummary } from '../../src/components/job-alert/picker-summary';

describe('a multi-select’s trigger text', () => {
  it.each([
    [[], ''],
    [['Bihar'], 'Bihar'],
    [['Bihar', 'Delhi'], 'Bihar (+1 more)'],
    [['Bihar', 'Delhi', 'Goa', 'Assam'], 'Bihar (+3 more)'],
  ])('%j → %s', (chosen, text) => {
    expect(pickerSummary(chosen)).toBe(text);
  });
});
