/**
 * Time-and-work stories one step beside the bank's (coverage audit 4, items 2 and 7): one worker's
 * time for k% of a job from the pair's time together and their efficiencies (`partByEfficiency`,
 * beside `efficiency`); three workers whose times alone are in a given ratio, from their time together
 * (`ratioTimes`, beside `threeWorkers`); the extra men a contractor needs to finish on time after
 * slow progress (`extraMen`, beside `mdh`). work.ts spreads them in after its other kinds; each writes
 * its Hindi twin from the same drawn values.
 */
import { num, pct, plural, ratio } from '../format';
import { gcd, isWhole, reduceRatio } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { hiDays } from './hindiCommerce';
import { aroundKey, atRank } from './keyRank';

const days = (v: number): string => plural(v, 'day');

/** Named mistakes kept only when exact, positive and not the key, first of each value only. */
const exactDistinct = (wrong: Distractor[], key: number, whole = false): Distractor[] =>
  wrong
    .filter((w) => typeof w.value === 'number')
    .map((w) => ({ ...w, value: Math.round((w.value as number) * 1e6) / 1e6 }))
    .filter(
      (w) =>
        w.value > 0 && (whole ? isWhole(w.value) : isWhole(w.value * 100)) && Math.abs(w.value - key) > 1e-6,
    )
    .filter((w, i, all) => all.findIndex((o) => Math.abs(o.value - w.value) < 1e-6) === i);

const LETTERS = ['A', 'B', 'C'] as const;

