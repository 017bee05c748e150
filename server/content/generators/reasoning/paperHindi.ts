/**
 * Paper folding and cutting in Hindi (issue 15): the stems, an option's holes, the fold lines, the
 * folds and the folding drawing's text alternative, from the same folds and holes as the English
 * (paperFolds.ts, paperDrawings.ts). Cell names (A1, C3) stay as printed.
 */
import { inHindi } from '../hindi';
import type { PanelWords } from './paperDrawings';
import { col, type Fold, type Folded, names } from './paperFolds';
import type { Point } from './paperGeometry';

const CELLS_NAMED = 'खानों के नाम स्तंभ (A, B, C … बाएँ से) और पंक्ति (1, 2, 3 … ऊपर से) से दिए गए हैं।';

export const HI_STEM = `कागज़ की एक वर्गाकार शीट को दर्शाए अनुसार मोड़कर उसमें छेद किया गया है। खोलने पर शीट कैसी दिखेगी? ${CELLS_NAMED}`;
export const HI_COUNT_STEM =
  'कागज़ की एक वर्गाकार शीट को दर्शाए अनुसार मोड़कर उसमें छेद किया गया है। खोलने पर शीट में कितने छेद होंगे?';
export const HI_CUT_STEM = `कागज़ की एक वर्गाकार शीट को दर्शाए अनुसार मोड़ा गया है; फिर सभी परतों के आर-पार एक गोल छेद किया गया है और एक कोने से एक वर्ग काट दिया गया है (गहरा वर्ग)। खोलने पर शीट कैसी दिखेगी? ${CELLS_NAMED}`;

/** An option: "छेद: A1, C3" (the English "Holes: A1, C3"). */
export const hiHolesText = (cells: readonly [number, number][]): string => `छेद: ${names(cells)}`;
export const hiCutText = (holes: readonly [number, number][], cuts: readonly [number, number][]): string =>
  `गोल छेद: ${names(holes)}; वर्गाकार कटाव: ${names(cuts)}`;

/** A fold, as the explanation names it: "मोड़" when there is one, "मोड़ 2" among several. */
export const hiWhichFold = (count: number, i: number): string => (count === 1 ? 'मोड़' : `मोड़ ${i + 1}`);

/** The halves of the paper, before "आधे भाग" (oblique: "बाएँ आधे भाग को"). */
const HALF: Readonly<Record<string, string>> = {
  left: 'बाएँ',
  right: 'दाएँ',
  top: 'ऊपरी',
  bottom: 'निचले',
  'upper-left': 'ऊपरी-बाएँ',
  'upper-right': 'ऊपरी-दाएँ',
  'lower-left': 'निचले-बाएँ',
  'lower-right': 'निचले-दाएँ',
};

const cellName = (r: number, c: number): string => `${col(c)}${r + 1}`;

/** paperFolds `lineWords` in Hindi. */
export function hiLineWords(f: Fold): string {
  if (f.type === 'vertical') return `स्तंभ ${col(f.from[0] - 1)} और ${col(f.from[0])} के बीच की खड़ी रेखा`;
  if (f.type === 'horizontal') return `पंक्ति ${f.from[1]} और ${f.from[1] + 1} के बीच की क्षैतिज रेखा`;
  const corner = ([x, y]: Point, towardsX: number, towardsY: number): string => {
    const c = towardsX > 0 ? x : x - 1;
    const r = towardsY > 0 ? y : y - 1;
    return `${cellName(r, c)} के ${towardsY > 0 ? 'ऊपरी' : 'निचले'}-${towardsX > 0 ? 'बाएँ' : 'दाएँ'} कोने`;
  };
  const dx = Math.sign(f.to[0] - f.from[0]);
  const dy = Math.sign(f.to[1] - f.from[1]);
  const end =
    Number.isInteger(f.to[0]) && Number.isInteger(f.to[1]) ? corner(f.to, -dx, -dy) : 'सामने वाले किनारे के मध्य';
  return `${corner(f.from, dx, dy)} से ${end} तक की तिरछी रेखा`;
}

export const hiFoldWords = (f: Fold, i: number): string =>
  `मोड़ ${i + 1}: ${inHindi(HALF, f.moving)} आधे भाग को ${hiLineWords(f)} के अनुदिश ${inHindi(HALF, f.kept)} आधे भाग पर मोड़ा जाता है।`;

/** The captions drawn over the folding drawing's panels in Hindi (paperDrawings PANEL_WORDS). */
export const HI_PANEL_WORDS: PanelWords = { fold: (k) => `मोड़ ${k}`, punch: 'छेद', punchAndCut: 'छेद और कटाव' };

/** paperDrawings `foldingFigure`'s text alternative in Hindi. */
export function hiFoldingAlt({ n, folds, punches, cuts }: Folded): string {
  const cutWords = cuts?.length ? ` और वर्ग ${names(cuts)} (मुड़े कागज़ का एक कोना) काट दिया जाता है` : '';
  return `कागज़ की एक वर्गाकार शीट, ${n} × ${n} ग्रिड के रूप में (स्तंभ बाएँ से A से ${col(n - 1)} तक, पंक्तियाँ ऊपर से 1 से ${n} तक)। ${folds.map(hiFoldWords).join(' ')} फिर सभी परतों के आर-पार ${names(punches)} पर ${punches.length === 1 ? 'एक गोल छेद किया जाता है' : 'गोल छेद किए जाते हैं'}${cutWords}।`;
}

/** unfoldSteps in Hindi. */
export function hiUnfoldSteps(folded: Folded, added: [number, number][][]): string[] {
  const steps = [
    `उलटे क्रम में खोलें, ${names(folded.punches)} पर किए गए छेद से आरंभ करके: कोई मोड़ खोलने पर अब तक के हर छेद का उस मोड़-रेखा के पार प्रतिबिंब बनता है।`,
  ];
  for (let j = 0; j < added.length; j += 1) {
    const i = folded.folds.length - 1 - j;
    steps.push(`मोड़ ${i + 1} (${hiLineWords(folded.folds[i]!)}) खोलने पर ${names(added[j]!)} जुड़ते हैं।`);
  }
  return steps;
}

/** The slips made while unfolding, as Hindi infinitives. */
export const HI_SLIP = {
  wrongLine: (fold: string) => `${fold} खोलते समय गलत रेखा के पार प्रतिबिंब बनाना`,
  skip: (fold: string) => `${fold} से मुड़ी परत को भूल जाना`,
  copy: (fold: string) => `${fold} के पार छेदों का प्रतिबिंब बनाए बिना उनकी नकल कर देना`,
} as const;
export const HI_MOVED = 'एक छेद को उसके अपने खाने के स्थान पर बगल वाले खाने में रखना';
export const HI_SWAPPED = 'गोल छेदों और वर्गाकार कटावों को आपस में बदल देना';
