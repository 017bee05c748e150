/**
 * Independent solvers for the number-system, commerce and bracket forms (numberSystem.ts,
 * commerceVariants.ts, simplificationBrackets.ts): divisibility by trying every digit pair on the
 * whole number, a sale chain walked forward from a trial cost, spending compared unit by unit, and
 * brackets evaluated by the test's own expression reader.
 */
import { evaluateExpression } from './displayed-numbers';
import { bisect, num, type Params, type Solver } from './values';

/** Every (x, y) digit pair that makes the pattern a multiple of the divisor. */
export function digitPairs(pattern: string, divisor: number): [number, number][] {
  const out: [number, number][] = [];
  for (let x = 0; x <= 9; x += 1)
    for (let y = 0; y <= 9; y += 1) {
      const n = BigInt(pattern.replace('x', String(x)).replace('y', String(y)));
      if (n % BigInt(divisor) === 0n) out.push([x, y]);
    }
  return out;
}

/** What the last buyer pays when the first seller paid `cost`. */
const forward = (p: Params, cost: number): number =>
  (p.rates as number[]).reduce((price, r) => price + (price * r) / 100, cost);

export const NUMBER_FORM_SOLVERS: Record<string, Solver> = {
  divisibleDigits: (p) => {
    const pairs = digitPairs(p.pattern, p.divisor);
    if (pairs.length !== 1) throw new Error(`${pairs.length} digit pairs fit ${p.pattern}`);
    const [x, y] = pairs[0]!;
    return num(p.ask === 'sum' ? x + y : x * y);
  },
};

export const PROFIT_FORM_SOLVERS: Record<string, Solver> = {
  // the cost that, walked forward through every sale, gives the last price
  chainSales: (p) => num(bisect((cost) => forward(p, cost) - p.price, 0, p.price * 10)),
};

export const PERCENTAGE_FORM_SOLVERS: Record<string, Solver> = {
  consumptionExtra: (p) => {
    // spending of 1,000 units' worth at the old cost, bought at the new cost
    const oldSpend = 1000 * (p.price + p.extra);
    const newUnits = oldSpend / (p.price + p.rise + p.extra);
    return num(((1000 - newUnits) / 1000) * 100);
  },
};

export const SIMPLIFICATION_FORM_SOLVERS: Record<string, Solver> = {
  nestedBrackets: (p) => num(evaluateExpression(p.text)),
};
