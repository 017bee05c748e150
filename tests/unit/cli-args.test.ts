import { describe, expect, it } from 'vitest';
import { readCliArgs } from '../../server/cli-args';

// Every command line reads its arguments with node:util parseArgs through readCliArgs: strict, so a
// mistyped flag is refused instead of ignored, and --help everywhere.

const options = { server: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } as const;

describe('readCliArgs', () => {
  it('reads flags (both spellings of a value) and positionals', () => {
    expect(readCliArgs(['import', 'a.csv', '--server', 'http://x'], options, { positionals: true })).toEqual({
      ok: true,
      help: false,
      values: { server: 'http://x', 'dry-run': false },
      positionals: ['import', 'a.csv'],
    });
    const joined = readCliArgs(['--server=http://y', '--dry-run', 'import'], options, { positionals: true });
    expect(joined).toMatchObject({ ok: true, values: { server: 'http://y', 'dry-run': true } });
  });

  it('refuses an unknown flag, naming it', () => {
    const result = readCliArgs(['import', 'a.csv', '--sever', 'http://x'], options, { positionals: true });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/Unknown option '--sever'/);
    expect(readCliArgs(['-x'], options).ok).toBe(false);
  });

  it('refuses a flag without its value, and a value for a flag that takes none', () => {
    expect(readCliArgs(['--server'], options)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/--server/),
    });
    expect(readCliArgs(['--dry-run=yes'], options)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/--dry-run/),
    });
  });

  it('refuses positionals where the command takes none', () => {
    expect(readCliArgs(['extra'], {})).toEqual({ ok: false, message: 'Unexpected argument: extra' });
  });

  it('--help and -h, wherever they stand, and even with other flags', () => {
    for (const argv of [['--help'], ['-h'], ['import', '--dry-run', '--help']]) {
      expect(readCliArgs(argv, options, { positionals: true }), argv.join(' ')).toEqual({
        ok: true,
        help: true,
      });
    }
  });
});