export const WORK_AUDIT5: Record<string, Kind> = {
  partByEfficiency: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const [a, b] = reduceRatio([rng.int(1, 7), rng.int(1, 7)]) as [number, number];
        if (a === b) return undefined;
        const together = rng.int(4, 30);
        const k = rng.pick([20, 25, 40, 50, 60, 75, 80]);
        const askA = rng.chance(0.5);
        const [mine, theirs] = askA ? [a, b] : [b, a];
        const whole = ((a + b) * together) / mine;
        const key = (whole * k) / 100;
        if (!isWhole(key * 2) || !isWhole(whole)) return undefined;
        const who = askA ? 'A' : 'B';
        const wrong = exactDistinct(
          [
            { mistake: 'giving the time for the whole job', hi: 'पूरे कार्य का समय बता देना', value: whole },
            {
              mistake: `dividing by ${pct(k)} instead of multiplying`,
              hi: `${pct(k)} से गुणा करने के स्थान पर भाग देना`,
              value: (whole * 100) / k,
            },
            {
              mistake: `using ${askA ? 'B' : 'A'}'s share of the efficiency`,
              hi: `${askA ? 'B' : 'A'} की दक्षता का भाग ले लेना`,
              value: (((a + b) * together) / theirs) * (k / 100),
            },
            {
              mistake: `taking ${pct(k)} of the time together`,
              hi: `साथ मिलकर लगे समय का ${pct(k)} ले लेना`,
              value: (together * k) / 100,
            },
            {
              mistake: 'splitting the time together in the ratio of the efficiencies',
              hi: 'साथ मिलकर लगे समय को दक्षताओं के अनुपात में बाँट देना',
              value: (((together * mine) / (a + b)) * k) / 100,
            },
            {
              mistake: `finding the time for the other ${pct(100 - k)} of the job`,
              hi: `कार्य के शेष ${pct(100 - k)} का समय निकालना`,
              value: (whole * (100 - k)) / 100,
            },
          ],
          key,
        );
        const kept = atRank(wrong, key, rng.pick([0, 0, 1, 1, 2]), together + k + a);
        if (!kept) return undefined;
        const total = (a + b) * together;
        const eff =
          b === 1 && a > 1
            ? [
                `A is ${a === 2 ? 'twice' : `${a} times`} as efficient as B`,
                `A, B से ${a === 2 ? 'दोगुना' : `${a} गुना`} दक्ष है`,
              ]
            : [
                `the efficiencies of A and B are in the ratio ${ratio([a, b])}`,
                `A और B की दक्षताओं का अनुपात ${ratio([a, b])} है`,
              ];
        return {
          question: `A and B together can complete a piece of work in ${days(together)}, and ${eff[0]}. In how many days can ${who} alone complete ${pct(k)} of the work?`,
          answer: key,
          format: days,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `Let A do ${a} units and B ${b} units a day. Together they do ${a + b} units a day for ${together} days: the work is ${a + b} × ${together} = ${total} units.`,
            `${who} alone takes ${total} ÷ ${mine} = ${days(whole)} for the whole work, so ${pct(k)} of it takes ${num(whole)} × ${k}/100 = ${days(key)}.`,
          ],
          hi: {
            question: `A और B मिलकर किसी कार्य को ${hiDays(together)} में पूरा कर सकते हैं, और ${eff[1]}। ${who} अकेले उस कार्य का ${pct(k)} कितने दिनों में पूरा कर सकता है?`,
            steps: [
              `माना A प्रतिदिन ${a} इकाई और B ${b} इकाई कार्य करता है। मिलकर वे प्रतिदिन ${a + b} इकाई, ${together} दिन तक करते हैं: कुल कार्य = ${a + b} × ${together} = ${total} इकाई।`,
              `${who} अकेले पूरे कार्य में ${total} ÷ ${mine} = ${hiDays(whole)} लेता है, अतः उसके ${pct(k)} में ${num(whole)} × ${k}/100 = ${hiDays(key)} लगेंगे।`,
            ],
            format: hiDays,
          },
          params: { a, b, together, k, ask: who },
        };
      });
    },
  },
  ratioTimes: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const terms = reduceRatio([rng.int(1, 8), rng.int(1, 8), rng.int(1, 8)]);
        if (new Set(terms).size < 3) return undefined;
        const together = rng.int(2, 20);
        const inverse = terms.reduce((s, p) => s + 1 / p, 0);
        const unit = together * inverse; // each one's time is its term × unit
        const ask = rng.int(0, 2);
        const key = Math.round(terms[ask]! * unit * 1e6) / 1e6;
        if (!isWhole(key) || !isWhole(unit * 2) || key > 200) return undefined;
        const sumTerms = terms[0]! + terms[1]! + terms[2]!;
        const others = [0, 1, 2].filter((i) => i !== ask);
        const wrong = exactDistinct(
          [
            {
              mistake: 'splitting the time together in the ratio of the times',
              hi: 'साथ मिलकर लगे समय को समयों के अनुपात में बाँट देना',
              value: (together * terms[ask]!) / sumTerms,
            },
            {
              mistake: 'multiplying the time together by the sum of the ratio terms',
              hi: 'साथ मिलकर लगे समय को अनुपात के पदों के योग से गुणा करना',
              value: together * sumTerms,
            },
            {
              mistake: 'taking the efficiencies, not the times, in the given ratio',
              hi: 'समयों के स्थान पर दक्षताओं को दिए गए अनुपात में मान लेना',
              value: (together * sumTerms) / terms[ask]!,
            },
            {
              mistake: `giving ${LETTERS[others[0]!]}'s time`,
              hi: `${LETTERS[others[0]!]} का समय बता देना`,
              value: terms[others[0]!]! * unit,
            },
            {
              mistake: `giving ${LETTERS[others[1]!]}'s time`,
              hi: `${LETTERS[others[1]!]} का समय बता देना`,
              value: terms[others[1]!]! * unit,
            },
            {
              mistake: 'multiplying the time together by the ratio term',
              hi: 'साथ मिलकर लगे समय को अनुपात के पद से गुणा करना',
              value: together * terms[ask]!,
            },
          ],
          key,
          true,
        );
        const kept = aroundKey(wrong, key, together + ask + sumTerms);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3 || kept.length < 3) return undefined;
        const who = LETTERS[ask]!;
        const lcm = terms.reduce((l, p) => (l * p) / gcd(l, p), 1);
        const effs = terms.map((p) => lcm / p);
        const effSum = effs[0]! + effs[1]! + effs[2]!;
        const xs = terms.map((t) => (t === 1 ? 'x' : `${t}x`));
        return {
          question: `A, B and C can each complete a piece of work alone in times that are in the ratio ${ratio(terms)}. Working together, they complete it in ${days(together)}. In how many days can ${who} alone complete it?`,
          answer: key,
          format: days,
          distractors: kept,
          steps: [
            `Let their times be ${xs[0]}, ${xs[1]} and ${xs[2]} days. Their efficiencies are in the inverse ratio 1/${terms[0]} : 1/${terms[1]} : 1/${terms[2]} = ${ratio(effs)}.`,
            `Together: 1/${xs[0]} + 1/${xs[1]} + 1/${xs[2]} = ${effSum}/${lcm === 1 ? '' : lcm}x = 1/${together}, so x = ${together} × ${effSum}/${lcm} = ${num(unit)}.`,
            `${who} alone takes ${terms[ask]} × ${num(unit)} = ${days(key)}.`,
          ],
          hi: {
            question: `A, B और C अकेले-अकेले किसी कार्य को जितने समय में पूरा कर सकते हैं, वे समय ${ratio(terms)} के अनुपात में हैं। मिलकर वे उसे ${hiDays(together)} में पूरा करते हैं। ${who} अकेले उसे कितने दिनों में पूरा कर सकता है?`,
            steps: [
              `माना उनके समय ${xs[0]}, ${xs[1]} और ${xs[2]} दिन हैं। उनकी दक्षताएँ व्युत्क्रम अनुपात 1/${terms[0]} : 1/${terms[1]} : 1/${terms[2]} = ${ratio(effs)} में हैं।`,
              `मिलकर: 1/${xs[0]} + 1/${xs[1]} + 1/${xs[2]} = ${effSum}/${lcm === 1 ? '' : lcm}x = 1/${together}, अतः x = ${together} × ${effSum}/${lcm} = ${num(unit)}।`,
              `${who} अकेले ${terms[ask]} × ${num(unit)} = ${hiDays(key)} लेता है।`,
            ],
            format: hiDays,
          },
          params: { terms, together, ask: who },
        };
      });
    },
  },
  extraMen: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const men = rng.step(10, 200, 5);
        const total = rng.step(20, 120, 5);
        const spent = rng.step(5, total - 5, 5);
        const [fn, fd] = rng.pick([
          [1, 4],
          [1, 3],
          [2, 5],
          [1, 2],
          [3, 5],
          [1, 5],
          [3, 10],
          [2, 3],
        ] as const);
        const f = fn / fd;
        if (spent / total <= f + 0.05) return undefined; // progress is slow: less done than the time spent
        const left = total - spent;
        const needed = (men * spent * (1 - f)) / (f * left);
        const extra = Math.round((needed - men) * 1e6) / 1e6;
        if (!isWhole(needed) || extra <= 0 || needed > 3 * men) return undefined;
        const wrong = exactDistinct(
          [
            {
              mistake: 'giving the total number of men needed, not the extra',
              hi: 'अतिरिक्त के स्थान पर कुल आवश्यक पुरुषों की संख्या बताना',
              value: needed,
            },
            {
              mistake: `finishing the rest in all ${total} days (not the ${left} days left)`,
              hi: `शेष कार्य को बचे ${left} दिनों के स्थान पर पूरे ${total} दिनों में करना`,
              value: (men * spent * (1 - f)) / (f * total) - men,
            },
            {
              mistake: 'putting the days the wrong way up',
              hi: 'दिनों का अनुपात उलटा लेना',
              value: (men * left * (1 - f)) / (f * spent) - men,
            },
            {
              mistake: 'taking the work left as equal to the work done',
              hi: 'शेष कार्य को किए गए कार्य के बराबर मान लेना',
              value: (men * spent) / left - men,
            },
            {
              mistake: 'putting the work done and the work left the wrong way round',
              hi: 'किए गए और शेष कार्य को आपस में बदल देना',
              value: (men * spent * f) / ((1 - f) * left) - men,
            },
            {
              mistake: 'using the planned rate (the men × the days planned) instead of the rate achieved',
              hi: 'प्राप्त दर के स्थान पर योजना की दर (पुरुष × योजना के दिन) लेना',
              value: (men * total * (1 - f)) / left - men,
            },
            {
              mistake: 'counting the whole job as still to be done',
              hi: 'पूरे कार्य को अभी शेष मान लेना',
              value: (men * spent) / (f * left) - men,
            },
          ],
          extra,
          true,
        );
        const kept = atRank(wrong, extra, rng.pick([0, 1, 2, 3]), men + total + spent);
        if (!kept) return undefined;
        const job = rng.pick([
          ['build a road', 'एक सड़क बनाने', 'सड़क'],
          ['build a bridge', 'एक पुल बनाने', 'पुल'],
          ['build a wall', 'एक दीवार बनाने', 'दीवार'],
        ] as const);
        const asPct = isWhole(f * 100) && rng.chance(0.4);
        const doneEn = asPct ? pct(f * 100) : `${fn}/${fd}`;
        const done = (men * spent) / f;
        return {
          question: `A contractor undertakes to ${job[0]} in ${days(total)} and employs ${men} men. After ${days(spent)}, he finds that only ${doneEn} of the work has been done. How many more men must he employ to finish the work on time?`,
          answer: extra,
          format: (v) => `${num(v)}`,
          distractors: kept,
          steps: [
            `${men} men in ${spent} days do ${doneEn} of the work, so the whole work is ${men} × ${spent} ÷ ${doneEn} = ${num(done)} man-days.`,
            `Left: ${num(done)} − ${num(men * spent)} = ${num(done - men * spent)} man-days in ${total} − ${spent} = ${days(left)}, which needs ${num(done - men * spent)} ÷ ${left} = ${num(needed)} men.`,
            `Extra men = ${num(needed)} − ${men} = ${num(extra)}.`,
          ],
          hi: {
            question: `एक ठेकेदार ${hiDays(total)} में ${job[1]} का ठेका लेता है और ${men} पुरुषों को काम पर लगाता है। ${hiDays(spent)} के बाद उसे पता चलता है कि कार्य का केवल ${doneEn} ही हुआ है। कार्य समय पर पूरा करने के लिए उसे और कितने पुरुष लगाने होंगे?`,
            steps: [
              `${men} पुरुष ${spent} दिनों में कार्य का ${doneEn} करते हैं, अतः पूरा कार्य = ${men} × ${spent} ÷ ${doneEn} = ${num(done)} पुरुष-दिवस।`,
              `शेष: ${num(done)} − ${num(men * spent)} = ${num(done - men * spent)} पुरुष-दिवस, ${total} − ${spent} = ${hiDays(left)} में, जिसके लिए ${num(done - men * spent)} ÷ ${left} = ${num(needed)} पुरुष चाहिए।`,
              `अतिरिक्त पुरुष = ${num(needed)} − ${men} = ${num(extra)}।`,
            ],
          },
          params: { men, total, spent, fn, fd },
        };
      });
    },
  },
};
