/**
 * Trigonometry one identity beside the bank's (coverage audit 4, item 1): sin(A − B), cos(A + B) …
 * from sin A and sin B at standard angles, and (tan X − tan Y)/(1 + tan X tan Y) read as tan(X − Y)
 * ("(tan 45° − tan 15°)/(1 + tan 45° tan 15°)" is tan 30°); a(sin⁴θ + cos⁴θ) + b(sin⁶θ + cos⁶θ) +
 * c sin²θ cos²θ that is a constant (c = 2a + 3b); and the ratios of angles beyond 90° by the reference
 * angle (tan 240°, sin 150°, sec 120°), alone or in a short sum. trigonometry.ts spreads them in after
 * its other kinds, so the earlier kinds keep their draw order.
 */
import { fraction, surd } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const RAD = Math.PI / 180;
type Fn = 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'cosec';
const value = (f: Fn, deg: number): number => {
  const s = Math.sin(deg * RAD);
  const c = Math.cos(deg * RAD);
  return { sin: s, cos: c, tan: s / c, cot: c / s, sec: 1 / c, cosec: 1 / s }[f];
};
/** A value as the bank prints surds: 1/2, √3/2, √3/3, −√2/2; a tiny float is 0. */
const show = (v: number): string => surd(Math.abs(v) < 1e-12 ? 0 : v);
/** The sine of a standard acute angle as the papers print it in a question. */
const SIN_TEXT: Record<number, string> = { 30: '1/2', 45: '1/√2', 60: '√3/2' };
const COS_TEXT: Record<number, string> = { 30: '√3/2', 45: '1/√2', 60: '1/2' };

function compoundValues(rng: Parameters<Kind['make']>[0]): Problem {
  return until((): Problem | undefined => compoundTry(rng));
}

function compoundTry(rng: Parameters<Kind['make']>[0]): Problem | undefined {
  const [A, B] = rng.pick([
    [60, 30],
    [30, 60],
    [60, 30],
    [30, 60],
    [45, 45],
    [60, 60],
  ] as const);
  const f = rng.pick(['sin', 'cos'] as const);
  const minus = rng.chance(0.5);
  const op = minus ? '−' : '+';
  const other = minus ? '+' : '−';
  // which ratios of A and B are given: sin and sin, or (at times) cos A and sin B
  const givenCos = rng.chance(0.3);
  const sA = Math.sin(A * RAD);
  const cA = Math.cos(A * RAD);
  const sB = Math.sin(B * RAD);
  const cB = Math.cos(B * RAD);
  const angle = minus ? A - B : A + B;
  const key = value(f, angle);
  // a key of 1 (sin 90°, cos 0°) tops every option these slips give: asked less often
  if (Math.abs(key - 1) < 1e-9 && rng.chance(0.7)) return undefined;
  const sign = minus ? -1 : 1;
  // sin(A ± B) = sin A cos B ± cos A sin B; cos(A ± B) = cos A cos B ∓ sin A sin B
  const [first, second] = f === 'sin' ? [sA * cB, sign * cA * sB] : [cA * cB, -sign * sA * sB];
  const wrong: Distractor[] = [
    {
      mistake: `taking A ${other} B instead of A ${op} B`,
      hi: `A ${op} B के स्थान पर A ${other} B ले लेना`,
      value: value(f, minus ? A + B : A - B),
    },
    {
      mistake: `finding ${f === 'sin' ? 'cos' : 'sin'}(A ${op} B) instead`,
      hi: `इसके स्थान पर ${f === 'sin' ? 'cos' : 'sin'}(A ${op} B) ज्ञात कर लेना`,
      value: value(f === 'sin' ? 'cos' : 'sin', angle),
    },
    {
      mistake: 'keeping only the first product of the formula',
      hi: 'सूत्र का केवल पहला गुणनफल लेना',
      value: first,
    },
    {
      mistake: 'keeping only the second product of the formula',
      hi: 'सूत्र का केवल दूसरा गुणनफल लेना',
      value: second,
    },
    {
      mistake: 'getting the sign of the answer wrong',
      hi: 'उत्तर का चिह्न उलट देना',
      value: -key,
    },
  ].map((d) => ({ ...d, value: Math.abs(d.value as number) < 1e-12 ? 0 : (d.value as number) }));
  const given = givenCos
    ? `cos A = ${COS_TEXT[A]} and sin B = ${SIN_TEXT[B]}`
    : `sin A = ${SIN_TEXT[A]} and sin B = ${SIN_TEXT[B]}`;
  const givenHi = givenCos
    ? `cos A = ${COS_TEXT[A]} और sin B = ${SIN_TEXT[B]}`
    : `sin A = ${SIN_TEXT[A]} और sin B = ${SIN_TEXT[B]}`;
  const ask = `${f}(A ${op} B)`;
  const formula =
    f === 'sin'
      ? `sin A cos B ${op} cos A sin B = ${show(sA)} × ${show(cB)} ${op} ${show(cA)} × ${show(sB)}`
      : `cos A cos B ${other} sin A sin B = ${show(cA)} × ${show(cB)} ${other} ${show(sA)} × ${show(sB)}`;
  return {
    question: `If ${given}, where A and B are acute angles, what is the value of ${ask}?`,
    answer: key,
    format: show,
    symbolic: true,
    wholeOptions: false,
    allowNonPositive: true,
    distractors: aroundKey(wrong, key, rng.int(0, 999)),
    steps: [
      `A = ${A}° and B = ${B}° (standard values), so A ${op} B = ${angle}° and ${ask} = ${f} ${angle}° = ${show(key)}.`,
      `By the formula: ${ask} = ${formula} = ${show(key)}.`,
    ],
    hi: {
      question: `यदि ${givenHi} है, जहाँ A और B न्यून कोण हैं, तो ${ask} का मान क्या है?`,
      steps: [
        `A = ${A}° और B = ${B}° (मानक मान), अतः A ${op} B = ${angle}° और ${ask} = ${f} ${angle}° = ${show(key)}।`,
        `सूत्र से: ${ask} = ${formula} = ${show(key)}।`,
      ],
    },
    params: { form: 'values', A, B, f, minus, givenCos },
  };
}

