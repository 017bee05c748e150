import { fraction, fractionSteps, listAnd, num, ordinal, plural, power } from '../format';
import { hiListAnd, inHindi } from '../hindi';
import { isWhole, sum } from '../math';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';
import { STATISTICS_EMPIRICAL } from './statisticsEmpirical';
import { STATISTICS_FIRST_N } from './statisticsFirstN';
import {
  HI_CARD_EVENT,
  HI_COLOUR,
  HI_DIE_EVENT,
  hiBag,
  hiDice,
  hiHeads,
  hiTwoBalls,
  withHindi,
} from './hindiStatistics';
import { STATISTICS_QS } from './statisticsQs';

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

/** A probability as an option: none at or above 1, which would give the mistake away (the option is dropped). */
const below1 = (p: number): number => (p < 1 ? p : NaN);

const median = (values: readonly number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const statisticsProbability = defineTopic({
  median: {
    levels: [1, 2],
    make(rng, level) {
      return until(() => {
        const n = level === 1 ? rng.pick([5, 7, 9]) : rng.pick([6, 8, 10]);
        const values = Array.from({ length: n }, () => rng.int(2, 60));
        if (new Set(values).size < n) return undefined;
        const m = median(values);
        const s = [...values].sort((a, b) => a - b);
        const mid = Math.floor(n / 2);
        return {
          question: `What is the median of ${listAnd(values.map(String))}?`,
          answer: m,
          wholeOptions: false,
          distractors: withHindi([
            {
              mistake: 'taking the middle value without sorting',
              value: n % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2,
            },
            { mistake: 'giving the mean instead', value: sum(values) / n },
            {
              mistake:
                n % 2
                  ? 'taking the value after the middle one'
                  : 'taking only the lower of the two middle values',
              value: n % 2 ? s[mid + 1]! : s[mid - 1]!,
            },
            { mistake: 'averaging the largest and smallest', value: (s[0]! + s[n - 1]!) / 2 },
          ]),
          steps: [
            `In order: ${s.join(', ')}. ${n % 2 ? `The middle (${ordinal((n + 1) / 2)}) value is ${num(m)}.` : `The middle two are ${s[mid - 1]} and ${s[mid]}, so the median is ${num(m)}.`}`,
          ],
          hi: {
            question: `${hiListAnd(values.map(String))} की माध्यिका क्या है?`,
            steps: [
              `आरोही क्रम में: ${s.join(', ')}। ${n % 2 ? `मध्य (${(n + 1) / 2}वाँ) मान ${num(m)} है, इसलिए माध्यिका ${num(m)} है।` : `मध्य के दो मान ${s[mid - 1]} और ${s[mid]} हैं, इसलिए माध्यिका = (${s[mid - 1]} + ${s[mid]})/2 = ${num(m)}।`}`,
            ],
          },
          params: { values },
        };
      });
    },
  },
  mode: {
    levels: [1],
    make(rng) {
      return until(() => {
        const base = rng.sample([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 5);
        const modeValue = base[0]!;
        const values = rng.shuffle([...base, modeValue, modeValue, base[1]!]);
        return {
          question: `The shoe sizes sold in an hour were ${listAnd(values.map(String))}. What is the mode?`,
          answer: modeValue,
          distractors: withHindi([
            { mistake: 'taking the value that appears twice, not three times', value: base[1]! },
            { mistake: 'giving the median', value: median(values) },
            { mistake: 'giving the largest value', value: Math.max(...values) },
            { mistake: 'giving the smallest value', value: Math.min(...values) },
          ]),
          steps: [
            `${modeValue} appears 3 times, more often than any other value, so the mode is ${modeValue}.`,
          ],
          hi: {
            question: `एक घंटे में बिके जूतों के नाप ${hiListAnd(values.map(String))} थे। बहुलक क्या है?`,
            steps: [`${modeValue} तीन बार आता है, किसी भी अन्य मान से अधिक बार, इसलिए बहुलक ${modeValue} है।`],
          },
          params: { values },
        };
      });
    },
  },
  dice: {
    levels: [1, 2],
    make(rng, level): Problem {
      if (level === 1) {
        const event = rng.pick([
          { id: 'even', text: 'an even number', hits: [2, 4, 6] },
          { id: 'prime', text: 'a prime number', hits: [2, 3, 5] },
          { id: 'multipleOf3', text: 'a multiple of 3', hits: [3, 6] },
          { id: 'above4', text: 'a number greater than 4', hits: [5, 6] },
          { id: 'below3', text: 'a number less than 3', hits: [1, 2] },
          { id: 'factorOf6', text: 'a factor of 6', hits: [1, 2, 3, 6] },
          { id: 'above1', text: 'a number greater than 1', hits: [2, 3, 4, 5, 6] },
        ]);
        const p = event.hits.length / 6;
        return {
          question: `A fair die is thrown once. What is the probability of getting ${event.text}?`,
          answer: p,
          format: fraction,
          distractors: withHindi([
            { mistake: 'finding the probability of the opposite event', value: 1 - p },
            { mistake: 'dividing by 5 instead of 6 outcomes', value: event.hits.length / 5 },
            { mistake: 'counting one outcome too few', value: (event.hits.length - 1) / 6 || 1 / 12 },
            { mistake: 'counting one outcome too many', value: (event.hits.length + 1) / 6 },
          ]),
          steps: [
            `Favourable outcomes: ${event.hits.join(', ')} (${event.hits.length} of 6), so P = ${fractionSteps(event.hits.length, 6)}.`,
          ],
          hi: {
            question: `एक निष्पक्ष पासा एक बार फेंका जाता है। ${inHindi(HI_DIE_EVENT, event.id)} आने की प्रायिकता क्या है?`,
            steps: [
              `अनुकूल परिणाम: ${event.hits.join(', ')} (6 में से ${event.hits.length}), इसलिए P = ${fractionSteps(event.hits.length, 6)}।`,
            ],
          },
          params: { dice: 1, event: event.id },
        };
      }
      const target = rng.int(3, 11);
      const type = rng.pick(['sum', 'atLeast', 'doublet'] as const);
      const pairs: [number, number][] = [];
      for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) pairs.push([a, b]);
      const wins = ([a, b]: [number, number]): boolean =>
        type === 'sum' ? a + b === target : type === 'atLeast' ? a + b >= target : a === b;
      const hits = pairs.filter(wins).length;
      // (2, 5) and (5, 2) as one throw: the favourable pairs with the smaller number first
      const unordered = pairs.filter(([a, b]) => a <= b && wins([a, b])).length;
      const sums = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((s) =>
        type === 'sum' ? s === target : s >= target,
      ).length;
      const p = hits / 36;
      const text =
        type === 'sum'
          ? `a sum of ${target}`
          : type === 'atLeast'
            ? `a sum of at least ${target}`
            : 'the same number on both dice';
      return {
        question: `Two fair dice are thrown together. What is the probability of getting ${text}?`,
        answer: p,
        format: fraction,
        distractors: withHindi([
          { mistake: 'counting unordered pairs out of 21', value: unordered / 21 },
          { mistake: 'finding the probability of the opposite event', value: 1 - p },
          ...(type === 'doublet'
            ? []
            : [{ mistake: 'taking the 11 possible sums as equally likely', value: sums / 11 }]),
          { mistake: 'counting each pair once instead of twice', value: unordered / 36 },
        ]),
        steps: [
          `There are 36 equally likely outcomes; ${hits} of them give ${text}. P = ${fractionSteps(hits, 36)}.`,
        ],
        hi: {
          question: `दो निष्पक्ष पासे एक साथ फेंके जाते हैं। ${hiDice(type, target, 'आने', 'होने')} की प्रायिकता क्या है?`,
          steps: [
            `कुल 36 समसंभाव्य परिणाम हैं; इनमें से ${hits} में ${hiDice(type, target, 'आती', 'होता')} है। P = ${fractionSteps(hits, 36)}।`,
          ],
        },
        params: { dice: 2, type, target },
      };
    },
  },
  cards: {
    levels: [1, 2],
    make(rng) {
      const event = rng.pick([
        { id: 'king', text: 'a king', n: 4 },
        { id: 'red', text: 'a red card', n: 26 },
        { id: 'heart', text: 'a heart', n: 13 },
        { id: 'face', text: 'a face card (jack, queen or king)', n: 12 },
        { id: 'redKing', text: 'a red king', n: 2 },
        { id: 'aceOrKing', text: 'an ace or a king', n: 8 },
        { id: 'blackFace', text: 'a black face card', n: 6 },
        { id: 'neitherHeartNorKing', text: 'a card that is neither a heart nor a king', n: 36 },
        { id: 'spadeOrQueen', text: 'a spade or a queen', n: 16 },
      ]);
      const p = event.n / 52;
      return {
        question: `A card is drawn at random from a well-shuffled pack of 52 cards. What is the probability that it is ${event.text}?`,
        answer: p,
        format: fraction,
        distractors: withHindi([
          { mistake: 'finding the probability of the opposite event', value: 1 - p },
          {
            mistake:
              event.id === 'spadeOrQueen'
                ? 'counting the queen of spades twice'
                : 'counting one card too many',
            value: (event.n + 1) / 52,
          },
          { mistake: 'dividing by 13 cards of a suit instead of 52', value: below1(event.n / 13) },
          { mistake: 'counting one card too few', value: (event.n - 1) / 52 },
        ]),
        steps: [`There are ${event.n} such cards out of 52, so P = ${fractionSteps(event.n, 52)}.`],
        hi: {
          question: `52 पत्तों की अच्छी तरह फेंटी गई ताश की गड्डी में से यादृच्छया एक पत्ता निकाला जाता है। उसके ${inHindi(HI_CARD_EVENT, event.id)} होने की प्रायिकता क्या है?`,
          steps: [`52 पत्तों में से ऐसे ${event.n} पत्ते हैं, इसलिए P = ${fractionSteps(event.n, 52)}।`],
        },
        params: { event: event.id },
      };
    },
  },
  bag: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const colours = ['red', 'blue', 'green'];
        const counts = [rng.int(2, 8), rng.int(2, 8), rng.int(1, 6)];
        const total = sum(counts);
        // "7 red, 3 blue and 4 green balls", but "7 red balls, 3 blue balls and 1 green ball" (never "1 green balls")
        const bag = counts.includes(1)
          ? `A bag has ${listAnd(counts.map((c, i) => plural(c, `${colours[i]} ball`)))}.`
          : `A bag has ${listAnd(counts.map((c, i) => `${c} ${colours[i]}`))} balls.`;
        if (level === 2) {
          const i = rng.int(0, 2);
          const p = counts[i]! / total;
          const colour = inHindi(HI_COLOUR, colours[i]!);
          return {
            question: `${bag} One ball is drawn at random. What is the probability that it is ${colours[i]}?`,
            answer: p,
            format: fraction,
            distractors: withHindi([
              {
                mistake: 'finding the probability that it is not ' + colours[i],
                hi: `गेंद के ${colour} न होने की प्रायिकता ज्ञात कर लेना`,
                value: 1 - p,
              },
              {
                mistake: 'dividing by the other balls only',
                value: below1(counts[i]! / (total - counts[i]!)),
              },
              { mistake: 'dividing by the number of colours', value: 1 / 3 },
              // another colour's share: always a probability, so the options need no filler above 1
              ...[1, 2].map((d) => {
                const j = (i + d) % 3;
                return {
                  mistake: `counting the ${colours[j]} balls instead of the ${colours[i]}`,
                  hi: `${colour} के स्थान पर ${inHindi(HI_COLOUR, colours[j]!)} गेंदें गिन लेना`,
                  value: counts[j]! / total,
                };
              }),
            ]),
            // near misses, if any are needed, a ball either way: never a probability above 1
            step: 1 / total,
            steps: [
              `${counts[i]} of the ${total} balls are ${colours[i]}: P = ${fractionSteps(counts[i]!, total)}.`,
            ],
            hi: {
              question: `${hiBag(counts, colours)} यादृच्छया एक गेंद निकाली जाती है। उसके ${colour} होने की प्रायिकता क्या है?`,
              steps: [
                `${total} गेंदों में से ${counts[i]} ${colour} ${counts[i] === 1 ? 'है' : 'हैं'}: P = ${fractionSteps(counts[i]!, total)}।`,
              ],
            },
            params: { counts, i, draw: 1 },
          };
        }
        const type = rng.pick(['same', 'both', 'different'] as const);
        const i = rng.int(0, 2);
        const pairs = choose(total, 2);
        const same = sum(counts.map((c) => choose(c, 2)));
        const hits = type === 'same' ? same : type === 'both' ? choose(counts[i]!, 2) : pairs - same;
        if (hits === 0) return undefined;
        const p = hits / pairs;
        const text =
          type === 'same'
            ? 'both are of the same colour'
            : type === 'both'
              ? `both are ${colours[i]}`
              : 'they are of different colours';
        const withReplacement =
          type === 'both'
            ? (counts[i]! / total) ** 2
            : type === 'same'
              ? sum(counts.map((c) => (c / total) ** 2))
              : 1 - sum(counts.map((c) => (c / total) ** 2));
        return {
          question: `${bag} Two balls are drawn at random together. What is the probability that ${text}?`,
          answer: p,
          format: fraction,
          distractors: withHindi([
            { mistake: 'treating the draws as with replacement', value: withReplacement },
            { mistake: 'finding the probability of the opposite event', value: 1 - p },
            {
              mistake: 'counting ordered pairs on top but unordered below',
              value: below1((2 * hits) / pairs),
            },
            { mistake: 'dividing the favourable pairs by the number of balls', value: below1(hits / total) },
          ]),
          // near misses, if any are needed, a pair either way: never a probability above 1
          step: 1 / pairs,
          steps: [
            `Ways to choose 2 of ${total}: ${total}C2 = ${pairs}. Favourable: ${type === 'same' ? counts.map((c) => `${c}C2`).join(' + ') + ` = ${same}` : type === 'both' ? `${counts[i]}C2 = ${hits}` : `${pairs} − ${same} (same colour) = ${hits}`}. P = ${fractionSteps(hits, pairs)}.`,
          ],
          hi: {
            question: `${hiBag(counts, colours)} यादृच्छया दो गेंदें एक साथ निकाली जाती हैं। ${hiTwoBalls(type, colours[i]!)} होने की प्रायिकता क्या है?`,
            steps: [
              `${total} में से 2 गेंदें चुनने के तरीके: ${total}C2 = ${pairs}। अनुकूल: ${type === 'same' ? counts.map((c) => `${c}C2`).join(' + ') + ` = ${same}` : type === 'both' ? `${counts[i]}C2 = ${hits}` : `${pairs} − ${same} (एक ही रंग की) = ${hits}`}। P = ${fractionSteps(hits, pairs)}।`,
            ],
          },
          params: { counts, type, i, draw: 2 },
        };
      });
    },
  },
  coins: {
    levels: [2, 3],
    make(rng) {
      const n = rng.int(2, 5);
      const type = rng.pick(['atLeastOne', 'exactly', 'atMost'] as const);
      const k = rng.int(1, n - 1);
      const total = 2 ** n;
      let hits = 0;
      for (let j = 0; j <= n; j += 1) {
        if (
          (type === 'atLeastOne' && j >= 1) ||
          (type === 'exactly' && j === k) ||
          (type === 'atMost' && j <= k)
        )
          hits += choose(n, j);
      }
      const p = hits / total;
      const text =
        type === 'atLeastOne'
          ? 'at least one head'
          : type === 'exactly'
            ? `exactly ${k} ${k === 1 ? 'head' : 'heads'}`
            : `at most ${k} ${k === 1 ? 'head' : 'heads'}`;
      return {
        question: `${n} fair coins are tossed together. What is the probability of getting ${text}?`,
        answer: p,
        format: fraction,
        distractors: withHindi([
          { mistake: 'finding the probability of the opposite event', value: 1 - p },
          {
            mistake: `dividing by ${n + 1} (counting numbers of heads as equally likely)`,
            hi: `${n + 1} से भाग देना (चितों की संख्याओं को समसंभाव्य मानकर)`,
            value: Math.min(type === 'atLeastOne' ? n : type === 'exactly' ? 1 : k + 1, n) / (n + 1),
          },
          {
            mistake: 'forgetting the different orders (counting one arrangement)',
            value: (type === 'atLeastOne' ? n : type === 'exactly' ? 1 : k + 1) / total,
          },
          {
            mistake: 'using 2n outcomes instead of 2 to the power n',
            value: below1(hits / (2 * n)),
          },
        ]),
        // near misses, if any are needed, an outcome either way: never a probability above 1
        step: 1 / total,
        steps: [
          `There are ${power(2, n)} = ${total} outcomes; ${text} happens in ${hits} of them. P = ${fractionSteps(hits, total)}.`,
        ],
        hi: {
          question: `${n} निष्पक्ष सिक्के एक साथ उछाले जाते हैं। ${hiHeads(type, k)} आने की प्रायिकता क्या है?`,
          steps: [
            `कुल ${power(2, n)} = ${total} परिणाम हैं; इनमें से ${hits} में ${hiHeads(type, k)} आता है। P = ${fractionSteps(hits, total)}।`,
          ],
        },
        params: { n, type, k },
      };
    },
  },
  frequencyMean: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const xs = rng.sample([2, 4, 5, 6, 8, 10, 12, 15, 20], 4).sort((a, b) => a - b);
        const fs = xs.map(() => rng.int(2, 12));
        const total = sum(fs);
        const weighted = sum(xs.map((x, i) => x * fs[i]!));
        const mean = weighted / total;
        if (!isWhole(mean * 10)) return undefined;
        return {
          question: `Find the mean of this distribution:\n${xs.map((x, i) => `Value ${x}: frequency ${fs[i]}`).join('\n')}`,
          answer: mean,
          wholeOptions: false,
          distractors: withHindi([
            { mistake: 'averaging the values without their frequencies', value: sum(xs) / xs.length },
            {
              mistake: 'dividing by the number of values instead of the total frequency',
              value: weighted / xs.length,
            },
            { mistake: 'averaging the frequencies', value: total / xs.length },
          ]),
          steps: [
            `Σfx = ${xs.map((x, i) => `${x} × ${fs[i]}`).join(' + ')} = ${num(weighted)}; Σf = ${total}. Mean = ${num(weighted)} ÷ ${total} = ${num(mean)}.`,
          ],
          hi: {
            question: `इस बारंबारता बंटन का माध्य ज्ञात कीजिए:\n${xs.map((x, i) => `मान ${x}: बारंबारता ${fs[i]}`).join('\n')}`,
            steps: [
              `Σfx = ${xs.map((x, i) => `${x} × ${fs[i]}`).join(' + ')} = ${num(weighted)}; Σf = ${total}। माध्य = ${num(weighted)} ÷ ${total} = ${num(mean)}।`,
            ],
          },
          params: { xs, fs },
        };
      });
    },
  },
  deviation: {
    levels: [3],
    make(rng) {
      return until(() => {
        const n = rng.pick([4, 5, 6, 8]);
        const mean = rng.int(5, 30);
        const devs = Array.from({ length: n - 1 }, () => rng.int(-6, 6));
        devs.push(-sum(devs));
        const values = devs.map((d) => mean + d);
        const variance = sum(devs.map((d) => d * d)) / n;
        const sd = Math.sqrt(variance);
        if (!isWhole(sd) || sd === 0 || values.some((v) => v <= 0)) return undefined;
        const askVariance = rng.chance(0.4);
        return {
          question: `What is the ${askVariance ? 'variance' : 'standard deviation'} of ${listAnd(values.map(String))}?`,
          answer: askVariance ? variance : sd,
          wholeOptions: false,
          distractors: withHindi(
            askVariance
              ? [
                  { mistake: 'giving the standard deviation', value: sd },
                  {
                    mistake: `dividing by ${n - 1} instead of ${n}`,
                    hi: `${n} के स्थान पर ${n - 1} से भाग देना`,
                    value: (variance * n) / (n - 1),
                  },
                  { mistake: 'averaging the absolute deviations', value: sum(devs.map(Math.abs)) / n },
                ]
              : [
                  { mistake: 'giving the variance (not taking the square root)', value: variance },
                  { mistake: 'averaging the absolute deviations', value: sum(devs.map(Math.abs)) / n },
                  { mistake: 'giving the range', value: Math.max(...values) - Math.min(...values) },
                ],
          ),
          steps: [
            `Mean = ${mean}. Squared deviations: ${devs.map((d) => d * d).join(', ')}; their mean (the variance) = ${num(sum(devs.map((d) => d * d)))}/${n} = ${num(variance)}${askVariance ? '' : `; SD = √${num(variance)} = ${num(sd)}`}.`,
          ],
          hi: {
            question: `${hiListAnd(values.map(String))} का ${askVariance ? 'प्रसरण' : 'मानक विचलन'} क्या है?`,
            steps: [
              `माध्य = ${mean}। विचलनों के वर्ग: ${devs.map((d) => d * d).join(', ')}; इनका माध्य (प्रसरण) = ${num(sum(devs.map((d) => d * d)))}/${n} = ${num(variance)}${askVariance ? '' : `; मानक विचलन = √${num(variance)} = ${num(sd)}`}।`,
            ],
          },
          params: { values, ask: askVariance ? 'variance' : 'sd' },
        };
      });
    },
  },
  committee: {
    levels: [3],
    make(rng) {
      return until(() => {
        const men = rng.int(3, 7);
        const women = rng.int(2, 6);
        const size = rng.int(2, 4);
        const m = rng.int(1, size - 1);
        const w = size - m;
        if (w > women || m > men) return undefined;
        const hits = choose(men, m) * choose(women, w);
        const all = choose(men + women, size);
        const p = hits / all;
        return {
          question: `A committee of ${size} is chosen at random from ${men} men and ${women} women. What is the probability that it has exactly ${m} ${m === 1 ? 'man' : 'men'} and ${w} ${w === 1 ? 'woman' : 'women'}?`,
          answer: p,
          format: fraction,
          distractors: withHindi([
            {
              mistake: 'adding the choices instead of multiplying',
              value: below1((choose(men, m) + choose(women, w)) / all),
            },
            { mistake: 'using the proportion of men only', value: men / (men + women) },
            { mistake: 'finding the probability of the opposite event', value: 1 - p },
            {
              mistake: 'choosing the men and women the other way round',
              value: (choose(men, w) * choose(women, m)) / all,
            },
          ]),
          // near misses, if any are needed, a committee either way: never a probability above 1
          step: 1 / all,
          steps: [
            `Total ways = ${men + women}C${size} = ${all}. Favourable = ${men}C${m} × ${women}C${w} = ${choose(men, m)} × ${choose(women, w)} = ${hits}. P = ${fractionSteps(hits, all)}.`,
          ],
          hi: {
            question: `${men} पुरुषों और ${women} महिलाओं में से यादृच्छया ${size} सदस्यों की एक समिति चुनी जाती है। समिति में ठीक ${m} पुरुष और ${w} ${w === 1 ? 'महिला' : 'महिलाएँ'} होने की प्रायिकता क्या है?`,
            steps: [
              `कुल तरीके = ${men + women}C${size} = ${all}। अनुकूल तरीके = ${men}C${m} × ${women}C${w} = ${choose(men, m)} × ${choose(women, w)} = ${hits}। P = ${fractionSteps(hits, all)}।`,
            ],
          },
          params: { men, women, size, m },
        };
      });
    },
  },
  // mode = 3 median − 2 mean, asked any way round (statisticsEmpirical.ts)
  ...STATISTICS_EMPIRICAL,
  // the mean of the first n natural, odd or even numbers, or of their squares (statisticsFirstN.ts)
  ...STATISTICS_FIRST_N,
  // the range, or the mean deviation about the mean, of a listed set (statisticsQs.ts)
  ...STATISTICS_QS,
});
