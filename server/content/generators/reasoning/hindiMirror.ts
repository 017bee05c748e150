/**
 * Mirror and water images in Hindi (issue 15): the question, its drawing's text alternative, the rule
 * and the options ("भरे हुए: A1, B3") from the same cells as the English. The squares keep their Latin
 * names (column letter, row number), as the drawing prints them.
 */
import { cellName, sortCells, type Cell, type Line } from '../figures';

/** figures.ts cellsText in Hindi: "भरे हुए: A1, B1, C3". */
export const hiCellsText = (cells: readonly Cell[]): string =>
  `भरे हुए: ${sortCells(cells).map(cellName).join(', ')}`;

const SIDE: Record<Line, string> = { right: 'दाईं ओर', left: 'बाईं ओर', top: 'ऊपर', bottom: 'नीचे' };

export function hiMirrorQuestion(kind: 'mirror' | 'water', side: Line): string {
  const what =
    kind === 'mirror'
      ? `यदि दर्पण आकृति के ${SIDE[side]} रेखा MN पर रखा हो, तो कौन-सा विकल्प आकृति का दर्पण प्रतिबिंब है?`
      : 'यदि जल की सतह आकृति के नीचे रेखा MN पर हो, तो कौन-सा विकल्प आकृति का जल प्रतिबिंब है?';
  return `${what} वर्गों के नाम स्तंभ (बाएँ से A, B, C …) और पंक्ति (ऊपर से 1, 2, 3 …) से दिए गए हैं।`;
}

/** figures.ts gridWithLine's alt in Hindi. */
export function hiGridAlt(n: number, cells: readonly Cell[], side: Line, kind: 'mirror' | 'water'): string {
  const filled = sortCells(cells).map(cellName).join(', ');
  const line =
    kind === 'mirror'
      ? `एक दर्पण आकृति के ${SIDE[side]} रेखा MN पर खड़ा है`
      : `जल की सतह आकृति के ${SIDE[side]} रेखा MN पर है`;
  return `${n} × ${n} का एक ग्रिड (स्तंभ बाएँ से A से ${String.fromCharCode(64 + n)} तक, पंक्तियाँ ऊपर से 1 से ${n} तक), जिसमें ${filled} भरे हैं। ${line}।`;
}

/** The rule the worked steps open with, as in the English: which way the reflection turns the figure. */
export function hiMirrorRule(n: number, side: Line, kind: 'mirror' | 'water'): string {
  const pairs = (name: (i: number) => string, other: (i: number) => string) =>
    Array.from({ length: Math.floor(n / 2) }, (_, i) => `${name(i)} ↔ ${other(i)}`).join(', ');
  if (side === 'left' || side === 'right')
    return `${SIDE[side]} रखा दर्पण बाएँ और दाएँ को आपस में बदल देता है: हर भरा वर्ग अपनी पंक्ति में रहता है और सामने वाले स्तंभ में चला जाता है (${pairs(
      (i) => String.fromCharCode(65 + i),
      (i) => String.fromCharCode(64 + n - i),
    )})।`;
  const turns =
    kind === 'water' ? 'नीचे जल की सतह आकृति को उल्टा कर देती है' : `${SIDE[side]} रखा दर्पण आकृति को उल्टा कर देता है`;
  return `${turns}: हर भरा वर्ग अपने स्तंभ में रहता है और सामने वाली पंक्ति में चला जाता है (${pairs(
    (i) => `${i + 1}`,
    (i) => `${n - i}`,
  )})।`;
}

/** mirror.ts MISTAKES in Hindi. */
export const HI_MIRROR_MISTAKES = {
  flipColumns: 'बाएँ और दाएँ को आपस में बदल देना',
  flipRows: 'आकृति को उल्टा कर देना',
  halfTurn: 'आकृति को आधा चक्कर घुमा देना (दोनों प्रतिबिंब एक साथ)',
  quarterTurn: 'आकृति को चौथाई चक्कर घुमा देना',
  same: 'आकृति को जैसी है वैसी ही छोड़ देना',
} as const;

// --- letters and digits (mirrorLetters.ts) -------------------------------------------------------

