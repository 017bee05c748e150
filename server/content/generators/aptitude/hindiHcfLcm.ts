/**
 * The Hindi (issue 15) of HCF and LCM: each kind's question (every English phrasing's twin, in the
 * same order, so one draw picks both) and worked steps, and the mistakes the kinds name. Kept beside
 * hcfLcm.ts so that file stays a list of problems; the values are the English ones, only words change.
 */
import { clockTime, fraction, num } from '../format';
import { hiListAnd, inHindi, withHindiMistakes } from '../hindi';
import { gcdAll, lcmAll } from '../math';
import type { Rng } from '../rng';
import type { Distractor } from '../types';

/** A list of numbers as "12, 18 और 24" (the English prints the same numbers with "and"). */
export const hiList = (values: readonly number[]): string => hiListAnd(values.map((v) => num(v)));

/** The clock time as Hindi papers print it: "पूर्वाह्न 9:06", "अपराह्न 1:30" (same digits as the English). */
export function hiClockTime(hours: number): string {
  const [time, half] = clockTime(hours).split(' ');
  return `${half === 'a.m.' ? 'पूर्वाह्न' : 'अपराह्न'} ${time!}`;
}

/**
 * One of the English phrasings and its Hindi twin: `rng.pick` over the pairs draws exactly as it did
 * over the English alone (same length, same index), so the English question stays the same.
 */
export function pickTwin(
  rng: Rng,
  english: readonly string[],
  hindi: readonly string[],
): readonly [string, string] {
  if (english.length !== hindi.length) throw new Error('every English phrasing needs its Hindi twin');
  return rng.pick(english.map((e, i) => [e, hindi[i]!] as const));
}

