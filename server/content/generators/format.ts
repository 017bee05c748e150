/**
 * How numbers are written in questions and options: Indian digit grouping (₹ 1,25,000), at most two
 * decimals, thirds and sixths as ⅓ ⅔ ⅙ ⅚ (16⅔%), other repeating fractions as "5 5/11", and the units
 * after a space (45 km/h). One place for these rules keeps every option in a question alike.
 *
 * Nothing here rounds: a number is shown as exactly the value the generator computed with, or the
 * format throws. A generator that wants a rounded figure rounds it itself and computes with the
 * rounded value, so a question never shows 0.13 where it computed with 0.125.
 */
import { gcd } from './math';

const MINUS = '−';
const GLYPHS: Record<string, string> = { '1/3': '⅓', '2/3': '⅔', '1/6': '⅙', '5/6': '⅚' };
/** Denominators whose fractions repeat in decimals and are shown as fractions instead. */
const FRACTION_DENOMINATORS = [3, 6, 7, 9, 11, 12, 13, 14, 15, 17, 18, 19, 21];

export function groupIndian(whole: number): string {
  const digits = String(Math.abs(whole));
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return `${groups.join(',')},${last}`;
}

/** A repeating decimal as a mixed fraction (whole, n, d), or undefined when it terminates or is not simple. */
function asRepeatingFraction(value: number): { whole: number; n: number; d: number } | undefined {
  for (const d of FRACTION_DENOMINATORS) {
    const n = Math.round(value * d);
    if (Math.abs(value * d - n) > 1e-7) continue;
    const g = gcd(n, d);
    let den = d / g;
    while (den % 2 === 0) den /= 2;
    while (den % 5 === 0) den /= 5;
    if (den === 1) return undefined; // terminates: show as a decimal
    const num = n / g;
    const reduced = d / g;
    return { whole: Math.floor(num / reduced), n: num % reduced, d: reduced };
  }
  return undefined;
}

/** A number as the exam writes it: 1,250 · 12.5 · 16⅔ · 5 5/11 · −3. Throws for 0.125 (see `decimal`). */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot format ${value}`);
  if (value < 0 && Math.abs(value) > 1e-9) return `${MINUS}${num(-value)}`;
  const abs = Math.abs(value);
  const rounded = Math.round(abs);
  if (Math.abs(abs - rounded) < 1e-9) return groupIndian(rounded);
  const frac = asRepeatingFraction(abs);
  if (frac) {
    const glyph = GLYPHS[`${frac.n}/${frac.d}`];
    if (glyph) return frac.whole === 0 ? glyph : `${groupIndian(frac.whole)}${glyph}`;
    return frac.whole === 0 ? `${frac.n}/${frac.d}` : `${groupIndian(frac.whole)} ${frac.n}/${frac.d}`;
  }
  const hundredths = Math.round(abs * 100);
  if (Math.abs(abs * 100 - hundredths) > 1e-7 * Math.max(1, abs))
    throw new RangeError(
      `${value} cannot be shown without rounding: round it first and compute with the rounded value`,
    );
  const whole = Math.floor(hundredths / 100);
  const decimals = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return decimals ? `${groupIndian(whole)}.${decimals}` : groupIndian(whole);
}

/**
 * A terminating decimal written out in full, however many places it has (0.125, 0.068, 0.8775): for a
 * worked step or a question whose numbers have more places than `num` shows. Throws for a value that
 * does not terminate within `maxPlaces` (a repeating fraction belongs to `num` or `fraction`).
 */
export function decimal(value: number, maxPlaces = 6): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot format ${value}`);
  if (value < 0 && Math.abs(value) > 1e-9) return `${MINUS}${decimal(-value, maxPlaces)}`;
  const abs = Math.abs(value);
  for (let places = 0; places <= maxPlaces; places += 1) {
    const scaled = Math.round(abs * 10 ** places);
    if (Math.abs(abs * 10 ** places - scaled) > 1e-7 * Math.max(1, abs * 10 ** places)) continue;
    const digits = String(scaled).padStart(places + 1, '0');
    const whole = groupIndian(Number(digits.slice(0, digits.length - places)));
    return places === 0 ? whole : `${whole}.${digits.slice(-places)}`;
  }
  throw new RangeError(`${value} does not terminate within ${maxPlaces} decimal places`);
}

