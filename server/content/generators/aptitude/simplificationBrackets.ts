/**
 * BODMAS with nested brackets (issue 19, item 5): a − [b − {c − (d − e × f)}], worked from the
 * innermost bracket out, as the papers print it. Kept with simplification.
 */
import { num } from '../format';
import { until } from '../question';
import { withHindi } from './hindiSimplification';
import type { Rng } from '../rng';
import type { Kind, Problem } from '../types';

type Op = '+' | '−' | '×' | '÷';
const apply = (a: number, op: Op, b: number): number =>
  op === '+' ? a + b : op === '−' ? a - b : op === '×' ? a * b : a / b;

/** The value of a flat expression: × and ÷ first when `bodmas`, otherwise strictly left to right. */
function flat(text: string, bodmas: boolean): number {
  const tokens = text
    .replace(/[[\]{}()]/g, ' ')
    .trim()
    .split(/\s+/);
  const values = [Number(tokens[0])];
  const ops: Op[] = [];
  for (let i = 1; i < tokens.length; i += 2) {
    const op = tokens[i] as Op;
    const value = Number(tokens[i + 1]);
    if (bodmas && (op === '×' || op === '÷')) values.push(apply(values.pop()!, op, value));
    else if (!bodmas && ops.length === 0) values[0] = apply(values[0]!, op, value);
    else {
      values.push(value);
      ops.push(op);
    }
  }
  return ops.reduce((acc, op, i) => apply(acc, op, values[i + 1]!), values[0]!);
}

/** One bracket level: the value outside and the operation joining it to the bracket. */
const outer = (rng: Rng, ops: readonly Op[], inside: number): { a: number; op: Op } | undefined => {
  const op = rng.pick(ops);
  if (op === '÷') {
    const k = rng.int(2, 6);
    return { a: inside * k, op };
  }
  const a = op === '−' ? inside + rng.int(2, 40) : rng.int(2, op === '×' ? 9 : 60);
  return { a, op };
};

const FLIP: Partial<Record<Op, Op>> = { '+': '−', '−': '+' };

export const BRACKET_KINDS: Record<string, Kind> = {
  nestedBrackets: {
    levels: [1, 2],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const [e, f] = [rng.int(2, 9), rng.int(2, 9)];
        const d = e * f + rng.int(1, 30);
        const round = `${d} − ${e} × ${f}`;
        const ops: readonly Op[] = level === 1 ? ['+', '−'] : ['+', '−', '×', '÷'];
        // the curly, square and outermost levels, from the inside out
        const levels: { a: number; op: Op }[] = [];
        let value = d - e * f;
        for (const allowed of [ops, ops, level === 1 ? ops : (['+', '−', '×'] as const)]) {
          const o = outer(rng, allowed, value)!;
          levels.push(o);
          value = apply(o.a, o.op, value);
        }
        const chain = (inner: number): number[] =>
          levels.reduce<number[]>((vs, o) => [...vs, apply(o.a, o.op, vs[vs.length - 1]!)], [inner]);
        const values = chain(d - e * f);
        const answer = values[3]!;
        if (answer <= 0 || answer > 2000 || !Number.isInteger(answer)) return undefined;
        const [curly, square, last] = levels as [(typeof levels)[0], (typeof levels)[0], (typeof levels)[0]];
        const text = `${num(last.a)} ${last.op} [${num(square.a)} ${square.op} {${num(curly.a)} ${curly.op} (${round})}]`;
        const flipped = FLIP[last.op];
        const plausible = (v: number) => (v > 0 && v <= 3 * answer + 50 ? v : NaN);
        return {
          question: `Simplify: ${text}`,
          answer,
          distractors: withHindi([
            {
              mistake: 'working the round bracket from left to right',
              value: plausible(chain((d - e) * f)[3]!),
            },
            ...(flipped
              ? [
                  {
                    mistake: `${last.op === '−' ? 'adding' : 'subtracting'} the square bracket instead`,
                    value: plausible(apply(last.a, flipped, values[2]!)),
                  },
                ]
              : []),
            {
              mistake: 'dropping the brackets and applying BODMAS to what is left',
              value: plausible(flat(text, true)),
            },
            {
              mistake: 'dropping the brackets and working from left to right',
              value: plausible(flat(text, false)),
            },
          ]),
          steps: [
            `Innermost first: (${round}) = ${num(values[0]!)}; {${num(curly.a)} ${curly.op} ${num(values[0]!)}} = ${num(values[1]!)}; [${num(square.a)} ${square.op} ${num(values[1]!)}] = ${num(values[2]!)}; ${num(last.a)} ${last.op} ${num(values[2]!)} = ${num(answer)}.`,
          ],
          hi: {
            question: `सरल कीजिए: ${text}`,
            steps: [
              `सबसे भीतरी कोष्ठक पहले: (${round}) = ${num(values[0]!)}; {${num(curly.a)} ${curly.op} ${num(values[0]!)}} = ${num(values[1]!)}; [${num(square.a)} ${square.op} ${num(values[1]!)}] = ${num(values[2]!)}; ${num(last.a)} ${last.op} ${num(values[2]!)} = ${num(answer)}।`,
            ],
          },
          params: { text },
        };
      });
    },
  },
};
