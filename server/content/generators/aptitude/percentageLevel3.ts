/**
 * The comparisons and harder stories of percentage, kept beside percentage.ts (which spreads them in
 * their draw order): by what percent one is more or less than another (levels 2 and 3), an election,
 * savings when income and expenditure change, the original value behind two changes. Each writes its
 * Hindi twin (issue 15) from the same drawn values.
 */
import { change, decimal, num, pct, rupees } from '../format';
import { clean, isWhole } from '../math';
import { byGender, hiChange, hiName, inHindi } from '../hindi';
import { anyone } from '../names';
import type { Kind } from '../types';

/** The Hindi of the measures compared (issue 15), keyed by the English, with the form of का that agrees. */
const MEASURES_HI: Readonly<Record<string, readonly [noun: string, of: string]>> = {
  'monthly salary': ['मासिक वेतन', 'का'],
  income: ['आय', 'की'],
  weight: ['वज़न', 'का'],
  'score in the final exam': ['अंतिम परीक्षा में प्राप्तांक', 'का'],
};

export const PERCENTAGE_LEVEL3: Record<string, Kind> = {
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
          question: `${who.name}'s monthly salary was ${changes}. ${who.he[0]!.toUpperCase()}${who.he.slice(1)} now earns ${rupees(final)}. What was ${who.his} original salary?`,
          answer: original,
          format: rupees,
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
            `Original = ${num(final)} ÷ ${decimal(factor)} = ${rupees(original)}.`,
          ],
          hi: {
            question: `${hiName(who)} का मासिक वेतन ${
              c
                ? `पहले ${pct(a)} बढ़ाया गया, फिर ${pct(b)} घटाया गया और फिर ${pct(c)} बढ़ाया गया`
                : `पहले ${pct(a)} बढ़ाया गया और फिर ${pct(b)} घटाया गया`
            }। अब वह ${rupees(final)} ${byGender(who, 'कमाता', 'कमाती')} है। उसका मूल वेतन कितना था?`,
            steps: [
              `अंतिम वेतन = मूल वेतन × ${num(100 + a)}/100 × ${num(100 - b)}/100${c ? ` × ${num(100 + c)}/100` : ''} = मूल वेतन × ${decimal(factor)}।`,
              `मूल वेतन = ${num(final)} ÷ ${decimal(factor)} = ${rupees(original)}।`,
            ],
          },
          step: 1000,
          params: { a, b, c, final },
        };
      }
    },
  },
};
