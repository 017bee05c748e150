/**
 * A BODMAS expression with an unknown that becomes a quadratic (issue 19; coverage audit 2, item 5):
 * "If k × k − 7 × k + 39 ÷ 3 = 1, what are the values of k?" Division first, then the 1 moved across,
 * then k² − 7k + 12 = 0 factorised. At level 3 the middle coefficient is itself a quotient
 * (28 ÷ 4 × k). algebra.ts spreads it in after its other kinds (simplification's questions are all expressions
 * that evaluate to a number, so an equation in k sits with algebra).
 */
import { until } from '../question';
import type { Kind, Problem } from '../types';

/** Two values of k as the options print them, smaller first: "−4, 3". */
export const pair = (x: number, y: number): string =>
  [Math.min(x, y), Math.max(x, y)].map((v) => (v < 0 ? `−${-v}` : `${v}`)).join(', ');

export const quadraticK: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const [m, n] = [rng.int(1, 9), rng.int(1, 9)];
      if (m >= n) return undefined;
      const s = m + n;
      const c = m * n + 1;
      const r = rng.pick([2, 3, 4, 5]);
      const q = c * r;
      const t = rng.pick([2, 3, 4]);
      const middle = level === 3 ? `${s * t} ÷ ${t} × k` : `${s} × k`;
      const middleStep = level === 3 ? `${s * t} ÷ ${t} × k = ${s}k, ` : '';
      const key = pair(m, n);
      // the expression set to 0 instead of 1: k² − sk + c = 0, when its roots are whole
      const disc = s * s - 4 * c;
      const root = Math.sqrt(disc);
      const zero = disc >= 0 && Number.isInteger(root) ? pair((s - root) / 2, (s + root) / 2) : undefined;
      const distractors = [
        {
          mistake: 'taking both roots with the wrong sign',
          value: pair(-m, -n),
          hi: 'दोनों मूलों के चिह्न उलट लेना',
        },
        {
          mistake: 'taking the smaller root with the wrong sign',
          value: pair(-m, n),
          hi: 'छोटे मूल का चिह्न उलट लेना',
        },
        {
          mistake: 'taking the larger root with the wrong sign',
          value: pair(m, -n),
          hi: 'बड़े मूल का चिह्न उलट लेना',
        },
      ];
      if (zero && zero !== key)
        distractors.unshift({
          mistake: 'leaving the 1 on the right (solving for 0)',
          value: zero,
          hi: 'दाईं ओर के 1 को छोड़ देना (शून्य के लिए हल करना)',
        });
      const expression = `k × k − ${middle} + ${q} ÷ ${r} = 1`;
      return {
        question: `If ${expression}, what are the values of k?`,
        answer: key,
        distractors,
        steps: [
          `Division first: ${middleStep}${q} ÷ ${r} = ${c}. So k² − ${s}k + ${c} = 1, i.e. k² − ${s}k + ${c - 1} = 0, or (k − ${m})(k − ${n}) = 0: the values of k are ${key}.`,
        ],
        hi: {
          question: `यदि ${expression} है, तो k के मान क्या हैं?`,
          steps: [
            `पहले भाग: ${middleStep}${q} ÷ ${r} = ${c}। अतः k² − ${s}k + ${c} = 1, अर्थात् k² − ${s}k + ${c - 1} = 0, या (k − ${m})(k − ${n}) = 0: k के मान ${key} हैं।`,
          ],
        },
        params: { middle: level === 3 ? [s * t, t] : [s, 1], q, r },
      };
    });
  },
};
