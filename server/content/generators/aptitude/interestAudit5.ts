/**
 * Simple-interest stories one step beside the bank's (coverage audit 4, item 6): what another sum
 * amounts to at the rate a first sum's amount shows (`siOtherSum`, beside `rateFromInterest`); the
 * sum whose simple interest for a longer time exceeds that for a shorter one by a given amount
 * (`siYearsGap`, beside `sumFromShortfall`); the equal annual instalment that discharges a debt at
 * simple interest (`siInstalment`, beside `instalments`, which is compound). interest.ts spreads them
 * in after its other kinds. Each writes its Hindi twin from the same drawn values.
 */
import { num, pct, rupees, yearsFormat } from '../format';
import { hiYears } from '../hindi';
import { isWhole } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey, atRank } from './keyRank';

/** Named mistakes kept only when whole, positive and not the key, first of each value only. */
const wholeDistinct = (wrong: Distractor[], key: number): Distractor[] =>
  wrong
    .filter((w) => typeof w.value === 'number')
    .map((w) => ({ ...w, value: Math.round((w.value as number) * 1e6) / 1e6 }))
    .filter((w) => w.value > 0 && isWhole(w.value) && Math.abs(w.value - key) > 1e-6)
    .filter((w, i, all) => all.findIndex((o) => o.value === w.value) === i);

