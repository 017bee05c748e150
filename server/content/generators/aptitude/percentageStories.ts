/**
 * The level-2 word problems of percentage, kept beside percentage.ts (which spreads them in their draw
 * order): a value changed twice in succession, pass marks, a population over two years (also level 3),
 * consumption against a change of price. Each writes its Hindi twin (issue 15) from the same drawn values.
 */
import { change, num, pct } from '../format';
import { gcd, isWhole } from '../math';
import { byGender, hiChange, hiName, inHindi } from '../hindi';
import { anyone } from '../names';
import type { Kind } from '../types';
import { aroundKey } from './keyRank';

// The Hindi of the words these kinds draw (issue 15), keyed by the English drawn.
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

export const PERCENTAGE_STORIES: Record<string, Kind> = {
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
        // slips on both sides of the key (whole and positive ones), ordered around it (issue 19)
        distractors: aroundKey(
          [
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
            {
              mistake: 'applying the second rate twice',
              value: start * (1 + r2 / 100) ** 2,
              hi: 'दूसरी दर को दो बार लगाना',
            },
            {
              // the net rate r1 + r2 + r1·r2/100 with the product left undivided
              mistake: 'forgetting to divide the product of the rates by 100',
              value: start * (1 + (r1 + r2 + r1 * r2) / 100),
              hi: 'दरों के गुणनफल को 100 से भाग देना भूल जाना',
            },
            {
              mistake: 'counting the product of the rates twice',
              value: start * (1 + (r1 + r2 + (2 * r1 * r2) / 100) / 100),
              hi: 'दरों के गुणनफल वाले भाग को दो बार गिनना',
            },
          ].filter((d) => d.value > 0 && isWhole(d.value)),
          end,
          start / base + r1,
        ),
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
};
