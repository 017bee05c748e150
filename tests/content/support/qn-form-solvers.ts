/**
 * Independent solvers and trap-note checks for coverage audit 5's algebra and trigonometry forms
 * (algebraAudit6.ts, trigonometryAudit6.ts). Nothing is imported from the generators. Printed
 * expressions and options are read by a parser of this file's own (ratios of θ, A, B or of angles in
 * degrees, √, powers, brackets, products side by side) and evaluated in floating point with Math; an
 * unknown angle is found by bisection from the printed relation; x by bisection from x ± 1/x = t or
 * x⁴ + 1/x⁴; the like terms by multiplying the brackets out; the quartic's factor by long division.
 */
import type { Checks, TrapExpected } from './trap-expected';
import { bisect, num, text, type Expected, type Params, type Solver } from './values';

const RAD = Math.PI / 180;
const POWERS: Record<string, number> = { '²': 2, '³': 3, '⁴': 4 };
const FUNCTIONS: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  cosec: (x) => 1 / Math.sin(x),
};

/** The value of a printed expression, θ, A and B given in radians. */
export function evaluate(expression: string, values: Record<string, number>): number {
  const tokens = expression.match(/cosec|sin|cos|tan|cot|sec|\d+(?:\.\d+)?|[θAB]|[²³⁴°√]|[()+−×/]/g) ?? [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) throw new Error(`cannot read "${expression}"`);
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const power = (base: number): number => {
    const p = peek();
    if (p !== undefined && POWERS[p] !== undefined) {
      at += 1;
      return base ** POWERS[p]!;
    }
    return base;
  };
  const atom = (): number => {
    const t = tokens[at++];
    if (t === undefined) throw new Error(`"${expression}" ends early`);
    if (t === '(') {
      const inner = sum();
      at += 1;
      return power(inner);
    }
    if (t === '√') return Math.sqrt(atom());
    if (FUNCTIONS[t]) {
      const p = peek();
      const exponent = p !== undefined && POWERS[p] !== undefined ? POWERS[tokens[at++]!]! : 1;
      return FUNCTIONS[t]!(atom()) ** exponent;
    }
    if (/^\d/.test(t)) {
      if (peek() === '°') {
        at += 1;
        return Number(t) * RAD;
      }
      return power(Number(t));
    }
    if (values[t] === undefined) throw new Error(`no value for ${t}`);
    return power(values[t]!);
  };
  const startsFactor = (t: string | undefined): boolean =>
    t !== undefined && /^(\d|[θAB(√]|cosec|sin|cos|tan|cot|sec)/.test(t);
  const product = (): number => {
    let value = atom();
    for (;;) {
      const op = peek();
      if (op === '×') {
        at += 1;
        value *= atom();
      } else if (op === '/') {
        at += 1;
        value /= atom();
      } else if (startsFactor(op)) value *= atom();
      else return value;
    }
  };
  const sum = (): number => {
    let value = peek() === '−' ? (at++, -product()) : product();
    for (;;) {
      const op = peek();
      if (op === '+') {
        at += 1;
        value += product();
      } else if (op === '−') {
        at += 1;
        value -= product();
      } else return value;
    }
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`"${expression}" read only to token ${at}`);
  return value;
}

const close = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a), Math.abs(b));

/** Angles (radians) in (3°, 87°) from a fixed seed, 45° avoided. */
function angles(count: number): number[] {
  let seed = 13;
  const out: number[] = [];
  while (out.length < count) {
    seed = (seed * 48271) % 2147483647;
    const deg = 3 + (84 * seed) / 2147483647;
    if (Math.abs(deg - 45) > 1) out.push(deg * RAD);
  }
  return out;
}
const POINTS = angles(20);

/** The one printed choice equal to `value(point)` at every point; a failure text otherwise. */
function theChoice(
  choices: string[],
  points: Record<string, number>[],
  value: (point: Record<string, number>) => number,
): Expected {
  const equal = choices.filter((c) => points.every((p) => close(evaluate(c, p), value(p))));
  return text(equal.length === 1 ? equal[0]! : `(${equal.length} options equal it)`);
}
const atAngles = (name: string): Record<string, number>[] => POINTS.map((x) => ({ [name]: x }));

