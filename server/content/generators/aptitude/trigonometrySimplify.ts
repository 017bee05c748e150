/**
 * Simplify a trigonometric expression (issue 19, third round): "(cosec θ + sin θ)(cosec θ − sin θ) is
 * equal to", the options expressions. Each key is proved an identity the way identities.ts proves
 * them: in exact arithmetic at 27 angles whose sine and cosine are rational (tan(θ/2) = p/q, q ≤ 9),
 * more points than the degree of any difference here; each wrong option must fail at one of them.
 * trigonometry.ts spreads it in after its other kinds, so the earlier kinds keep their draw order.
 */
import { GeneratorError } from '../question';
import type { Kind, Problem } from '../types';
import { Exact } from './identities';
import { angle, cosec, cot, sec, tan, type Angle } from './trigonometryIdentities';

type Value = (x: Angle) => Exact;
interface Choice {
  text: string;
  value: Value;
}
interface Slip extends Choice {
  mistake: string;
  hi: string;
}
interface Simplification {
  expression: string;
  value: Value;
  key: Choice;
  /** the worked step, a chain of equal expressions (the same in both languages) */
  chain: string;
  slips: readonly Slip[];
}

const ONE = new Exact(1);
const sin = (x: Angle): Exact => x.sin;
const cos = (x: Angle): Exact => x.cos;
const sq =
  (f: Value): Value =>
  (x) =>
    f(x).pow(2);
const one: Value = () => ONE;

