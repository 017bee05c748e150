/**
 * The Hindi (issue 15) of algebraic expressions (algebra.ts, algebraExpansion.ts): the mistakes as
 * Hindi infinitives, with the letters and expressions (x, a + b, 3abc) as Hindi papers print them, in
 * Latin letters. The questions' own Hindi (बीजगणित: व्यंजक, "का मान ज्ञात कीजिए") is written beside the
 * English from the same values. Nothing here draws from the rng.
 */
import { inHindi, withHindiMistakes } from '../hindi';
import type { Distractor } from '../types';

/** The mistakes that the algebra kinds name in fixed words. */
const MISTAKES: Readonly<Record<string, string>> = {
  // linear equations, evaluating, simultaneous equations
  'moving a term across without changing its sign': 'पद को दूसरे पक्ष में ले जाते समय उसका चिह्न न बदलना',
  'adding the x terms instead of subtracting': 'x वाले पदों को घटाने के स्थान पर जोड़ देना',
  'getting the sign of the answer wrong': 'उत्तर का चिह्न उलटा कर देना',
  'squaring before using the sign of x': 'ऋणात्मक x का वर्ग भी ऋणात्मक ले लेना',
  'taking x² as 2x': 'x² को 2x मान लेना',
  'taking the wrong sign for the bx term': 'bx वाले पद का चिह्न उलटा ले लेना',
  'multiplying a by x before squaring': 'वर्ग करने से पहले a को x से गुणा कर देना',
  'giving x − y': 'x − y बता देना',
  'giving only x': 'केवल x बता देना',
  'giving only y': 'केवल y बता देना',
  'giving xy': 'xy बता देना',
  'giving y instead of x': 'x के स्थान पर y बता देना',
  'getting the sign wrong': 'चिह्न उलटा कर देना',
  'giving x + y': 'x + y बता देना',
  // the remainder theorem
  'dropping the constant term': 'अचर पद छोड़ देना',
  'putting x = 0': 'x = 0 रखना',
  'putting x = 1': 'x = 1 रखना',
  // x + 1/x
  'subtracting 2 instead of adding it': '2 जोड़ने के स्थान पर घटा देना',
  'adding 2 instead of subtracting it': '2 घटाने के स्थान पर जोड़ देना',
  'just squaring the given value': 'केवल दिए गए मान का वर्ग कर लेना',
  'doubling instead of squaring': 'वर्ग करने के स्थान पर दोगुना कर देना',
  'forgetting the 2 in 2 × x × 1/x and using 1': '2 × x × 1/x का 2 भूलकर 1 ले लेना',
  'forgetting to subtract 2 at the second squaring': 'दूसरी बार वर्ग करने पर 2 घटाना भूल जाना',
  'raising the given value to the fourth power': 'दिए गए मान की चौथी घात ले लेना',
  'forgetting to subtract 2 at the first squaring': 'पहली बार वर्ग करने पर 2 घटाना भूल जाना',
  'adding 2 at the second squaring': 'दूसरी बार वर्ग करने पर 2 जोड़ देना',
  'adding 3(x + 1/x) instead of subtracting it': '3(x + 1/x) घटाने के स्थान पर जोड़ देना',
  'just cubing the given value': 'केवल दिए गए मान का घन कर लेना',
  'subtracting 3 instead of 3(x + 1/x)': '3(x + 1/x) के स्थान पर केवल 3 घटाना',
  'stopping at x² + 1/x²': 'x² + 1/x² पर ही रुक जाना',
  'doubling x² + 1/x² instead of squaring it': 'x² + 1/x² का वर्ग करने के स्थान पर उसे दोगुना कर देना',
  'finding x² + 1/x² instead': 'उसके स्थान पर x² + 1/x² निकाल लेना',
  'tripling the given value instead of cubing it': 'दिए गए मान का घन करने के स्थान पर उसे तिगुना कर देना',
  'taking x + 1/x as p alone': 'x + 1/x को केवल x का पूर्णांक भाग मान लेना',
  'adding p and the number under the root': 'x के पूर्णांक भाग और मूल के अंदर की संख्या को जोड़ देना',
  'doubling the number under the root': 'मूल के अंदर की संख्या को दोगुना कर देना',
  'squaring x + 1/x and stopping': 'x + 1/x का वर्ग करके रुक जाना',
  'subtracting 1 instead of 2': '2 के स्थान पर 1 घटाना',
  'cubing x + 1/x and stopping': 'x + 1/x का घन करके रुक जाना',
  // a + b and ab; a + b + c
  'adding 2ab instead of subtracting it': '2ab घटाने के स्थान पर जोड़ देना',
  'subtracting ab only once': 'ab को केवल एक बार घटाना',
  'just squaring a + b': 'केवल a + b का वर्ग कर लेना',
  'subtracting 3ab without the factor (a + b)': 'गुणनखंड (a + b) के बिना 3ab घटाना',
  'adding 3ab(a + b) instead of subtracting it': '3ab(a + b) घटाने के स्थान पर जोड़ देना',
  'just cubing a + b': 'केवल a + b का घन कर लेना',
  'using 2ab(a + b)': '2ab(a + b) ले लेना',
  'subtracting 4ab, as for (a − b)²': '(a − b)² की तरह 4ab घटा देना',
  'giving 2ab, the part to subtract': 'घटाया जाने वाला भाग 2ab ही बता देना',
  'taking a² − ab + b² as (a − b)²': 'a² − ab + b² को (a − b)² मान लेना',
  'giving 3ab(a + b), the part to subtract': 'घटाया जाने वाला भाग 3ab(a + b) ही बता देना',
  'adding 2(ab + bc + ca) instead of subtracting it': '2(ab + bc + ca) घटाने के स्थान पर जोड़ देना',
  'subtracting ab + bc + ca only once': 'ab + bc + ca को केवल एक बार घटाना',
  'just squaring a + b + c': 'केवल a + b + c का वर्ग कर लेना',
  'forgetting to multiply by (a + b + c)': '(a + b + c) से गुणा करना भूल जाना',
  'using a² + b² + c² − 2(ab + bc + ca)': 'a² + b² + c² − 2(ab + bc + ca) ले लेना',
  'cubing a + b + c': 'a + b + c का घन कर लेना',
  'adding 3(ab + bc + ca) inside the bracket': 'कोष्ठक के अंदर 3(ab + bc + ca) जोड़ देना',
  'assuming the sum of cubes is 0 because a + b + c = 0': 'a + b + c = 0 होने से घनों का योग भी 0 मान लेना',
  'using abc instead of 3abc': '3abc के स्थान पर abc ले लेना',
  'squaring instead of cubing': 'घन करने के स्थान पर वर्ग कर देना',
  // products of binomials (algebraExpansion.ts)
  'keeping only the outer product': 'केवल बाहरी पदों का गुणनफल लेना',
  'keeping only the inner product': 'केवल भीतरी पदों का गुणनफल लेना',
  'subtracting the inner product from the outer': 'बाहरी गुणनफल में से भीतरी गुणनफल घटा देना',
  'giving the constant term': 'अचर पद बता देना',
  'adding the three numbers (the x² coefficient)': 'तीनों संख्याओं को जोड़ देना (यह x² का गुणांक है)',
  'multiplying the three numbers (the constant term)': 'तीनों संख्याओं को गुणा कर देना (यह अचर पद है)',
  'adding only the first two products': 'केवल पहले दो गुणनफल जोड़ना',
};

/**
 * The distractors with their Hindi: a mistake written with drawn numbers brings its own `hi`, the
 * others take it from the table above (a missing one stops the build rather than leave a trap line out).
 */
export const withHindi = (distractors: readonly Distractor[]): Distractor[] =>
  withHindiMistakes(distractors, (mistake) => inHindi(MISTAKES, mistake));