/** The mistakes the kinds name, keyed by their English, as Hindi infinitives. */
const MISTAKES: Readonly<Record<string, string>> = {
  'giving the LCM instead': 'म.स.प. के स्थान पर ल.स.प. बताना',
  'giving the HCF instead': 'ल.स.प. के स्थान पर म.स.प. बताना',
  'taking a common factor that is not the highest': 'ऐसा उभयनिष्ठ भाजक लेना जो सबसे बड़ा नहीं है',
  'taking the smallest number as the HCF': 'सबसे छोटी संख्या को म.स.प. मान लेना',
  'taking the difference of two of the numbers': 'दो संख्याओं का अंतर ले लेना',
  'multiplying the numbers together': 'संख्याओं को आपस में गुणा कर देना',
  'taking a common multiple that is not the least': 'ऐसा उभयनिष्ठ गुणज लेना जो सबसे छोटा नहीं है',
  'taking the largest number': 'सबसे बड़ी संख्या ले लेना',
  'dividing the LCM by the HCF': 'ल.स.प. को म.स.प. से भाग देना',
  'dividing the LCM by the number': 'ल.स.प. को दी गई संख्या से भाग देना',
  'multiplying the LCM by the HCF': 'ल.स.प. को म.स.प. से गुणा करना',
  'forgetting to add the remainder': 'शेषफल जोड़ना भूल जाना',
  'subtracting the remainder': 'शेषफल को घटा देना',
  'multiplying the divisors instead of taking the LCM': 'ल.स.प. के स्थान पर भाजकों का गुणनफल लेना',
  'taking the HCF of the numbers as given': 'दी गई संख्याओं का ही म.स.प. लेना',
  'subtracting the remainders the wrong way round': 'शेषफलों को उलटी संख्याओं से घटाना',
  'adding the remainders instead of subtracting': 'शेषफलों को घटाने के स्थान पर जोड़ना',
  'adding the three intervals': 'तीनों अंतरालों को जोड़ना',
  'using the largest interval': 'सबसे बड़ा अंतराल ले लेना',
  'using twice the LCM': 'ल.स.प. का दोगुना लेना',
  'using the HCF of the intervals': 'अंतरालों का म.स.प. लेना',
  'taking LCM of numerators over LCM of denominators': 'अंशों के ल.स.प. को हरों के ल.स.प. से भाग देना',
  'taking HCF of numerators over HCF of denominators': 'अंशों के म.स.प. को हरों के म.स.प. से भाग देना',
  'taking the HCF of the numbers themselves': 'संख्याओं का ही म.स.प. ले लेना',
  'giving the common remainder': 'समान शेषफल को ही उत्तर मान लेना',
  'taking the smaller difference itself': 'छोटे अंतर को ही उत्तर मान लेना',
  'taking a factor of the HCF': 'म.स.प. का एक गुणनखंड ले लेना',
  'going one multiple of the LCM too far': 'ल.स.प. का एक गुणज आगे चले जाना',
  'taking one multiple of the LCM too few': 'ल.स.प. का एक गुणज पीछे रह जाना',
  'using the product of the first two numbers instead of the LCM':
    'ल.स.प. के स्थान पर पहली दो संख्याओं का गुणनफल लेना',
  'adding the LCM to the smallest number': 'सबसे छोटी संख्या में ल.स.प. जोड़ देना',
  'subtracting the LCM from the largest number': 'सबसे बड़ी संख्या से ल.स.प. घटा देना',
  'subtracting the remainder from the wrong end': 'शेषफल को गलत सिरे से घटाना',
  'stopping at the LCM, which is not a square': 'ल.स.प. (जो पूर्ण वर्ग नहीं है) पर ही रुक जाना',
  'squaring the LCM': 'ल.स.प. का वर्ग कर देना',
  'multiplying by only one of the missing primes': 'छूटे हुए अभाज्य गुणनखंडों में से केवल एक से गुणा करना',
  'multiplying the ratio terms without taking their LCM': 'अनुपात के पदों का ल.स.प. लिए बिना उन्हें गुणा करना',
  'adding the ratio terms': 'अनुपात के पदों को जोड़ना',
  'multiplying the HCF by the largest term only': 'म.स.प. को केवल सबसे बड़े पद से गुणा करना',
  'forgetting to multiply by the HCF': 'म.स.प. से गुणा करना भूल जाना',
  'giving the product of the numbers': 'संख्याओं का गुणनफल बता देना',
  'dividing the product of the three numbers by the HCF, as for two numbers':
    'दो संख्याओं के नियम की तरह तीनों संख्याओं के गुणनफल को म.स.प. से भाग देना',
  'stopping at the smallest prime they share': 'सबसे छोटे उभयनिष्ठ अभाज्य गुणनखंड पर ही रुक जाना',
  'taking the numbers to have no common factor but 1':
    'यह मान लेना कि संख्याओं में 1 के अतिरिक्त कोई उभयनिष्ठ गुणनखंड नहीं है',
  'adding the remainder to the HCF instead of the LCM': 'शेषफल को ल.स.प. के स्थान पर म.स.प. में जोड़ देना',
};

/** Each distractor with its mistake in Hindi (a mistake missing from the table stops the build). */
export const withHindi = (distractors: readonly Distractor[]): Distractor[] =>
  withHindiMistakes(distractors, (mistake) => inHindi(MISTAKES, mistake));

const HCF = 'म.स.प.';
const LCM = 'ल.स.प.';

