/**
 * Seating arrangements in Hindi (issue 15): each clue and question as Hindi-medium papers print them
 * ("P, Q के ठीक बाएँ बैठा है", "वृत्ताकार मेज़ के चारों ओर"), from the same clue objects as the English
 * `clueText`. The people are letters, so the verb takes the masculine the papers use for them.
 */
import { hiListAnd } from '../hindi';
import type { Clue, Shape } from './seating';

const COUNT = ['', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ'];
/** Ordinals in the oblique form they take before स्थान पर: "दूसरे स्थान पर". */
const ORDINAL = ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें'];
const SIDE = { right: 'दाएँ', left: 'बाएँ' } as const;

/** "के ठीक बाएँ" or "के बाएँ से तीसरे स्थान पर", as in clueText's "immediately" / "third to the left". */
export const hiPlace = (side: 'right' | 'left', k: number): string =>
  k === 1 ? `के ठीक ${SIDE[side]}` : `के ${SIDE[side]} से ${ORDINAL[k]!} स्थान पर`;

export function hiClueText(clue: Clue): string {
  switch (clue.t) {
    case 'right':
    case 'left':
      return `${clue.a}, ${clue.b} ${hiPlace(clue.t, clue.k)} बैठा है।`;
    case 'between':
      return clue.k === 1
        ? `${clue.a} और ${clue.b} के बीच केवल एक व्यक्ति बैठा है।`
        : `${clue.a} और ${clue.b} के बीच ठीक ${COUNT[clue.k]!} व्यक्ति बैठे हैं।`;
    case 'neighbours':
      return `${clue.a} और ${clue.b} एक-दूसरे के बगल में बैठे हैं।`;
    case 'notNeighbours':
      return `${clue.a}, ${clue.b} के बगल में नहीं बैठा है।`;
    case 'opposite':
      return `${clue.a}, ${clue.b} के ठीक सामने बैठा है।`;
    case 'end':
      return `${clue.a} पंक्ति के किसी एक सिरे पर बैठा है।`;
    case 'notEnd':
      return `${clue.a} पंक्ति के किसी भी सिरे पर नहीं बैठा है।`;
    case 'fromLeft':
    case 'fromRight': {
      const end = clue.t === 'fromLeft' ? 'बाएँ' : 'दाएँ';
      return clue.k === 1
        ? `${clue.a} पंक्ति के ${end} सिरे पर बैठा है।`
        : `${clue.a} पंक्ति के ${end} सिरे से ${ORDINAL[clue.k]!} स्थान पर बैठा है।`;
    }
  }
}

/** The opening line: how many friends, who, and how they sit. */
export function hiIntro(shape: Shape, people: readonly string[]): string {
  const who = `${COUNT[people.length]!} मित्र ${hiListAnd(people)}`;
  return shape === 'row'
    ? `${who} उत्तर की ओर मुख करके एक पंक्ति में बैठे हैं।`
    : `${who} एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं।`;
}

/** The seating found, as the worked steps give it. */
export function hiOrder(shape: Shape, seating: readonly string[]): string {
  return shape === 'row'
    ? `बाएँ से दाएँ: ${seating.join(', ')}।`
    : `${seating[0]!} के दाएँ से घूमते हुए (ऊपर से देखने पर वामावर्त): ${seating.join(', ')}।`;
}
