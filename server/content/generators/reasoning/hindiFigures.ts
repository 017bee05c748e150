/**
 * The Hindi (issue 15) that the drawn-figure topics share (cubes and dice, figure series, completion,
 * embedded figures, figure formation, paper folding, visual reasoning): the words Hindi-medium papers
 * print beside a drawing (घन, पासा, सम्मुख फलक, प्रश्न आकृति, उत्तर आकृतियाँ …), colours and the
 * wording of a die's view. The drawings are the English ones: only the words change.
 */
import { inHindi } from '../hindi';
import type { View } from './dieGeometry';

/** Paint colours, as "लाल रंग" reads (the colour before रंग needs no agreement). */
const COLOUR: Readonly<Record<string, string>> = {
  red: 'लाल',
  blue: 'नीला',
  green: 'हरा',
  yellow: 'पीला',
  black: 'काला',
  white: 'सफ़ेद',
  grey: 'धूसर',
};
export const hiColour = (english: string): string => inHindi(COLOUR, english);
/** The same colour before a postposition or a plural noun: "नीले रंग से", "दोनों नीले फलक" (लाल stays). */
export const hiColourOblique = (english: string): string => hiColour(english).replace(/ा$/, 'े');

/** What a die's faces carry: a number (संख्या, feminine) or a letter (अक्षर, masculine). */
export interface HiLabel {
  noun: string;
  plural: string;
  which: string;
}
export const hiLabelWord = (word: 'number' | 'letter' | string): HiLabel =>
  word === 'number'
    ? { noun: 'संख्या', plural: 'संख्याएँ', which: 'कौन-सी' }
    : { noun: 'अक्षर', plural: 'अक्षर', which: 'कौन-सा' };

/** An option naming a corner of a cube: "Top 1, left 2, right 3" → "ऊपर 1, बाएँ 2, दाएँ 3". */
export const hiViewText = ([t, l, r]: View): string => `ऊपर ${t}, बाएँ ${l}, दाएँ ${r}`;

const hiViewWords = ([t, l, r]: View): string => `ऊपर ${t}, बाएँ फलक पर ${l} और दाएँ फलक पर ${r}`;

const HI_COUNT = ['', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ'];
/** A small count in words, as the English "Two views" has it (no digit, so the numbers stay the same). */
export const hiCountWord = (n: number): string => HI_COUNT[n] ?? String(n);

/** diceFigure's text alternative in Hindi. */
export function hiDiceAlt(views: readonly View[]): string {
  return `एक ही पासे की ${hiCountWord(views.length)} स्थितियाँ: ${views.map((v, i) => `पासा ${i + 1} पर ${hiViewWords(v)}`).join('; ')}।`;
}
