import { ordinal } from '../format';
import { byGender, hiName } from '../hindi';
import { anyone, people } from '../names';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';
import { aroundKey } from '../aptitude/keyRank';
import { rankingComparison } from './rankingComparison';

const clock = (mins: number): string => {
  const t = ((mins % 1440) + 1440) % 1440;
  const h = Math.floor(t / 60);
  return `${h % 12 || 12}:${String(t % 60).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
};

/** The same clock time as papers print it in Hindi (issue 15): "पूर्वाह्न 10:05", "अपराह्न 3:40". */
const hiClock = (mins: number): string => {
  const t = ((mins % 1440) + 1440) % 1440;
  const h = Math.floor(t / 60);
  return `${h < 12 ? 'पूर्वाह्न' : 'अपराह्न'} ${h % 12 || 12}:${String(t % 60).padStart(2, '0')}`;
};
/** Hindi of text options built from numbers: each English option keyed to its twin from the same value. */
const twins = (values: readonly number[], en: (v: number) => string, hi: (v: number) => string) =>
  Object.fromEntries(values.map((v) => [en(v), hi(v)]));
/** "5वाँ" (a place, or a man's rank), "5वीं" (a woman's rank: "राधा बाएँ से 5वीं है"). */
const hiOrdinal = (n: number, who?: { female: boolean }): string => `${n}${who?.female ? 'वीं' : 'वाँ'}`;

export const timeSequenceNumberRanking = defineTopic({
  total: {
    levels: [1],
    make(rng) {
      const top = rng.int(5, 40);
      const bottom = rng.int(5, 40);
      const who = anyone(rng);
      return {
        question: `${who.name} is ${ordinal(top)} from the top and ${ordinal(bottom)} from the bottom in a class. How many students are there in the class?`,
        answer: top + bottom - 1,
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          [
            {
              mistake: `counting ${who.name} twice`,
              hi: `${hiName(who)} को दो बार गिनना`,
              value: top + bottom,
            },
            {
              mistake: `leaving ${who.name} out altogether`,
              hi: `${hiName(who)} को गिनना ही भूल जाना`,
              value: top + bottom - 2,
            },
            { mistake: 'subtracting the ranks', hi: 'दोनों स्थानों का अंतर लेना', value: Math.abs(top - bottom) },
            {
              mistake: 'adding one instead of subtracting',
              hi: '1 घटाने के स्थान पर जोड़ना',
              value: top + bottom + 1,
            },
            {
              mistake: 'taking the larger rank for the number in the class',
              hi: 'बड़े स्थान को ही कक्षा की संख्या मान लेना',
              value: Math.max(top, bottom),
            },
          ].filter((d) => d.value > 0),
          top + bottom - 1,
          top + 2 * bottom,
        ),
        steps: [
          `Total = ${top} + ${bottom} − 1 = ${top + bottom - 1} (${who.name} is counted in both ranks).`,
        ],
        hi: {
          question: `एक कक्षा में ${hiName(who)} का स्थान ऊपर से ${hiOrdinal(top)} और नीचे से ${hiOrdinal(bottom)} है। कक्षा में कितने विद्यार्थी हैं?`,
          steps: [
            `कुल = ${top} + ${bottom} − 1 = ${top + bottom - 1} (${hiName(who)} दोनों स्थानों में ${byGender(who, 'गिना गया', 'गिनी गई')} है)।`,
          ],
        },
        params: { type: 'total', top, bottom },
      };
    },
  },
  otherEnd: {
    levels: [1],
    make(rng) {
      const n = rng.int(15, 60);
      const left = rng.int(2, n - 1);
      const who = anyone(rng);
      return {
        question: `In a row of ${n} children, ${who.name} is ${ordinal(left)} from the left. What is ${who.his} position from the right?`,
        answer: n - left + 1,
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          [
            { mistake: 'forgetting to add 1', hi: '1 जोड़ना भूल जाना', value: n - left },
            { mistake: 'adding 2', hi: '2 जोड़ देना', value: n - left + 2 },
            { mistake: 'giving the position from the left', hi: 'बाएँ से स्थान बताना', value: left },
            { mistake: 'subtracting 1 instead of adding', hi: '1 जोड़ने के स्थान पर घटाना', value: n - left - 1 },
            {
              mistake: 'giving the number of children in the row',
              hi: 'पंक्ति के बच्चों की संख्या ही बता देना',
              value: n,
            },
          ].filter((d) => d.value > 0),
          n - left + 1,
          n + 2 * left,
        ),
        steps: [`Position from the right = ${n} − ${left} + 1 = ${n - left + 1}.`],
        hi: {
          question: `${n} बच्चों की एक पंक्ति में ${hiName(who)} का स्थान बाएँ से ${hiOrdinal(left)} है। दाएँ से उसका स्थान क्या है?`,
          steps: [`दाएँ से स्थान = ${n} − ${left} + 1 = ${n - left + 1}।`],
        },
        params: { type: 'otherEnd', n, left },
      };
    },
  },
  between: {
    levels: [2],
    make(rng) {
      return until(() => {
        const n = rng.int(20, 60);
        const a = rng.int(3, n - 3);
        const b = rng.int(3, n - 3);
        const aPos = a;
        const bPos = n - b + 1;
        if (bPos <= aPos + 1) return undefined;
        const between = bPos - aPos - 1;
        const [p, q] = people(rng, 2);
        return {
          question: `In a row of ${n} people, ${p!.name} is ${ordinal(a)} from the left and ${q!.name} is ${ordinal(b)} from the right. How many people are there between them?`,
          answer: between,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
              {
                mistake: 'not leaving out the two people themselves',
                hi: 'दोनों व्यक्तियों को स्वयं भी गिन लेना',
                value: bPos - aPos + 1,
              },
              { mistake: 'subtracting only one of them', hi: 'उनमें से केवल एक को घटाना', value: between + 1 },
              { mistake: 'adding the positions', hi: 'स्थानों को जोड़ देना', value: a + b },
              { mistake: 'leaving out one person too many', hi: 'एक व्यक्ति अधिक छोड़ देना', value: between - 1 },
              {
                mistake: 'leaving out the two people twice',
                hi: 'दोनों व्यक्तियों को दो बार घटा देना',
                value: between - 2,
              },
            ].filter((d) => d.value > 0),
            between,
            n + a,
          ),
          steps: [
            `${q!.name} is ${ordinal(bPos)} from the left (${n} − ${b} + 1). Between the ${ordinal(aPos)} and the ${ordinal(bPos)} there are ${bPos} − ${aPos} − 1 = ${between} people.`,
          ],
          hi: {
            question: `${n} व्यक्तियों की एक पंक्ति में ${hiName(p!)} बाएँ से ${hiOrdinal(a, p)} और ${hiName(q!)} दाएँ से ${hiOrdinal(b, q)} है। उनके बीच कितने व्यक्ति हैं?`,
            steps: [
              `${hiName(q!)} बाएँ से ${hiOrdinal(bPos, q)} है (${n} − ${b} + 1)। ${aPos}वें और ${bPos}वें स्थान के बीच ${bPos} − ${aPos} − 1 = ${between} व्यक्ति हैं।`,
            ],
          },
          params: { type: 'between', n, a, b },
        };
      });
    },
  },
  interchange: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const n = rng.int(20, 60);
        const aLeft = rng.int(3, n - 3);
        const bLeft = rng.int(3, n - 3);
        if (aLeft === bLeft) return undefined;
        const bRight = n - bLeft + 1;
        const [p, q] = people(rng, 2);
        return {
          question: `In a row, ${p!.name} is ${ordinal(aLeft)} from the left and ${q!.name} is ${ordinal(bRight)} from the right. When they interchange their positions, ${p!.name} becomes ${ordinal(bLeft)} from the left. How many people are there in the row?`,
          answer: n,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
              { mistake: 'forgetting to subtract 1', hi: '1 घटाना भूल जाना', value: bLeft + bRight },
              {
                mistake: `adding ${p!.name}'s old position`,
                hi: `${hiName(p!)} का पुराना स्थान जोड़ना`,
                value: aLeft + bRight - 1,
              },
              { mistake: 'subtracting 2', hi: '2 घटा देना', value: bLeft + bRight - 2 },
              {
                mistake: 'adding 1 instead of subtracting',
                hi: '1 घटाने के स्थान पर जोड़ना',
                value: bLeft + bRight + 1,
              },
              {
                mistake: `adding ${p!.name}'s old position and forgetting to subtract 1`,
                hi: `${hiName(p!)} का पुराना स्थान जोड़ना और 1 घटाना भूल जाना`,
                value: aLeft + bRight,
              },
            ],
            n,
            aLeft + bLeft,
          ),
          steps: [
            `After the swap ${p!.name} stands where ${q!.name} stood: ${ordinal(bLeft)} from the left and ${ordinal(bRight)} from the right. Total = ${bLeft} + ${bRight} − 1 = ${n}.`,
          ],
          hi: {
            question: `एक पंक्ति में ${hiName(p!)} बाएँ से ${hiOrdinal(aLeft, p)} और ${hiName(q!)} दाएँ से ${hiOrdinal(bRight, q)} है। जब वे अपने स्थान आपस में बदल लेते हैं, तो ${hiName(p!)} बाएँ से ${hiOrdinal(bLeft, p)} हो ${byGender(p!, 'जाता', 'जाती')} है। पंक्ति में कितने व्यक्ति हैं?`,
            steps: [
              `अदला-बदली के बाद ${hiName(p!)} वहाँ है जहाँ ${hiName(q!)} ${byGender(q!, 'था', 'थी')}: बाएँ से ${bLeft}वें और दाएँ से ${bRight}वें स्थान पर। कुल = ${bLeft} + ${bRight} − 1 = ${n}।`,
            ],
          },
          params: { type: 'interchange', aLeft, bRight, bLeft },
        };
      });
    },
  },
  timeSequence: {
    levels: [2, 3],
    make(rng): Problem {
      const due = rng.int(6 * 12, 20 * 12) * 5;
      const late = rng.int(5, 80);
      const halt = rng.int(5, 30);
      const kind = rng.pick(['train', 'meeting'] as const);
      if (kind === 'train') {
        const leave = due + late + halt;
        return {
          question: `A train was due at ${clock(due)} It arrived ${late} minutes late and left the station ${halt} minutes after arriving. At what time did it leave?`,
          answer: clock(leave),
          // slips on both sides of the key, ordered around it by their minutes (issue 19)
          distractors: aroundKey(
            [
              { mistake: 'forgetting the halt', hi: 'ठहराव का समय भूल जाना', value: due + late },
              { mistake: 'subtracting the delay', hi: 'देरी को घटा देना', value: due - late + halt },
              { mistake: 'forgetting the delay', hi: 'देरी को भूल जाना', value: due + halt },
              {
                mistake: 'counting 100 minutes to the hour',
                hi: 'एक घंटे को 100 मिनट का मान लेना',
                value: due + Math.floor((late + halt) / 100) * 60 + ((late + halt) % 100),
              },
              { mistake: 'subtracting the halt', hi: 'ठहराव का समय घटा देना', value: due + late - halt },
              {
                mistake: 'adding the delay twice',
                hi: 'देरी को दो बार जोड़ना',
                value: due + 2 * late + halt,
              },
              {
                mistake: 'adding the halt twice',
                hi: 'ठहराव का समय दो बार जोड़ना',
                value: due + late + 2 * halt,
              },
            ],
            leave,
            due + halt,
          ).map((d) => ({ ...d, value: clock(d.value) })),
          steps: [
            `Arrival = ${clock(due)} + ${late} minutes = ${clock(due + late)}; departure = ${halt} minutes later, ${clock(leave)}`,
          ],
          hi: {
            question: `एक रेलगाड़ी को ${hiClock(due)} पर पहुँचना था। वह ${late} मिनट देर से पहुँची और पहुँचने के ${halt} मिनट बाद स्टेशन से चली। वह किस समय चली?`,
            steps: [
              `पहुँचने का समय = ${hiClock(due)} + ${late} मिनट = ${hiClock(due + late)}; चलने का समय = ${halt} मिनट बाद, ${hiClock(leave)}।`,
            ],
            options: twins(
              [
                leave,
                due + late,
                due - late + halt,
                due + halt,
                due + Math.floor((late + halt) / 100) * 60 + ((late + halt) % 100),
                due + late - halt,
                due + 2 * late + halt,
                due + late + 2 * halt,
              ],
              clock,
              hiClock,
            ),
          },
          params: { type: 'train', due, late, halt },
        };
      }
      const early = late;
      // equal minutes would make "only the early minutes" and "only the delay" one option
      const startDelay = halt === early ? halt + 5 : halt;
      const who = anyone(rng);
      const arrive = due - early;
      return {
        question: `${who.name} reached a meeting hall ${early} minutes before the scheduled time of ${clock(due)} The meeting started ${startDelay} minutes late. How long did ${who.he} wait for it to start?`,
        answer: `${early + startDelay} minutes`,
        // slips on both sides of the key, ordered around it by their minutes (issue 19)
        distractors: aroundKey(
          [
            // equal minutes would give a wait of none
            ...(early === startDelay
              ? []
              : [
                  {
                    mistake: 'subtracting the delay instead of adding',
                    hi: 'देरी को जोड़ने के स्थान पर घटाना',
                    value: Math.abs(early - startDelay),
                  },
                ]),
            { mistake: 'counting only the early minutes', hi: 'केवल पहले पहुँचने के मिनट गिनना', value: early },
            { mistake: 'counting only the delay', hi: 'केवल देरी के मिनट गिनना', value: startDelay },
            {
              mistake: 'adding 10 minutes too many',
              hi: '10 मिनट अधिक जोड़ देना',
              value: early + startDelay + 10,
            },
            { mistake: 'counting the delay twice', hi: 'देरी को दो बार गिनना', value: early + 2 * startDelay },
          ],
          early + startDelay,
          due + early,
        ).map((d) => ({ ...d, value: `${d.value} minutes` })),
        steps: [
          `${who.he[0]!.toUpperCase()}${who.he.slice(1)} arrived at ${clock(arrive)} and the meeting began at ${clock(due + startDelay)}: ${early} + ${startDelay} = ${early + startDelay} minutes.`,
        ],
        hi: {
          question: `${hiName(who)} ${hiClock(due)} के निर्धारित समय से ${early} मिनट पहले एक सभा भवन ${byGender(who, 'पहुँचा', 'पहुँची')}। सभा ${startDelay} मिनट देर से शुरू हुई। सभा शुरू होने के लिए उसे कितनी देर प्रतीक्षा करनी पड़ी?`,
          steps: [
            `वह ${hiClock(arrive)} पर ${byGender(who, 'पहुँचा', 'पहुँची')} और सभा ${hiClock(due + startDelay)} पर शुरू हुई: ${early} + ${startDelay} = ${early + startDelay} मिनट।`,
          ],
          options: twins(
            [
              early + startDelay,
              Math.abs(early - startDelay),
              early,
              startDelay,
              early + startDelay + 10,
              early + 2 * startDelay,
            ],
            (m) => `${m} minutes`,
            (m) => `${m} मिनट`,
          ),
        },
        params: { type: 'meeting', due, early, startDelay },
      };
    },
  },
  digitCount: {
    levels: [3],
    make(rng) {
      return until(() => {
        const digits = Array.from({ length: 30 }, () => rng.int(1, 9));
        const [x, y, z] = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], 3);
        let both = 0;
        let before = 0;
        let after = 0;
        for (let i = 1; i < digits.length - 1; i += 1) {
          if (digits[i] !== x) continue;
          const b = digits[i - 1] === y;
          const a = digits[i + 1] === z;
          if (a && b) both += 1;
          if (b) before += 1;
          if (a) after += 1;
        }
        if (both === 0 || both === before || both === after) return undefined;
        return {
          question: `In the sequence below, how many ${x}s are immediately preceded by ${y} and immediately followed by ${z}?\n${digits.join(' ')}`,
          answer: both,
          distractors: [
            {
              mistake: `counting every ${x} preceded by ${y}`,
              hi: `${y} के ठीक बाद आने वाले हर ${x} को गिनना`,
              value: before,
            },
            {
              mistake: `counting every ${x} followed by ${z}`,
              hi: `${z} के ठीक पहले आने वाले हर ${x} को गिनना`,
              value: after,
            },
            { mistake: 'counting one pattern twice', hi: 'एक क्रम को दो बार गिनना', value: both + 1 },
            {
              mistake: `counting both kinds together`,
              hi: 'दोनों प्रकार को एक साथ गिनना',
              value: before + after,
            },
          ],
          steps: [
            `Scan for the pattern ${y} ${x} ${z}: it occurs ${both} ${both === 1 ? 'time' : 'times'} (${before} of the ${x}s come right after ${y}, ${after} come right before ${z}).`,
          ],
          hi: {
            question: `नीचे दिए गए अनुक्रम में ऐसे कितने ${x} हैं जिनके ठीक पहले ${y} और ठीक बाद ${z} है?\n${digits.join(' ')}`,
            steps: [
              `क्रम ${y} ${x} ${z} खोजें: यह ${both} बार आता है (${before} बार ${x} ठीक ${y} के बाद आता है, ${after} बार ठीक ${z} के पहले)।`,
            ],
          },
          params: { type: 'digitCount', digits, x: x!, y: y!, z: z! },
        };
      });
    },
  },
  sortedPlaces: {
    levels: [3],
    make(rng) {
      return until(() => {
        const len = rng.int(6, 8);
        const digits = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], len);
        const ascending = rng.chance(0.5);
        const sorted = [...digits].sort((a, b) => (ascending ? a - b : b - a));
        const same = digits.filter((d, i) => sorted[i] === d).length;
        const other = [...digits].sort((a, b) => (ascending ? b - a : a - b));
        const sameOther = digits.filter((d, i) => other[i] === d).length;
        if (same === 0 && sameOther === 0) return undefined;
        return {
          question: `If the digits of the number ${digits.join('')} are arranged in ${ascending ? 'ascending' : 'descending'} order, how many digits will remain in the same place?`,
          answer: same,
          allowNonPositive: true,
          distractors: [
            {
              mistake: `arranging in ${ascending ? 'descending' : 'ascending'} order instead`,
              value: sameOther,
              hi: `अंकों को ${ascending ? 'अवरोही' : 'आरोही'} क्रम में लगा देना`,
            },
            { mistake: 'counting one digit too many', value: same + 1, hi: 'एक अंक अधिक गिन लेना' },
            ...(same > 0 ? [{ mistake: 'missing one digit', value: same - 1, hi: 'एक अंक छोड़ देना' }] : []),
            { mistake: 'counting two digits too many', value: same + 2, hi: 'दो अंक अधिक गिन लेना' },
          ],
          steps: [
            `${digits.join('')} → ${sorted.join('')}. Digits in the same place: ${same === 0 ? 'none' : digits.filter((d, i) => sorted[i] === d).join(', ')} (${same}).`,
          ],
          hi: {
            question: `यदि संख्या ${digits.join('')} के अंकों को ${ascending ? 'आरोही' : 'अवरोही'} क्रम में व्यवस्थित किया जाए, तो कितने अंक अपने स्थान पर बने रहेंगे?`,
            steps: [
              `${digits.join('')} → ${sorted.join('')}। अपने स्थान पर बने अंक: ${same === 0 ? 'कोई नहीं' : digits.filter((d, i) => sorted[i] === d).join(', ')} (${same})।`,
            ],
          },
          params: { type: 'sortedPlaces', digits, ascending },
        };
      });
    },
  },
  // who is the second tallest, from comparison clues (rankingComparison.ts)
  comparison: { levels: [1, 2, 3], make: (rng, level) => rankingComparison(rng, level) },
});
