import { afterEach, beforeEach, vi } from 'vitest';

// A console error or warning in a test is a defect the test did not assert on: fail it.
const noisy: string[] = [];

beforeEach(() => {
  noisy.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      noisy.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (noisy.length > 0) throw new Error(`Unexpected console output:\n${noisy.join('\n')}`);
});
