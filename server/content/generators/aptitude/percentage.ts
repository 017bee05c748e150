import { change, decimal, num, pct } from '../format';
import { clean, gcd, isWhole, lcm } from '../math';
import { byGender, hiChange, hiName, hiThing, inHindi } from '../hindi';
import { ARTICLES, anyone } from '../names';
import { defineTopic } from '../question';
import { PERCENTAGE_VARIANTS } from './commerceVariants';
import type { Rng } from '../rng';

/** The smallest base N for which p% of N is a whole number (p may be 12.5, 37.5 …). */
const baseFor = (p: number): number => {
  const twice = Math.round(p * 2);
  return 200 / gcd(twice, 200);
};
const wholeMultiple = (rng: Rng, p: number, min: number, max: number): number =>
  rng.step(min, max, baseFor(p));

const rupee = (n: number): string => `₹ ${num(n)}`;

// The Hindi of the words this topic draws (issue 15), keyed by the English drawn.
const DECIMAL_TIMES_10 = 'दशमलव बिंदु गलत स्थान पर लगाना (× 10)';
const DECIMAL_BY_10 = 'दशमलव बिंदु गलत स्थान पर लगाना (÷ 10)';
const SUCCESSIVE_THINGS = {
  'The price of sugar is': 'चीनी के मूल्य',
  'The salary of a clerk is': 'एक लिपिक के वेतन',
  'The population of a town is': 'एक कस्बे की जनसंख्या',
  'The rent of a flat is': 'एक फ़्लैट के किराए',
  'The price of petrol is': 'पेट्रोल के मूल्य',
} as const;
const TOWNS_HI = {
  'a town': 'एक कस्बे',
  'a village': 'एक गाँव',
  'a district town': 'एक ज़िला मुख्यालय',
  'a city': 'एक शहर',
} as const;
const GOODS_HI = {
  sugar: 'चीनी',
  'cooking oil': 'खाने के तेल',
  petrol: 'पेट्रोल',
  rice: 'चावल',
  milk: 'दूध',
  tea: 'चाय',
} as const;
/** A measure and the form of का that agrees with it. */
const MEASURES_HI: Readonly<Record<string, readonly [noun: string, of: string]>> = {
  'monthly salary': ['मासिक वेतन', 'का'],
  income: ['आय', 'की'],
  weight: ['वज़न', 'का'],
  'score in the final exam': ['अंतिम परीक्षा में प्राप्तांक', 'का'],
};

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
        `${who.name} spends ${pct(p)} of ${who.his} monthly income of ${rupee(n)} on rent. How much rent does ${who.he} pay?`,
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
        format: setting === 2 ? rupee : num,
        distractors: [
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
        ],
        steps: [
          `${pct(p)} of ${num(n)} = ${num(n)} × ${num(p)}/100 = ${setting === 2 ? rupee(ans) : num(ans)}.`,
        ],
        hi: {
          question: [
            `${num(n)} का ${pct(p)} कितना है?`,
            `एक विद्यालय में ${num(n)} विद्यार्थी हैं, जिनमें से ${pct(p)} लड़कियाँ हैं। विद्यालय में कितनी लड़कियाँ हैं?`,
            `${hiName(who)} अपनी ${rupee(n)} की मासिक आय का ${pct(p)} किराए पर खर्च ${byGender(who, 'करता', 'करती')} है। वह कितना किराया ${byGender(who, 'देता', 'देती')} है?`,
            `${num(n)} की जनसंख्या वाले एक गाँव में ${pct(p)} लोग साक्षर हैं। गाँव में कितने लोग साक्षर हैं?`,
          ][setting]!,
          steps: [
            `${num(n)} का ${pct(p)} = ${num(n)} × ${num(p)}/100 = ${setting === 2 ? rupee(ans) : num(ans)}।`,
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
        distractors: [
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
        question: `The price of a ${item.name} ${verb} from ${rupee(old)} to ${rupee(now)}. What is the percentage ${noun}?`,
        answer: p,
        format: pct,
        distractors: [
          {
            mistake: `dividing by the new price ${rupee(now)} instead of the old`,
            value: (diff / now) * 100,
            hi: `पुराने मूल्य के स्थान पर नए मूल्य ${rupee(now)} से भाग देना`,
          },
          {
            mistake: 'writing the new price as a percentage of the old',
            value: (now / old) * 100,
            hi: 'नए मूल्य को पुराने मूल्य के प्रतिशत के रूप में लिखना',
          },
          { mistake: 'halving the change by mistake', value: p / 2, hi: 'परिवर्तन को भूल से आधा कर देना' },
          { mistake: 'doubling the change by mistake', value: p * 2, hi: 'परिवर्तन को भूल से दोगुना कर देना' },
        ],
        steps: [
          `The ${noun} is ${rupee(diff)} on the old price ${rupee(old)}: ${num(diff)}/${num(old)} × 100 = ${pct(p)}.`,
        ],
        hi: {
          question: `${hiThing(item.name)} का मूल्य ${rupee(old)} से ${up ? 'बढ़कर' : 'घटकर'} ${rupee(now)} हो जाता है। मूल्य में कितने प्रतिशत की ${hiNoun} हुई?`,
          steps: [
            `पुराने मूल्य ${rupee(old)} पर ${hiNoun} ${rupee(diff)} है: ${num(diff)}/${num(old)} × 100 = ${pct(p)}।`,
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
        : `${who.name} saves ${rupee(part)} a month, which is ${pct(p)} of ${who.his} monthly salary. What is ${who.his} monthly salary?`;
      return {
        question,
        answer: whole,
        format: salary ? rupee : num,
        distractors: [
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
        ],
        steps: [
          `If ${pct(p)} is ${num(part)}, the whole (100%) is ${num(part)} × 100/${num(p)} = ${salary ? rupee(whole) : num(whole)}.`,
        ],
        hi: {
          question: !salary
            ? `किसी संख्या का ${pct(p)} ${num(part)} है। वह संख्या क्या है?`
            : `${hiName(who)} हर महीने ${rupee(part)} ${byGender(who, 'बचाता', 'बचाती')} है, जो उसके मासिक वेतन का ${pct(p)} है। उसका मासिक वेतन कितना है?`,
          steps: [
            `यदि ${pct(p)} = ${num(part)}, तो पूर्ण (100%) = ${num(part)} × 100/${num(p)} = ${salary ? rupee(whole) : num(whole)}।`,
          ],
        },
        params: { p, part },
      };
    },
  },
  successive: {
    levels: [2],
    make(rng) {
      const sizes = [5, 10, 15, 20, 25, 30, 40, 50];
      const a = rng.pick(sizes) * (rng.chance(0.7) ? 1 : -1);
      const b = rng.pick(sizes) * (rng.chance(0.4) ? 1 : -1);
      const net = a + b + (a * b) / 100;
      const word = (x: number) => (x >= 0 ? `increased by ${pct(x)}` : `decreased by ${pct(-x)}`);
      const thing = rng.pick([
        'The price of sugar is',
        'The salary of a clerk is',
        'The population of a town is',
        'The rent of a flat is',
        'The price of petrol is',
      ]);
      const hiWord = (x: number) => `${pct(Math.abs(x))} की ${x >= 0 ? 'वृद्धि' : 'कमी'}`;
      const hiNet = (x: number) => (Math.abs(x) < 1e-9 ? 'कोई परिवर्तन नहीं' : hiChange(x));
      return {
        question: `${thing} first ${word(a)} and then ${word(b)}. What is the net percentage change?`,
        answer: net,
        format: (x) => (Math.abs(x) < 1e-9 ? 'No change' : change(x)),
        allowNonPositive: true,
        distractors: [
          {
            mistake: 'adding the percentages instead of compounding them',
            value: a + b,
            hi: 'प्रतिशतों को क्रमिक रूप से लगाने के स्थान पर सीधे जोड़ देना',
          },
          {
            mistake: 'subtracting the product term ab/100 instead of adding it',
            value: a + b - (a * b) / 100,
            hi: 'गुणनफल पद ab/100 को जोड़ने के स्थान पर घटाना',
          },
          {
            mistake: 'getting the sign of the net change wrong',
            value: -net,
            hi: 'कुल परिवर्तन का चिह्न उलट देना',
          },
          {
            mistake: 'using only the product term ab/100',
            value: (a * b) / 100,
            hi: 'केवल गुणनफल पद ab/100 लेना',
          },
        ],
        steps: [
          `For successive changes of a% and b%, the net change = a + b + ab/100.`,
          `Here = ${num(a)} + (${num(b)}) + (${num(a)} × ${num(b)})/100 = ${num(net)}%, i.e. ${Math.abs(net) < 1e-9 ? 'no change' : change(net)}.`,
        ],
        hi: {
          question: `${inHindi(SUCCESSIVE_THINGS, thing)} में पहले ${hiWord(a)} होती है और फिर ${hiWord(b)}। कुल प्रतिशत परिवर्तन कितना है?`,
          steps: [
            `a% और b% के क्रमिक परिवर्तनों का कुल परिवर्तन = a + b + ab/100।`,
            `यहाँ = ${num(a)} + (${num(b)}) + (${num(a)} × ${num(b)})/100 = ${num(net)}%, अर्थात् ${hiNet(net)}।`,
          ],
          format: hiNet,
        },
        params: { a, b },
      };
    },
  },
  passMarks: {
    levels: [2],
    make(rng) {
      const p = rng.pick([30, 33, 35, 36, 40, 45]);
      const max = rng.step(200, 1200, 100 / gcd(p, 100));
      const pass = (max * p) / 100;
      const short = rng.int(5, Math.min(40, Math.floor(pass / 3)));
      const got = pass - short;
      const who = anyone(rng);
      return {
        question: `A candidate needs ${pct(p)} of the maximum marks to pass. ${who.name} gets ${num(got)} marks and fails by ${num(short)} marks. What are the maximum marks?`,
        answer: max,
        distractors: [
          {
            mistake: 'subtracting the shortfall instead of adding it',
            value: ((got - short) * 100) / p,
            hi: 'कम पड़े अंकों को जोड़ने के स्थान पर घटाना',
          },
          {
            mistake: 'ignoring the marks by which the candidate fell short',
            value: (got * 100) / p,
            hi: 'कम पड़े अंकों को अनदेखा करना',
          },
          {
            mistake: 'taking the pass mark itself as the maximum',
            value: pass,
            hi: 'उत्तीर्णांक को ही अधिकतम अंक मान लेना',
          },
        ],
        steps: [
          `Pass mark = ${num(got)} + ${num(short)} = ${num(pass)}, and this is ${pct(p)} of the maximum.`,
          `Maximum = ${num(pass)} × 100/${num(p)} = ${num(max)}.`,
        ],
        hi: {
          question: `उत्तीर्ण होने के लिए एक परीक्षार्थी को अधिकतम अंकों का ${pct(p)} प्राप्त करना होता है। ${hiName(who)} को ${num(got)} अंक मिलते हैं और वह ${num(short)} अंकों से अनुत्तीर्ण हो ${byGender(who, 'जाता', 'जाती')} है। अधिकतम अंक कितने हैं?`,
          steps: [
            `उत्तीर्णांक = ${num(got)} + ${num(short)} = ${num(pass)}, और यह अधिकतम अंकों का ${pct(p)} है।`,
            `अधिकतम अंक = ${num(pass)} × 100/${num(p)} = ${num(max)}।`,
          ],
        },
        step: 50,
        params: { p, got, short },
      };
    },
  },
  population: {
    levels: [2, 3],
    make(rng, level) {
      const r1 = rng.pick([5, 10, 20, 4, 8, 25]);
      const r2 = level === 3 ? -rng.pick([5, 10, 20]) : r1;
      const base = (100 / gcd(r1, 100)) * (100 / gcd(Math.abs(r2), 100));
      const start = rng.step(8000, 200000, base);
      const after1 = start * (1 + r1 / 100);
      const end = after1 * (1 + r2 / 100);
      const town = rng.pick(['a town', 'a village', 'a district town', 'a city']);
      const question =
        level === 3
          ? `The population of ${town} is ${num(start)}. It increases by ${pct(r1)} in the first year and decreases by ${pct(-r2)} in the second year. What is the population at the end of the second year?`
          : `The population of ${town} is ${num(start)} and it grows by ${pct(r1)} every year. What will the population be after 2 years?`;
      return {
        question,
        answer: end,
        distractors: [
          {
            mistake: 'adding the two rates as simple growth on the original',
            value: start * (1 + (r1 + r2) / 100),
            hi: 'दोनों दरों को जोड़कर मूल जनसंख्या पर साधारण वृद्धि लगाना',
          },
          { mistake: 'applying only the first year', value: after1, hi: 'केवल पहले वर्ष का परिवर्तन लगाना' },
          {
            mistake: 'applying both years in the wrong direction',
            value: start * (1 - r1 / 100) * (1 - r2 / 100),
            hi: 'दोनों वर्षों का परिवर्तन उलटी दिशा में लगाना',
          },
          {
            mistake: 'applying the first rate twice',
            value: start * (1 + r1 / 100) ** 2,
            hi: 'पहली दर को दो बार लगाना',
          },
        ],
        steps: [
          `After year 1: ${num(start)} × ${num(100 + r1)}/100 = ${num(after1)}.`,
          `After year 2: ${num(after1)} × ${num(100 + r2)}/100 = ${num(end)}.`,
        ],
        hi: {
          question:
            level === 3
              ? `${inHindi(TOWNS_HI, town)} की जनसंख्या ${num(start)} है। पहले वर्ष इसमें ${pct(r1)} की वृद्धि होती है और दूसरे वर्ष ${pct(-r2)} की कमी। दूसरे वर्ष के अंत में जनसंख्या कितनी होगी?`
              : `${inHindi(TOWNS_HI, town)} की जनसंख्या ${num(start)} है और यह प्रति वर्ष ${pct(r1)} बढ़ती है। 2 वर्ष बाद जनसंख्या कितनी होगी?`,
          steps: [
            `पहले वर्ष के बाद: ${num(start)} × ${num(100 + r1)}/100 = ${num(after1)}।`,
            `दूसरे वर्ष के बाद: ${num(after1)} × ${num(100 + r2)}/100 = ${num(end)}।`,
          ],
        },
        params: { start, r1, r2 },
      };
    },
  },
  consumption: {
    levels: [2],
    make(rng) {
      const rise = rng.chance(0.6);
      const p = rise ? rng.pick([20, 25, 50, 60, 100, 10]) : rng.pick([20, 25, 40, 50, 10]);
      const cut = rise ? (p / (100 + p)) * 100 : (p / (100 - p)) * 100;
      const item = rng.pick(['sugar', 'cooking oil', 'petrol', 'rice', 'milk', 'tea']);
      return {
        question: rise
          ? `The price of ${item} rises by ${pct(p)}. By what percentage must a family reduce its consumption so that its expenditure on ${item} does not change?`
          : `The price of ${item} falls by ${pct(p)}. By what percentage can a family increase its consumption without changing its expenditure on ${item}?`,
        answer: cut,
        format: pct,
        distractors: [
          {
            mistake: 'changing consumption by the same percentage as the price',
            value: p,
            hi: 'खपत को मूल्य जितने ही प्रतिशत से बदलना',
          },
          {
            mistake: rise
              ? `dividing by ${num(100 - p)} instead of ${num(100 + p)}`
              : `dividing by ${num(100 + p)} instead of ${num(100 - p)}`,
            value: rise ? (p / (100 - p)) * 100 : (p / (100 + p)) * 100,
            hi: rise
              ? `${num(100 + p)} के स्थान पर ${num(100 - p)} से भाग देना`
              : `${num(100 - p)} के स्थान पर ${num(100 + p)} से भाग देना`,
          },
          { mistake: 'subtracting the change from 100', value: 100 - p, hi: 'परिवर्तन को 100 में से घटाना' },
          { mistake: 'halving the price change', value: p / 2, hi: 'मूल्य परिवर्तन को आधा करना' },
        ],
        steps: [
          `Expenditure = price × consumption stays fixed, so consumption must change by ${num(p)}/(100 ${rise ? '+' : '−'} ${num(p)}) × 100 = ${pct(cut)}.`,
        ],
        hi: {
          question: rise
            ? `${inHindi(GOODS_HI, item)} के मूल्य में ${pct(p)} की वृद्धि होती है। एक परिवार को अपनी खपत में कितने प्रतिशत की कमी करनी चाहिए, ताकि ${inHindi(GOODS_HI, item)} पर उसका व्यय न बदले?`
            : `${inHindi(GOODS_HI, item)} के मूल्य में ${pct(p)} की कमी होती है। एक परिवार ${inHindi(GOODS_HI, item)} पर अपना व्यय बदले बिना अपनी खपत कितने प्रतिशत बढ़ा सकता है?`,
          steps: [
            `व्यय = मूल्य × खपत स्थिर है, इसलिए खपत में परिवर्तन = ${num(p)}/(100 ${rise ? '+' : '−'} ${num(p)}) × 100 = ${pct(cut)}।`,
          ],
        },
        params: { p, rise },
      };
    },
  },
  moreLess: {
    levels: [2, 3],
    make(rng) {
      const more = rng.chance(0.5);
      const p = more ? rng.pick([25, 50, 20, 60, 100, 150, 10, 40]) : rng.pick([20, 25, 50, 40, 60, 10]);
      const ans = more ? (p / (100 + p)) * 100 : (p / (100 - p)) * 100;
      const [a, b] = [anyone(rng), anyone(rng)];
      while (b.name === a.name) Object.assign(b, anyone(rng));
      const what = rng.pick(['monthly salary', 'income', 'weight', 'score in the final exam']);
      return {
        question: more
          ? `${a.name}'s ${what} is ${pct(p)} more than ${b.name}'s. By what percentage is ${b.name}'s ${what} less than ${a.name}'s?`
          : `${a.name}'s ${what} is ${pct(p)} less than ${b.name}'s. By what percentage is ${b.name}'s ${what} more than ${a.name}'s?`,
        answer: ans,
        format: pct,
        distractors: [
          { mistake: 'assuming the same percentage both ways', value: p, hi: 'दोनों ओर समान प्रतिशत मान लेना' },
          {
            mistake: `using ${more ? `100 − ${num(p)}` : `100 + ${num(p)}`} as the base`,
            value: more ? (p / (100 - p)) * 100 : (p / (100 + p)) * 100,
            hi: `${more ? `100 − ${num(p)}` : `100 + ${num(p)}`} को आधार लेना`,
          },
          {
            mistake: 'taking the complement of the percentage',
            value: 100 - p,
            hi: 'प्रतिशत को 100 में से घटाना',
          },
        ],
        steps: [
          `Take ${b.name}'s ${what} as 100; then ${a.name}'s is ${num(more ? 100 + p : 100 - p)}.`,
          `The difference ${num(p)} compared with ${a.name}'s ${num(more ? 100 + p : 100 - p)} is ${num(p)}/${num(more ? 100 + p : 100 - p)} × 100 = ${pct(ans)}.`,
        ],
        hi: (() => {
          const [noun, of] = MEASURES_HI[what] ?? [inHindi({}, what), ''];
          // का becomes के before a postposition ("प्रिया के मासिक वेतन से"); की stays.
          const oblique = of === 'का' ? 'के' : of;
          const A = `${hiName(a)} ${of} ${noun}`;
          const B = `${hiName(b)} ${of} ${noun}`;
          const [aFrom, bFrom] = [a, b].map((x) => `${hiName(x)} ${oblique} ${noun} से`);
          const base = num(more ? 100 + p : 100 - p);
          return {
            question: more
              ? `${A}, ${bFrom} ${pct(p)} अधिक है। ${B}, ${aFrom} कितने प्रतिशत कम है?`
              : `${A}, ${bFrom} ${pct(p)} कम है। ${B}, ${aFrom} कितने प्रतिशत अधिक है?`,
            steps: [
              `${B} = 100 मानें; तब ${A} = ${base}।`,
              `अभीष्ट प्रतिशत = अंतर/${base} × 100 = ${num(p)}/${base} × 100 = ${pct(ans)}।`,
            ],
          };
        })(),
        params: { p, more },
      };
    },
  },
  election: {
    levels: [3],
    make(rng) {
      const turnout = rng.pick([75, 80, 90, 60, 70]);
      const invalid = rng.pick([5, 10, 20, 4]);
      const w = rng.pick([55, 60, 65, 70, 52, 54]);
      // the voters on the list must make the cast, valid, winning and margin counts whole numbers
      let unit = 100;
      while (
        (unit * turnout * (100 - invalid) * w) % 1e6 !== 0 ||
        (unit * turnout * (100 - invalid)) % 1e4 !== 0
      )
        unit += 100;
      const voters = rng.step(20000, 300000, unit);
      const cast = (voters * turnout) / 100;
      const valid = (cast * (100 - invalid)) / 100;
      const margin = (valid * (2 * w - 100)) / 100;
      return {
        question: `In an election between two candidates, ${pct(turnout)} of the voters on the list cast their votes and ${pct(invalid)} of the votes cast were invalid. The winner got ${pct(w)} of the valid votes and won by ${num(margin)} votes. How many voters were on the list?`,
        answer: voters,
        distractors: [
          {
            mistake: 'ignoring the invalid votes',
            value: margin / ((turnout / 100) * ((2 * w - 100) / 100)),
            hi: 'अवैध मतों को छोड़ देना',
          },
          {
            mistake: 'ignoring the voters who did not vote',
            value: margin / (((100 - invalid) / 100) * ((2 * w - 100) / 100)),
            hi: 'मतदान न करने वाले मतदाताओं को छोड़ देना',
          },
          {
            mistake: `treating the margin as the winner's ${pct(w)} share`,
            value: margin / ((turnout / 100) * ((100 - invalid) / 100) * (w / 100)),
            hi: `जीत के अंतर को विजेता का ${pct(w)} हिस्सा मान लेना`,
          },
          {
            mistake: 'stopping at the number of valid votes',
            value: valid,
            hi: 'वैध मतों की संख्या पर ही रुक जाना',
          },
        ],
        steps: [
          `The winner leads by ${num(w)}% − ${num(100 - w)}% = ${num(2 * w - 100)}% of the valid votes, so valid votes = ${num(margin)} × 100/${num(2 * w - 100)} = ${num(valid)}.`,
          `Votes cast = ${num(valid)} × 100/${num(100 - invalid)} = ${num(cast)}; voters on the list = ${num(cast)} × 100/${num(turnout)} = ${num(voters)}.`,
        ],
        hi: {
          question: `दो उम्मीदवारों के बीच हुए एक चुनाव में मतदाता सूची के ${pct(turnout)} मतदाताओं ने मतदान किया और डाले गए मतों में से ${pct(invalid)} अवैध थे। विजेता को वैध मतों का ${pct(w)} मिला और वह ${num(margin)} मतों से जीता। मतदाता सूची में कितने मतदाता थे?`,
          steps: [
            `विजेता वैध मतों के ${num(w)}% − ${num(100 - w)}% = ${num(2 * w - 100)}% से आगे है, इसलिए वैध मत = ${num(margin)} × 100/${num(2 * w - 100)} = ${num(valid)}।`,
            `डाले गए मत = ${num(valid)} × 100/${num(100 - invalid)} = ${num(cast)}; सूची में मतदाता = ${num(cast)} × 100/${num(turnout)} = ${num(voters)}।`,
          ],
        },
        params: { turnout, invalid, w, margin },
      };
    },
  },
  savings: {
    levels: [3],
    make(rng) {
      for (;;) {
        const s = rng.pick([10, 20, 25, 30, 40, 50]);
        const a = rng.pick([10, 15, 20, 25, 30]);
        const b = rng.pick([5, 10, 15, 20, 25]);
        const ans = (a * 100 - b * (100 - s)) / s;
        if (a === b || !isWhole(ans * 2) || ans === 0) continue;
        const who = anyone(rng);
        return {
          question: `${who.name} saves ${pct(s)} of ${who.his} income. ${who.his[0]!.toUpperCase()}${who.his.slice(1)} income increases by ${pct(a)} and ${who.his} expenditure by ${pct(b)}. By what percentage do ${who.his} savings change?`,
          answer: ans,
          format: change,
          allowNonPositive: true,
          distractors: [
            {
              mistake: 'subtracting the expenditure rise from the income rise',
              value: a - b,
              hi: 'आय की वृद्धि में से व्यय की वृद्धि घटाना',
            },
            {
              mistake: 'assuming savings rise with income',
              value: a,
              hi: 'यह मान लेना कि बचत आय जितनी ही बढ़ती है',
            },
            {
              mistake: 'swapping the shares of savings and expenditure',
              value: (a * 100 - b * s) / (100 - s),
              hi: 'बचत और व्यय के हिस्सों को आपस में बदल देना',
            },
            { mistake: 'getting the sign wrong', value: -ans, hi: 'चिह्न उलट देना' },
          ],
          steps: [
            `Take income = 100: expenditure = ${num(100 - s)}, savings = ${num(s)}.`,
            `New income = ${num(100 + a)}, new expenditure = ${num(100 - s)} × ${num(100 + b)}/100 = ${num(((100 - s) * (100 + b)) / 100)}, so new savings = ${num(100 + a - ((100 - s) * (100 + b)) / 100)}.`,
            `Change = (${num(100 + a - ((100 - s) * (100 + b)) / 100)} − ${num(s)})/${num(s)} × 100 = ${num(ans)}%, i.e. ${change(ans)}.`,
          ],
          hi: {
            question: `${hiName(who)} अपनी आय का ${pct(s)} ${byGender(who, 'बचाता', 'बचाती')} है। उसकी आय में ${pct(a)} और व्यय में ${pct(b)} की वृद्धि होती है। उसकी बचत में कितने प्रतिशत का परिवर्तन होता है?`,
            steps: [
              `आय = 100 मानें: व्यय = ${num(100 - s)}, बचत = ${num(s)}।`,
              `नई आय = ${num(100 + a)}, नया व्यय = ${num(100 - s)} × ${num(100 + b)}/100 = ${num(((100 - s) * (100 + b)) / 100)}, इसलिए नई बचत = ${num(100 + a - ((100 - s) * (100 + b)) / 100)}।`,
              `परिवर्तन = (${num(100 + a - ((100 - s) * (100 + b)) / 100)} − ${num(s)})/${num(s)} × 100 = ${num(ans)}%, अर्थात् ${hiChange(ans)}।`,
            ],
            format: hiChange,
          },
          params: { s, a, b },
        };
      }
    },
  },
  originalFromChanges: {
    levels: [3],
    make(rng) {
      for (;;) {
        const a = rng.pick([10, 20, 25, 30, 50, 40]);
        const b = rng.pick([10, 20, 25, 30, 40]);
        const c = rng.chance(0.5) ? rng.pick([10, 20, 5]) : 0;
        const factor = (1 + a / 100) * (1 - b / 100) * (1 + c / 100);
        if (Math.abs(factor - 1) < 1e-9 || a - b + c === 0) continue;
        const original = rng.step(8000, 120000, 1000);
        const final = clean(original * factor);
        if (!isWhole(final)) continue;
        const who = anyone(rng);
        const changes = c
          ? `increased by ${pct(a)}, then decreased by ${pct(b)} and then increased by ${pct(c)}`
          : `increased by ${pct(a)} and then decreased by ${pct(b)}`;
        return {
          question: `${who.name}'s monthly salary was ${changes}. ${who.he[0]!.toUpperCase()}${who.he.slice(1)} now earns ${rupee(final)}. What was ${who.his} original salary?`,
          answer: original,
          format: rupee,
          distractors: [
            {
              mistake: 'subtracting the net change from the final salary instead of dividing',
              value: final * (2 - factor),
              hi: 'भाग देने के स्थान पर अंतिम वेतन में से कुल परिवर्तन घटाना',
            },
            {
              mistake: `undoing a simple ${change(a - b + c)} instead of compounding`,
              value: final / (1 + (a - b + c) / 100),
              hi: `क्रमिक परिवर्तनों के स्थान पर सीधी ${hiChange(a - b + c)} हटाना`,
            },
            {
              mistake: 'reversing each percentage on the final amount',
              value: final * (1 - a / 100) * (1 + b / 100) * (1 - c / 100),
              hi: 'अंतिम राशि पर प्रत्येक प्रतिशत उलटा लगाना',
            },
            {
              mistake: 'applying the changes again instead of undoing them',
              value: final * factor,
              hi: 'परिवर्तनों को हटाने के स्थान पर दोबारा लगाना',
            },
          ],
          steps: [
            `Final = original × ${num(100 + a)}/100 × ${num(100 - b)}/100${c ? ` × ${num(100 + c)}/100` : ''} = original × ${decimal(factor)}.`,
            `Original = ${num(final)} ÷ ${decimal(factor)} = ${rupee(original)}.`,
          ],
          hi: {
            question: `${hiName(who)} का मासिक वेतन ${
              c
                ? `पहले ${pct(a)} बढ़ाया गया, फिर ${pct(b)} घटाया गया और फिर ${pct(c)} बढ़ाया गया`
                : `पहले ${pct(a)} बढ़ाया गया और फिर ${pct(b)} घटाया गया`
            }। अब वह ${rupee(final)} ${byGender(who, 'कमाता', 'कमाती')} है। उसका मूल वेतन कितना था?`,
            steps: [
              `अंतिम वेतन = मूल वेतन × ${num(100 + a)}/100 × ${num(100 - b)}/100${c ? ` × ${num(100 + c)}/100` : ''} = मूल वेतन × ${decimal(factor)}।`,
              `मूल वेतन = ${num(final)} ÷ ${decimal(factor)} = ${rupee(original)}।`,
            ],
          },
          step: 1000,
          params: { a, b, c, final },
        };
      }
    },
  },
  // forms the papers set beside the classic ones (commerceVariants.ts)
  ...PERCENTAGE_VARIANTS,
});