// ---- trigonometry ------------------------------------------------------------------------------

/** θ in (0°, 90°) (or (0°, 45°)) where the printed ratio expression takes the given value. */
function solveAngle(expression: string, value: number, top = 90): number {
  const f = (x: number): number => evaluate(expression, { θ: x, A: x }) - value;
  return bisect(f, 1e-6, top * RAD - 1e-6);
}

const CONJUGATE: Record<string, [string, string]> = {
  sec: ['sec θ − tan θ', 'sec θ + tan θ'],
  cosec: ['cosec θ − cot θ', 'cosec θ + cot θ'],
  cot: ['cot θ − tan θ', 'cot θ + tan θ'],
};
function conjugate(p: Params): { given: string; asked: string; theta: number } {
  const [minus, plus] = CONJUGATE[p.form]!;
  const [given, asked] = p.reverse ? [plus, minus] : [minus, plus];
  return { given, asked, theta: solveAngle(given, p.given, p.form === 'cot' && p.reverse ? 45 : 90) };
}

function fourth(p: Params): { A: number; small: number; large: number } {
  const g = p.f === 'sec' ? 'tan' : 'cot';
  const given = p.fromFourth ? `${p.f}⁴A − ${g}⁴A` : `${p.f}²A + ${g}²A`;
  // sec²A + tan²A grows with A, cosec²A + cot²A falls: bisection needs only the sign change
  const A = solveAngle(given, p.k);
  return { A, small: evaluate(`${g}²A`, { A }), large: evaluate(`${p.f}²A`, { A }) };
}

/** The root of the printed relation, θ in (0°, 90°). */
function rootTwoAngle(given: string): number {
  const [left, right] = given.split(' = ') as [string, string];
  return bisect((x) => evaluate(left, { θ: x }) - evaluate(right, { θ: x }), 1e-6, 90 * RAD - 1e-6);
}

export const QN_TRIGONOMETRY_SOLVERS: Record<string, Solver> = {
  conjugateSum: (p) => {
    const c = conjugate(p);
    return num(evaluate(c.asked, { θ: c.theta }));
  },
  fourthPowerGap: (p) => {
    const { A } = fourth(p);
    const g = p.f === 'sec' ? 'tan' : 'cot';
    const asked = { fourth: `${p.f}⁴A − ${g}⁴A`, small: `${g}²A`, large: `${p.f}²A` }[p.ask as string]!;
    return num(evaluate(asked, { A }));
  },
  sumFortyFive: (p) => {
    if (p.choices) {
      // A = 45° − B at 20 values of B in (0°, 45°)
      const points = POINTS.map((x) => ({ B: x / 2 }));
      return theChoice(p.choices, points, (pt) => Math.tan(45 * RAD - pt.B!));
    }
    const f = (x: number): number => (p.cot ? 1 / Math.tan(x * RAD) - 1 : 1 + Math.tan(x * RAD));
    return num((p.xs as number[]).reduce((acc, x) => acc * f(x) * f(45 - x), 1));
  },
  simplifyFraction: (p) => {
    const name = (p.expression as string).includes('A') ? 'A' : 'θ';
    return theChoice(p.choices, atAngles(name), (pt) => evaluate(p.expression, pt));
  },
  rootTwoRelation: (p) => {
    const theta = rootTwoAngle(p.given);
    return theChoice(p.choices, [{ θ: theta }], (pt) => evaluate(p.asked, pt));
  },
  specialAngles: (p) => theChoice(p.choices, [{}], () => evaluate(p.expression, {})),
};

/** A slip's option: the printed choice equal to the expression the slip's words leave. */
const leaves =
  (expression: (p: Params) => string, name = 'θ') =>
  (p: Params): TrapExpected =>
    theChoice(p.choices, name === '' ? [{}] : atAngles(name), (pt) => evaluate(expression(p), pt));
/** The same at the angle of the printed √2 relation. */
const leavesAtRoot =
  (expression: (p: Params) => string) =>
  (p: Params): TrapExpected => {
    const theta = rootTwoAngle(p.given);
    return theChoice(p.choices, [{ θ: theta }], (pt) => evaluate(expression(p), pt));
  };
