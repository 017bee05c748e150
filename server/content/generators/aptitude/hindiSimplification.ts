/**
 * The Hindi (issue 15) of simplification: the three ways papers ask for a value ("सरल कीजिए: …",
 * "… का मान क्या है?", "… का मान ज्ञात कीजिए।") drawn with their English twins in one pick, and the
 * mistakes the kinds name. The expressions print the same in both languages, but for "of" (का).
 */
import type { Rng } from '../rng';
import { mistakeInHindi, type MistakePatterns, withHindiMistakes } from '../hindi';
import type { Distractor } from '../types';

/**
 * An expression asked one of the three ways, in English and in Hindi: one `rng.pick` over three
 * pairs draws exactly as the English pick over three phrasings did, so the English stays the same.
 */
export const askTwin = (rng: Rng, expression: string, hiExpression = expression): readonly [string, string] =>
  rng.pick([
    [`Simplify: ${expression}`, `सरल कीजिए: ${hiExpression}`],
    [`What is ${expression}?`, `${hiExpression} का मान क्या है?`],
    [`Find the value of ${expression}.`, `${hiExpression} का मान ज्ञात कीजिए।`],
  ] as const);

/** The mistakes named by the kinds, as Hindi infinitives: fixed ones by their English. */
const MISTAKES: Readonly<Record<string, string>> = {
  'working strictly from left to right': 'केवल बाएँ से दाएँ क्रम में हल करते जाना',
  'subtracting before dividing': 'भाग देने से पहले घटाना',
  'adding before multiplying': 'गुणा करने से पहले जोड़ना',
  'adding the quotient instead of subtracting it': 'भागफल को घटाने के स्थान पर जोड़ना',
  'adding the tops and the bottoms': 'अंशों को अंशों से और हरों को हरों से जोड़ना',
  'subtracting the tops and the bottoms': 'अंशों को अंशों से और हरों को हरों से घटाना',
  'multiplying instead': 'इसके स्थान पर गुणा करना',
  'subtracting instead of adding': 'जोड़ने के स्थान पर घटाना',
  'adding instead of subtracting': 'घटाने के स्थान पर जोड़ना',
  'keeping only the first denominator': 'केवल पहला हर रखना',
  "adding the squares' roots only": 'केवल दोनों वर्गमूलों को जोड़ना',
  'squaring the difference': 'अंतर का वर्ग करना',
  'adding the squares': 'वर्गों को जोड़ना',
  'using (a + b) + (a − b)': '(a + b) + (a − b) लेना',
  'multiplying (a − b) by a only': '(a − b) को केवल a से गुणा करना',
  'giving a + b instead of a − b': 'a − b के स्थान पर a + b बताना',
  'cancelling to a² − b': 'काटकर a² − b बना देना',
  'treating "of" as division': '"का" को भाग मान लेना',
  'dividing the sum at the end': 'अंत में पूरे योग को भाग देना',
  'misplacing the decimal point (one place right)': 'दशमलव बिंदु को एक स्थान दाएँ रख देना',
  'misplacing the decimal point (one place left)': 'दशमलव बिंदु को एक स्थान बाएँ रख देना',
  'multiplying by the divisor instead of dividing': 'भाजक से भाग देने के स्थान पर गुणा करना',
  'misplacing the decimal point (two places)': 'दशमलव बिंदु को दो स्थान खिसका देना',
  'stopping one term early': 'एक पद पहले रुक जाना',
  'using only the first fraction of the first term': 'केवल पहले पद की पहली भिन्न लेना',
  'adding the end fractions instead of subtracting': 'सिरों की भिन्नों को घटाने के स्थान पर जोड़ना',
  'taking the product ab': 'गुणनफल ab ले लेना',
  'squaring the sum': 'योग का वर्ग करना',
  'using a + b from the sum-of-cubes identity': 'घनों के योग वाली सर्वसमिका से a + b ले लेना',
  'adding the inner part instead of inverting it': 'भीतरी भाग का व्युत्क्रम लेने के स्थान पर उसे जोड़ना',
  'inverting the whole result': 'पूरे परिणाम का व्युत्क्रम ले लेना',
  'adding the middle part without inverting it': 'बीच वाले भाग का व्युत्क्रम लिए बिना उसे जोड़ देना',
  'working the round bracket from left to right': 'छोटे कोष्ठक को बाएँ से दाएँ हल करना',
  'adding the square bracket instead': 'बड़े कोष्ठक को घटाने के स्थान पर जोड़ना',
  'subtracting the square bracket instead': 'बड़े कोष्ठक को जोड़ने के स्थान पर घटाना',
  'dropping the brackets and applying BODMAS to what is left': 'कोष्ठक हटाकर बचे हुए व्यंजक पर BODMAS लगाना',
  'dropping the brackets and working from left to right': 'कोष्ठक हटाकर बाएँ से दाएँ हल करना',
};

/** Mistakes that carry the question's numbers: the English pattern and its Hindi. */
const PATTERNS: MistakePatterns = [
  [/^taking (\S+)² as \1 × 2$/, (f) => `${f}² को ${f} × 2 मान लेना`],
  [/^taking √(\S+) as (\S+)$/, (root, as) => `√${root} को ${as} मान लेना`],
  [
    /^multiplying (\S+) by (\S+) without taking its root$/,
    (sq, by) => `${sq} का वर्गमूल लिए बिना उसे ${by} से गुणा करना`,
  ],
  [/^splitting 1\/\((\d+) \+ …\) into 1\/\1 \+ 1\/\(…\)$/, (b) => `1/(${b} + …) को 1/${b} + 1/(…) में तोड़ देना`],
  [/^dividing (\S+) by (\S+) before taking "of"$/, (n, e) => `"का" लेने से पहले ${n} को ${e} से भाग देना`],
  [
    /^putting the repeating block over (\d+) as if it stopped$/,
    (d) => `दशमलव को वहीं रुका मानकर आवर्ती अंकों को ${d} पर रखना`,
  ],
  [/^putting it over (\d+)$/, (d) => `आवर्ती अंकों को ${d} पर रखना`],
  [/^forgetting the factor 1\/(\d+)$/, (d) => `गुणनखंड 1/${d} भूल जाना`],
  [
    /^ending with 1\/(\d+) instead of 1\/(\d+)$/,
    (wrong, right) => `1/${right} के स्थान पर 1/${wrong} पर समाप्त करना`,
  ],
  [/^using (a − b|b − a) instead of a \+ b$/, (diff) => `a + b के स्थान पर ${diff} लेना`],
  [/^dropping the innermost 1\/(\d+)$/, (d) => `सबसे भीतरी 1/${d} छोड़ देना`],
  [/^putting the (\d+) on top of the fraction$/, (a) => `${a} को भिन्न के अंश में रख देना`],
];

/** Each distractor with its mistake in Hindi (a mistake the tables lack stops the build). */
export const withHindi = (distractors: readonly Distractor[]): Distractor[] =>
  withHindiMistakes(distractors, (mistake) => mistakeInHindi(MISTAKES, PATTERNS, mistake));
