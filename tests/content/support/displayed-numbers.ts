/**
 * Reading a question back from the numbers it shows, not from the numbers the generator kept in
 * `params`: a question that shows 0.13 where the generator computed with 0.125 has to be solved with
 * 0.13, because that is all a candidate sees. Written here again on purpose (nothing is imported from
 * the generators' formatting code).
 */
import type { Params } from './values';
import { parseNumber } from './values';

const GLYPH = '[½⅓⅔¼¾⅙⅚]';
/** A number as the formats write one: 1,25,000 · 12.5 · 16⅔ · 5 5/11 · 3/4 · ⅓ · −3. */
const NUMBER = new RegExp(
  `(?<![\\d/.])(?:−)?(?:\\d+(?:,\\d+)*(?:\\.\\d+)?${GLYPH}?(?: \\d+/\\d+(?![\\d(]))?(?:/\\d+(?![\\d(]))?|${GLYPH})`,
  'g',
);

/** Every number a text shows, in order ("3/4" is one number, 3 ÷ 4; "1/(2 × 3)" is 1, 2 and 3). */
export function displayedNumbers(text: string): number[] {
  // a duration is one number of hours: "2 hours 30 minutes" is 2.5
  const DURATION = /\b(\d+) hours? (\d+) minutes?\b/g;
  const hours = [...text.matchAll(DURATION)].map((m) => Number(m[1]) + Number(m[2]) / 60);
  const rest = [...text.replace(DURATION, ' ').matchAll(NUMBER)].map((m) => parseNumber(m[0]));
  return [...hours, ...rest].filter((v): v is number => v !== undefined && Number.isFinite(v));
}

const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
const roundTo = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The parameters as the question shows them: a parameter the text shows exactly stays; one the text
 * only shows rounded (0.125 where 0.13 is printed and 0.125 is not) takes the printed value, so a
 * solver run on the result solves the question a candidate reads. Parameters the text does not show
 * (flags, a hidden original) stay as they are.
 */
export function asDisplayed(params: Params, text: string): { params: Params; shownRounded: string[] } {
  const shown = displayedNumbers(text);
  const shownRounded: string[] = [];
  const read = (value: number, name: string): number => {
    if (Number.isInteger(value) || shown.some((s) => same(s, value))) return value;
    for (const places of [2, 1, 0]) {
      const printed = shown.find((s) => same(s, roundTo(value, places)));
      if (printed !== undefined) {
        shownRounded.push(`${name} = ${value} is shown as ${printed}`);
        return printed;
      }
    }
    return value;
  };
  const walk = (value: unknown, name: string): unknown => {
    if (typeof value === 'number') return read(value, name);
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${name}[${i}]`));
    return value;
  };
  const out: Params = {};
  for (const [key, value] of Object.entries(params)) out[key] = walk(value, key);
  return { params: out, shownRounded };
}

/**
 * The value of an arithmetic expression as printed: + − × ÷, "of" (before × and ÷, as BODMAS has
 * it), "/" for a fraction (tightest of all), ² ³, √ before a number, brackets and (−5). Throws for
 * anything else, so a question that is not a plain expression is never judged by accident.
 */
export function evaluateExpression(text: string): number {
  const tokens = text
    .replace(/\s+/g, ' ')
    .trim()
    .match(/\d+(?:,\d+)*(?:\.\d+)?|of|[+−×÷/()[\]{}²³√-]|\S/g);
  if (!tokens) throw new Error(`no expression in "${text}"`);
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const take = (expected?: string): string => {
    const token = tokens[at];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new Error(`expected ${expected ?? 'more'} at "${tokens.slice(at).join(' ')}" in "${text}"`);
    at += 1;
    return token;
  };
  const atom = (): number => {
    const token = take();
    if (token === '√') return Math.sqrt(atom());
    if (token === '−' || token === '-') return -atom();
    // round, curly and square brackets, each closed by its own kind
    const closing = { '(': ')', '{': '}', '[': ']' }[token];
    if (closing) {
      const value = sum();
      take(closing);
      return value;
    }
    if (!/^\d/.test(token)) throw new Error(`unexpected "${token}" in "${text}"`);
    return Number(token.replace(/,/g, ''));
  };
  const powered = (): number => {
    let value = atom();
    for (;;) {
      if (peek() === '²') value **= 2;
      else if (peek() === '³') value **= 3;
      else return value;
      at += 1;
    }
  };
  const fraction = (): number => {
    let value = powered();
    while (peek() === '/') {
      at += 1;
      value /= powered();
    }
    return value;
  };
  const ofTerm = (): number => {
    let value = fraction();
    while (peek() === 'of') {
      at += 1;
      value *= fraction();
    }
    return value;
  };
  const product = (): number => {
    let value = ofTerm();
    for (;;) {
      if (peek() === '×') value *= (at++, ofTerm());
      else if (peek() === '÷') value /= (at++, ofTerm());
      else return value;
    }
  };
  const sum = (): number => {
    let value = product();
    for (;;) {
      if (peek() === '+') value += (at++, product());
      else if (peek() === '−' || peek() === '-') value -= (at++, product());
      else return value;
    }
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`unread "${tokens.slice(at).join(' ')}" in "${text}"`);
  return value;
}

const OPERAND = '(?:₹ )?\\d+(?:,\\d+)*(?:\\.\\d+)?';
/**
 * One worked step "a op b = c" of an explanation whose three numbers are plain decimals: not part of a
 * longer chain on either side (a bracket, another operator, a fraction bar, a power or a unit that
 * changes the meaning), so the equation means exactly what it says.
 */
const STEP = new RegExp(
  `(?<![\\w,./]|[()²³√×÷+−-]\\s?)(${OPERAND}) ([×÷+−]) (${OPERAND})(?![\\d/²³%(]|\\s?[×÷+−/(]) = (${OPERAND})(?![\\d/²³⅓⅔⅙⅚]| \\d+/|\\s?[×÷+−/(])`,
  'g',
);

/** Every worked step "a op b = c" of an explanation whose arithmetic is wrong as printed. */
export function wrongSteps(explanation: string): string[] {
  const wrong: string[] = [];
  for (const m of explanation.matchAll(STEP)) {
    const [a, b, c] = [m[1]!, m[3]!, m[4]!].map((t) => Number(t.replace(/^₹ /, '').replace(/,/g, '')));
    const op = m[2]!;
    const value = op === '×' ? a! * b! : op === '÷' ? a! / b! : op === '+' ? a! + b! : a! - b!;
    if (Math.abs(value - c!) > 1e-9 * Math.max(1, Math.abs(value))) wrong.push(m[0]);
  }
  return wrong;
}
