/**
 * Trap-note checks of the number-system, commerce and bracket forms (numberSystem.ts,
 * commerceVariants.ts, simplificationBrackets.ts; trap-checks.ts).
 */
import { digitPairs } from './aptitude-paper-form-solvers';
import { evaluateExpression } from './displayed-numbers';
import { num } from './values';
import type { Params } from './values';
import type { Checks } from './trap-expected';

const pairValue = (p: Params, [x, y]: [number, number]): number => (p.ask === 'sum' ? x + y : x * y);
const key = (p: Params): [number, number] => digitPairs(p.pattern, p.divisor)[0]!;

/** "A op [B op {C op (D − E × F)}]" read back into its numbers and operations. */
function bracketParts(text: string) {
  const m = /^(\d+) (.) \[(\d+) (.) \{(\d+) (.) \((\d+) − (\d+) × (\d+)\)\}\]$/.exec(text.replace(/,/g, ''))!;
  return {
    a: m[1]!,
    opA: m[2]!,
    b: m[3]!,
    opB: m[4]!,
    c: m[5]!,
    opC: m[6]!,
    d: +m[7]!,
    e: +m[8]!,
    f: +m[9]!,
  };
}

export const NUMBER_FORM_CHECKS: Record<string, Checks> = {
  divisibleDigits: [
    [
      /^checking only divisibility by (\d+)$/,
      (p, m) => ({
        oneOf: digitPairs(p.pattern, Number(m[1]))
          .map((pair) => pairValue(p, pair))
          .map(num),
      }),
    ],
    [/^multiplying the two digits instead of adding them$/, (p) => num(key(p)[0] * key(p)[1])],
    [/^adding the two digits instead of multiplying them$/, (p) => num(key(p)[0] + key(p)[1])],
  ],
};

export const PROFIT_FORM_CHECKS: Record<string, Checks> = {
  chainSales: [
    [
      /^adding the percentages and undoing them at once$/,
      (p) => num(p.price / (1 + p.rates.reduce((s: number, r: number) => s + r, 0) / 100)),
    ],
    [
      /^taking the percentages off .+'s price$/,
      (p) => num(p.rates.reduce((v: number, r: number) => v - (v * r) / 100, p.price)),
    ],
    [/^undoing only the last sale$/, (p) => num(p.price / (1 + p.rates.at(-1) / 100))],
  ],
};

export const PERCENTAGE_FORM_CHECKS: Record<string, Checks> = {
  consumptionExtra: [
    [/^leaving out the charge$/, (p) => num((p.rise / (p.price + p.rise)) * 100)],
    [/^dividing the rise by the old cost$/, (p) => num((p.rise / (p.price + p.extra)) * 100)],
    [/^taking the price rise in per cent as the cut$/, (p) => num((p.rise / p.price) * 100)],
  ],
};

export const SIMPLIFICATION_FORM_CHECKS: Record<string, Checks> = {
  nestedBrackets: [
    [
      /^working the round bracket from left to right$/,
      (p) => {
        const x = bracketParts(p.text);
        const inner = (x.d - x.e) * x.f;
        return num(evaluateExpression(`${x.a} ${x.opA} [${x.b} ${x.opB} {${x.c} ${x.opC} ${inner}}]`));
      },
    ],
    [
      /^(adding|subtracting) the square bracket instead$/,
      (p, m) => {
        const x = bracketParts(p.text);
        const square = evaluateExpression(`${x.b} ${x.opB} {${x.c} ${x.opC} (${x.d} − ${x.e} × ${x.f})}`);
        return num(evaluateExpression(`${x.a} ${m[1] === 'adding' ? '+' : '−'} ${square}`));
      },
    ],
    [
      /^dropping the brackets and applying BODMAS to what is left$/,
      (p) => num(evaluateExpression(p.text.replace(/[[\]{}()]/g, ''))),
    ],
    [
      /^dropping the brackets and working from left to right$/,
      (p) => {
        const tokens = p.text.replace(/[[\]{}(),]/g, '').split(/\s+/);
        let value = Number(tokens[0]);
        for (let i = 1; i < tokens.length; i += 2) {
          const b = Number(tokens[i + 1]);
          const op = tokens[i];
          value = op === '+' ? value + b : op === '−' ? value - b : op === '×' ? value * b : value / b;
        }
        return num(value);
      },
    ],
  ],
};
