/**
 * Instalment stories asked for their other unknowns (coverage audit 5, items 1 and 2): the equal
 * yearly instalment that repays a sum borrowed at compound interest in 2 or 3 years (`ciInstalment`,
 * beside `instalments`, which asks the sum from the instalment); the rate of simple interest at which
 * a sum is repaid by n equal monthly (or yearly) instalments (`siInstalmentRate`, beside
 * `siInstalment`, which asks the instalment). interest.ts spreads them in after its other kinds. Each
 * writes its Hindi twin from the same drawn values.
 */
import { num, pct, rupees } from '../format';
import { clean, gcd, hasDecimals, lcm } from '../math';
import { UNNAMED, until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/**
 * Named mistakes kept only when positive, with at most `places` decimals (whole by default), not the
 * key, first of each value.
 */
const usable = (wrong: Distractor[], key: number, places = 0): Distractor[] =>
  wrong
    .filter((w) => typeof w.value === 'number' && Number.isFinite(w.value))
    .map((w) => ({ ...w, value: clean(w.value as number) }))
    .filter((w) => (w.value as number) > 0 && hasDecimals(w.value as number, places))
    .filter((w) => Math.abs((w.value as number) - key) > 1e-6)
    .filter((w, i, all) => all.findIndex((o) => o.value === w.value) === i);

/** A rate, its growth factor q/b in lowest terms (1 + r/100 = q/b), and the instalment counts it serves. */
const CI_RATES: readonly (readonly [number, number, number, readonly number[]])[] = [
  [4, 26, 25, [2]],
  [5, 21, 20, [2]],
  [8, 27, 25, [2]],
  [10, 11, 10, [2, 3]],
  [12.5, 9, 8, [2, 3]],
  [15, 23, 20, [2]],
  [20, 6, 5, [2, 3]],
  [25, 5, 4, [2, 3]],
];

const COUNT_EN: Record<number, string> = { 2: 'two', 3: 'three' };
const COUNT_HI: Record<number, string> = { 2: 'दो', 3: 'तीन' };

export const INTEREST_AUDIT6: Record<string, Kind> = {
  ciInstalment: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const [r, q, b, counts] = rng.pick(CI_RATES);
        const n = rng.pick(counts);
        const m = rng.pick([1, 2, 3, 4, 5, 8, 10, 20, 25, 40, 50, 100]);
        const x = m * q ** n;
        // P = x·(b/q + (b/q)² + …): in whole numbers m·(b·qⁿ⁻¹ + b²·qⁿ⁻² + …)
        let p = 0;
        for (let k = 1; k <= n; k += 1) p += m * b ** k * q ** (n - k);
        if (p < 1000 || p > 500000) return undefined;
        const growth = 1 + r / 100;
        let atEnd = 0;
        for (let k = 0; k < n; k += 1) atEnd += growth ** k;
        const wrong = usable(
          [
            {
              mistake: 'dividing the sum borrowed equally, with no interest',
              hi: 'ब्याज के बिना उधार ली गई राशि को बराबर बाँट देना',
              value: p / n,
            },
            {
              mistake: `dividing the amount after ${n} years equally`,
              hi: `${n} वर्ष बाद के मिश्रधन को बराबर बाँट देना`,
              value: (p * growth ** n) / n,
            },
            {
              mistake: `adding ${n} years' simple interest and dividing equally`,
              hi: `${n} वर्ष का साधारण ब्याज जोड़कर बराबर बाँट देना`,
              value: (p * (1 + (r * n) / 100)) / n,
            },
            {
              mistake: 'treating the sum borrowed as the amount due at the end',
              hi: 'उधार ली गई राशि को ही अंत में देय राशि मान लेना',
              value: p / atEnd,
            },
            { mistake: 'giving the total of the instalments', hi: 'सभी किस्तों का योग बता देना', value: n * x },
            {
              mistake: "adding one year's interest and dividing equally",
              hi: 'एक वर्ष का ब्याज जोड़कर बराबर बाँट देना',
              value: (p * growth) / n,
            },
          ],
          x,
        );
        const kept = aroundKey(wrong, x, m + r + n);
        if (kept.length < 3) return undefined;
        const f = `${q}/${b}`;
        const terms = Array.from({ length: n }, (_, i) =>
          i === 0 ? `x × ${b}/${q}` : `x × (${b}/${q})${i === 1 ? '²' : '³'}`,
        );
        const ask = rng.chance(0.5);
        return {
          question: ask
            ? `A sum of ${rupees(p)} is borrowed at ${pct(r)} per annum compound interest (compounded annually) and is to be repaid in ${COUNT_EN[n]} equal annual instalments, the first at the end of the first year. What is each instalment?`
            : `What equal annual instalment will repay a loan of ${rupees(p)} taken at ${pct(r)} per annum compound interest, compounded annually, in ${COUNT_EN[n]} years?`,
          answer: x,
          format: rupees,
          distractors: kept,
          steps: [
            `Each instalment x repays its present worth: x discounted for the years to its payment at 1 + ${num(r)}/100 = ${f} a year.`,
            `${terms.join(' + ')} = ${num(p)}, i.e. x × ${num(p / m)}/${num(x / m)} = ${num(p)}.`,
            `So x = ${num(p)} × ${num(x / m)}/${num(p / m)} = ${rupees(x)}.`,
          ],
          hi: {
            question: ask
              ? `${rupees(p)} की राशि ${pct(r)} वार्षिक चक्रवृद्धि ब्याज (वार्षिक संयोजित) पर उधार ली गई है, जिसे ${COUNT_HI[n]} समान वार्षिक किस्तों में चुकाना है, पहली किस्त पहले वर्ष के अंत में। प्रत्येक किस्त कितनी है?`
              : `${rupees(p)} का ऋण, जो ${pct(r)} वार्षिक चक्रवृद्धि ब्याज (वार्षिक संयोजित) पर लिया गया है, ${COUNT_HI[n]} वर्षों में कितनी समान वार्षिक किस्त से चुकाया जाएगा?`,
            steps: [
              `हर किस्त x अपने वर्तमान मूल्य जितना ऋण चुकाती है: भुगतान तक के वर्षों के लिए 1 + ${num(r)}/100 = ${f} प्रति वर्ष से घटाकर।`,
              `${terms.join(' + ')} = ${num(p)}, अर्थात x × ${num(p / m)}/${num(x / m)} = ${num(p)}।`,
              `अतः x = ${num(p)} × ${num(x / m)}/${num(p / m)} = ${rupees(x)}।`,
            ],
          },
          params: { p, r, n },
        };
      });
    },
  },
  siInstalmentRate: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const monthly = rng.chance(0.6);
        const per = monthly ? 12 : 1; // periods a year
        const r = monthly
          ? rng.pick([6, 8, 9, 10, 12, 15, 16, 18, 20, 24])
          : rng.pick([4, 5, 6, 8, 10, 12, 15, 20]);
        const n = monthly ? rng.pick([3, 4, 5, 6, 8, 10, 12]) : rng.int(2, 5);
        const pairs = (n * (n - 1)) / 2;
        const base = 100 * per;
        // P(1 + r·n/base) = n·x + x·r·pairs/base, so P = x·(base·n + r·pairs)/(base + r·n)
        const top = base * n + r * pairs;
        const bottom = base + r * n;
        const unitX = lcm(bottom / gcd(top, bottom), monthly ? 50 : 100);
        const [lo, hi] = monthly ? [500, 20000] : [1000, 50000];
        if (unitX > hi) return undefined;
        const x = unitX * rng.int(Math.ceil(lo / unitX), Math.floor(hi / unitX));
        const p = (x * top) / bottom;
        const paid = n * x;
        const wrong = usable(
          [
            {
              mistake: 'ignoring the interest the instalments earn',
              hi: 'किस्तों पर मिलने वाले ब्याज को छोड़ देना',
              value: (base * (paid - p)) / (p * n),
            },
            ...(monthly
              ? [{ mistake: 'giving the rate per month', hi: 'मासिक दर बता देना', value: r / 12 }]
              : []),
            ...(monthly
              ? [
                  {
                    mistake: `giving the rate for the whole ${n} months`,
                    hi: `पूरे ${n} महीनों की दर बता देना`,
                    value: (r * n) / 12,
                  },
                ]
              : []),
            {
              mistake: 'taking the interest as earned on the sum for half the time',
              hi: 'ब्याज को आधे समय के लिए राशि पर मान लेना',
              value: (2 * base * (paid - p)) / (p * n),
            },
            {
              mistake: `counting interest on the instalments for 1 + 2 + … + ${n} ${monthly ? 'months' : 'years'}`,
              hi: `किस्तों पर 1 + 2 + … + ${n} ${monthly ? 'महीनों' : 'वर्षों'} का ब्याज गिनना`,
              value: (base * (paid - p)) / (p * n - (x * n * (n + 1)) / 2),
            },
            {
              mistake: 'giving the total interest as a per cent of the sum',
              hi: 'कुल ब्याज को राशि का प्रतिशत बता देना',
              value: (100 * (paid - p)) / p,
            },
            {
              mistake: 'taking the total interest as earned on the total paid',
              hi: 'कुल ब्याज को कुल चुकाई गई राशि पर मान लेना',
              value: (base * (paid - p)) / (paid * n),
            },
          ],
          r,
          1,
        );
        // too few whole-number slips: options a step of 1% or 2% from the key fill the rest, as many
        // below it as put the key at a rank drawn from the instalment (the named slips fall mostly below)
        const named = aroundKey(
          wrong.filter((w) => (w.value as number) <= 60),
          r,
          x / 50 + n,
        ).slice(0, 3);
        if (named.length < 1) return undefined;
        const step = r >= 12 ? 2 : 1;
        const namedBelow = named.filter((w) => (w.value as number) < r).length;
        const namedAbove = named.length - namedBelow;
        const want = Math.min(Math.max((x / unitX + n) % 4, namedBelow), 3 - namedAbove);
        const fillers: Distractor[] = [];
        const taken = new Set(named.map((w) => w.value as number));
        for (let i = 1; fillers.length < want - namedBelow && r - i * step > 0; i += 1)
          if (!taken.has(r - i * step)) fillers.push({ mistake: UNNAMED, value: r - i * step });
        for (let i = 1; named.length + fillers.length < 3; i += 1)
          if (!taken.has(r + i * step)) fillers.push({ mistake: UNNAMED, value: r + i * step });
        const kept = [...named, ...fillers];
        const unit = monthly ? 'month' : 'year';
        const hiUnit = monthly ? 'महीने' : 'वर्ष';
        const left = Array.from({ length: n - 1 }, (_, i) => n - 1 - i).join(' + ');
        const stepsEn = [
          `Each instalment earns interest for the ${unit}s left after it is paid (${left} ${unit}s in all), and the sum earns interest for all ${n} ${unit}s.`,
          `${num(p)} × (1 + r × ${n}/${base}) = ${n} × ${num(x)} + ${num(x)} × r × ${pairs}/${base}, so ${num(p * n)}r/${base} − ${num(x * pairs)}r/${base} = ${num(paid)} − ${num(p)} = ${num(paid - p)}.`,
          `r = ${num(paid - p)} × ${base}/${num(p * n - x * pairs)} = ${pct(r)} per annum.`,
        ];
        const stepsHi = [
          `हर किस्त पर चुकाने के बाद शेष ${hiUnit} (कुल ${left} ${hiUnit}) का ब्याज मिलता है, और राशि पर पूरे ${n} ${hiUnit} का।`,
          `${num(p)} × (1 + r × ${n}/${base}) = ${n} × ${num(x)} + ${num(x)} × r × ${pairs}/${base}, अतः ${num(p * n)}r/${base} − ${num(x * pairs)}r/${base} = ${num(paid)} − ${num(p)} = ${num(paid - p)}।`,
          `r = ${num(paid - p)} × ${base}/${num(p * n - x * pairs)} = ${pct(r)} वार्षिक।`,
        ];
        return {
          question: `A sum of ${rupees(p)} borrowed at simple interest is repaid in ${n} equal ${monthly ? 'monthly' : 'annual'} instalments of ${rupees(x)} each, the first at the end of the first ${unit}. What is the rate of interest per annum?`,
          answer: r,
          format: pct,
          distractors: kept,
          steps: stepsEn,
          hi: {
            question: `साधारण ब्याज पर उधार ली गई ${rupees(p)} की राशि ${n} समान ${monthly ? 'मासिक' : 'वार्षिक'} किस्तों में, प्रत्येक ${rupees(x)} की, चुकाई जाती है, पहली किस्त पहले ${hiUnit} के अंत में। वार्षिक ब्याज दर क्या है?`,
            steps: stepsHi,
          },
          params: { p, x, n, per },
        };
      });
    },
  },
};
