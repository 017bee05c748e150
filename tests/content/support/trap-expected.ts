/** What a named mistake gives, and whether an option's text means it (the trap-note checks' shared words). */
import type { Params } from './values';
import { type Expected, matches, parseNumber, text } from './values';

/**
 * What the named mistake gives: one value, or any of several where the words allow several ("a common
 * factor that is not the highest").
 */
export type TrapExpected = Expected | { oneOf: Expected[] };
export type TrapCheck = (params: Params, mistake: RegExpMatchArray) => TrapExpected;

/** Does an option's text mean what the mistake gives? */
export const meets = (option: string, expected: TrapExpected): boolean =>
  'oneOf' in expected ? expected.oneOf.some((e) => matches(option, e)) : matches(option, expected);
export type Checks = readonly (readonly [RegExp, TrapCheck])[];

/** A number the mistake's words state ("12½", "1,250"), read as an option's number is. */
export const stated = (words: string | undefined): number => parseNumber(words ?? '') ?? NaN;
/** No option is this: a mistake named with words that do not fit its question fails its check. */
export const misnamed = (what: string): Expected => text(`(the mistake names ${what})`);
/** What a mistake gives when its words name a step its question does not have. */
export const NO_SUCH_STEP = misnamed('a step its question does not have');
