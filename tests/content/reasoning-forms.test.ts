/**
 * Reasoning forms of issue 19, item 6, checked as a candidate reads them (their keys are re-solved in
 * independent.test.ts): a possessive blood-relation chain never takes a step that leaves the reading
 * open ("my grandfather's son": father or uncle?); a number triad's examples fit one rule only, and
 * one option set follows it.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import {
  capitalOf,
  isCapital,
  isClass,
  isWhole,
  oppositeMeaning,
  relationsOf,
  sameMeaning,
} from './support/sense-solvers';
import {
  PAIR_RULE_TEXTS,
  readPair,
  readTriad,
  TRIAD_RULE_TEXTS,
  triadThird,
} from './support/word-relation-solvers';
import { readDigitTable, readPartRule, writePart } from './support/code-form-solvers';
import { everyReading, fitsEquation, readingsFitting, swapCheckAnswer } from './support/sign-key-solvers';

const DRAWS = process.env.CONTENT_FULL ? 2000 : 300;

function draws(topic: string, kind: string, levels: Level[], count = DRAWS): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', topic)!;
  return levels.flatMap((level) =>
    Array.from({ length: count }, (_, seed) => {
      const rng = createRng(`forms/${kind}/${level}/${seed}`);
      const problem = generator.kinds[kind]!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

const UP = ['father', 'mother'];
const DOWN = ['son', 'daughter'];
const SIDE = ['brother', 'sister'];

describe('possessive blood-relation chains', () => {
  const questions = draws('blood_relation', 'possessive', [1, 2, 3]);

  it('never go up then down, down then up, or to a sibling of a sibling', () => {
    const open = questions.filter((q) =>
      (q.params.words as string[]).some((w, i, all) => {
        const next = all[i + 1];
        if (next === undefined) return false;
        return (
          (UP.includes(w) && DOWN.includes(next)) ||
          (DOWN.includes(w) && UP.includes(next)) ||
          (SIDE.includes(w) && SIDE.includes(next))
        );
      }),
    );
    expect(open.map((q) => q.question).slice(0, 3)).toEqual([]);
  });

  it('quote the chain the key is worked from', () => {
    for (const q of questions) {
      const words = q.params.words as string[];
      const chain = words.map((w, i) => (i < words.length - 1 ? `${w}'s` : w)).join(' ');
      expect(q.question).toContain(`my ${chain}`);
    }
  });
});

describe('number triads ("the set related in the same way")', () => {
  const questions = draws('anology', 'sameTriad', [1, 2, 3]);

  it('have one rule fitting both example sets, and exactly one option set following it: the key', () => {
    const failures = questions.flatMap((q) => {
      const p = q.params as unknown as { examples: [number, number, number][]; sets: string[] };
      const rules = TRIAD_RULE_TEXTS.filter((r) =>
        p.examples.every(([a, b, c]) => triadThird(r, a, b) === c),
      );
      if (rules.length !== 1) return [`${q.question}: ${rules.join(' | ')}`];
      const following = q.options.filter((o) => {
        const [a, b, c] = readTriad(o);
        return triadThird(rules[0]!, a, b) === c;
      });
      return following.length === 1 && following[0] === q.answer
        ? []
        : [`${q.question}: ${following.join(' | ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('give no set away by its size: every third number within half and twice the examples’', () => {
    const failures = questions.flatMap((q) => {
      const thirds = (q.params.examples as number[][]).map((e) => e[2]!);
      const [lo, hi] = [Math.min(...thirds) / 2, Math.max(...thirds) * 2];
      return q.options
        .filter((o) => readTriad(o)[2] < lo || readTriad(o)[2] > hi)
        .map((o) => `${q.question}: ${o}`);
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the check can fail: the key with its third number one more follows no rule of the examples', () => {
    const q = questions[0]!;
    const [a, b, c] = readTriad(q.answer);
    const examples = q.params.examples as [number, number, number][];
    const rule = TRIAD_RULE_TEXTS.find((r) => examples.every(([x, y, z]) => triadThird(r, x, y) === z))!;
    expect(triadThird(rule, a, b)).toBe(c);
    expect(triadThird(rule, a, b)).not.toBe(c + 1);
  });
});

const readSet = (o: string): [number, number, number] =>
  o.split(' – ').map(Number) as [number, number, number];

describe('odd one out among number triads', () => {
  const questions = draws('classification', 'numberSets', [1, 2, 3]);
  /** Each rule of the test's own lists, as a test of one option ("9 : 82", "12 – 7 – 85"). */
  const tests: ((o: string) => boolean)[] = [
    ...Object.values(PAIR_RULE_TEXTS).map((f) => (o: string) => {
      const m = /^(\d+) : (\d+)$/.exec(o);
      return !!m && f(Number(m[1])) === Number(m[2]);
    }),
    ...TRIAD_RULE_TEXTS.map((r) => (o: string) => {
      const m = /^(\d+) – (\d+) – (\d+)$/.exec(o);
      return !!m && triadThird(r, Number(m[1]), Number(m[2])) === Number(m[3]);
    }),
  ];
  const leftOut = (options: string[]): string[] =>
    tests.flatMap((t) => {
      const out = options.filter((o) => !t(o));
      return out.length === 1 ? out : [];
    });

  it('have a rule three options follow, and every such rule leaves out the key alone', () => {
    const failures = questions.flatMap((q) => {
      const out = leftOut(q.options);
      return out.length > 0 && out.every((o) => o === q.answer) ? [] : [`${q.question}: ${out.join(' | ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the check can fail: with the key put right, no option is left out', () => {
    const q = questions[0]!;
    const fits = q.options.filter((o) => o !== q.answer);
    const rule = TRIAD_RULE_TEXTS.find((r) =>
      fits.every((o) => triadThird(r, readSet(o)[0], readSet(o)[1]) === readSet(o)[2]),
    )!;
    const [a, b] = readSet(q.answer);
    expect(leftOut([...fits, `${a} – ${b} – ${triadThird(rule, a, b)}`])).toEqual([]);
  });
});

describe('odd one out among number pairs', () => {
  // a pair draw tries hundreds of candidates (rival properties of one side are common), so fewer draws
  const questions = draws('classification', 'numberPairs', [1, 2, 3], DRAWS / 3);
  const rules = Object.values(PAIR_RULE_TEXTS);
  const leftOut = (options: string[]): string[] =>
    rules.flatMap((f) => {
      const out = options.filter((o) => {
        const m = /^(\d+) : (\d+)$/.exec(o);
        return !m || f(Number(m[1])) !== Number(m[2]);
      });
      return out.length === 1 ? out : [];
    });

  it('have a rule three pairs follow, and every such rule leaves out the key alone', () => {
    const failures = questions.flatMap((q) => {
      const out = leftOut(q.options);
      return out.length > 0 && out.every((o) => o === q.answer) ? [] : [`${q.question}: ${out.join(' | ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the check can fail: with the key put right, no pair is left out', () => {
    const q = questions[0]!;
    const fits = q.options.filter((o) => o !== q.answer);
    const rule = rules.find((f) => fits.every((o) => f(readPair(o)[0]) === readPair(o)[1]))!;
    const [a] = readPair(q.answer);
    expect(leftOut([...fits, `${a} : ${rule(a)}`])).toEqual([]);
  });

  it('grow harder by level: squares moved by one from level 2, first numbers above 20 only at level 3', () => {
    const byLevel = (level: number) => questions.filter((q) => q.level === level);
    const firsts = (level: number) => byLevel(level).flatMap((q) => q.options.map((o) => readPair(o)[0]));
    expect(Math.max(...firsts(1))).toBeLessThanOrEqual(16);
    expect(Math.max(...firsts(3))).toBeGreaterThan(20);
    expect(new Set(byLevel(1).map((q) => q.params.text))).not.toContain('n → n² + 1');
  });
});

describe('coded blood relations answered by a chain', () => {
  const questions = draws('blood_relation', 'codedChain', [2, 3]);
  const wordsOf = (o: string): string[] =>
    o
      .toLowerCase()
      .split(' ')
      .map((w) => w.replace(/'s$/, ''));
  const STEP: Record<string, string> = {
    father: 'up',
    mother: 'up',
    son: 'down',
    daughter: 'down',
    brother: 'side',
    sister: 'side',
    husband: 'spouse',
    wife: 'spouse',
  };
  /** Pairs of steps a single word would replace or leave open ("father's wife", "son's brother"). */
  const OPEN = [
    'up down',
    'down up',
    'side side',
    'spouse spouse',
    'up spouse',
    'spouse down',
    'down side',
    'side up',
  ];

  it('offer chains of one length (3 links at level 2, 4 at level 3), none with a step a single word replaces', () => {
    const failures = questions.flatMap((q) =>
      q.options.flatMap((o) => {
        const words = wordsOf(o);
        const open = words.some((w, i) => i > 0 && OPEN.includes(`${STEP[words[i - 1]!]} ${STEP[w]}`));
        return words.length !== q.level + 1 || open ? [`${q.question}: ${o}`] : [];
      }),
    );
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('never make the key the one option a word away from the most others', () => {
    const near = (x: string[], y: string[]): boolean => x.filter((w, k) => w !== y[k]).length === 1;
    const failures = questions.filter((q) => {
      const all = q.options.map(wordsOf);
      const degree = (x: string[]) => all.filter((y) => y !== x && near(x, y)).length;
      const key = degree(wordsOf(q.answer));
      return all.every((x) => x.join() === wordsOf(q.answer).join() || degree(x) < key);
    });
    expect(failures.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});

describe('analogies by synonym, antonym, capital, part and class', () => {
  const questions = draws('anology', 'senses', [1, 2, 3]);

  /** What sort of word an option is, by the test's own tables, for the relation of the example. */
  const sortOf = (relation: string, c: string, o: string): string => {
    if (relation === 'synonyms' || relation === 'antonyms')
      return sameMeaning(c, o) || oppositeMeaning(c, o) ? 'a word of the same or opposite meaning' : o;
    if (relation === 'a state and its capital') return isCapital(o) ? 'a capital' : o;
    if (relation === 'a capital and its state') return capitalOf(o) ? 'a state' : o;
    if (relation === 'a part and its whole') return isWhole(o) ? 'a whole' : o;
    return isClass(o) ? 'a class' : o;
  };

  it('give nothing away: the four options are words of one sort (capitals, states, wholes, classes, words of the third word’s scale)', () => {
    const failures = questions.flatMap((q) => {
      const p = q.params as unknown as { a: string; b: string; c: string };
      const [relation] = relationsOf(p.a, p.b);
      const sorts = new Set(q.options.map((o) => sortOf(relation!, p.c, o)));
      return sorts.size === 1 ? [] : [`${q.question}: ${q.options.join(' | ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the check can fail: a state among capitals is another sort', () => {
    expect(sortOf('a state and its capital', 'Bihar', 'Gujarat')).not.toBe(
      sortOf('a state and its capital', 'Bihar', 'Patna'),
    );
  });
});

describe('letters coded as digits by a table read off example words', () => {
  const questions = draws('coding_and_decoding', 'digitTable', [2, 3]);
  const tableOf = (q: GeneratedQuestion) => {
    const p = q.params as unknown as { examples: string[]; codes: string[]; asked: string };
    return { ...p, table: readDigitTable(p.examples, p.codes) };
  };

  it('show examples that fix one table (a letter one digit, a digit one letter), and the key is the asked word in it', () => {
    for (const q of questions) {
      const { examples, codes, asked, table } = tableOf(q);
      examples.forEach((w, i) => expect(q.question).toContain(`${w} is written as ${codes[i]}`));
      expect(q.answer).toBe([...asked].map((c) => table.get(c)).join(''));
      // no other option is the asked word in the table
      expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
    }
  });

  it('need every example: leave any one out and a letter of the asked word is open', () => {
    const failures = questions.flatMap((q) => {
      const { examples, codes, asked } = tableOf(q);
      return examples.flatMap((_, i) => {
        const rest = readDigitTable(
          examples.filter((_e, j) => j !== i),
          codes.filter((_c, j) => j !== i),
        );
        return [...asked].every((c) => rest.has(c)) ? [`${q.question}: ${examples[i]} is not needed`] : [];
      });
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the check can fail: examples giving one letter two digits fix no table', () => {
    expect(() => readDigitTable(['BORE', 'ROBE'], ['7513', '5713'])).toThrow();
  });
});

describe('symbols read off two solved equations', () => {
  const questions = draws('number_puzzle', 'symbolKey', [2, 3]);
  type Solved = { numbers: number[]; rhs: number };

  it('have exactly one reading of the symbols (of every +, −, ×, ÷, repeats allowed) fitting both, and the first alone leaves a choice', () => {
    const failures = questions.flatMap((q) => {
      const equations = q.params.equations as Solved[];
      const both = readingsFitting(q.params);
      const first = readingsFitting(q.params, [equations[0]!]);
      return both.length === 1 && first.length > 1 ? [] : [`${q.question}: ${both.length} / ${first.length}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('print both equations and the asked sum with the symbols, not the signs', () => {
    for (const q of questions) {
      for (const e of q.params.equations as Solved[]) expect(q.question).toContain(`= ${e.rhs}`);
      expect(q.question.split('?')[0]).not.toMatch(/\d [+−×÷] \d/);
    }
  });

  it('the check can fail: a reading with one sign changed no longer fits both', () => {
    const q = questions[0]!;
    const [reading] = readingsFitting(q.params);
    const changed = [reading![0] === '+' ? '−' : '+', ...reading!.slice(1)];
    expect(everyReading(reading!.length)).toContainEqual(changed);
    expect((q.params.equations as Solved[]).every((e) => fitsEquation(changed, e))).toBe(false);
  });
});

describe('which equations an interchange of signs makes correct', () => {
  const questions = draws('number_puzzle', 'swapCheck', [2, 3]);

  it('offer the four verdicts, each the key of some questions', () => {
    const keys = new Set(questions.map((q) => q.answer));
    expect([...keys].sort()).toEqual(['Both I and II', 'Neither I nor II', 'Only I', 'Only II']);
    for (const q of questions) expect([...q.options].sort()).toEqual([...keys].sort());
  });

  it("key what the test's own BODMAS reading gives, and the interchange matters to every equation", () => {
    const failures = questions.flatMap((q) => {
      const expected = (swapCheckAnswer(q.params) as { text: string }).text;
      const pair = q.params.pair as string[];
      const touched = (q.params.equations as { signs: string[] }[]).every((e) =>
        e.signs.some((s) => pair.includes(s)),
      );
      return expected === q.answer && touched ? [] : [q.question];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('codes reversing part of the word', () => {
  const questions = draws('coding_and_decoding', 'partReversed', [2, 3]);

  it('have examples that exactly one rule of the family writes (ends kept, opposites, any shift), and the key is the asked word by it', () => {
    const failures = questions.flatMap((q) => {
      const p = q.params as unknown as { examples: string[]; codes: string[]; asked: string };
      try {
        return writePart(p.asked, readPartRule(p.examples, p.codes)) === q.answer ? [] : [q.question];
      } catch (e) {
        return [`${q.question}: ${(e as Error).message}`];
      }
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the check can fail: BIRTHDAY → ADHTRIBY reads as all but the last letter reversed, and no shift', () => {
    expect(readPartRule(['BIRTHDAY'], ['ADHTRIBY'])).toEqual({ head: 0, tail: 1, opposite: false, k: 0 });
    expect(() => readPartRule(['BIRTHDAY'], ['ADHTRIBZ'])).toThrow();
  });
});
