/**
 * The Hindi twins of computer fundamentals' computed rows (issue 15). A number-system conversion: the
 * same written number, the same options (numbers, so the same text) and the same worked steps, worded
 * as Hindi-medium papers print them (आधार, दशमलव, द्विआधारी, शेषफल); the English is
 * computer-fundamental.ts's `workings`. An abbreviation: the question in Hindi around the abbreviation,
 * the expansions in English as Hindi papers print them. The fact tables' Hindi is in
 * hindi-computer-tables.ts.
 */
import type { QuestionHindi } from '../../../../contract/quiz';
import type { Working } from './computer-fundamental';

const BASE_NAMES_HI: Readonly<Record<number, string>> = {
  2: 'द्विआधारी (बाइनरी)',
  8: 'अष्टाधारी (ऑक्टल)',
  10: 'दशमलव',
  16: 'षोडशाधारी (हेक्साडेसिमल)',
};

function hindiWorkings(w: Working): string {
  switch (w.kind) {
    case 'place-values':
      return `प्रत्येक अंक को उसके स्थानीय मान (${w.from} की घातों) से गुणा करके जोड़िए: ${w.terms.join(' + ')} = ${w.n}।`;
    case 'divide': {
      const lines = w.lines.map((l) => `${l.q} ÷ ${w.to} = ${l.quotient} शेष ${l.remainder}`);
      return `${w.to} से बार-बार भाग दीजिए: ${lines.join('; ')}। शेषफलों को अंतिम से पहले की ओर पढ़ने पर ${w.answer} मिलता है।`;
    }
    case 'bits-to-hex':
      return `बिटों को दाईं ओर से चार-चार के समूहों में बाँटिए: ${w.groups.join(', ')}। अतः उत्तर ${w.answer} है (दशमलव में ${w.n})।`;
    case 'hex-to-bits':
      return `प्रत्येक हेक्साडेसिमल अंक को चार बिटों में लिखिए: ${w.groups.join(', ')}। आगे के शून्य हटाने पर ${w.answer} मिलता है (दशमलव में ${w.n})।`;
  }
}

/**
 * "Convert (1101)₂ into decimal." in Hindi: `written` is the number as the English writes it, and the
 * options (numbers) are the English ones in their order.
 */
export function hindiConversion(
  written: string,
  to: number,
  steps: Working,
  options: readonly string[],
): QuestionHindi {
  return {
    question: `${written} को ${BASE_NAMES_HI[to]} में बदलिए।`,
    options: [...options] as unknown as QuestionHindi['options'],
    explanation: hindiWorkings(steps),
  };
}

/**
 * "What is the full form of CPU?" in Hindi. The abbreviation and the four expansions stay as printed
 * (Hindi papers ask "CPU का पूर्ण रूप क्या है?" and offer "Central Processing Unit"), so the options are
 * the English ones in their order.
 */
export function hindiAbbreviation(
  abbreviation: string,
  full: string,
  options: readonly string[],
): QuestionHindi {
  return {
    question: `${abbreviation} का पूर्ण रूप क्या है?`,
    options: [...options] as unknown as QuestionHindi['options'],
    explanation: `${abbreviation} का पूर्ण रूप ${full} है।`,
  };
}