const SIMPLIFICATIONS: readonly Simplification[] = [
  {
    expression: '(cosec θ + sin θ)(cosec θ − sin θ)',
    value: (x) => cosec(x).plus(x.sin).times(cosec(x).minus(x.sin)),
    key: { text: 'cot²θ + cos²θ', value: (x) => cot(x).pow(2).plus(x.cos.pow(2)) },
    chain: 'cosec²θ − sin²θ = (1 + cot²θ) − (1 − cos²θ) = cot²θ + cos²θ',
    slips: [
      {
        text: '1',
        value: one,
        mistake: 'taking cosec²θ − sin²θ as 1',
        hi: 'cosec²θ − sin²θ को 1 मान लेना',
      },
      {
        text: 'cot²θ − cos²θ',
        value: (x) => cot(x).pow(2).minus(x.cos.pow(2)),
        mistake: 'taking sin²θ as 1 + cos²θ',
        hi: 'sin²θ को 1 + cos²θ मान लेना',
      },
      {
        text: 'tan²θ + sin²θ',
        value: (x) => tan(x).pow(2).plus(x.sin.pow(2)),
        mistake: 'using tan and sin in place of cot and cos',
        hi: 'cot और cos के स्थान पर tan और sin लेना',
      },
    ],
  },
  {
    expression: '(sec θ − cos θ)(cosec θ − sin θ)(tan θ + cot θ)',
    value: (x) =>
      sec(x)
        .minus(x.cos)
        .times(cosec(x).minus(x.sin))
        .times(tan(x).plus(cot(x))),
    key: { text: '1', value: one },
    chain: '(sin²θ/cos θ)(cos²θ/sin θ)((sin²θ + cos²θ)/(sin θ cos θ)) = sin θ cos θ × 1/(sin θ cos θ) = 1',
    slips: [
      {
        text: 'sin θ cos θ',
        value: (x) => x.sin.times(x.cos),
        mistake: 'leaving out the last bracket',
        hi: 'अंतिम कोष्ठक को छोड़ देना',
      },
      {
        text: 'sin²θ cos²θ',
        value: (x) => x.sin.times(x.cos).pow(2),
        mistake: 'taking tan θ + cot θ as sin θ cos θ',
        hi: 'tan θ + cot θ को sin θ cos θ मान लेना',
      },
      {
        text: 'sec θ cosec θ',
        value: (x) => sec(x).times(cosec(x)),
        mistake: 'taking the first two brackets as 1',
        hi: 'पहले दो कोष्ठकों का गुणनफल 1 मान लेना',
      },
    ],
  },
  {
    expression: '(1 + tan²θ)/(1 + cot²θ)',
    value: (x) => ONE.plus(tan(x).pow(2)).over(ONE.plus(cot(x).pow(2))),
    key: { text: 'tan²θ', value: sq(tan) },
    chain: 'sec²θ/cosec²θ = (1/cos²θ) × sin²θ = tan²θ',
    slips: [
      {
        text: 'cot²θ',
        value: sq(cot),
        mistake: 'turning sec²θ/cosec²θ upside down',
        hi: 'sec²θ/cosec²θ को उलट देना',
      },
      {
        text: 'sec²θ cosec²θ',
        value: (x) => sec(x).times(cosec(x)).pow(2),
        mistake: 'multiplying sec²θ by cosec²θ instead of dividing',
        hi: 'sec²θ को cosec²θ से भाग देने के स्थान पर गुणा करना',
      },
      {
        text: 'sin²θ',
        value: sq(sin),
        mistake: 'taking sec²θ as 1',
        hi: 'sec²θ को 1 मान लेना',
      },
    ],
  },
  {
    expression: '(1 − sin²θ)(1 + tan²θ)',
    value: (x) => ONE.minus(x.sin.pow(2)).times(ONE.plus(tan(x).pow(2))),
    key: { text: '1', value: one },
    chain: 'cos²θ × sec²θ = 1',
    slips: [
      {
        text: 'cos²θ',
        value: sq(cos),
        mistake: 'simplifying the first bracket only',
        hi: 'केवल पहले कोष्ठक को सरल करना',
      },
      {
        text: 'sec²θ',
        value: sq(sec),
        mistake: 'simplifying the second bracket only',
        hi: 'केवल दूसरे कोष्ठक को सरल करना',
      },
      {
        text: 'tan²θ',
        value: sq(tan),
        mistake: 'taking 1 − sin²θ as sin²θ',
        hi: '1 − sin²θ को sin²θ मान लेना',
      },
    ],
  },
  {
    expression: '(sec θ + tan θ)(1 − sin θ)',
    value: (x) => sec(x).plus(tan(x)).times(ONE.minus(x.sin)),
    key: { text: 'cos θ', value: cos },
    chain: '((1 + sin θ)/cos θ)(1 − sin θ) = (1 − sin²θ)/cos θ = cos²θ/cos θ = cos θ',
    slips: [
      {
        text: 'sec θ',
        value: sec,
        mistake: 'taking (1 + sin θ)(1 − sin θ) as 1',
        hi: '(1 + sin θ)(1 − sin θ) को 1 मान लेना',
      },
      {
        text: 'cos²θ',
        value: sq(cos),
        mistake: 'forgetting to divide by cos θ',
        hi: 'cos θ से भाग देना भूल जाना',
      },
      {
        text: 'sin θ tan θ',
        value: (x) => x.sin.times(tan(x)),
        mistake: 'taking 1 − sin²θ as sin²θ',
        hi: '1 − sin²θ को sin²θ मान लेना',
      },
    ],
  },
  {
    expression: 'cos⁴θ − sin⁴θ',
    value: (x) => x.cos.pow(4).minus(x.sin.pow(4)),
    key: { text: '1 − 2 sin²θ', value: (x) => ONE.minus(x.sin.pow(2).times(2)) },
    chain: '(cos²θ + sin²θ)(cos²θ − sin²θ) = cos²θ − sin²θ = (1 − sin²θ) − sin²θ = 1 − 2 sin²θ',
    slips: [
      {
        text: '1',
        value: one,
        mistake: 'treating the fourth powers like cos²θ + sin²θ = 1',
        hi: 'चौथी घातों को cos²θ + sin²θ = 1 जैसा मान लेना',
      },
      {
        text: '1 + 2 sin²θ',
        value: (x) => ONE.plus(x.sin.pow(2).times(2)),
        mistake: 'adding sin²θ where it is taken away',
        hi: 'sin²θ को घटाने के स्थान पर जोड़ देना',
      },
      {
        text: '1 − 2 cos²θ',
        value: (x) => ONE.minus(x.cos.pow(2).times(2)),
        mistake: 'writing cos²θ − sin²θ as 1 − 2 cos²θ',
        hi: 'cos²θ − sin²θ को 1 − 2 cos²θ लिखना',
      },
    ],
  },
  {
    expression: '(sin θ + cos θ)² + (sin θ − cos θ)²',
    value: (x) => x.sin.plus(x.cos).pow(2).plus(x.sin.minus(x.cos).pow(2)),
    key: { text: '2', value: () => new Exact(2) },
    chain: '(1 + 2 sin θ cos θ) + (1 − 2 sin θ cos θ) = 2',
    slips: [
      {
        text: '1',
        value: one,
        mistake: 'counting sin²θ + cos²θ once',
        hi: 'sin²θ + cos²θ को केवल एक बार गिनना',
      },
      {
        text: '4 sin θ cos θ',
        value: (x) => x.sin.times(x.cos).times(4),
        mistake: 'taking the second square away instead of adding it',
        hi: 'दूसरे वर्ग को जोड़ने के स्थान पर घटा देना',
      },
      {
        text: '2 + 4 sin θ cos θ',
        value: (x) => new Exact(2).plus(x.sin.times(x.cos).times(4)),
        mistake: 'adding the middle terms instead of cancelling them',
        hi: 'बीच के पदों को काटने के स्थान पर जोड़ देना',
      },
    ],
  },
  {
    expression: 'tan θ + cot θ',
    value: (x) => tan(x).plus(cot(x)),
    key: { text: 'sec θ cosec θ', value: (x) => sec(x).times(cosec(x)) },
    chain: 'sin θ/cos θ + cos θ/sin θ = (sin²θ + cos²θ)/(sin θ cos θ) = 1/(sin θ cos θ) = sec θ cosec θ',
    slips: [
      {
        text: '1',
        value: one,
        mistake: 'using tan θ × cot θ = 1 for the sum',
        hi: 'योग के लिए tan θ × cot θ = 1 का प्रयोग करना',
      },
      {
        text: 'sin θ cos θ',
        value: (x) => x.sin.times(x.cos),
        mistake: 'forgetting to turn 1/(sin θ cos θ) over',
        hi: '1/(sin θ cos θ) का व्युत्क्रम न लेना',
      },
      {
        text: 'sec θ + cosec θ',
        value: (x) => sec(x).plus(cosec(x)),
        mistake: 'adding sec θ and cosec θ instead of multiplying',
        hi: 'sec θ और cosec θ को गुणा करने के स्थान पर जोड़ना',
      },
    ],
  },
  {
    expression: '(1 + cot²θ) sin²θ',
    value: (x) => ONE.plus(cot(x).pow(2)).times(x.sin.pow(2)),
    key: { text: '1', value: one },
    chain: 'cosec²θ × sin²θ = 1',
    slips: [
      {
        text: 'cos²θ',
        value: sq(cos),
        mistake: 'multiplying only cot²θ by sin²θ',
        hi: 'केवल cot²θ को sin²θ से गुणा करना',
      },
      {
        text: 'cosec²θ',
        value: sq(cosec),
        mistake: 'leaving out sin²θ',
        hi: 'sin²θ को छोड़ देना',
      },
      {
        text: 'tan²θ',
        value: sq(tan),
        mistake: 'taking 1 + cot²θ as sec²θ',
        hi: '1 + cot²θ को sec²θ मान लेना',
      },
    ],
  },
  {
    expression: 'sec²θ + cosec²θ',
    value: (x) => sec(x).pow(2).plus(cosec(x).pow(2)),
    key: { text: 'sec²θ cosec²θ', value: (x) => sec(x).times(cosec(x)).pow(2) },
    chain: '1/cos²θ + 1/sin²θ = (sin²θ + cos²θ)/(sin²θ cos²θ) = 1/(sin²θ cos²θ) = sec²θ cosec²θ',
    slips: [
      {
        text: '1',
        value: one,
        mistake: 'treating it like sin²θ + cos²θ = 1',
        hi: 'इसे sin²θ + cos²θ = 1 जैसा मान लेना',
      },
      {
        text: 'tan²θ + cot²θ',
        value: (x) => tan(x).pow(2).plus(cot(x).pow(2)),
        mistake: 'dropping the 1 of 1 + tan²θ and of 1 + cot²θ',
        hi: '1 + tan²θ और 1 + cot²θ के 1 को छोड़ देना',
      },
      {
        text: 'sin²θ cos²θ',
        value: (x) => x.sin.times(x.cos).pow(2),
        mistake: 'forgetting to turn 1/(sin²θ cos²θ) over',
        hi: '1/(sin²θ cos²θ) का व्युत्क्रम न लेना',
      },
    ],
  },
];

