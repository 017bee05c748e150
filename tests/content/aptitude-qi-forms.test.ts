// @vitest-environment jsdom
/**
 * Coverage audit 4's geometry and mensuration forms of brief qi (items 2 and 3), drawn kind by kind:
 * each key re-solved by its independent solver (support/qi-form-solvers.ts) with exactly one option
 * meaning it, every named mistake's option recomputed by its trap check, a Hindi twin with the same
 * numbers (support/check-kinds.ts); each question read as a candidate reads it, from the printed
 * numbers; and every drawing a safe SVG whose labels are the letters its text alternative names.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseSvg, unsafeParts } from './support/svg-safety';
import { parseNumber, parseRatio } from './support/values';

const DRAWS = { prefix: 'qi-forms', draws: process.env.CONTENT_FULL ? 1000 : 200 };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The numbers printed in a text, after the words given. */
const numbersAfter = (text: string, from: string): number[] =>
  [...text.slice(text.indexOf(from)).matchAll(/\d+(\.\d+)?/g)].map((m) => Number(m[0]));
/** The value printed after a name: "BD = 6 cm" → 6. */
const valueOf = (text: string, name: string): number => {
  const m = new RegExp(`${name} = (\\d+(?:\\.\\d+)?)`).exec(text);
  if (!m) throw new Error(`no ${name} in ${text}`);
  return Number(m[1]);
};
const report = (wrong: GeneratedQuestion[]): string[] =>
  wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3);

const KINDS = [
  ['geometry', 'bisectorBackward'],
  ['geometry', 'kiteAngles'],
  ['geometry', 'congruentFan'],
  ['geometry', 'circumcentrePerpendicular'],
  ['geometry', 'markedAngleSum'],
  ['mensuration', 'wireRadius'],
  ['mensuration', 'shadedInscribed'],
] as const;

checkKinds(
  'aptitude',
  KINDS.map(([t, k]) => [t, k]),
  DRAWS,
);