/** How each character of a drawing is shown, as the options and alt texts say it. */
export const HI_LETTER_FLIPS = {
  none: 'हर वर्ण सामान्य रूप में छपा हुआ',
  sides: 'हर वर्ण बाएँ-दाएँ पलटा हुआ',
  upDown: 'हर वर्ण ऊपर-नीचे पलटा हुआ',
} as const;

const HI_SIDE_OF = { right: 'दाईं ओर', left: 'बाईं ओर' } as const;

export const hiLettersQuestion = (chars: string, side: 'left' | 'right' | 'bottom'): string =>
  side === 'bottom'
    ? `यदि जल की सतह दिए गए संयोजन ${chars} के नीचे रेखा MN पर हो, तो कौन-सा विकल्प उसका जल प्रतिबिंब है?`
    : `यदि दर्पण दिए गए संयोजन ${chars} के ${HI_SIDE_OF[side]} रेखा MN पर रखा हो, तो कौन-सा विकल्प उसका दर्पण प्रतिबिंब है?`;

export const hiCombinationAlt = (chars: string, side: 'left' | 'right' | 'bottom'): string =>
  `संयोजन ${chars}: वर्ण ${[...chars].join(', ')} बाएँ से दाएँ सामान्य रूप में छपे हैं। ${
    side === 'bottom' ? 'जल की सतह इसके नीचे रेखा MN पर है' : `एक दर्पण इसके ${HI_SIDE_OF[side]} रेखा MN पर खड़ा है`
  }।`;

/** An option drawing's alt: its characters from left to right and how each is drawn. */
export const hiFlippedAlt = (spaced: string, flip: keyof typeof HI_LETTER_FLIPS): string =>
  `बाएँ से दाएँ वर्ण ${spaced}, ${HI_LETTER_FLIPS[flip]}।`;

const many = (listed: string): boolean => listed.includes(',');

/** The worked steps: what the reflection does to the order, the characters that turn, the answer. */
export function hiLettersSteps(
  line: 'mirror' | 'water',
  chars: string,
  reversed: string,
  turned: string,
  same: string,
  answer: string,
): string[] {
  const how = line === 'water' ? 'ऊपर-नीचे' : 'बाएँ-दाएँ';
  return [
    line === 'water'
      ? `संयोजन के नीचे जल की सतह उसे ऊपर-नीचे पलट देती है: वर्णों का क्रम वही रहता है (${chars}) और हर वर्ण ऊपर-नीचे पलट जाता है।`
      : `संयोजन के बगल में रखा दर्पण उसे बाएँ-दाएँ पलट देता है: दर्पण के सबसे पास वाला वर्ण उसके पास ही रहता है, इसलिए क्रम उलट जाता है (${chars} → ${reversed}) और हर वर्ण दूसरी ओर मुड़ जाता है।`,
    // the verb agrees with how many characters are named: "F पलटा हुआ बनता है", "F, B पलटे हुए बनते हैं"
    `${turned} ${how} ${many(turned) ? 'पलटे हुए बनते हैं' : 'पलटा हुआ बनता है'}${same ? `; ${same} पलटने पर भी ${many(same) ? 'वैसे ही दिखते हैं' : 'वैसा ही दिखता है'}` : ''}।`,
    `अतः उत्तर ${answer} है।`,
  ];
}

/** mirrorLetters.ts MISTAKES in Hindi. */
export const HI_LETTER_MISTAKES = {
  order: 'वर्णों का क्रम वही रखना (हर वर्ण को उसकी जगह पर पलटना)',
  upright: 'हर वर्ण को पलटे बिना केवल क्रम उलट देना',
  water: 'जल प्रतिबिंब बताना (हर वर्ण ऊपर-नीचे पलटा हुआ)',
  mirror: 'जल प्रतिबिंब के स्थान पर दर्पण प्रतिबिंब बताना',
  reversedToo: 'वर्णों का क्रम भी उलट देना, जैसा बगल में रखा दर्पण करता',
  sidesInPlace: 'हर वर्ण को ऊपर-नीचे के स्थान पर बाएँ-दाएँ पलटना',
} as const;
