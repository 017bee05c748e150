/**
 * The Hindi of direction and distance (issue 15): compass points, turns and units as Hindi-medium
 * papers print them, and a trap line for options that are compass points.
 *
 * The shared trap line reads "इससे उत्तर X आता है", where उत्तर means "answer"; with a compass point
 * for X it would read "इससे उत्तर उत्तर आता है". So a kind whose options are directions keeps its
 * mistakes' Hindi here and writes its own line ("इससे पश्चिम दिशा मिलती है") instead.
 */
import { num } from '../format';
import { byGender } from '../hindi';
import { UNNAMED } from '../question';
import type { Distractor } from '../types';

/** direction.ts COMPASS in Hindi, in the same order (clockwise from North). */
export const HI_COMPASS = [
  'उत्तर',
  'उत्तर-पूर्व',
  'पूर्व',
  'दक्षिण-पूर्व',
  'दक्षिण',
  'दक्षिण-पश्चिम',
  'पश्चिम',
  'उत्तर-पश्चिम',
] as const;

const BY_NAME: Readonly<Record<string, string>> = {
  North: 'उत्तर',
  'North-East': 'उत्तर-पूर्व',
  East: 'पूर्व',
  'South-East': 'दक्षिण-पूर्व',
  South: 'दक्षिण',
  'South-West': 'दक्षिण-पश्चिम',
  West: 'पश्चिम',
  'North-West': 'उत्तर-पश्चिम',
};

/** A direction named in English ("South-West") in Hindi. */
export function hiDirection(english: string): string {
  const hindi = BY_NAME[english];
  if (hindi === undefined) throw new Error(`No Hindi for the direction ${JSON.stringify(english)}`);
  return hindi;
}

/** Every compass point's Hindi keyed by its English: `Problem.hi.options` of a kind answered by a direction. */
export const HI_DIRECTION_OPTIONS: Readonly<Record<string, string>> = BY_NAME;

export const hiKm = (v: number): string => `${num(v)} किमी`;
export const hiM = (v: number): string => `${num(v)} मीटर`;

/** direction.ts turnText in Hindi, the verb agreeing with the walker: "अपने दाएँ 45° मुड़ता है". */
export function hiTurn(t: number, who: { female: boolean }): string {
  const side = t > 0 ? 'दाएँ' : 'बाएँ';
  const size = Math.abs(t);
  const turns = `मुड़${byGender(who, 'ता', 'ती')} है`;
  return size === 1
    ? `अपने ${side} 45° ${turns}`
    : size === 3
      ? `अपने ${side} 135° ${turns}`
      : size === 4
        ? `पीछे ${turns}`
        : `${side} ${turns}`;
}

/** A mistake whose option is a direction, with its Hindi kept beside it (see the file comment). */
export interface DirectionMistake {
  mistake: string;
  hi?: string;
  value: string;
}

/**
 * The distractors without their Hindi (so the shared trap line is not added) and the Hindi trap line
 * in its place. The trap is the option `toQuestion` names: the first mistake whose direction differs
 * from the answer (text options are not filtered further), none when that one is unnamed.
 */
export function directionTrap(
  answer: string,
  mistakes: readonly DirectionMistake[],
): { distractors: Distractor[]; trapLine: string[] } {
  const trap = mistakes.find((d) => d.value !== answer);
  const trapLine =
    trap && trap.mistake !== UNNAMED && trap.hi
      ? [`सावधान: ${trap.hi} एक आम भूल है; इससे ${hiDirection(trap.value)} दिशा मिलती है।`]
      : [];
  return { distractors: mistakes.map(({ mistake, value }) => ({ mistake, value })), trapLine };
}

/** rowPositions.ts PLACES in Hindi. */
export const HI_PLACES: Readonly<Record<string, string>> = {
  bank: 'बैंक',
  school: 'विद्यालय',
  temple: 'मंदिर',
  'post office': 'डाकघर',
  hospital: 'अस्पताल',
  library: 'पुस्तकालय',
  park: 'पार्क',
  market: 'बाज़ार',
  'bus stop': 'बस स्टॉप',
};