/** 27 angles with tan(θ/2) = p/q, 0 < p < q ≤ 9, in lowest terms: sin θ and cos θ never 0. */
const PROOF_POINTS: readonly Angle[] = (() => {
  const seen = new Map<string, Angle>();
  for (let q = 2; q <= 9; q += 1)
    for (let p = 1; p < q; p += 1) seen.set(new Exact(p, q).toString(), angle(p, q));
  return [...seen.values()];
})();

/** The simplification, its key proved an identity at every point and each slip refuted at one. */
function proved(s: Simplification): Simplification {
  if (!PROOF_POINTS.every((x) => s.value(x).equals(s.key.value(x))))
    throw new GeneratorError(`${s.expression} is not ${s.key.text}`);
  for (const slip of s.slips)
    if (PROOF_POINTS.every((x) => s.value(x).equals(slip.value(x))))
      throw new GeneratorError(`${s.expression} is also ${slip.text}`);
  return s;
}

export const TRIGONOMETRY_SIMPLIFY_KINDS: Record<string, Kind> = {
  simplifyExpression: {
    levels: [2, 3],
    make(rng): Problem {
      const s = proved(rng.pick(SIMPLIFICATIONS));
      return {
        question: `${s.expression} is equal to:`,
        answer: s.key.text,
        distractors: s.slips.map((slip) => ({ mistake: slip.mistake, hi: slip.hi, value: slip.text })),
        steps: [`${s.expression} = ${s.chain}.`],
        hi: {
          question: `${s.expression} किसके बराबर है?`,
          steps: [`${s.expression} = ${s.chain}।`],
        },
        params: { expression: s.expression, choices: [s.key.text, ...s.slips.map((slip) => slip.text)] },
      };
    },
  },
};
