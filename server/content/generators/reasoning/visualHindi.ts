/**
 * Visual reasoning in Hindi (issue 15): grid figures and their turns, and the matrix of boxes, from the
 * same figures as the English (visualReasoning.ts). Cell names (A1, C3) stay as printed.
 */
import { sortCells, type Cell } from '../figures';

const COLUMNS = 'ABCDEFGH';
const names = (cells: readonly Cell[]): string =>
  sortCells(cells)
    .map(([r, c]) => `${COLUMNS[c]}${r + 1}`)
    .join(', ');

/** An option: "भरे खाने: A1, B2" (the English "Filled: A1, B2"). */
export const hiCellsText = (cells: readonly Cell[]): string => `भरे खाने: ${names(cells)}`;

export const hiGridAlt = (n: number, cells: readonly Cell[]): string =>
  `आकृति: ${n} × ${n} ग्रिड (स्तंभ बाएँ से A से ${COLUMNS[n - 1]} तक, पंक्तियाँ ऊपर से 1 से ${n} तक), भरे खाने ${names(cells)}।`;

/** A turn's words ("90° clockwise and then 180°") in Hindi. */
export const hiTurn = (english: string): string =>
  english
    .replace(/anticlockwise/g, 'वामावर्त')
    .replace(/clockwise/g, 'दक्षिणावर्त')
    .replace(/ and then /g, ' और फिर ');

/** The net turn of so many quarter turns clockwise. */
export const HI_NET: Record<number, string> = { 1: '90° दक्षिणावर्त', 2: '180°', 3: '90° वामावर्त' };

/** The working line before the rule, for a turn asked in a roundabout way. */
export function hiWorking(words: string, quarters: number): string {
  if (words.includes(' and then ')) return `${hiTurn(words)} मिलकर कुल ${HI_NET[quarters]} के बराबर है। `;
  if (words === '270° clockwise')
    return '270° दक्षिणावर्त अर्थात् तीन चौथाई चक्कर दक्षिणावर्त, जो 90° वामावर्त के समान है। ';
  if (words === '270° anticlockwise')
    return '270° वामावर्त अर्थात् तीन चौथाई चक्कर वामावर्त, जो 90° दक्षिणावर्त के समान है। ';
  return '';
}

export const HI_RULE_OF_TURNING: Record<number, string> = {
  1: 'पूरा ग्रिड अपने केंद्र के परितः घूमता है: 90° दक्षिणावर्त घुमाने पर सबसे ऊपरी पंक्ति दायाँ स्तंभ (ऊपर से पढ़ने पर) बन जाती है, और बायाँ स्तंभ सबसे ऊपरी पंक्ति (दाएँ से पढ़ने पर) बन जाता है।',
  2: 'पूरा ग्रिड अपने केंद्र के परितः घूमता है: 180° घुमाने पर हर खाना केंद्र के दूसरी ओर चला जाता है (पहला स्तंभ अंतिम स्तंभ से, और सबसे ऊपरी पंक्ति सबसे निचली पंक्ति से बदल जाती है)।',
  3: 'पूरा ग्रिड अपने केंद्र के परितः घूमता है: 90° वामावर्त घुमाने पर सबसे ऊपरी पंक्ति बायाँ स्तंभ (नीचे से पढ़ने पर) बन जाती है, और दायाँ स्तंभ सबसे ऊपरी पंक्ति (बाएँ से पढ़ने पर) बन जाता है।',
};

// ---- the matrix of boxes ----

const SHAPE: Record<string, string> = { circle: 'वृत्त', square: 'वर्ग', triangle: 'त्रिभुज' };
/** Shadings, agreeing with the (masculine) shape: one काला वृत्त, two काले वृत्त. */
const shade = (s: string, count: number): string =>
  s === 'black' ? (count === 1 ? 'काला' : 'काले') : s === 'grey' ? 'धूसर' : 'सफ़ेद';

export const hiBoxText = (b: { shape: string; count: number; shade: string }): string =>
  `${b.count} ${shade(b.shade, b.count)} ${SHAPE[b.shape]}`;

/** A value of a property as the rule sentence lists it. */
export const hiValue = (prop: string, english: string): string =>
  prop === 'shape' ? SHAPE[english.replace(/s$/, '')]! : prop === 'shade' ? shade(english, 1) : english;

const NAME: Record<string, { noun: string; f: boolean; each: string }> = {
  shape: { noun: 'आकृति का प्रकार', f: false, each: 'प्रत्येक आकृति एक बार आती है' },
  count: { noun: 'आकृतियों की संख्या', f: true, each: 'आकृतियों की प्रत्येक संख्या एक बार आती है' },
  shade: { noun: 'छायांकन', f: false, each: 'प्रत्येक छायांकन एक बार आता है' },
};

export const hiGotWrong = (prop: string): string => `${NAME[prop]!.noun} गलत लेना`;

/** visualReasoning `ruleSentence` in Hindi, over the grid of Hindi values. */
export function hiRuleSentence(prop: string, rule: string, grid: string[][]): string {
  const { noun, f, each } = NAME[prop]!;
  const ends = (m: string, fem: string) => (f ? fem : m);
  switch (rule) {
    case 'fixed':
      return `${noun} कभी नहीं ${ends('बदलता', 'बदलती')} (${grid[0]![0]})।`;
    case 'row':
      return `${noun} हर पंक्ति में एक समान ${ends('रहता', 'रहती')} है (पंक्ति 1 में ${grid[0]![0]}, पंक्ति 2 में ${grid[1]![0]}), इसलिए पंक्ति 3 में ${grid[2]![0]} ही ${ends('रहेगा', 'रहेगी')}।`;
    case 'column':
      return `हर पंक्ति में ${noun} ${grid[0]!.join(', ')} के क्रम में ${ends('बदलता', 'बदलती')} है, इसलिए तीसरे खाने में ${grid[0]![2]} है।`;
    default:
      return `हर पंक्ति में ${each} (${[...new Set(grid.flat())].join(', ')}); पंक्ति 3 में पहले से ${grid[2]![0]} और ${grid[2]![1]} हैं, इसलिए गायब खाने में ${grid[2]![2]} है।`;
  }
}

export function hiMatrixAlt(boxes: readonly { shape: string; count: number; shade: string }[]): string {
  const rows = [0, 1, 2].map(
    (r) =>
      `पंक्ति ${r + 1}: ${[0, 1, 2].map((c) => (r * 3 + c < 8 ? hiBoxText(boxes[r * 3 + c]!) : 'एक प्रश्नचिह्न')).join(', ')}।`,
  );
  return `खानों का 3 × 3 आव्यूह, पंक्ति-दर-पंक्ति पढ़ें। ${rows.join(' ')}`;
}
