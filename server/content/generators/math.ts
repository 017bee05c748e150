/** Exact little helpers the generators compute with. */

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return (Math.abs(a) / gcd(a, b)) * Math.abs(b);
}

export const gcdAll = (values: readonly number[]): number => values.reduce((g, v) => gcd(g, v), 0);
export const lcmAll = (values: readonly number[]): number => values.reduce((l, v) => lcm(l, v), 1);
export const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);

/** A ratio in lowest terms. */
export function reduceRatio(parts: readonly number[]): number[] {
  const g = gcdAll(parts);
  return parts.map((p) => p / g);
}

/** Removes floating-point dust (0.1 + 0.2 → 0.3) so equal values compare equal and print cleanly. */
export function clean(value: number): number {
  const rounded = Math.round(value * 1e9) / 1e9;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** True when the value has at most `places` decimals. */
export function hasDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-7;
}

export const isInt = (value: number): boolean => hasDecimals(value, 0);
/** A whole number, allowing for floating-point dust (45 × 7/3 = 105.00000000000001 counts). */
export const isWhole = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value - Math.round(value)) < 1e-9;

export function isPrime(n: number): boolean {
  if (n < 2 || !Number.isInteger(n)) return false;
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return true;
}

/** Divisors of n in ascending order. */
export function divisors(n: number): number[] {
  const found: number[] = [];
  for (let d = 1; d <= n; d += 1) if (n % d === 0) found.push(d);
  return found;
}

/** Primitive Pythagorean triples, smallest hypotenuse first: right triangles with whole sides. */
export const PYTHAGOREAN_TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

/** Small right triangles with whole sides: the four smallest primitive triples, then three multiples. */
export const SMALL_RIGHT_TRIANGLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
  [12, 16, 20],
] as const;
