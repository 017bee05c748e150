/** What a named mistake gives, and whether an option's text means it (the trap-note checks' shared words). */
import type { Params } from './values';
import { type Expected, matches, parseNumber } from './values';

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

/** What a mistake gives when its words do not fit the question ("adding 2" where 2 is to be added): no option. */
export const NOTHING: TrapExpected = { oneOf: [] };
/** A number the mistake's words state ("12½", "1,250"), read as an option's number is. */
export const stated = (words: string | undefined): number => parseNumber(words ?? '') ?? NaN;