/** A plain fraction in lowest terms: 5/36, 1, 3/2 → "3/2". Zero stays "0". */
export function fraction(value: number, maxDenominator = 100000): string {
  if (value < 0) return `${MINUS}${fraction(-value, maxDenominator)}`;
  for (let d = 1; d <= maxDenominator; d += 1) {
    const n = Math.round(value * d);
    if (Math.abs(value * d - n) < 1e-7 * d) return d === 1 ? String(n) : `${n}/${d}`;
  }
  throw new RangeError(`${value} is not a simple fraction`);
}

export const rupees = (value: number): string => `₹ ${num(value)}`;
export const pct = (value: number): string => `${num(value)}%`;
export const deg = (value: number): string => `${num(value)}°`;
export const withUnit =
  (unit: string) =>
  (value: number): string =>
    `${num(value)} ${unit}`;
/** A count of things with the right plural: 1 day, 3 days. */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${num(value)} ${Math.abs(Math.abs(value) - 1) < 1e-9 ? one : many}`;
}
export const daysFormat = (value: number): string => plural(value, 'day');
export const hoursFormat = (value: number): string => plural(value, 'hour');
export const minutesFormat = (value: number): string => plural(value, 'minute');
export const yearsFormat = (value: number): string => plural(value, 'year');

/** A ratio such as 3 : 4 (parts as given; reduce first with reduceRatio). */
export const ratio = (parts: readonly number[]): string => parts.map((p) => num(p)).join(' : ');

/** 1st, 2nd, 3rd, 4th, 11th, 21st … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** "a, b and c" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A signed term for expressions: " + 5" or " − 5". */
export const signed = (value: number): string =>
  value < 0 ? ` ${MINUS} ${num(-value)}` : ` + ${num(value)}`;

/** "increase" or "decrease" phrasing of a signed percentage. */
export const change = (value: number): string =>
  value < 0 ? `${pct(-value)} decrease` : `${pct(value)} increase`;

/** Minutes as a whole number; a time or duration that falls between minutes is refused, never rounded. */
function wholeMinutes(minutes: number): number {
  const whole = Math.round(minutes);
  if (Math.abs(minutes - whole) > 1e-6)
    throw new RangeError(
      `${minutes} minutes cannot be shown without rounding: round it first and compute with the rounded value`,
    );
  return whole;
}

/** A time of day from hours after midnight: 10.5 → "10:30 a.m.", 12.25 → "12:15 p.m.", 0 → "12:00 a.m.". */
export function clockTime(hours: number): string {
  const totalMinutes = wholeMinutes((((hours % 24) + 24) % 24) * 60);
  const h24 = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'a.m.' : 'p.m.'}`;
}

/** A duration in hours as "2 hours 20 minutes", "45 minutes", "3 hours". */
export function duration(hours: number): string {
  const totalMinutes = wholeMinutes(hours * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const parts = [h ? plural(h, 'hour') : '', m ? plural(m, 'minute') : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 minutes';
}

/** "6/52 = 3/26", or just "3/8" when the fraction is already in lowest terms. */
export function fractionSteps(n: number, d: number): string {
  const reduced = fraction(n / d);
  return reduced === `${n}/${d}` ? reduced : `${n}/${d} = ${reduced}`;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** 2⁵ */
export const power = (base: number | string, exponent: number): string =>
  `${base}${String(exponent)
    .split('')
    .map((d) => SUPERSCRIPTS[Number(d)])
    .join('')}`;

/**
 * A value that may be a surd, as the exam writes it: 3, 3/4, 20√3, 10√3/3, √2/2. Throws for a value
 * that is none of these (the caller's generator is then wrong).
 */
export function surd(value: number): string {
  if (Math.abs(value) < 1e-12) return '0';
  if (value < 0) return `${MINUS}${surd(-value)}`;
  for (const root of [1, 3, 2, 6]) {
    const coefficient = value / Math.sqrt(root);
    for (let d = 1; d <= 12; d += 1) {
      const n = Math.round(coefficient * d);
      if (n > 0 && Math.abs(coefficient * d - n) < 1e-9) {
        const g = gcd(n, d);
        const [p, q] = [n / g, d / g];
        if (root === 1) return q === 1 ? num(p) : `${p}/${q}`;
        const head = `${p === 1 ? '' : num(p)}√${root}`;
        return q === 1 ? head : `${head}/${q}`;
      }
    }
  }
  throw new RangeError(`${value} is not a simple surd`);
}