function tanQuotient(rng: Parameters<Kind['make']>[0]): Problem {
  return until((): Problem | undefined => {
    const minus = rng.chance(0.6);
    const R = rng.pick([30, 60] as const);
    const Y = rng.pick([10, 15, 20, 25, 35, 40] as const);
    const X = minus ? R + Y : R - Y;
    if (X <= 0 || X === Y) return undefined;
    const [op, other] = minus ? ['−', '+'] : ['+', '−'];
    const expression = `(tan ${X}° ${op} tan ${Y}°)/(1 ${other} tan ${X}° tan ${Y}°)`;
    const key = value('tan', R);
    const swapped = minus ? X + Y : X - Y;
    const wrong: Distractor[] = [
      { mistake: `giving cot ${R}°`, hi: `cot ${R}° दे देना`, value: value('cot', R) },
      { mistake: `giving sin ${R}°`, hi: `sin ${R}° दे देना`, value: value('sin', R) },
      { mistake: `giving cos ${R}°`, hi: `cos ${R}° दे देना`, value: value('cos', R) },
      { mistake: `giving cosec ${R}°`, hi: `cosec ${R}° दे देना`, value: value('cosec', R) },
      { mistake: `giving sec ${R}°`, hi: `sec ${R}° दे देना`, value: value('sec', R) },
      ...([30, 45, 60].includes(swapped)
        ? [
            {
              mistake: `reading it as tan(${X}° ${other} ${Y}°)`,
              hi: `इसे tan(${X}° ${other} ${Y}°) पढ़ लेना`,
              value: value('tan', swapped),
            },
          ]
        : []),
    ];
    return {
      question: `What is the value of ${expression}?`,
      answer: key,
      format: show,
      symbolic: true,
      wholeOptions: false,
      distractors: aroundKey(wrong, key, X * 3 + Y),
      steps: [
        `(tan A ${op} tan B)/(1 ${other} tan A tan B) = tan(A ${op} B), so the value is tan(${X}° ${op} ${Y}°) = tan ${R}° = ${show(key)}.`,
      ],
      hi: {
        question: `${expression} का मान क्या है?`,
        steps: [
          `(tan A ${op} tan B)/(1 ${other} tan A tan B) = tan(A ${op} B), अतः मान = tan(${X}° ${op} ${Y}°) = tan ${R}° = ${show(key)}।`,
        ],
      },
      params: { form: 'tan', X, Y, minus },
    };
  });
}