export const INTEREST_AUDIT5: Record<string, Kind> = {
  siOtherSum: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const r = rng.pick([4, 5, 6, 8, 10, 12, 12.5, 15]);
        const t = rng.int(2, 6);
        const p1 = rng.step(500, 20000, 100);
        const p2 = rng.step(500, 20000, 100);
        const same = rng.chance(0.5);
        const t2 = same ? t : rng.int(2, 8);
        const i1 = (p1 * r * t) / 100;
        const a1 = p1 + i1;
        const i2 = (p2 * r * t2) / 100;
        const a2 = p2 + i2;
        if (p1 === p2 || !isWhole(i1) || !isWhole(i2) || (!same && t2 === t)) return undefined;
        const wrong = wholeDistinct(
          [
            {
              mistake: "adding the first sum's interest unchanged",
              hi: 'पहली धनराशि का ब्याज ही जोड़ देना',
              value: p2 + i1,
            },
            {
              mistake: 'giving the interest instead of the amount',
              hi: 'मिश्रधन के स्थान पर ब्याज बताना',
              value: i2,
            },
            {
              mistake: 'taking the rate from the amount instead of the interest',
              hi: 'ब्याज के स्थान पर मिश्रधन से दर निकालना',
              value: p2 + (p2 * a1 * t2) / (p1 * t),
            },
            {
              mistake: 'finding the interest for one year only',
              hi: 'केवल एक वर्ष का ब्याज लेना',
              value: p2 + (p2 * r) / 100,
            },
            {
              mistake: `using ${t2 + 1} years`,
              hi: `${t2 + 1} वर्ष का समय लेना`,
              value: p2 + (p2 * r * (t2 + 1)) / 100,
            },
            ...(same
              ? []
              : [
                  {
                    mistake: `using ${t} years, the first sum's time`,
                    hi: `पहली धनराशि का समय ${t} वर्ष ही ले लेना`,
                    value: p2 + (p2 * r * t) / 100,
                  },
                ]),
          ],
          a2,
        );
        const kept = aroundKey(wrong, a2, p1 / 100 + p2 / 100 + t);
        if (kept.length < 3) return undefined;
        const timeEn = same ? 'in the same time' : `in ${yearsFormat(t2)}`;
        const timeHi = same ? 'उतने ही समय में' : `${hiYears(t2)} में`;
        return {
          question: `A sum of ${rupees(p1)} lent at simple interest for ${yearsFormat(t)} amounts to ${rupees(a1)}. At the same rate, what will a sum of ${rupees(p2)} amount to ${timeEn}?`,
          answer: a2,
          format: rupees,
          distractors: kept,
          steps: [
            `Interest on ${rupees(p1)} for ${yearsFormat(t)} = ${num(a1)} − ${num(p1)} = ${rupees(i1)}, so the rate = ${num(i1)} × 100/(${num(p1)} × ${t}) = ${pct(r)}.`,
            `Interest on ${rupees(p2)} for ${yearsFormat(t2)} = ${num(p2)} × ${num(r)} × ${t2}/100 = ${rupees(i2)}; amount = ${num(p2)} + ${num(i2)} = ${rupees(a2)}.`,
          ],
          hi: {
            question: `${rupees(p1)} की धनराशि साधारण ब्याज पर ${hiYears(t)} में ${rupees(a1)} हो जाती है। उसी दर से ${rupees(p2)} की धनराशि ${timeHi} कितनी हो जाएगी?`,
            steps: [
              `${rupees(p1)} पर ${hiYears(t)} का ब्याज = ${num(a1)} − ${num(p1)} = ${rupees(i1)}, अतः दर = ${num(i1)} × 100/(${num(p1)} × ${t}) = ${pct(r)}।`,
              `${rupees(p2)} पर ${hiYears(t2)} का ब्याज = ${num(p2)} × ${num(r)} × ${t2}/100 = ${rupees(i2)}; मिश्रधन = ${num(p2)} + ${num(i2)} = ${rupees(a2)}।`,
            ],
          },
          params: { p1, a1, t, p2, t2 },
        };
      });
    },
  },
  siYearsGap: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const r = rng.pick([4, 5, 6, 7, 8, 9, 10, 12, 12.5, 15]);
        const short = rng.int(2, 5);
        const long = short + rng.int(1, 3);
        const p = rng.step(1000, 50000, 500);
        const gap = long - short;
        const d = (p * r * gap) / 100;
        if (!isWhole(d)) return undefined;
        const wrong = wholeDistinct(
          [
            {
              mistake: 'taking the difference as one year’s interest',
              hi: 'अंतर को एक वर्ष का ब्याज मान लेना',
              value: (d * 100) / r,
            },
            {
              mistake: `dividing by ${long} years instead of the ${gap}-year gap`,
              hi: `${gap} वर्ष के अंतर के स्थान पर ${long} वर्ष से भाग देना`,
              value: (d * 100) / (r * long),
            },
            {
              mistake: `dividing by ${long + short} years (adding the times)`,
              hi: `समयों को जोड़कर ${long + short} वर्ष से भाग देना`,
              value: (d * 100) / (r * (long + short)),
            },
            {
              mistake: `giving the interest for ${long} years`,
              hi: `${long} वर्ष का ब्याज बता देना`,
              value: (p * r * long) / 100,
            },
            {
              mistake: 'multiplying by the gap in years instead of dividing',
              hi: 'वर्षों के अंतर से भाग देने के स्थान पर गुणा करना',
              value: (d * 100 * gap) / r,
            },
          ],
          p,
        );
        const kept = aroundKey(wrong, p, p / 500 + r + long);
        if (kept.length < 3) return undefined;
        const [lessEn, lessHi] = rng.chance(0.5)
          ? [
              `The simple interest on a sum of money at ${pct(r)} per annum for ${yearsFormat(long)} exceeds the simple interest on it for ${yearsFormat(short)} at the same rate by ${rupees(d)}. What is the sum?`,
              `किसी धनराशि पर ${pct(r)} वार्षिक दर से ${hiYears(long)} का साधारण ब्याज, उसी दर से ${hiYears(short)} के साधारण ब्याज से ${rupees(d)} अधिक है। वह धनराशि कितनी है?`,
            ]
          : [
              `At ${pct(r)} per annum, the simple interest on a sum for ${yearsFormat(short)} is less than the simple interest on it for ${yearsFormat(long)} by ${rupees(d)}. Find the sum.`,
              `${pct(r)} वार्षिक दर पर किसी धनराशि का ${hiYears(short)} का साधारण ब्याज, उसके ${hiYears(long)} के साधारण ब्याज से ${rupees(d)} कम है। धनराशि ज्ञात कीजिए।`,
            ];
        return {
          question: lessEn,
          answer: p,
          format: rupees,
          distractors: kept,
          steps: [
            `The difference is the interest for ${long} − ${short} = ${yearsFormat(gap)}: P × ${num(r)} × ${gap}/100 = ${rupees(d)}.`,
            `So P = ${num(d)} × 100/(${num(r)} × ${gap}) = ${rupees(p)}.`,
          ],
          hi: {
            question: lessHi,
            steps: [
              `यह अंतर ${long} − ${short} = ${hiYears(gap)} का ब्याज है: P × ${num(r)} × ${gap}/100 = ${rupees(d)}।`,
              `अतः P = ${num(d)} × 100/(${num(r)} × ${gap}) = ${rupees(p)}।`,
            ],
          },
          params: { r, long, short, d },
        };
      });
    },
  },
  siInstalment: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const r = rng.pick([4, 5, 6, 8, 10, 12, 12.5, 15, 16, 20]);
        const n = rng.int(2, 5);
        const x = rng.step(100, 5000, 10);
        const pairs = (n * (n - 1)) / 2; // instalment-years of interest earned after payment
        const due = n * x + (x * r * pairs) / 100;
        const owed = rng.chance(0.5);
        const borrowed = due / (1 + (r * n) / 100);
        if (!isWhole(due) || !isWhole(r * pairs) || (!owed && !isWhole(borrowed))) return undefined;
        const wrong = wholeDistinct(
          [
            {
              mistake: 'dividing the amount due equally, with no interest on the instalments',
              hi: 'किस्तों पर ब्याज लिए बिना देय राशि को बराबर बाँट देना',
              value: due / n,
            },
            {
              mistake: `counting interest on the instalments for 1 + 2 + … + ${n} years`,
              hi: `किस्तों पर 1 + 2 + … + ${n} वर्ष का ब्याज गिनना`,
              value: due / (n + (r * n * (n + 1)) / 200),
            },
            // for a sum borrowed this is the sum divided equally, named so below
            ...(owed
              ? [
                  {
                    mistake: `counting interest on every instalment for all ${n} years`,
                    hi: `हर किस्त पर पूरे ${n} वर्ष का ब्याज गिनना`,
                    value: due / (n * (1 + (r * n) / 100)),
                  },
                ]
              : []),
            { mistake: 'giving the total of the instalments', hi: 'सभी किस्तों का योग बता देना', value: n * x },
            ...(n >= 3
              ? [
                  {
                    mistake: `counting interest on the instalments for 0 + 1 + … + ${n - 2} years`,
                    hi: `किस्तों पर 0 + 1 + … + ${n - 2} वर्ष का ब्याज गिनना`,
                    value: due / (n + (r * (n - 1) * (n - 2)) / 200),
                  },
                ]
              : []),
            ...(owed
              ? [
                  {
                    mistake: 'adding interest again to the amount due and dividing it equally',
                    hi: 'देय राशि पर फिर से ब्याज जोड़कर उसे बराबर बाँटना',
                    value: (due * (1 + (r * n) / 100)) / n,
                  },
                ]
              : []),
            ...(owed
              ? []
              : [
                  {
                    mistake: 'dividing the sum borrowed equally, with no interest',
                    hi: 'बिना ब्याज के उधार ली गई राशि को बराबर बाँट देना',
                    value: borrowed / n,
                  },
                ]),
          ],
          x,
        );
        const kept = atRank(wrong, x, rng.pick([0, 1, 2]), x / 10 + r + n);
        if (!kept) return undefined;
        const yrs = yearsFormat(n);
        const terms = Array.from({ length: n }, (_, i) => n - 1 - i);
        const yearsLeft = terms.filter((k) => k > 0).join(' + ');
        const lhs = terms.map((k) => (k === 0 ? 'x' : `x(1 + ${num(r)} × ${k}/100)`)).join(' + ');
        const setupEn = owed
          ? `The debt due is ${rupees(due)}.`
          : `At the end of ${yrs} the ${rupees(borrowed)} borrowed has become ${num(borrowed)} × (1 + ${num(r)} × ${n}/100) = ${rupees(due)}.`;
        const setupHi = owed
          ? `देय ऋण ${rupees(due)} है।`
          : `${hiYears(n)} के अंत में उधार लिए गए ${rupees(borrowed)} बढ़कर ${num(borrowed)} × (1 + ${num(r)} × ${n}/100) = ${rupees(due)} हो जाते हैं।`;
        return {
          question: owed
            ? `What equal annual instalment will discharge a debt of ${rupees(due)} due in ${yrs} at ${pct(r)} per annum simple interest?`
            : `A sum of ${rupees(borrowed)} is borrowed at ${pct(r)} per annum simple interest and is to be repaid in ${n} equal annual instalments, the first at the end of the first year. What is each instalment?`,
          answer: x,
          format: rupees,
          distractors: kept,
          steps: [
            setupEn,
            `An instalment x paid at the end of a year earns simple interest for the years still left, so at the end: ${lhs} = ${num(n)}x + ${num(r)} × (${yearsLeft})x/100 = ${num(n + (r * pairs) / 100)}x.`,
            `${num(n + (r * pairs) / 100)}x = ${num(due)}, so x = ${rupees(x)}.`,
          ],
          hi: {
            question: owed
              ? `${rupees(due)} का ऋण, जो ${hiYears(n)} में देय है, ${pct(r)} वार्षिक साधारण ब्याज पर कितनी समान वार्षिक किस्त से चुकाया जाएगा?`
              : `${rupees(borrowed)} की राशि ${pct(r)} वार्षिक साधारण ब्याज पर उधार ली गई है, जिसे ${n} समान वार्षिक किस्तों में चुकाना है, पहली किस्त पहले वर्ष के अंत में। प्रत्येक किस्त कितनी है?`,
            steps: [
              setupHi,
              `वर्ष के अंत में दी गई किस्त x पर शेष वर्षों का साधारण ब्याज मिलता है, अतः अंत में: ${lhs} = ${num(n)}x + ${num(r)} × (${yearsLeft})x/100 = ${num(n + (r * pairs) / 100)}x।`,
              `${num(n + (r * pairs) / 100)}x = ${num(due)}, अतः x = ${rupees(x)}।`,
            ],
          },
          params: owed ? { r, n, due } : { r, n, borrowed },
        };
      });
    },
  },
};