const other = (p: Params): string => ((p.given as string).startsWith('cos') ? 'sin' : 'cos');
const own = (p: Params): string => ((p.given as string).startsWith('cos') ? 'cos' : 'sin');
/** The angles of a special value's expression ("15", "75", "22.5"). */
const deg = (p: Params): string => /(\d+(?:\.\d+)?)°/.exec(p.expression)![1]!;

export const QN_TRIGONOMETRY_CHECKS: Record<string, Checks> = {
  conjugateSum: [
    [/^giving the given value itself$/, (p) => num(p.given)],
    [/^taking the two to add up to 1$/, (p) => num(1 - p.given)],
    [/^adding 1 to the given value$/, (p) => num(1 + p.given)],
    [/^dividing 1 by the square of the given value$/, (p) => num(1 / p.given ** 2)],
    [/without the square root$/, (p) => num(evaluate(conjugate(p).asked, { θ: conjugate(p).theta }) ** 2)],
    [/^taking the product of the two as 1/, (p) => num(1 / p.given)],
    [/^adding 2 cot θ tan θ without squaring$/, (p) => num(p.given + 2)],
    [/^subtracting 2 cot θ tan θ without squaring$/, (p) => num(p.given - 2)],
  ],
  fourthPowerGap: [
    [/^squaring the given value$/, (p) => num(p.k ** 2)],
    [/^taking \w+⁴A − \w+⁴A as 1$/, () => num(1)],
    [
      /^taking \w+²A − \w+²A as (\d)$/,
      (p, m) => {
        const gap = Number(m[1]);
        if (p.ask === 'fourth') return num(p.k * gap);
        // sum k and gap g: the larger is (k + g)/2, the smaller (k − g)/2
        return num(p.ask === 'small' ? (p.k - gap) / 2 : (p.k + gap) / 2);
      },
    ],
    [/^subtracting 1 from the given value$/, (p) => num(p.k - 1)],
    [/^adding 1 to the given value$/, (p) => num(p.k + 1)],
    [/^giving \w+²A instead$/, (p) => num(p.ask === 'small' ? fourth(p).large : fourth(p).small)],
    [/^forgetting to halve$/, (p) => num(2 * (p.ask === 'small' ? fourth(p).small : fourth(p).large))],
  ],
  sumFortyFive: [
    [/^taking (tan A \+ tan B \+ tan A tan B|cot A cot B − cot A − cot B) as 0$/, () => num(1)],
    [/as −1$/, () => num(0)],
    [/^taking the pair of brackets as √2$/, () => num(Math.SQRT2)],
    [/^counting only one pair of brackets$/, () => num(2)],
    [/^taking each pair of brackets as (\d)$/, (p, m) => num(Number(m[1]) ** (p.xs as number[]).length)],
    [
      /^taking A = 45° \+ B instead of 45° − B$/,
      (p) =>
        theChoice(
          p.choices,
          POINTS.map((x) => ({ B: x / 2 })),
          (pt) => Math.tan(45 * RAD + pt.B!),
        ),
    ],
    [
      /^taking tan\(45° − B\) as tan 45° − tan B$/,
      (p) => theChoice(p.choices, atAngles('B'), (pt) => 1 - Math.tan(pt.B!)),
    ],
    [
      /^getting the signs of the numerator wrong$/,
      (p) =>
        theChoice(
          p.choices,
          POINTS.map((x) => ({ B: x / 2 })),
          (pt) => -Math.tan(45 * RAD - pt.B!),
        ),
    ],
    [/^taking A \+ B as 90°/, (p) => theChoice(p.choices, atAngles('B'), (pt) => 1 / Math.tan(pt.B!))],
  ],
  simplifyFraction: [
    [
      /^adding the two fractions instead of subtracting$/,
      leaves((p) => (p.expression as string).replace(' − sin', ' + sin'), 'A'),
    ],
    [/^taking the difference the other way round$/, leaves((p) => `−(${p.expression})`, 'A')],
    [/^cancelling (cos A [+−] sin A) instead/, (p, m) => leaves(() => `(cos²A − sin²A)/(${m[1]})`, 'A')(p)],
    [/^missing the sign change of sin A − cos A$/, leaves(() => '(cos²A + sin²A)/(cos A − sin A)', 'A')],
    [/^getting the sign of the result wrong$/, leaves((p) => `−(${p.expression})`, 'A')],
    [
      /^taking 1 − (sin|cos)²θ as \1²θ$/,
      leaves((p) => {
        const f =
          p.expression.includes('sin') &&
          !p.expression.startsWith('(1 − cos') &&
          !p.expression.startsWith('sin θ/')
            ? 'sin'
            : 'cos';
        // the sum's numerator over the square the slip writes
        if (p.expression.startsWith('1/')) return `2/${f}²θ`;
        if (p.expression.startsWith('cos θ/(1 − sin')) return `2 cos θ/sin²θ`;
        if (p.expression.startsWith('(1 − cos')) return '(1 − cos θ)²/cos²θ';
        if (p.expression.startsWith('(1 + sin')) return '(1 + sin θ)²/sin²θ';
        if (p.expression.startsWith('sin θ/')) return 'sin θ(1 + cos θ)/cos²θ';
        return 'cos θ(1 − sin θ)/sin²θ';
      }),
    ],
    [/^dropping the 2 of the numerator$/, leaves((p) => `(${p.expression})/2`)],
    [
      /^multiplying by 1 − (sin|cos)²θ instead of dividing$/,
      leaves((p) => `2(1 − ${p.expression.includes('sin') ? 'sin' : 'cos'}²θ)`),
    ],
    [/^getting the sign of tan θ \+ cot θ wrong$/, leaves(() => '1 − tan θ − cot θ')],
    [/^dropping the 1 of tan²θ \+ tan θ \+ 1$/, leaves(() => 'tan θ + cot θ')],
    [/^taking tan θ \+ cot θ as sin θ cos θ$/, leaves(() => '1 + sin θ cos θ')],
    [/^dividing by cos θ instead of sin θ at the end$/, leaves(() => '2/cos θ')],
    [/^multiplying by sin θ instead of dividing$/, leaves(() => '2 sin θ')],
    [/^taking sin²θ \+ 1 \+ 2 cos θ \+ cos²θ as 1 \+ cos θ$/, leaves(() => '1/sin θ')],
    [/^taking 1 − sin²θ as 1$/, leaves(() => '2 cos θ')],
    [/^multiplying by 1 \+ cos θ instead of 1 − cos θ$/, leaves(() => '(1 + cos θ)²/sin²θ')],
    [/^leaving out the square$/, leaves(() => '(1 − cos θ)/sin θ')],
    [/^multiplying by 1 − sin θ instead of 1 \+ sin θ$/, leaves(() => '(1 − sin θ)²/cos²θ')],
    [/^squaring term by term/, leaves(() => '1/cos²θ + sin²θ/cos²θ')],
    [/^keeping the minus sign after rationalising$/, leaves(() => '(1 − cos θ)/sin θ')],
    [/^keeping the plus sign after rationalising$/, leaves(() => '(1 + sin θ)/cos θ')],
    [/^splitting the fraction as 1\/sin θ − sin θ\/cos θ$/, leaves(() => '1/sin θ − sin θ/cos θ')],
    [/^splitting the fraction as 1\/cos θ \+ cos θ\/sin θ$/, leaves(() => '1/cos θ + cos θ/sin θ')],
  ],
  rootTwoRelation: [
    [/^giving the given sum's/, leavesAtRoot((p) => `√2 ${own(p)} θ`)],
    [/^getting the sign wrong$/, leavesAtRoot((p) => `−(${p.asked})`)],
    [/^taking (sin|cos) θ as 2 (sin|cos) θ$/, leavesAtRoot((p) => `2 ${other(p)} θ − ${other(p)} θ`)],
    [/^giving (tan|cot) θ instead$/, leavesAtRoot((p) => `1/${p.asked}`)],
    [
      /^dropping the (sin|cos) θ on the left$/,
      leavesAtRoot((p) => (p.asked.startsWith(own(p) === 'cos' ? 'tan' : 'cot') ? '√2' : '1/√2')),
    ],
    [/^taking √2 − 1 as 1\/√2$/, () => text('1/√2')],
    [/^taking \(√2 − 1\)\(√2 \+ 1\) as 2 \+ 1$/, () => text('(√2 + 1)/3')],
    [/^giving (sin|cos)²θ instead$/, leavesAtRoot((p) => `1 − ${p.asked}`)],
    [/^taking θ as 45°$/, () => text('1/2')],
    [/^rationalising 1\/\(4 − 2√2\) without the 2 of 2√2$/, leaves(() => '1/(4 − √2)', '')],
  ],
  specialAngles: [
    [/^giving sin (\d+)° cos \1°$/, leaves((p) => `sin ${deg(p)}° cos ${deg(p)}°`, '')],
    [/^taking sin (\d+)° cos \1° as sin (\d+)°$/, (p, m) => leaves(() => `1/sin ${m[2]}°`, '')(p)],
    [/^taking sin (\d+)° cos \1° as \(1\/2\) cos 30°$/, leaves(() => '2/cos 30°', '')],
    [
      /^subtracting tan (\d+(?:\.\d+)?)° from cot \1°$/,
      (p, m) => leaves(() => `cot ${m[1]}° − tan ${m[1]}°`, '')(p),
    ],
    [/^multiplying tan (\d+(?:\.\d+)?)° by cot \1°$/, () => num(1)],
    [/^taking tan θ \+ cot θ as cosec 2θ$/, leaves(() => 'cosec 30°', '')],
    [/^giving tan 15° \+ cot 15°$/, leaves(() => 'tan 15° + cot 15°', '')],
    [/^giving (sin|cos|tan|cot) (\d+(?:\.\d+)?)°$/, (p, m) => leaves(() => `${m[1]} ${m[2]}°`, '')(p)],
    [/^adding tan 45° and tan 30°$/, leaves(() => 'tan 45° + tan 30°', '')],
    [/^subtracting tan 30° from tan 45°$/, leaves(() => 'tan 45° − tan 30°', '')],
    [/^subtracting the other way round$/, leaves(() => '(tan 30° − tan 45°)/(1 + tan 30° tan 45°)', '')],
    [/^taking \(√3 \+ 1\)² as 3 \+ 1$/, leaves(() => '(3 + 1)/2', '')],
    [/^subtracting sin 30° from sin 45°$/, leaves(() => 'sin 45° − sin 30°', '')],
    [/^subtracting cos 30° from cos 45°$/, leaves(() => 'cos 45° − cos 30°', '')],
    [/^leaving out the 1\/√2$/, leaves((p) => `√2 ${p.expression.replace('What is the value of ', '')}`, '')],
    [/^halving tan 45°$/, leaves(() => 'tan 45°/2', '')],
    [/^taking sin²75° − sin²15° as sin 60°\/2$/, leaves(() => 'sin 60°/2', '')],
    [/^taking cos²15° − sin²15° as 1$/, () => num(1)],
    [/^taking it as sin 30°$/, leaves(() => 'sin 30°', '')],
  ],
};

// ---- algebra -----------------------------------------------------------------------------------

/** x and 1/x from x = (√a ∓ √b2)/(√a ± √b2). */
function radicals(p: Params): { x: number; y: number } {
  const [r, s] = [Math.sqrt(p.a), Math.sqrt(p.b2)];
  const x = p.flip ? (r + s) / (r - s) : (r - s) / (r + s);
  return { x, y: 1 / x };
}

/** x > 1 from the printed relation; the asked x^n ± 1/x^n. */
function highX(p: Params): number {
  if (p.form === 'fiveFromFourth') {
    // x⁴ + 1/x⁴ is printed from x + 1/x = t; read it back as a value first
    const x0 = bisect((x) => x + 1 / x - p.t, 1, 1e4);
    const f = x0 ** 4 + x0 ** -4;
    return bisect((x) => x ** 4 + x ** -4 - f, 1, 1e4);
  }
  return p.minus ? bisect((x) => x - 1 / x - p.t, 1, 1e4) : bisect((x) => x + 1 / x - p.t, 1, 1e4);
}
const powerPair = (x: number, n: number, minus: boolean): number => x ** n + (minus ? -1 : 1) * x ** -n;

/** "12x² − 18xy + 2y²" → [12, −18, 2]. */
function readPoly(t: string): number[] {
  const out = [0, 0, 0];
  const terms =
    t
      .replace(/\s/g, '')
      .replace(/−/g, '-')
      .match(/[+-]?\d*(x²|xy|y²)/g) ?? [];
  if (terms.join('').replace(/^\+/, '') !== t.replace(/\s/g, '').replace(/−/g, '-')) return [NaN, NaN, NaN];
  for (const term of terms) {
    const m = /^([+-]?)(\d*)(x²|xy|y²)$/.exec(term)!;
    out[['x²', 'xy', 'y²'].indexOf(m[3]!)]! += (m[1] === '-' ? -1 : 1) * (m[2] ? Number(m[2]) : 1);
  }
  return out;
}
/** (ax + by)² − (cx + dy)(ex + fy) at (x, y), for the like-terms solver and its slips. */
function likeTermsAt(p: Params, x: number, y: number): { square: number; product: number } {
  return { square: (p.a * x + p.b * y) ** 2, product: (p.c * x + p.d * y) * (p.e * x + p.f * y) };
}
/** The choice whose polynomial equals `value` at nine points. */
function polyChoice(p: Params, value: (x: number, y: number) => number): Expected {
  const pts = [-2, 1, 3].flatMap((x) => [-1, 2, 5].map((y) => [x, y] as const));
  const equal = (p.choices as string[]).filter((c) => {
    const [u, w, z] = readPoly(c);
    return pts.every(([x, y]) => Math.abs(u! * x * x + w! * x * y + z! * y * y - value(x, y)) < 1e-9);
  });
  return text(equal.length === 1 ? equal[0]! : `(${equal.length} options equal it)`);
}

/** Is each of the two printed statements true? (From the statement's own numbers.) */
function truths(p: Params): [boolean, boolean] {
  const one = JSON.parse(p.one);
  const two = JSON.parse(p.two);
  let first: boolean;
  if (one.type === 'cubeGeneral') {
    // test a + b + c = 0 at a few triples
    first = [
      [1, 2],
      [3, -7],
      [-4, 9],
    ].every(([a, b]) => {
      const c = -a! - b!;
      return a! ** 3 + b! ** 3 + c ** 3 === one.k * a! * b! * c;
    });
  } else first = one.a + one.b + one.c === 0 && one.a ** 3 + one.b ** 3 + one.c ** 3 === one.claimed;
  let x: number;
  let y: number;
  if (two.type === 'diffSquares') {
    y = (-two.p + Math.sqrt(two.p ** 2 + 4 * two.q)) / 2;
    x = y + two.p;
  } else {
    x = (two.p + Math.sqrt(two.p ** 2 - 4 * two.q)) / 2;
    y = two.p - x;
  }
  const value = { fourSquares: 4 * x * x + 4 * y * y, diffSquares: x * x + y * y, cubes: x ** 3 + y ** 3 }[
    two.type as string
  ]!;
  return [first, Math.abs(value - two.claimed) < 1e-6];
}
const VERDICT = (one: boolean, two: boolean): string =>
  one ? (two ? 'Both I and II' : 'Only I') : two ? 'Only II' : 'Neither I nor II';

/** x⁴ + m x² + n2 divided by x² + kx + c: is the remainder zero? */
function divides(m: number, n2: number, choice: string): boolean {
  const t = choice.replace(/−/g, '-').replace(/\s/g, '');
  const r = /^x²(?:([+-])(\d*)x)?([+-])(\d+)$/.exec(t);
  if (!r) return false;
  const k = r[1] ? (r[1] === '-' ? -1 : 1) * (r[2] ? Number(r[2]) : 1) : 0;
  const c = (r[3] === '-' ? -1 : 1) * Number(r[4]);
  // long division of [1, 0, m, 0, n2] by [1, k, c]
  const rem = [1, 0, m, 0, n2];
  for (let i = 0; i <= 2; i += 1) {
    const q = rem[i]!;
    rem[i + 1]! -= q * k;
    rem[i + 2]! -= q * c;
    rem[i] = 0;
  }
  return rem[3] === 0 && rem[4] === 0;
}

export const QN_ALGEBRA_SOLVERS: Record<string, Solver> = {
  rationalisedSum: (p) => {
    const { x, y } = radicals(p);
    return num(
      { sum: x + y, squares: x * x + y * y, plusXy: x * x + x * y + y * y, minusXy: x * x - x * y + y * y }[
        p.ask as string
      ]!,
    );
  },
  higherPowerSums: (p) => num(powerPair(highX(p), p.n, p.minus)),
  likeTerms: (p) =>
    polyChoice(p, (x, y) => {
      const { square, product } = likeTermsAt(p, x, y);
      return square - product;
    }),
  twoStatements: (p) => text(VERDICT(...truths(p))),
  quarticFactor: (p) => {
    const equal = (p.choices as string[]).filter((c) => divides(p.m, p.n2, c));
    return text(equal.length === 1 ? equal[0]! : `(${equal.length} options divide it)`);
  },
};

export const QN_ALGEBRA_CHECKS: Record<string, Checks> = {
  rationalisedSum: [
    [
      /^forgetting to double the whole part$/,
      (p) => {
        const { x, y } = radicals(p);
        return num(p.ask === 'sum' ? (x + y) / 2 : ((x + y) / 2) ** 2 - 2);
      },
    ],
    [/^giving x² \+ 1\/x²$/, (p) => num(radicals(p).x ** 2 + radicals(p).y ** 2)],
    [/^dividing by (\d+) \+ (\d+) instead/, (p) => num((2 * (p.a + p.b2)) / (p.a + p.b2))],
    [/^adding 2 to the sum$/, (p) => num(radicals(p).x + radicals(p).y + 2)],
    [/^stopping at x \+ (1\/x|y)$/, (p) => num(radicals(p).x + radicals(p).y)],
    [/^adding 2 instead of subtracting it$/, (p) => num((radicals(p).x + radicals(p).y) ** 2 + 2)],
    [/^forgetting to subtract 2$/, (p) => num((radicals(p).x + radicals(p).y) ** 2)],
    [/^taking xy as 0$/, (p) => num(radicals(p).x ** 2 + radicals(p).y ** 2)],
    [/^subtracting xy instead of adding it$/, (p) => num(radicals(p).x ** 2 + radicals(p).y ** 2 - 1)],
    [/^adding xy instead of subtracting it$/, (p) => num(radicals(p).x ** 2 + radicals(p).y ** 2 + 1)],
    [/^giving \(x \+ (y|1\/x)\)²$/, (p) => num((radicals(p).x + radicals(p).y) ** 2)],
    [/^doubling x \+ 1\/x instead of squaring it$/, (p) => num(2 * (radicals(p).x + radicals(p).y) - 2)],
  ],
  higherPowerSums: [
    [
      /^multiplying x(\S) [+−] 1\/x\S by x(\S) [+−] 1\/x\S and stopping there$/,
      (p, m) => {
        const x = highX(p);
        const [i, j] = ['⁰¹²³⁴'.indexOf(m[1]!), '⁰¹²³⁴'.indexOf(m[2]!)];
        return num(powerPair(x, i, p.minus && i % 2 === 1) * powerPair(x, j, p.minus && j % 2 === 1));
      },
    ],
    [
      /^(adding|subtracting) (\d+) instead/,
      (p, m) => {
        const key = powerPair(highX(p), p.n, p.minus);
        const r = Number(m[2]);
        // the right sum is the product less (or plus) r; the slip goes r the other way
        return num(m[1] === 'adding' ? key + 2 * r : key - 2 * r);
      },
    ],
    [
      /^adding x(\S) [+−] 1\/x\S and x(\S) [+−] 1\/x\S$/,
      (p, m) => {
        const x = highX(p);
        const [i, j] = ['⁰¹²³⁴'.indexOf(m[1]!), '⁰¹²³⁴'.indexOf(m[2]!)];
        return num(powerPair(x, i, p.minus && i % 2 === 1) + powerPair(x, j, p.minus && j % 2 === 1));
      },
    ],
    [/^raising (\d+) to the power (\d)$/, (_p, m) => num(Number(m[1]) ** Number(m[2]))],
  ],
  likeTerms: [
    [
      /^leaving out the middle term of the square$/,
      (p) => polyChoice(p, (x, y) => (p.a * x) ** 2 + (p.b * y) ** 2 - likeTermsAt(p, x, y).product),
    ],
    [
      /^not doubling the middle term of the square$/,
      (p) =>
        polyChoice(
          p,
          (x, y) => (p.a * x) ** 2 + p.a * p.b * x * y + (p.b * y) ** 2 - likeTermsAt(p, x, y).product,
        ),
    ],
    [
      /^changing the sign of only the first term of the product$/,
      (p) =>
        polyChoice(
          p,
          (x, y) => likeTermsAt(p, x, y).square - 2 * p.c * p.e * x * x + likeTermsAt(p, x, y).product,
        ),
    ],
    [
      /^adding the product instead of subtracting it$/,
      (p) => polyChoice(p, (x, y) => likeTermsAt(p, x, y).square + likeTermsAt(p, x, y).product),
    ],
    [
      /^taking the square's last term as /,
      (p) =>
        polyChoice(
          p,
          (x, y) => likeTermsAt(p, x, y).square - 2 * (p.b * y) ** 2 - likeTermsAt(p, x, y).product,
        ),
    ],
  ],
  twoStatements: [
    [/^judging statement I (correct|wrong)$/, (p) => text(VERDICT(!truths(p)[0], truths(p)[1]))],
    [/^judging statement II (correct|wrong)$/, (p) => text(VERDICT(truths(p)[0], !truths(p)[1]))],
    [/^misjudging both statements$/, (p) => text(VERDICT(!truths(p)[0], !truths(p)[1]))],
  ],
  quarticFactor: [
    // each slip's option: a quadratic that does not divide, with the coefficient its words give
    [
      /^using the coefficient of x² as the coefficient of x$/,
      (p) => ({
        oneOf: [`x² + ${p.m}x`, `x² − ${p.m}x`].map((s) =>
          text(`${s.replace(/ 1x/, ' x')} + ${Math.sqrt(p.n2)}`),
        ),
      }),
    ],
    [
      /^taking the square root of (\d+) \+ (\d+) instead/,
      (p, m) => {
        const k = Math.sqrt(Number(m[1]) + Number(m[2]));
        return {
          oneOf: [`x² + ${k}x`, `x² − ${k}x`].map((s) =>
            text(`${s.replace(/ 1x/, ' x')} + ${Math.sqrt(p.n2)}`),
          ),
        };
      },
    ],
    [
      /^getting the sign of the constant wrong$/,
      (p) => ({ oneOf: quads(p).map((s) => text(s.replace(/\+ (\d+)$/, '− $1'))) }),
    ],
    [/^not taking the square root of (\d+)$/, (p, m) => ({ oneOf: withK(p, Number(m[1])) })],
    [/^doubling the coefficient of x$/, (p) => ({ oneOf: withK(p, 2 * kOf(p)) })],
    [/^leaving out the x term$/, (p) => text(`x² + ${Math.sqrt(p.n2)}`)],
    [
      /^using (\d+) instead of its square root$/,
      (p, m) => ({ oneOf: quads(p).map((s) => text(s.replace(/\+ \d+$/, `+ ${m[1]}`))) }),
    ],
  ],
};

/** k with (x² + n)² − x⁴ − m x² = k²x². */
const kOf = (p: Params): number => Math.sqrt(2 * Math.sqrt(p.n2) - p.m);
/** The two true factors x² ± kx + n as printed. */
const quads = (p: Params): string[] => withK(p, kOf(p)).map((e) => (e as { text: string }).text);
function withK(p: Params, k: number): Expected[] {
  const n = Math.sqrt(p.n2);
  const kx = k === 1 ? 'x' : `${k}x`;
  return [text(`x² + ${kx} + ${n}`), text(`x² − ${kx} + ${n}`)];
}
