/**
 * The Hindi (issue 15) the letter topics share (alphabet test, coding, analogy, classification):
 * places written with digits, as Hindi-medium papers print them ("बाएँ से 12वाँ अक्षर", "3रा",
 * "4था"), so the question keeps the English question's numbers. Nothing here draws from the rng.
 */

/** The ending of a numeric ordinal in its plain form: 1ला, 2रा, 3रा, 4था, 6ठा, 5वाँ, 12वाँ … */
const PLAIN: Readonly<Record<number, string>> = { 1: 'ला', 2: 'रा', 3: 'रा', 4: 'था', 6: 'ठा' };
/** … and before a postposition or a feminine/plural noun's oblique: 1ले, 2रे, 4थे, 12वें … */
const OBLIQUE: Readonly<Record<number, string>> = { 1: 'ले', 2: 'रे', 3: 'रे', 4: 'थे', 6: 'ठे' };

/** "12वाँ अक्षर", "3रा अक्षर". */
export const hiNth = (n: number): string => `${n}${PLAIN[n] ?? 'वाँ'}`;

/** "12वें अक्षर के", "3रे स्थान पर". */
export const hiNthOblique = (n: number): string => `${n}${OBLIQUE[n] ?? 'वें'}`;

/** Said when letters run past Z or back past A. */
export const HI_WRAP = 'वर्णमाला चक्र में चलती है: Z के बाद फिर A आता है';

/** Left and right as the papers say them: "बाएँ छोर से", "दाईं ओर". */
export const hiEnd = (right: boolean): string => (right ? 'दाएँ' : 'बाएँ');
export const hiSide = (right: boolean): string => (right ? 'दाईं' : 'बाईं');
