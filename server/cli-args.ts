import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The command lines' arguments, read by node:util parseArgs in strict mode: an unknown flag, a flag
 * without its value or a value for a flag that takes none is refused with parseArgs's own sentence,
 * and every command has `--help` (`-h`).
 */
type Options = NonNullable<ParseArgsConfig['options']>;

type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
>;

export type CliArgs<O extends Options> =
  | { ok: true; help: true }
  | { ok: true; help: false; values: Parsed<O>['values']; positionals: string[] }
  | { ok: false; message: string };

export function readCliArgs<O extends Options>(
  argv: readonly string[],
  options: O,
  { positionals = false }: { positionals?: boolean } = {},
): CliArgs<O> {
  try {
    const parsed = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    const { help, ...values } = parsed.values as Record<string, unknown>;
    if (help === true) return { ok: true, help: true };
    if (!positionals && parsed.positionals.length > 0)
      return { ok: false, message: `Unexpected argument: ${parsed.positionals[0]}` };
    return { ok: true, help: false, values: values as Parsed<O>['values'], positionals: parsed.positionals };
  } catch (error) {
    // parseArgs's errors (ERR_PARSE_ARGS_UNKNOWN_OPTION, …) say what was wrong in one sentence.
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * For a script's top level: the arguments, or the usage printed and the process ended (0 for
 * `--help`, 2 for a mistake, with what was wrong).
 */
export function cliArgsOrExit<O extends Options>(
  usage: string,
  options: O,
  config: { positionals?: boolean } = {},
  argv: readonly string[] = process.argv.slice(2),
): { values: Parsed<O>['values']; positionals: string[] } {
  const args = readCliArgs(argv, options, config);
  if (args.ok && args.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!args.ok) {
    console.error(args.message);
    console.error(usage);
    process.exit(2);
  }
  return args;
}
