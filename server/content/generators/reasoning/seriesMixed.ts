/**
 * Series forms the papers ask beyond one rule per term (issue 19, items 3 and 15): terms that carry a
 * letter track and a number track at once (OA33, RD36, UG39, ?), and number series whose every step
 * mixes two operations (halve, then add 2, 4, 8, 16 …; × 2 + 1, × 2 + 2, …).
 */
import { num } from '../format';
import { aroundKey } from '../aptitude/keyRank';
import { isWhole } from '../math';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { HI_WRAP } from './hindiLetters';
import { letterAt } from './letters';
import { seriesRivalValues } from './rivalRules';

const LETTER_STEPS = [1, 2, 3, 4, 5, -1, -2, -3] as const;

const moveWords = (k: number): string => `${k > 0 ? '+' : '−'}${Math.abs(k)}`;

/**
 * OA33, RD36, UG39, ?: two letters, each moving by its own step, and a number moving by its own
 * rule (a fixed step, or consecutive squares at level 3).
 *
 * The wrong options are a letter mistake, a number mistake and both together, so every part of the
 * key appears in exactly two of the four options: no option can be picked by a majority of its parts.
 */
export function letterNumberTerms(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const [s1, s2] = [rng.int(1, 26), rng.int(1, 26)];
    const [k1, k2] = [rng.pick(LETTER_STEPS), rng.pick(LETTER_STEPS)];
    const squares = level === 3 && rng.chance(0.5);
    const a = squares ? rng.int(2, 4) : rng.int(10, 60);
    const d = squares ? 0 : rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 11]);
    const numberAt = (i: number): number => (squares ? (a + i) ** 2 : a + i * d);
    const lettersAt = (i: number, slip = 0): [string, string] => [
      letterAt(s1 + i * k1 + slip * Math.sign(k1)),
      letterAt(s2 + i * k2 + slip * Math.sign(k2)),
    ];
    const termAt = (i: number): string => `${lettersAt(i).join('')}${numberAt(i)}`;
    const n = 4;
    const [l1, l2] = lettersAt(n);
    const answer = termAt(n);
    // the number options all have as many digits as the key's, so none stands out by its length
    const numberSlip = numberAt(n + 1);
    if (String(numberSlip).length !== String(numberAt(n)).length) return undefined;
    const swap = l1 !== l2 && rng.chance(0.5);
    const wrongLetters = swap ? `${l2}${l1}` : lettersAt(n, 1).join('');
    const letterMistake = swap
      ? { en: 'swapping the two letters', hi: 'दोनों अक्षरों का स्थान आपस में बदल देना' }
      : { en: 'moving each letter one place too far', hi: 'प्रत्येक अक्षर को एक स्थान अधिक चलाना' };
    const numberMistake = squares
      ? { en: 'squaring the number after the next one', hi: 'अगली के बाद वाली संख्या का वर्ग लेना' }
      : { en: 'adding the number step twice', hi: 'संख्या में अंतर दो बार जोड़ना' };
    const distractors: Distractor[] = [
      { mistake: letterMistake.en, hi: letterMistake.hi, value: `${wrongLetters}${numberAt(n)}` },
      { mistake: numberMistake.en, hi: numberMistake.hi, value: `${l1}${l2}${numberSlip}` },
      {
        mistake: `${letterMistake.en} and ${numberMistake.en}`,
        hi: `${letterMistake.hi} और ${numberMistake.hi}`,
        value: `${wrongLetters}${numberSlip}`,
      },
    ];
    const wraps = [s1 + n * k1, s2 + n * k2].some((p) => p > 26 || p < 1);
    const shown = [...Array.from({ length: n }, (_, i) => termAt(i)), '?'].join(', ');
    const numberWords = squares
      ? `the numbers are the squares of ${a}, ${a + 1}, ${a + 2}, …`
      : `the numbers go up by ${d}`;
    const numberHi = squares ? `संख्याएँ ${a}, ${a + 1}, ${a + 2}, … के वर्ग हैं` : `संख्याएँ हर बार ${d} बढ़ती हैं`;
    return {
      question: `What comes next in the series? ${shown}`,
      answer,
      distractors,
      steps: [
        `Each term has three parts. The first letters move ${moveWords(k1)}, the second letters move ${moveWords(k2)}${wraps ? ' (after Z, counting goes on from A)' : ''}, and ${numberWords}.`,
        `So the next term is ${l1}${l2} with ${numberAt(n)}: ${answer}.`,
      ],
      hi: {
        question: `श्रृंखला में अगला पद क्या होगा? ${shown}`,
        steps: [
          `प्रत्येक पद के तीन भाग हैं। पहले अक्षर ${moveWords(k1)} चलते हैं, दूसरे अक्षर ${moveWords(k2)} चलते हैं${wraps ? ` (${HI_WRAP})` : ''}, और ${numberHi}।`,
          `अतः अगला पद ${l1}${l2} और ${numberAt(n)} से बना ${answer} है।`,
        ],
      },
      params: { s1, k1, s2, k2, number: squares ? 'squares' : 'arith', a, d, length: n },
    };
  });
}

/** A step that mixes two operations, the second changing from step to step. */
interface MixedRule {
  name: 'halveAdd' | 'mulAddCount' | 'mulSubCount';
  /** The number added (or taken away) at step j = 1, 2, 3, … */
  add(j: number): number;
  /** One step with the j-th added number; `swapped` does the two operations in the other order. */
  step(t: number, add: number, swapped?: boolean): number;
  /** The step written out: "40 ÷ 2 + 16". */
  worked(t: number, add: number): string;
  explain: string;
  hi: string;
}