/** A term a·T with a coefficient as papers print it: "sin⁴θ", "5(sin⁴θ + cos⁴θ)". */
const times = (a: number, t: string): string => `${a === 1 ? '' : a}${t}`;

/** Angles beyond 90°: 180° − α, 180° + α and 360° − α (α = 30°, 45°, 60°). */
const BEYOND = [120, 135, 150, 210, 225, 240, 300, 315, 330] as const;
/** Ratios whose value at the angle is rational (so a sum of them prints as a fraction). */
const RATIONAL: readonly [Fn, number][] = [
  ['sin', 150],
  ['sin', 210],
  ['sin', 330],
  ['cos', 120],
  ['cos', 240],
  ['cos', 300],
  ['tan', 135],
  ['tan', 225],
  ['tan', 315],
  ['cot', 135],
  ['cot', 225],
  ['sec', 120],
  ['sec', 240],
  ['sec', 300],
  ['cosec', 150],
  ['cosec', 210],
  ['cosec', 330],
];
const RECIPROCAL: Record<Fn, Fn> = {
  sin: 'cosec',
  cos: 'sec',
  tan: 'cot',
  cot: 'tan',
  sec: 'cos',
  cosec: 'sin',
};

/** The acute angle the ratio is read at: 180° − θ, θ − 180° or 360° − θ. */
const reference = (deg: number): number => (deg < 180 ? 180 - deg : deg < 270 ? deg - 180 : 360 - deg);