/** Each kind's Hindi questions (in the English phrasings' order) and steps. */
export const HI = {
  hcf: (values: readonly number[]) => [
    `${hiList(values)} का ${HCF} क्या है?`,
    `${hiList(values)} का महत्तम समापवर्तक ज्ञात कीजिए।`,
    `वह बड़ी से बड़ी संख्या कौन-सी है जो ${hiList(values)} में से प्रत्येक को पूर्णतः विभाजित करती है?`,
    `${hiList(values)} का सबसे बड़ा उभयनिष्ठ भाजक ज्ञात कीजिए।`,
  ],
  hcfSteps: (values: readonly number[], g: number, multipliers: readonly number[]) =>
    `${values.map((v) => `${v} = ${g} × ${v / g}`).join(', ')}; ${hiList(multipliers)} में कोई उभयनिष्ठ गुणनखंड नहीं है, अतः ${HCF} = ${g}।`,
  lcm: (values: readonly number[]) => [
    `${hiList(values)} का ${LCM} क्या है?`,
    `${hiList(values)} का लघुत्तम समापवर्त्य ज्ञात कीजिए।`,
    `वह छोटी से छोटी संख्या कौन-सी है जो ${hiList(values)} में से प्रत्येक से पूर्णतः विभाज्य है?`,
    `वह सबसे छोटी संख्या ज्ञात कीजिए जो ${hiList(values)} में से प्रत्येक का गुणज है।`,
  ],
  lcmSteps: (values: readonly number[], l: number) =>
    `${hiList(values)} में से प्रत्येक से विभाज्य सबसे छोटी संख्या ${num(l)} है (जाँच: ${values.map((v) => `${num(l)} ÷ ${v} = ${l / v}`).join(', ')})।`,
  productRule: (h: number, l: number, a: number) => [
    `दो संख्याओं का ${HCF} ${h} और ${LCM} ${num(l)} है। यदि एक संख्या ${a} है, तो दूसरी संख्या क्या है?`,
    `दो संख्याओं का ${HCF} ${h} तथा ${LCM} ${num(l)} है। उनमें से एक ${a} है। दूसरी संख्या ज्ञात कीजिए।`,
  ],
  productRuleSteps: (h: number, l: number, a: number, b: number) =>
    `${HCF} × ${LCM} = दोनों संख्याओं का गुणनफल: ${h} × ${num(l)} = ${a} × x, अतः x = ${num(h * l)} ÷ ${a} = ${b}।`,
  leastWithRemainder: (values: readonly number[], r: number) => [
    `वह छोटी से छोटी संख्या कौन-सी है जिसे ${hiList(values)} से भाग देने पर प्रत्येक स्थिति में ${r} शेष बचता है?`,
    `वह सबसे छोटी संख्या ज्ञात कीजिए जिसे ${hiList(values)} में से प्रत्येक से भाग देने पर ${r} शेष बचता है।`,
  ],
  leastWithRemainderSteps: (values: readonly number[], l: number, r: number) =>
    `${hiList(values)} का ${LCM} = ${l}; इसमें शेषफल जोड़ें: ${l} + ${r} = ${l + r}।`,
  greatestWithRemainders: (values: readonly number[], r: readonly number[]) =>
    `वह बड़ी से बड़ी संख्या कौन-सी है जिससे ${values[0]} और ${values[1]} को भाग देने पर क्रमशः ${r[0]} और ${r[1]} शेष बचते हैं?`,
  greatestWithRemaindersSteps: (values: readonly number[], r: readonly number[], g: number) =>
    `वह संख्या ${values[0]} − ${r[0]} = ${values[0]! - r[0]!} और ${values[1]} − ${r[1]} = ${values[1]! - r[1]!} को पूर्णतः विभाजित करती है; इनका ${HCF} ${g} है।`,
  bells: (values: readonly number[], start: number) =>
    `तीन घंटियाँ क्रमशः ${hiList(values)} मिनट के अंतराल पर बजती हैं। यदि वे ${hiClockTime(start)} पर एक साथ बजती हैं, तो वे फिर एक साथ कब बजेंगी?`,
  bellsSteps: (values: readonly number[], l: number, next: number) =>
    `वे हर ${LCM}(${values.join(', ')}) = ${l} मिनट पर एक साथ बजती हैं, अतः अगली बार ${hiClockTime(next)} पर।`,
  fractions: (list: string, askL: boolean) => [
    `${list} का ${askL ? LCM : HCF} क्या है?`,
    `भिन्नों ${list} का ${askL ? LCM : HCF} ज्ञात कीजिए।`,
  ],
  fractionsSteps: (nums: readonly number[], dens: readonly number[], askL: boolean, value: number) =>
    askL
      ? `भिन्नों का ${LCM} = अंशों का ${LCM} ÷ हरों का ${HCF} = ${lcmAll(nums)} ÷ ${gcdAll(dens)} = ${fraction(value)}।`
      : `भिन्नों का ${HCF} = अंशों का ${HCF} ÷ हरों का ${LCM} = ${gcdAll(nums)} ÷ ${lcmAll(dens)} = ${fraction(value)}।`,
  sameRemainder: (values: readonly number[]) => [
    `वह बड़ी से बड़ी संख्या कौन-सी है जिससे ${hiList(values)} को भाग देने पर प्रत्येक स्थिति में समान शेषफल बचता है?`,
    `वह सबसे बड़ी संख्या ज्ञात कीजिए जिससे ${hiList(values)} में से प्रत्येक को भाग देने पर एक ही शेषफल बचता है।`,
  ],
  sameRemainderSteps: (values: readonly number[], diffs: readonly number[], g: number) =>
    `यदि प्रत्येक से समान शेषफल बचता है, तो वह संख्या अंतरों ${num(values[1]!)} − ${num(values[0]!)} = ${num(diffs[0]!)} और ${num(values[2]!)} − ${num(values[1]!)} = ${num(diffs[1]!)} को विभाजित करती है। ${HCF}(${num(diffs[0]!)}, ${num(diffs[1]!)}) = ${g}।`,
  digitsBound: (values: readonly number[], digits: number, smallest: boolean) =>
    `${hiList(values)} में से प्रत्येक से पूर्णतः विभाज्य ${digits} अंकों की ${smallest ? 'सबसे छोटी' : 'सबसे बड़ी'} संख्या कौन-सी है?`,
  digitsBoundSteps: (
    values: readonly number[],
    l: number,
    bound: number,
    value: number,
    smallest: boolean,
  ) => [
    `${hiList(values)} का ${LCM} = ${num(l)}।`,
    smallest
      ? `${num(bound)} ÷ ${num(l)} से शेषफल ${num(bound % l)} बचता है, अतः सबसे छोटा गुणज = ${num(bound)} + ${num(l - (bound % l))} = ${num(value)}।`
      : `${num(bound)} ÷ ${num(l)} से शेषफल ${num(bound % l)} बचता है, अतः सबसे बड़ा गुणज = ${num(bound)} − ${num(bound % l)} = ${num(value)}।`,
  ],
  leastSquare: (values: readonly number[]) => [
    `${hiList(values)} में से प्रत्येक से पूर्णतः विभाज्य सबसे छोटा पूर्ण वर्ग कौन-सा है?`,
    `वह सबसे छोटी वर्ग संख्या ज्ञात कीजिए जो ${hiList(values)} में से प्रत्येक से विभाज्य है।`,
  ],
  leastSquareSteps: (l: number, sqv: number) =>
    `${LCM} = ${num(l)}। प्रत्येक अभाज्य गुणनखंड की घात सम करने के लिए ${sqv / l} से गुणा करें: ${num(sqv)} = ${Math.sqrt(sqv)}²।`,
  ratioHcf: (parts: readonly number[], h: number) => [
    `${parts.length === 3 ? 'तीन' : 'दो'} संख्याएँ ${parts.join(' : ')} के अनुपात में हैं और उनका ${HCF} ${h} है। उनका ${LCM} क्या है?`,
    `${parts.join(' : ')} के अनुपात वाली ${parts.length === 3 ? 'तीन' : 'दो'} संख्याओं का ${HCF} ${h} है। उनका ${LCM} ज्ञात कीजिए।`,
  ],
  ratioHcfSteps: (parts: readonly number[], h: number, l: number) =>
    `संख्याएँ ${parts.map((p) => `${p * h}`).join(', ')} हैं (अनुपात का प्रत्येक पद × ${h}); उनका ${LCM} = ${h} × ${LCM}(${parts.join(', ')}) = ${num(l)}।`,
};
