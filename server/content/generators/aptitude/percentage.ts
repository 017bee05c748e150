/**
 * Percentage: the level-1 kinds are here (p% of a number, what percent, percentage change, the whole
 * from a part, which serves level 2 too); the word problems of levels 2 and 3 sit beside it in
 * percentageStories.ts and percentageLevel3.ts, spread back in below in the same draw order (the order
 * decides which question each seed makes).
 */
import { num, pct, rupees } from '../format';
import { clean, gcd, lcm } from '../math';
import { aroundKey } from './keyRank';
import { byGender, hiName, hiThing } from '../hindi';
import { ARTICLES, anyone } from '../names';
import { defineTopic, isExact } from '../question';
import { PERCENTAGE_VARIANTS } from './commerceVariants';
import { PERCENTAGE_WEIGHTED } from './percentageWeighted';
import { PERCENTAGE_STORIES } from './percentageStories';
import { PERCENTAGE_LEVEL3 } from './percentageLevel3';
import { PERCENTAGE_FAILED } from './percentageFailed';
import type { Rng } from '../rng';

/** The smallest base N for which p% of N is a whole number (p may be 12.5, 37.5 …). */
const baseFor = (p: number): number => {
  const twice = Math.round(p * 2);
  return 200 / gcd(twice, 200);
};
const wholeMultiple = (rng: Rng, p: number, min: number, max: number): number =>
  rng.step(min, max, baseFor(p));

// The Hindi of the mistakes this file names (issue 15).
const DECIMAL_TIMES_10 = 'दशमलव बिंदु गलत स्थान पर लगाना (× 10)';
const DECIMAL_BY_10 = 'दशमलव बिंदु गलत स्थान पर लगाना (÷ 10)';

