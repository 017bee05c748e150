/**
 * Two identities the fourth coverage audit (item 1) found beside the bank's: a⁴ + b⁴ from a + b and
 * ab (through a² + b²), and x + y = k with (x − a)³ + (y − b)³ whose two brackets sum to a known
 * number d (0 at level 2, as the papers set it; at level 3 the 3d(x − a)(y − b) term is added, so the
 * whole is (sum of brackets)³ = d³). algebra.ts spreads them in after its other kinds, so the earlier
 * kinds keep their draw order.
 */
import { num } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** (x − 27), or (x + 4) when the number is negative. */
const bracket = (v: string, n: number): string => (n < 0 ? `(${v} + ${-n})` : `(${v} − ${n})`);

export const ALGEBRA_AUDIT4_KINDS: Record<string, Kind> = {
  fourthPowers: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const s = rng.int(4, 12);
        const p = rng.int(1, Math.floor((s * s - 1) / 4));
        const q = s * s - 2 * p;
        const key = q * q - 2 * p * p;
        const wrongSquares = (s * s - 4 * p) ** 2 - 2 * p * p;
        if (s * s - 4 * p <= 1 || wrongSquares <= 0) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'subtracting 2ab instead of 2a²b²',
            hi: '2a²b² के स्थान पर 2ab घटाना',
            value: q * q - 2 * p,
          },
          { mistake: 'squaring a² + b² and stopping', hi: 'a² + b² का वर्ग करके रुक जाना', value: q * q },
          {
            mistake: 'adding 2a²b² instead of subtracting it',
            hi: '2a²b² घटाने के स्थान पर जोड़ना',
            value: q * q + 2 * p * p,
          },
          {
            mistake: 'adding 2ab when finding a² + b²',
            hi: 'a² + b² निकालते समय 2ab जोड़ना',
            value: (s * s + 2 * p) ** 2 - 2 * p * p,
          },
          { mistake: 'giving a² + b²', hi: 'a² + b² का मान दे देना', value: q },
          { mistake: 'subtracting 4a²b²', hi: '4a²b² घटाना', value: q * q - 4 * p * p },
          {
            mistake: 'using (a + b)² − 4ab for a² + b²',
            hi: 'a² + b² के लिए (a + b)² − 4ab लेना',
            value: wrongSquares,
          },
        ];
        return {
          question: `If a + b = ${s} and ab = ${p}, what is the value of a⁴ + b⁴?`,
          answer: key,
          distractors: aroundKey(wrong, key, s * 31 + p),
          steps: [
            `a² + b² = (a + b)² − 2ab = ${s * s} − ${2 * p} = ${num(q)}.`,
            `a⁴ + b⁴ = (a² + b²)² − 2a²b² = ${num(q * q)} − ${num(2 * p * p)} = ${num(key)}.`,
          ],
          hi: {
            question: `यदि a + b = ${s} और ab = ${p} है, तो a⁴ + b⁴ का मान क्या है?`,
            steps: [
              `a² + b² = (a + b)² − 2ab = ${s * s} − ${2 * p} = ${num(q)}।`,
              `a⁴ + b⁴ = (a² + b²)² − 2a²b² = ${num(q * q)} − ${num(2 * p * p)} = ${num(key)}।`,
            ],
          },
          params: { s, p },
        };
      });
    },
  },
  shiftedCubes: {
    levels: [2, 3],
    weight: 0.6,
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const b = rng.int(3, 15);
        const a = rng.int(b + 2, 35);
        const d = level === 2 ? 0 : rng.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5]);
        const k = a + b + d;
        const key = d ** 3;
        const u = bracket('x', a);
        const v = bracket('y', b);
        const extra = d === 0 ? '' : ` ${d < 0 ? '−' : '+'} ${3 * Math.abs(d)}${u}${v}`;
        const expression = `${u}³ + ${v}³${extra}`;
        const wrong: Distractor[] = [
          { mistake: 'cubing x + y', hi: 'x + y का घन लेना', value: k ** 3 },
          {
            mistake: 'adding the cubes of the numbers taken away',
            hi: 'घटाई गई संख्याओं के घनों को जोड़ना',
            value: a ** 3 + b ** 3,
          },
          {
            mistake: 'putting x = y = 0',
            hi: 'x = y = 0 रख देना',
            value: -(a ** 3) - b ** 3 + 3 * d * a * b,
          },
          {
            mistake: 'cubing the difference of the numbers taken away',
            hi: 'घटाई गई संख्याओं के अंतर का घन लेना',
            value: (a - b) ** 3,
          },
          {
            mistake: 'cubing the difference of the numbers taken away the other way round',
            hi: 'घटाई गई संख्याओं के अंतर का घन उलटे क्रम में लेना',
            value: (b - a) ** 3,
          },
          {
            mistake: 'taking the sum of the brackets as −(x + y)',
            hi: 'कोष्ठकों का योग −(x + y) मान लेना',
            value: -(k ** 3),
          },
          ...(d === 0
            ? []
            : [
                { mistake: 'getting the sign of the cube wrong', hi: 'घन का चिह्न उलट देना', value: -key },
                {
                  mistake: 'squaring the sum of the brackets instead of cubing it',
                  hi: 'कोष्ठकों के योग का घन के स्थान पर वर्ग लेना',
                  value: d * d,
                },
              ]),
        ];
        const sum = `${u} + ${v} = (x + y) − ${a + b} = ${k} − ${a + b} = ${num(d)}`;
        const close =
          d === 0
            ? `so ${v} = −${u} and the two cubes cancel: the value is 0.`
            : `and u³ + v³ + 3uv(u + v) = (u + v)³ with u = ${u}, v = ${v}, so the value is (${num(d)})³ = ${num(key)}.`;
        const hiClose =
          d === 0
            ? `अतः ${v} = −${u} और दोनों घन कट जाते हैं: मान 0 है।`
            : `और u³ + v³ + 3uv(u + v) = (u + v)³, जहाँ u = ${u}, v = ${v}, अतः मान (${num(d)})³ = ${num(key)} है।`;
        return {
          question: `If x + y = ${k}, what is the value of ${expression}?`,
          answer: key,
          allowNonPositive: true,
          distractors: aroundKey(wrong, key, a * 7 + b),
          steps: [`${sum}, ${close}`],
          hi: {
            question: `यदि x + y = ${k} है, तो ${expression} का मान क्या है?`,
            steps: [`${sum}, ${hiClose}`],
          },
          params: { k, a, b, d },
        };
      });
    },
  },
};