function mixedRule(rng: Rng, level: Level): { rule: MixedRule; params: { [key: string]: number } } {
  const name = rng.pick(['halveAdd', 'mulAddCount', 'mulSubCount'] as const);
  if (name === 'halveAdd') {
    // the number added at step i is halved at every later step, so it must hold enough twos to stay
    // whole to the end of the series: 4, 8 for five terms, 8 for six
    const b = level === 2 ? rng.pick([4, 8]) : 8;
    const adds = [1, 2, 3, 4].map((j) => b * 2 ** j).join(', ');
    return {
      rule: {
        name,
        add: (j) => b * 2 ** j,
        step: (t, x, swapped) => (swapped ? (t + x) / 2 : t / 2 + x),
        worked: (t, x) => `${num(t)} ÷ 2 + ${num(x)}`,
        explain: `each term is half the one before, plus ${adds}, … in turn (the number added doubles)`,
        hi: `प्रत्येक पद पिछले पद का आधा है, जिसमें बारी-बारी से ${adds}, … जोड़े जाते हैं (जोड़ी जाने वाली संख्या दोगुनी होती है)`,
      },
      params: { b },
    };
  }
  const m = rng.pick([2, 2, 3]);
  const c = rng.pick([1, 1, 2]);
  const sign = name === 'mulAddCount' ? 1 : -1;
  const op = sign > 0 ? '+' : '−';
  const list = [1, 2, 3].map((j) => `× ${m} ${op} ${j * c}`).join(', ');
  return {
    rule: {
      name,
      add: (j) => sign * j * c,
      step: (t, x, swapped) => (swapped ? (t + x) * m : t * m + x),
      worked: (t, x) => `${num(t)} × ${m} ${op} ${num(Math.abs(x))}`,
      explain: `the steps are ${list}, … (the number ${sign > 0 ? 'added' : 'taken away'} grows by ${c})`,
      hi: `चरण ${list}, … हैं (${sign > 0 ? 'जोड़ी' : 'घटाई'} जाने वाली संख्या हर बार ${c} बढ़ती है)`,
    },
    params: { m, c },
  };
}

/** Number series whose every step mixes two operations: halve then add 2, 4, 8 …; × 2 + 1, × 2 + 2 …. */
export function mixedStepSeries(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const { rule, params } = mixedRule(rng, level);
    const length = level === 2 ? 5 : 6;
    const start = rule.name === 'halveAdd' ? rng.pick([64, 96, 128, 160, 192, 256, 320, 384]) : rng.int(2, 9);
    const terms = [start];
    for (let j = 1; j < length + 1; j += 1) terms.push(rule.step(terms[j - 1]!, rule.add(j)));
    if (terms.some((t) => !isWhole(t) || t <= 0 || t > 5000)) return undefined;
    const missing = level === 2 || rng.chance(0.5) ? length - 1 : rng.int(2, length - 2);
    const ans = terms[missing]!;
    const before = terms[missing - 1]!;
    const shownTerms = terms.slice(0, length);
    const shown = shownTerms.map((t, i) => (i === missing ? '?' : num(t))).join(', ');
    const known = shownTerms.flatMap((t, i) => (i === missing ? [] : [[i, t] as const]));
    const halve = rule.name === 'halveAdd';
    const adds = rule.name !== 'mulSubCount';
    const slips: Distractor[] = [
      {
        mistake: 'doing the two operations in the other order',
        hi: 'दोनों संक्रियाएँ उलटे क्रम में करना',
        value: rule.step(before, rule.add(missing), true),
      },
      {
        mistake: 'using the number of the step before again',
        hi: 'पिछले चरण वाली संख्या ही दोबारा लेना',
        value: rule.step(before, rule.add(missing - 1)),
      },
      {
        mistake: 'using the number of the step after',
        hi: 'अगले चरण वाली संख्या लेना',
        value: rule.step(before, rule.add(missing + 1)),
      },
      {
        mistake: 'assuming the difference stays the same',
        hi: 'अंतर को समान मान लेना',
        value: before + (before - terms[missing - 2]!),
      },
      // one of the two operations left out
      halve
        ? { mistake: 'halving without adding', hi: 'आधा करके जोड़ना भूल जाना', value: rule.step(before, 0) }
        : {
            mistake: `multiplying without ${adds ? 'adding' : 'taking away'}`,
            hi: `गुणा करके ${adds ? 'जोड़ना' : 'घटाना'} भूल जाना`,
            value: rule.step(before, 0),
          },
      halve
        ? { mistake: 'adding without halving', hi: 'आधा किए बिना जोड़ देना', value: before + rule.add(missing) }
        : {
            mistake: `${adds ? 'adding' : 'taking away'} without multiplying`,
            hi: `गुणा किए बिना ${adds ? 'जोड़' : 'घटा'} देना`,
            value: before + rule.add(missing),
          },
    ];
    const last = missing === length - 1;
    return {
      avoid: seriesRivalValues(known, missing, ans),
      question: last
        ? `What comes next in the series? ${shown}`
        : `Which number replaces the question mark in the series? ${shown}`,
      answer: ans,
      // slips on both sides of the key, ordered around it (issue 19)
      distractors: aroundKey(
        slips.filter((d) => typeof d.value === 'number' && d.value > 0 && Number.isInteger(d.value)),
        ans,
        start + missing,
      ),
      steps: [
        `Here ${rule.explain}.`,
        `The missing term is ${rule.worked(before, rule.add(missing))} = ${num(ans)}.`,
      ],
      hi: {
        question: last
          ? `श्रृंखला में अगला पद क्या होगा? ${shown}`
          : `श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन-सी संख्या आएगी? ${shown}`,
        steps: [`यहाँ ${rule.hi}।`, `लुप्त पद ${rule.worked(before, rule.add(missing))} = ${num(ans)} है।`],
      },
      params: { rule: rule.name, ruleParams: params, start, missing, length },
    };
  });
}