describe('the bisector theorem backward, read from the printed lengths', () => {
  it('keys AB : AC = BD : DC, AC = AB × DC ÷ BD, BC = BD + BD × AC ÷ AB', () => {
    const wrong = draws('geometry', 'bisectorBackward').filter((q) => {
      const t = q.question;
      if (/AB : AC\?/.test(t)) {
        const [ab, ac] = parseRatio(q.answer)!;
        return Math.abs(ab! / ac! - valueOf(t, 'BD') / valueOf(t, 'DC')) > 1e-9;
      }
      const key = parseNumber(q.answer)!;
      if (/length of AC/.test(t))
        return Math.abs(key / valueOf(t, 'AB') - valueOf(t, 'DC') / valueOf(t, 'BD')) > 1e-9;
      const [ab, ac, bd] = [valueOf(t, 'AB'), valueOf(t, 'AC'), valueOf(t, 'BD')];
      return Math.abs((key - bd) / bd - ac / ab) > 1e-9;
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe('a kite with angles in x and y', () => {
  it('keys the y that makes the angles add to 360° once ∠ABC = ∠ADC', () => {
    const wrong = draws('geometry', 'kiteAngles').filter((q) => {
      const t = q.question;
      const terms = [...t.matchAll(/\((\d*)([xy]) ([+−]) (\d+)\)°|(\d*)([xy])°/g)].map((m) => {
        const coefficient = Number(m[1] ?? m[5]) || 1;
        const constant = m[4] ? (m[3] === '−' ? -1 : 1) * Number(m[4]) : 0;
        return { coefficient, constant };
      });
      const [b, d, c] = terms as [(typeof terms)[0], (typeof terms)[0], (typeof terms)[0]];
      const x = (d.constant - b.constant) / (b.coefficient - d.coefficient);
      const y = parseNumber(q.answer)!;
      const sum = valueOf(t, '∠BAD') + 2 * (b.coefficient * x + b.constant) + c.coefficient * y + c.constant;
      return (
        Math.abs(sum - 360) > 1e-9 ||
        Math.abs(b.coefficient * x + b.constant - (d.coefficient * x + d.constant)) > 1e-9
      );
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe('AB = AD, AC = AE, ∠BAD = ∠CAE', () => {
  it('keys ED = BC, or the angle at A from ∠BAC = 180° − ∠ABC − ∠AED', () => {
    const wrong = draws('geometry', 'congruentFan').filter((q) => {
      const t = q.question;
      const key = parseNumber(q.answer)!;
      if (/length of ED/.test(t)) {
        const m = /BC = \((\d*)x ([+−]) (\d+)\) cm/.exec(t)!;
        const x = ((m[2] === '−' ? -1 : 1) * Number(m[3]) * -1 + key) / (Number(m[1]) || 1);
        return !Number.isFinite(x) || x <= 0;
      }
      const bac = 180 - valueOf(t, '∠ABC') - valueOf(t, '∠AED');
      const phi = valueOf(t, '∠BAD');
      const expected = /∠BAE\?/.test(t) ? bac + phi : /∠DAE\?/.test(t) ? bac : bac - phi;
      return key !== expected;
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe("the circumcentre's perpendicular to BC", () => {
  it('keys ∠BOL = ∠A and ∠OBC = 90° − ∠A', () => {
    const wrong = draws('geometry', 'circumcentrePerpendicular').filter((q) => {
      const t = q.question;
      const key = parseNumber(q.answer)!;
      if (/∠OBC\?/.test(t)) return key !== 90 - valueOf(t, '∠BAC');
      if (/∠BOL\?/.test(t)) return key !== valueOf(t, '∠BAC');
      return key !== 90 - valueOf(t, '∠OBC');
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe('marked angles', () => {
  it("keys the star's fifth point (the five add to 180°) and the third exterior angle (the three add to 360°)", () => {
    const wrong = draws('geometry', 'markedAngleSum').filter((q) => {
      const given = numbersAfter(q.question, /star/.test(q.question) ? '∠A =' : 'x =');
      const total = given.reduce((s, v) => s + v, 0) + parseNumber(q.answer)!;
      return total !== (/star/.test(q.question) ? 180 : 360);
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe("a wire's radius", () => {
  it('keys the radius (mm) whose wire of the printed length holds the printed volume', () => {
    const wrong = draws('mensuration', 'wireRadius').filter((q) => {
      const t = q.question;
      const r = parseNumber(q.answer)! / 10;
      const length =
        Number(
          /wire (\d+) m long|wire of length (\d+) m|A wire (\d+) m long/.exec(t)!.slice(1).find(Boolean),
        ) * 100;
      const volume = /volume of (\d+) cm³/.test(t)
        ? Number(/volume of (\d+) cm³/.exec(t)![1]) / (22 / 7)
        : /sphere/.test(t)
          ? (4 / 3) * Number(/radius (\d+) cm/.exec(t)![1]) ** 3
          : Number(/radius (\d+) cm/.exec(t)![1]) ** 2 * Number(/length (\d+) cm/.exec(t)![1]);
      return Math.abs(r * r * length - volume) > 1e-6 * volume;
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe('shaded areas', () => {
  it('keys the quadrant, circle or square minus the inscribed figure (π = 22/7)', () => {
    const wrong = draws('mensuration', 'shadedInscribed').filter((q) => {
      const t = q.question;
      const key = parseNumber(q.answer)!;
      const n = Number(/(\d+) cm/.exec(t)![1]);
      const pi = 22 / 7;
      const expected = /radius OA/.test(t)
        ? (pi * n * n) / 4 - (n * n) / 2
        : /side of the square is/.test(t)
          ? (pi * 2 * n * n) / 4 - n * n
          : /inscribed in a circle/.test(t)
            ? pi * n * n - 2 * n * n
            : n * n - (pi * n * n) / 4;
      return Math.abs(key - expected) > 1e-9;
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe('the drawings', () => {
  const drawn = KINDS.filter(([, k]) => k !== 'bisectorBackward' && k !== 'wireRadius').flatMap(([t, k]) =>
    draws(t, k),
  );
  it('every drawing is a safe SVG at most 330 px wide with a viewBox, alt text in English and Hindi', () => {
    const problems: string[] = [];
    for (const q of drawn) {
      const figure = q.figure?.question;
      if (!figure) {
        problems.push(`no drawing: ${q.question}`);
        continue;
      }
      const doc = parseSvg(figure.svg);
      problems.push(...unsafeParts(doc));
      const width = Number(doc.documentElement.getAttribute('width'));
      if (!(width > 0 && width <= 330)) problems.push(`width ${width}`);
      if (!doc.documentElement.getAttribute('viewBox')) problems.push('no viewBox');
      if (!figure.alt || !q.hi?.figureAlt) problems.push(`no alt: ${q.question}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('draws exactly the vertices the question and the alt text name, and no word (one drawing serves both languages)', () => {
    const problems: string[] = [];
    for (const q of drawn) {
      const figure = q.figure!.question!;
      const doc = parseSvg(figure.svg);
      const vertices = Array.from(doc.querySelectorAll('text.vertex')).map((e) => e.textContent ?? '');
      for (const v of vertices) if (!figure.alt.includes(v)) problems.push(`${v} not in "${figure.alt}"`);
      for (const v of vertices) if (!q.question.includes(v)) problems.push(`${v} not in the question`);
      const words = Array.from(doc.querySelectorAll('text')).filter((e) =>
        /\p{L}{2}/u.test(e.textContent ?? ''),
      );
      if (words.length) problems.push(`words drawn: ${q.question}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