export const percentage = defineTopic({
  percentOf: {
    levels: [1],
    make(rng) {
      const p = rng.pick([5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 65, 75, 80, 12.5, 37.5, 62.5]);
      const setting = rng.int(0, 3);
      const n =
        setting === 2 ? rng.step(8000, 60000, lcm(baseFor(p), 500)) : rng.step(80, 2400, lcm(baseFor(p), 4));
      const ans = (n * p) / 100;
      const who = anyone(rng);
      const question = [
        `What is ${pct(p)} of ${num(n)}?`,
        `A school has ${num(n)} students, and ${pct(p)} of them are girls. How many girls are there in the school?`,
        `${who.name} spends ${pct(p)} of ${who.his} monthly income of ${rupees(n)} on rent. How much rent does ${who.he} pay?`,
        `In a village of ${num(n)} people, ${pct(p)} are literate. How many people in the village are literate?`,
      ][setting]!;
      const rest = [
        'the other',
        'the boys, the other',
        'what is left, the other',
        'the people who are not literate, the other',
      ][setting]!;
      const hiRest = ['शेष', 'लड़कों के', 'बची राशि के', 'निरक्षर लोगों के'][setting]!;
      return {
        question,
        answer: ans,
        format: setting === 2 ? rupees : num,
        distractors: aroundKey(
          [
            {
              mistake: `finding ${rest} ${pct(100 - p)}`,
              value: n - ans,
              hi: `${hiRest} ${pct(100 - p)} ज्ञात करना`,
            },
            { mistake: 'misplacing the decimal point (× 10)', value: ans * 10, hi: DECIMAL_TIMES_10 },
            { mistake: 'misplacing the decimal point (÷ 10)', value: ans / 10, hi: DECIMAL_BY_10 },
            {
              mistake: `taking ${pct(p / 2)} instead of ${pct(p)}`,
              value: ans / 2,
              hi: `${pct(p)} के स्थान पर ${pct(p / 2)} लेना`,
            },
          ].filter((d) => d.value > 0 && Number.isInteger(clean(d.value))),
          ans,
          n,
        ),
        steps: [
          `${pct(p)} of ${num(n)} = ${num(n)} × ${num(p)}/100 = ${setting === 2 ? rupees(ans) : num(ans)}.`,
        ],
        hi: {
          question: [
            `${num(n)} का ${pct(p)} कितना है?`,
            `एक विद्यालय में ${num(n)} विद्यार्थी हैं, जिनमें से ${pct(p)} लड़कियाँ हैं। विद्यालय में कितनी लड़कियाँ हैं?`,
            `${hiName(who)} अपनी ${rupees(n)} की मासिक आय का ${pct(p)} किराए पर खर्च ${byGender(who, 'करता', 'करती')} है। वह कितना किराया ${byGender(who, 'देता', 'देती')} है?`,
            `${num(n)} की जनसंख्या वाले एक गाँव में ${pct(p)} लोग साक्षर हैं। गाँव में कितने लोग साक्षर हैं?`,
          ][setting]!,
          steps: [
            `${num(n)} का ${pct(p)} = ${num(n)} × ${num(p)}/100 = ${setting === 2 ? rupees(ans) : num(ans)}।`,
          ],
        },
        params: { p, n },
      };
    },
  },
  whatPercent: {
    levels: [1],
    make(rng) {
      const p = rng.pick([
        4, 5, 8, 10, 12, 15, 16, 20, 24, 25, 30, 35, 40, 45, 48, 55, 60, 64, 75, 80, 12.5, 37.5, 62.5, 87.5,
      ]);
      const whole = wholeMultiple(rng, p, 20, 800);
      const part = (whole * p) / 100;
      const who = anyone(rng);
      const plain = rng.chance(0.5);
      const question = plain
        ? `What percentage of ${num(whole)} is ${num(part)}?`
        : `${who.name} scored ${num(part)} marks out of ${num(whole)} in a test. What percentage of marks did ${who.he} score?`;
      return {
        question,
        answer: p,
        format: pct,
        distractors: aroundKey(
          [
            {
              mistake: `dividing the whole by the part (${num(whole)}/${num(part)} × 100)`,
              value: (whole / part) * 100,
              hi: `पूर्ण को भाग से भाग देना (${num(whole)}/${num(part)} × 100)`,
            },
            {
              mistake: `comparing with the remainder ${num(whole - part)} instead of the whole`,
              value: (part / (whole - part)) * 100,
              hi: `पूर्ण के स्थान पर शेष ${num(whole - part)} से तुलना करना`,
            },
            {
              mistake: 'finding the percentage not obtained',
              value: 100 - p,
              hi: 'जो प्रतिशत प्राप्त नहीं हुआ, उसे ज्ञात करना',
            },
            { mistake: 'misplacing the decimal point (÷ 10)', value: p / 10, hi: DECIMAL_BY_10 },
          ],
          p,
          whole,
        ),
        steps: [`Percentage = part/whole × 100 = ${num(part)}/${num(whole)} × 100 = ${pct(p)}.`],
        hi: {
          question: plain
            ? `${num(part)}, ${num(whole)} का कितना प्रतिशत है?`
            : `${hiName(who)} ने एक परीक्षा में ${num(whole)} में से ${num(part)} अंक प्राप्त किए। उसने कितने प्रतिशत अंक प्राप्त किए?`,
          steps: [`प्रतिशत = भाग/पूर्ण × 100 = ${num(part)}/${num(whole)} × 100 = ${pct(p)}।`],
        },
        params: { part, whole },
      };
    },
  },
  percentChange: {
    levels: [1],
    make(rng) {
      const p = rng.pick([5, 10, 12.5, 15, 20, 25, 30, 40, 50, 60, 75]);
      const up = rng.chance(0.5);
      const item = rng.pick(ARTICLES);
      const old = rng.step(item.min, item.max, lcm(baseFor(p), 10));
      const now = up ? old * (1 + p / 100) : old * (1 - p / 100);
      const diff = Math.abs(now - old);
      const verb = up ? 'rises' : 'falls';
      const noun = up ? 'increase' : 'decrease';
      const hiNoun = up ? 'वृद्धि' : 'कमी';
      return {
        question: `The price of a ${item.name} ${verb} from ${rupees(old)} to ${rupees(now)}. What is the percentage ${noun}?`,
        answer: p,
        format: pct,
        distractors: aroundKey(
          [
            {
              mistake: `dividing by the new price ${rupees(now)} instead of the old`,
              value: (diff / now) * 100,
              hi: `पुराने मूल्य के स्थान पर नए मूल्य ${rupees(now)} से भाग देना`,
            },
            {
              mistake: 'writing the new price as a percentage of the old',
              value: (now / old) * 100,
              hi: 'नए मूल्य को पुराने मूल्य के प्रतिशत के रूप में लिखना',
            },
            { mistake: 'halving the change by mistake', value: p / 2, hi: 'परिवर्तन को भूल से आधा कर देना' },
            { mistake: 'doubling the change by mistake', value: p * 2, hi: 'परिवर्तन को भूल से दोगुना कर देना' },
          ].filter((d) => isExact(clean(d.value))),
          p,
          old,
        ),
        steps: [
          `The ${noun} is ${rupees(diff)} on the old price ${rupees(old)}: ${num(diff)}/${num(old)} × 100 = ${pct(p)}.`,
        ],
        hi: {
          question: `${hiThing(item.name)} का मूल्य ${rupees(old)} से ${up ? 'बढ़कर' : 'घटकर'} ${rupees(now)} हो जाता है। मूल्य में कितने प्रतिशत की ${hiNoun} हुई?`,
          steps: [
            `पुराने मूल्य ${rupees(old)} पर ${hiNoun} ${rupees(diff)} है: ${num(diff)}/${num(old)} × 100 = ${pct(p)}।`,
          ],
        },
        params: { old, now },
      };
    },
  },
  wholeFromPart: {
    levels: [1, 2],
    make(rng) {
      const p = rng.pick([4, 5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 12.5, 37.5]);
      const salary = rng.chance(0.5);
      const whole = salary ? rng.step(8000, 90000, lcm(baseFor(p), 500)) : wholeMultiple(rng, p, 40, 3000);
      const part = (whole * p) / 100;
      const who = anyone(rng);
      const question = !salary
        ? `${pct(p)} of a number is ${num(part)}. What is the number?`
        : `${who.name} saves ${rupees(part)} a month, which is ${pct(p)} of ${who.his} monthly salary. What is ${who.his} monthly salary?`;
      return {
        question,
        answer: whole,
        format: salary ? rupees : num,
        distractors: aroundKey(
          [
            {
              mistake: `taking ${pct(p)} of ${num(part)} instead of dividing`,
              value: (part * p) / 100,
              hi: `भाग देने के स्थान पर ${num(part)} का ${pct(p)} लेना`,
            },
            {
              mistake: `dividing by the other ${pct(100 - p)}`,
              value: (part * 100) / (100 - p),
              hi: `शेष ${pct(100 - p)} से भाग देना`,
            },
            {
              mistake: 'finding only the remaining part of the whole',
              value: whole - part,
              hi: 'पूर्ण का केवल शेष भाग ज्ञात करना',
            },
            { mistake: 'adding the percentage to the part', value: part + p, hi: 'भाग में प्रतिशत जोड़ देना' },
            { mistake: 'misplacing the decimal point (× 10)', value: whole * 10, hi: DECIMAL_TIMES_10 },
            {
              mistake: `taking ${num(part)} as ${pct(p)} of the rest and adding it on`,
              value: whole + part,
              hi: `${num(part)} को शेष का ${pct(p)} मानकर उसे जोड़ देना`,
            },
          ].filter((d) => d.value > 0 && Number.isInteger(clean(d.value))),
          whole,
          part,
        ),
        steps: [
          `If ${pct(p)} is ${num(part)}, the whole (100%) is ${num(part)} × 100/${num(p)} = ${salary ? rupees(whole) : num(whole)}.`,
        ],
        hi: {
          question: !salary
            ? `किसी संख्या का ${pct(p)} ${num(part)} है। वह संख्या क्या है?`
            : `${hiName(who)} हर महीने ${rupees(part)} ${byGender(who, 'बचाता', 'बचाती')} है, जो उसके मासिक वेतन का ${pct(p)} है। उसका मासिक वेतन कितना है?`,
          steps: [
            `यदि ${pct(p)} = ${num(part)}, तो पूर्ण (100%) = ${num(part)} × 100/${num(p)} = ${salary ? rupees(whole) : num(whole)}।`,
          ],
        },
        params: { p, part },
      };
    },
  },
  ...PERCENTAGE_STORIES,
  ...PERCENTAGE_LEVEL3,
  // forms the papers set beside the classic ones (commerceVariants.ts)
  ...PERCENTAGE_VARIANTS,
  // two rates on two parts of a whole, the whole asked (percentageWeighted.ts)
  ...PERCENTAGE_WEIGHTED,
  // failed in one subject, the other and both: passed in both, or how many sat (percentageFailed.ts)
  ...PERCENTAGE_FAILED,
});