export const TRIGONOMETRY_AUDIT5_KINDS: Record<string, Kind> = {
  /** sin(A ± B), cos(A ± B) from sin A and sin B; (tan X ∓ tan Y)/(1 ± tan X tan Y) as tan(X ∓ Y) at level 3. */
  compoundAngle: {
    levels: [2, 3],
    make(rng, level): Problem {
      return level === 3 && rng.chance(0.5) ? tanQuotient(rng) : compoundValues(rng);
    },
  },
  /** a(sin⁴θ + cos⁴θ) + b(sin⁶θ + cos⁶θ) + (2a + 3b) sin²θ cos²θ = a + b. */
  fourSixPowers: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const a = rng.int(1, level === 2 ? 6 : 9);
        const b = rng.int(1, level === 2 ? 6 : 9);
        const c = 2 * a + 3 * b;
        const sixFirst = level === 3 && rng.chance(0.5);
        const four = times(a, '(sin⁴θ + cos⁴θ)');
        const six = times(b, '(sin⁶θ + cos⁶θ)');
        const expression = `${sixFirst ? six : four} + ${sixFirst ? four : six} + ${c} sin²θ cos²θ`;
        const key = a + b;
        const wrong: Distractor[] = [
          { mistake: 'adding all three coefficients', hi: 'तीनों गुणांकों को जोड़ देना', value: a + b + c },
          {
            mistake: 'giving the coefficient of sin²θ cos²θ',
            hi: 'sin²θ cos²θ का गुणांक दे देना',
            value: c,
          },
          {
            mistake: 'putting θ = 45° and dropping the sin²θ cos²θ term',
            hi: 'θ = 45° रखकर sin²θ cos²θ वाला पद छोड़ देना',
            value: a / 2 + b / 4,
          },
          {
            mistake: 'putting θ = 45° and taking sin²θ cos²θ as 1/2',
            hi: 'θ = 45° रखकर sin²θ cos²θ को 1/2 मान लेना',
            value: a / 2 + b / 4 + c / 2,
          },
          {
            mistake: 'counting only the fourth powers',
            hi: 'केवल चतुर्थ घातों वाला पद गिनना',
            value: a,
          },
          {
            mistake: 'counting only the sixth powers',
            hi: 'केवल छठी घातों वाला पद गिनना',
            value: b,
          },
        ];
        if (a === b) return undefined;
        return {
          question: `What is the value of ${expression}?`,
          answer: key,
          format: fraction,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, a * 11 + b),
          steps: [
            `Write s = sin²θ cos²θ. sin⁴θ + cos⁴θ = (sin²θ + cos²θ)² − 2s = 1 − 2s, and sin⁶θ + cos⁶θ = (sin²θ + cos²θ)³ − 3s(sin²θ + cos²θ) = 1 − 3s.`,
            `So the value is ${times(a, '(1 − 2s)')} + ${times(b, '(1 − 3s)')} + ${c}s = ${a + b} − ${2 * a + 3 * b}s + ${c}s = ${key}.`,
          ],
          hi: {
            question: `${expression} का मान क्या है?`,
            steps: [
              `मान लीजिए s = sin²θ cos²θ। sin⁴θ + cos⁴θ = (sin²θ + cos²θ)² − 2s = 1 − 2s, और sin⁶θ + cos⁶θ = (sin²θ + cos²θ)³ − 3s(sin²θ + cos²θ) = 1 − 3s।`,
              `अतः मान = ${times(a, '(1 − 2s)')} + ${times(b, '(1 − 3s)')} + ${c}s = ${a + b} − ${2 * a + 3 * b}s + ${c}s = ${key}।`,
            ],
          },
          params: { a, b, c },
        };
      });
    },
  },
  /** One ratio beyond 90° (level 1), or a sum of two with rational values (level 2). */
  beyondRightAngle: {
    levels: [1, 2],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        if (level === 1) {
          const f = rng.pick(['sin', 'cos', 'tan', 'sec', 'cosec', 'cot'] as const);
          const deg = rng.pick(BEYOND);
          const alpha = reference(deg);
          // tan and cot at 45° have one value up to sign: too few named slips for four options
          if (alpha === 45 && (f === 'tan' || f === 'cot')) return undefined;
          const key = value(f, deg);
          if (!Number.isFinite(key) || Math.abs(key) > 1e6) return undefined;
          const wrong: Distractor[] = [
            {
              mistake: 'getting the sign of the quadrant wrong',
              hi: 'चतुर्थांश का चिह्न गलत ले लेना',
              value: -key,
            },
            {
              mistake: `reading the ratio at ${90 - alpha}° instead of ${alpha}°`,
              hi: `अनुपात को ${alpha}° के स्थान पर ${90 - alpha}° पर पढ़ लेना`,
              value: Math.sign(key) * Math.abs(value(f, 90 - alpha)),
            },
            {
              mistake: `giving ${RECIPROCAL[f]} ${deg}° instead`,
              hi: `इसके स्थान पर ${RECIPROCAL[f]} ${deg}° दे देना`,
              value: 1 / key,
            },
            {
              mistake: `reading the ratio at ${90 - alpha}° and getting the sign wrong`,
              hi: `अनुपात को ${90 - alpha}° पर पढ़ना और चिह्न भी गलत ले लेना`,
              value: -Math.sign(key) * Math.abs(value(f, 90 - alpha)),
            },
            {
              mistake: `giving ${RECIPROCAL[f]} ${deg}° with the sign wrong`,
              hi: `${RECIPROCAL[f]} ${deg}° को गलत चिह्न के साथ दे देना`,
              value: -1 / key,
            },
          ];
          const how = deg < 180 ? `180° − ${alpha}°` : deg < 270 ? `180° + ${alpha}°` : `360° − ${alpha}°`;
          const quadrant = deg < 180 ? 'second' : deg < 270 ? 'third' : 'fourth';
          const quadrantHi = deg < 180 ? 'दूसरे' : deg < 270 ? 'तीसरे' : 'चौथे';
          return {
            question: `What is the value of ${f} ${deg}°?`,
            answer: key,
            format: show,
            symbolic: true,
            wholeOptions: false,
            allowNonPositive: true,
            distractors: aroundKey(wrong, key, deg + f.length),
            steps: [
              `${deg}° = ${how} lies in the ${quadrant} quadrant, where ${f} is ${key > 0 ? 'positive' : 'negative'}. So ${f} ${deg}° = ${key > 0 ? '' : '−'}${f} ${alpha}° = ${show(key)}.`,
            ],
            hi: {
              question: `${f} ${deg}° का मान क्या है?`,
              steps: [
                `${deg}° = ${how} ${quadrantHi} चतुर्थांश में है, जहाँ ${f} ${key > 0 ? 'धनात्मक' : 'ऋणात्मक'} होता है। अतः ${f} ${deg}° = ${key > 0 ? '' : '−'}${f} ${alpha}° = ${show(key)}।`,
              ],
            },
            params: { terms: [[f, deg]], signs: [1] },
          };
        }
        const picked = rng.sample(RATIONAL, 2);
        if (picked[0]![0] === picked[1]![0]) return undefined;
        const signs = [1, rng.chance(0.5) ? 1 : -1];
        const values = picked.map(([f, deg]) => value(f, deg));
        const key = values[0]! + signs[1]! * values[1]!;
        if (Math.abs(key) < 1e-9) return undefined;
        const expression = `${picked[0]![0]} ${picked[0]![1]}° ${signs[1]! > 0 ? '+' : '−'} ${picked[1]![0]} ${picked[1]![1]}°`;
        const wrong: Distractor[] = [
          {
            mistake: 'taking every ratio as positive (the acute angle’s value)',
            hi: 'हर अनुपात को धनात्मक मान लेना (न्यून कोण वाला मान)',
            value: Math.abs(values[0]!) + signs[1]! * Math.abs(values[1]!),
          },
          {
            mistake: 'getting the sign of the first ratio wrong',
            hi: 'पहले अनुपात का चिह्न गलत ले लेना',
            value: -values[0]! + signs[1]! * values[1]!,
          },
          {
            mistake: 'getting the sign of the second ratio wrong',
            hi: 'दूसरे अनुपात का चिह्न गलत ले लेना',
            value: values[0]! - signs[1]! * values[1]!,
          },
          {
            mistake: 'getting the signs of both ratios wrong',
            hi: 'दोनों अनुपातों के चिह्न गलत ले लेना',
            value: -values[0]! - signs[1]! * values[1]!,
          },
          {
            mistake: 'giving the reciprocal ratios',
            hi: 'व्युत्क्रम अनुपात ले लेना',
            value: 1 / values[0]! + signs[1]! / values[1]!,
          },
        ];
        // values rounded (tan 135° is −1 only up to floating error), so 0 and −0 count once
        const around = (v: number): number => Math.round(v * 1e6) + 0;
        const distinct = new Set(wrong.map((d) => around(d.value as number)));
        distinct.delete(around(key));
        if (distinct.size < 3) return undefined;
        const line = picked
          .map(
            ([f, deg], i) =>
              `${f} ${deg}° = ${values[i]! > 0 ? '' : '−'}${f} ${reference(deg)}° = ${show(values[i]!)}`,
          )
          .join('; ');
        return {
          question: `What is the value of ${expression}?`,
          answer: key,
          format: fraction,
          wholeOptions: false,
          allowNonPositive: true,
          distractors: aroundKey(wrong, key, picked[0]![1] + picked[1]![1]),
          steps: [
            `By the reference angle and the quadrant's sign: ${line}.`,
            `So ${expression} = ${fraction(key)}.`,
          ],
          hi: {
            question: `${expression} का मान क्या है?`,
            steps: [`संदर्भ कोण और चतुर्थांश के चिह्न से: ${line}।`, `अतः ${expression} = ${fraction(key)}।`],
          },
          params: { terms: picked.map(([f, deg]) => [f, deg]), signs },
        };
      });
    },
  },
};
