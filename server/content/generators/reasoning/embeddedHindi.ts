/**
 * Embedded figures in Hindi (issue 15): the near misses, the shift, the dot grid and an option's line
 * count, from the same drawings as the English (embeddedFigure.ts). Dot names (A1, C3) stay as printed.
 */

/** The near misses, as the explanation names them ("… में <this>"). */
export const HI_VARIANT = {
  quarterRight: 'दक्षिणावर्त एक चौथाई घुमाई गई आकृति X',
  quarterLeft: 'वामावर्त एक चौथाई घुमाई गई आकृति X',
  halfTurn: 'उलटी (आधा चक्कर घुमाई गई) आकृति X',
  mirrorSides: 'आकृति X का दर्पण प्रतिबिंब (बायाँ और दायाँ आपस में बदले हुए)',
  mirrorUpDown: 'ऊपर से नीचे पलटी गई आकृति X',
  missingLine: 'एक रेखा के बिना आकृति X',
  double: 'दोगुने आकार में बनी आकृति X',
} as const;

export const hiWithoutLine = (line: string): string => `अपनी रेखा ${line} के बिना आकृति X`;

/** Where figure X sits in the right drawing. */
export function hiShiftWords(dx: number, dy: number): string {
  const parts = [dx > 0 ? `${dx} स्तंभ दाईं ओर` : '', dy > 0 ? `${dy} पंक्ति नीचे` : ''].filter(Boolean);
  return parts.length === 0 ? 'बिना खिसके, ऊपर बाईं ओर' : `${parts.join(' और ')} खिसकी हुई`;
}

/** An option's text: "7 रेखाएँ (2 तिरछी)", as the English "7 lines (2 slanting)". */
export const hiLineCount = (lines: number, slanting: number): string =>
  `${lines} ${lines === 1 ? 'रेखा' : 'रेखाएँ'} (${slanting === 0 ? 'कोई तिरछी नहीं' : `${slanting} तिरछी`})`;

/** The dot grid a drawing is on, before पर ("बिंदुओं के 3 × 3 ग्रिड … पर"). */
export function hiLatticeWords(cells: number): string {
  const last = String.fromCharCode(65 + cells);
  return `बिंदुओं के ${cells + 1} × ${cells + 1} ग्रिड (स्तंभ बाएँ से A से ${last} तक, पंक्तियाँ ऊपर से 1 से ${cells + 1} तक)`;
}

/** An option drawing's text alternative, as the English "Drawing on a 4 by 4 grid of dots …: lines A1–B2.". */
export const hiDrawingAlt = (cells: number, lines: string): string =>
  `${hiLatticeWords(cells)} पर बनी आकृति: रेखाएँ ${lines}।`;

export const HI_EMBEDDED_QUESTION =
  'आकृति X उत्तर आकृतियों में से किसी एक में उसी आकार में और उसी ओर से (खिसकी हुई हो सकती है) छिपी हुई है। यह किस आकृति में छिपी हुई है? बिंदुओं के नाम स्तंभ (A, B, C … बाएँ से) और पंक्ति (1, 2, 3 … ऊपर से) से दिए गए हैं।';

// --- the usual SSC form: which option is hidden in the figure (embeddedOptions.ts) ---------------

/** The near misses of the hidden figure, as the explanation names them ("… <this> है"). */
export const HI_HIDDEN_NEAR = {
  quarterRight: 'दक्षिणावर्त एक चौथाई घुमाई गई छिपी हुई आकृति',
  quarterLeft: 'वामावर्त एक चौथाई घुमाई गई छिपी हुई आकृति',
  halfTurn: 'उलटी (आधा चक्कर घुमाई गई) छिपी हुई आकृति',
  mirrorSides: 'छिपी हुई आकृति का दर्पण प्रतिबिंब (बायाँ और दायाँ आपस में बदले हुए)',
  mirrorUpDown: 'ऊपर से नीचे पलटी गई छिपी हुई आकृति',
  double: 'दोगुने आकार में बनी छिपी हुई आकृति',
} as const;

export const hiExtraLine = (line: string): string => `एक अतिरिक्त रेखा ${line} वाली छिपी हुई आकृति`;

export const HI_IN_FIGURE_QUESTION =
  'उस विकल्प आकृति का चयन कीजिए जो दी गई आकृति में उसी आकार में और उसी ओर से अंतर्निहित (छिपी हुई) है (घुमाने की अनुमति नहीं है; वह खिसकी हुई हो सकती है)। बिंदुओं के नाम स्तंभ (A, B, C … बाएँ से) और पंक्ति (1, 2, 3 … ऊपर से) से दिए गए हैं।';
