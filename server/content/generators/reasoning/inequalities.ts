/**
 * Chains of inequalities (issue 19; audit 2, form 13), kinds of number_puzzle: "G > T ≥ H = B < K:
 * which of the following is definitely true?", two conclusions judged (Only I … Neither I nor II),
 * and the coded form where symbols stand for the relations ("'P @ Q' means 'P is not less than Q'").
 * There is no inequality topic card; number_puzzle is where the other "signs stand for something"
 * puzzles (mathematical operations) already live, and a candidate practising symbols looks there.
 *
 * Two letters of a chain are related only when every sign between them points the same way (= points
 * both ways); the relation is strict when a > (or <) is among them. Every conclusion offered is
 * judged by that rule here and again by the tests, which try every ordering of the letters.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { VERDICTS } from './signKeys';

export type Rel = '>' | '≥' | '=' | '<' | '≤';
const RELS: readonly Rel[] = ['>', '≥', '=', '<', '≤'];
const FLIP: Record<Rel, Rel> = { '>': '<', '≥': '≤', '=': '=', '<': '>', '≤': '≥' };
const LETTERS = 'ABCDEFGHJKLMNRSTUVWXYZ'.split('');

/** What the chain says of letter i against letter j, or undefined when it does not decide. */
export function implied(chain: readonly Rel[], i: number, j: number): Rel | undefined {
  if (i > j) {
    const r = implied(chain, j, i);
    return r && FLIP[r];
  }
  const between = chain.slice(i, j);
  if (between.every((r) => r === '=')) return '=';
  if (between.every((r) => r === '>' || r === '≥' || r === '=')) return between.includes('>') ? '>' : '≥';
  if (between.every((r) => r === '<' || r === '≤' || r === '=')) return between.includes('<') ? '<' : '≤';
  return undefined;
}

/** Whether "letter i r letter j" must hold whatever the letters' values. */
export function definite(chain: readonly Rel[], i: number, r: Rel, j: number): boolean {
  const known = implied(chain, i, j);
  if (!known) return false;
  return (
    known === r ||
    (r === '≥' && (known === '>' || known === '=')) ||
    (r === '≤' && (known === '<' || known === '='))
  );
}

const writeChain = (letters: readonly string[], chain: readonly Rel[], code?: Record<Rel, string>): string =>
  letters.map((l, i) => (i === 0 ? l : `${code ? code[chain[i - 1]!] : chain[i - 1]} ${l}`)).join(' ');

interface Conclusion {
  i: number;
  r: Rel;
  j: number;
}

interface Judged extends Conclusion {
  /** the mistake that makes it look true, or undefined for a true conclusion */
  slip?: 'strict' | 'opposite' | 'reversed';
}

const SLIPS = {
  strict: { mistake: 'reading ≥ as > (or ≤ as <)', hi: '≥ को > (या ≤ को <) मान लेना' },
  opposite: {
    mistake: 'joining signs that point opposite ways',
    hi: 'विपरीत दिशा वाले चिह्नों को जोड़कर निष्कर्ष निकालना',
  },
  reversed: { mistake: 'reading the relation the wrong way round', hi: 'संबंध को उलटी दिशा में पढ़ना' },
} as const;

/** A chain and its conclusions: true ones (a letter apart at least) and the looks-true slips. */
function drawChain(
  rng: Rng,
  size: number,
): { letters: string[]; chain: Rel[]; truths: Judged[]; slips: Judged[] } {
  const letters = rng.sample(LETTERS, size);
  const chain = Array.from({ length: size - 1 }, () => rng.pick(RELS));
  const truths: Judged[] = [];
  const slips: Judged[] = [];
  for (let i = 0; i < size; i += 1)
    for (let j = 0; j < size; j += 1) {
      if (i === j) continue;
      const known = implied(chain, i, j);
      // a pair is written once, its first letter the one earlier in the chain
      if (i > j) continue;
      if (known === undefined) {
        const way = chain.slice(i, j).find((r) => r !== '=')!;
        // the sign a candidate carries over from the first sign of the stretch
        slips.push({ i, j, r: way === '≥' ? '>' : way === '≤' ? '<' : way, slip: 'opposite' });
      } else if (known === '≥' || known === '≤') {
        truths.push({ i, j, r: known });
        slips.push({ i, j, r: known === '≥' ? '>' : '<', slip: 'strict' });
      } else {
        truths.push({ i, j, r: known });
        if (known !== '=') slips.push({ i, j, r: FLIP[known], slip: 'reversed' });
      }
    }
  return { letters, chain, truths, slips };
}

const text = (letters: readonly string[], c: Conclusion, code?: Record<Rel, string>): string =>
  `${letters[c.i]} ${code ? code[c.r] : c.r} ${letters[c.j]}`;

/** The stretch of the chain between two letters, as printed. */
const stretch = (letters: readonly string[], chain: readonly Rel[], c: Conclusion): string => {
  const [a, b] = [Math.min(c.i, c.j), Math.max(c.i, c.j)];
  return writeChain(letters.slice(a, b + 1), chain.slice(a, b));
};

function why(letters: readonly string[], chain: readonly Rel[], c: Judged): [string, string] {
  const s = stretch(letters, chain, c);
  const t = text(letters, c);
  if (!c.slip)
    return [
      `${t} is definitely true (${s}: every sign points the same way)`,
      `${t} निश्चित रूप से सत्य है (${s}: सभी चिह्न एक ही दिशा में हैं)`,
    ];
  if (c.slip === 'strict')
    return [
      `${t} is not definite (${s} allows ${letters[c.i]} = ${letters[c.j]})`,
      `${t} निश्चित नहीं है (${s} में ${letters[c.i]} = ${letters[c.j]} भी संभव है)`,
    ];
  if (c.slip === 'opposite')
    return [
      `${t} cannot be decided (${s} has signs pointing both ways)`,
      `${t} तय नहीं किया जा सकता (${s} में चिह्न दोनों दिशाओं में हैं)`,
    ];
  const opposite = text(letters, { ...c, r: FLIP[c.r] });
  return Math.abs(c.i - c.j) === 1
    ? [`${t} is false (the statement has ${opposite})`, `${t} असत्य है (कथन में ${opposite} है)`]
    : [`${t} is false (${s} gives ${opposite})`, `${t} असत्य है (${s} से ${opposite} मिलता है)`];
}

/** The codes: each of five symbols stands for one relation, in words at level 3. */
const SYMBOLS = ['@', '#', '$', '%', '&'] as const;
const WORDS: Record<Rel, [string, string]> = {
  '>': ['is greater than', 'से बड़ा है'],
  '≥': ['is not less than', 'से छोटा नहीं है'],
  '=': ['is equal to', 'के बराबर है'],
  '<': ['is less than', 'से छोटा है'],
  '≤': ['is not greater than', 'से बड़ा नहीं है'],
};

function whichTrue(rng: Rng, level: Level, coded: boolean): Problem {
  return until((): Problem | undefined => {
    const size = coded ? rng.pick([5, 6]) : level + 3;
    const { letters, chain, truths, slips } = drawChain(rng, size);
    // the key a letter or more apart, so the chain must be read across a sign
    const keys = truths.filter((t) => Math.abs(t.i - t.j) >= (level === 1 ? 2 : 3) && t.r !== '=');
    if (keys.length === 0) return undefined;
    const key = rng.pick(keys);
    const kinds = new Set(slips.map((s) => s.slip));
    if (kinds.size < 3) return undefined;
    // one slip of each kind first, then any
    const ordered = rng.shuffle(slips);
    const picked: Judged[] = [];
    for (const kind of rng.shuffle(['strict', 'opposite', 'reversed'] as const)) {
      const s = ordered.find((x) => x.slip === kind && !picked.includes(x));
      if (s) picked.push(s);
    }
    // one shuffle of the five symbols: each relation gets its own
    const symbols = coded ? rng.shuffle(SYMBOLS) : [];
    const code: Record<Rel, string> | undefined = coded
      ? (Object.fromEntries(RELS.map((r, k) => [r, symbols[k]!])) as Record<Rel, string>)
      : undefined;
    const distractors: Distractor[] = picked.map((s) => ({
      mistake: SLIPS[s.slip!].mistake,
      hi: SLIPS[s.slip!].hi,
      value: text(letters, s, code),
    }));
    const all = [key, ...picked];
    const options = all.map((c) => text(letters, c, code));
    if (new Set(options).size !== 4) return undefined;
    const statement = writeChain(letters, chain, code);
    const plain = writeChain(letters, chain);
    const reasons = all
      .slice()
      .sort((a, b) => text(letters, a).localeCompare(text(letters, b)))
      .map((c) => why(letters, chain, c));
    let question = `Statement: ${statement}\nWhich of the following is definitely true?`;
    let hiQuestion = `कथन: ${statement}\nनिम्नलिखित में से कौन-सा निश्चित रूप से सत्य है?`;
    const steps: string[] = [];
    const hiSteps: string[] = [];
    if (code) {
      const byWords = level === 3;
      const defs = SYMBOLS.map((sym) => {
        const r = RELS.find((x) => code[x] === sym)!;
        return byWords
          ? [`'P ${sym} Q' means 'P ${WORDS[r][0]} Q'`, `'P ${sym} Q' का अर्थ है 'P, Q ${WORDS[r][1]}'`]
          : [`'${sym}' means '${r}'`, `'${sym}' का अर्थ '${r}' है`];
      });
      question = `In a certain code, ${defs
        .slice(0, 4)
        .map((d) => d[0])
        .join(', ')} and ${defs[4]![0]}.\nIf ${statement}, which of the following is definitely true?`;
      hiQuestion = `किसी कूट में ${defs
        .slice(0, 4)
        .map((d) => d[1])
        .join(', ')} और ${defs[4]![1]}।\nयदि ${statement} है, तो निम्नलिखित में से कौन-सा निश्चित रूप से सत्य है?`;
      steps.push(
        `Decoded, the statement is ${plain}, and the options are ${all
          .map((c) => text(letters, c))
          .sort()
          .join(', ')}.`,
      );
      hiSteps.push(
        `कूट खोलने पर कथन ${plain} है, और विकल्प ${all
          .map((c) => text(letters, c))
          .sort()
          .join(', ')} हैं।`,
      );
    }
    steps.push(
      'Two letters are related only when every sign between them points the same way; the relation is strict when a > or < lies between them.',
      `${reasons.map((r) => r[0]).join('; ')}.`,
    );
    hiSteps.push(
      'दो अक्षरों का संबंध तभी निश्चित है जब उनके बीच के सभी चिह्न एक ही दिशा में हों; बीच में > या < हो तो संबंध सख्त (बड़ा/छोटा) होता है।',
      `${reasons.map((r) => r[1]).join('; ')}।`,
    );
    if (code) {
      steps.push(
        `So the answer, written in the code, is ${text(letters, key, code)} (${text(letters, key)}).`,
      );
      hiSteps.push(`अतः कूट में लिखा उत्तर ${text(letters, key, code)} (${text(letters, key)}) है।`);
    }
    return {
      question,
      answer: text(letters, key, code),
      distractors,
      steps,
      hi: { question: hiQuestion, steps: hiSteps, options: Object.fromEntries(options.map((o) => [o, o])) },
      params: {
        letters,
        chain,
        offered: options,
        ...(code ? { code: Object.fromEntries(RELS.map((r) => [code[r], r])) } : {}),
      },
    };
  });
}

export const inequalityTrue = (rng: Rng, level: Level): Problem => whichTrue(rng, level, false);
export const inequalityCoded = (rng: Rng, level: Level): Problem => whichTrue(rng, level, true);

const HI_VERDICTS: Readonly<Record<(typeof VERDICTS)[number], string>> = {
  'Only I': 'केवल I',
  'Only II': 'केवल II',
  'Both I and II': 'I और II दोनों',
  'Neither I nor II': 'न तो I और न ही II',
};
const verdictOf = (first: boolean, second: boolean): (typeof VERDICTS)[number] =>
  first ? (second ? 'Both I and II' : 'Only I') : second ? 'Only II' : 'Neither I nor II';

/** "Statement: … Conclusions: I. G > H  II. K > T. Which conclusion follows?" */
export function inequalityConclusions(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const size = level === 2 ? 5 : 6;
    const { letters, chain, truths, slips } = drawChain(rng, size);
    const follows = [rng.chance(0.5), rng.chance(0.5)];
    const far = (c: Judged): boolean => Math.abs(c.i - c.j) >= 2;
    const pool = (yes: boolean): Judged[] =>
      yes ? truths.filter((t) => far(t) && t.r !== '=') : slips.filter(far);
    const conclusions = follows.map((yes) => {
      const p = pool(yes);
      return p.length ? rng.pick(p) : undefined;
    });
    if (conclusions.some((c) => !c)) return undefined;
    const [one, two] = conclusions as [Judged, Judged];
    if (one.i === two.i && one.j === two.j) return undefined;
    const key = verdictOf(follows[0]!, follows[1]!);
    // reading ≥ as >: the chain with every ≥ strict
    const strictChain = chain.map((r) => (r === '≥' ? '>' : r === '≤' ? '<' : r));
    const slipsFor: { mistake: string; hi: string; verdict: (typeof VERDICTS)[number] }[] = [
      {
        mistake: SLIPS.strict.mistake,
        hi: SLIPS.strict.hi,
        verdict: verdictOf(
          definite(strictChain, one.i, one.r, one.j),
          definite(strictChain, two.i, two.r, two.j),
        ),
      },
      {
        mistake: 'misjudging conclusion I',
        hi: 'निष्कर्ष I को गलत आँकना',
        verdict: verdictOf(!follows[0], follows[1]!),
      },
      {
        mistake: 'misjudging conclusion II',
        hi: 'निष्कर्ष II को गलत आँकना',
        verdict: verdictOf(follows[0]!, !follows[1]),
      },
      {
        mistake: 'misjudging both conclusions',
        hi: 'दोनों निष्कर्षों को गलत आँकना',
        verdict: verdictOf(!follows[0], !follows[1]),
      },
    ];
    const distractors: Distractor[] = slipsFor.flatMap((s, k) =>
      s.verdict !== key && slipsFor.findIndex((t) => t.verdict === s.verdict) === k
        ? [{ mistake: s.mistake, hi: s.hi, value: s.verdict }]
        : [],
    );
    const statement = writeChain(letters, chain);
    const [w1, w2] = [why(letters, chain, one), why(letters, chain, two)];
    return {
      question: `Statement: ${statement}\nConclusions:\nI. ${text(letters, one)}\nII. ${text(letters, two)}\nWhich of the conclusions follows from the statement?`,
      answer: key,
      trap: !distractors[0]!.mistake.startsWith('misjudging'),
      distractors,
      steps: [
        'Two letters are related only when every sign between them points the same way; the relation is strict when a > or < lies between them.',
        `I: ${w1[0]}. II: ${w2[0]}.`,
        `So the answer is ${key}.`,
      ],
      hi: {
        question: `कथन: ${statement}\nनिष्कर्ष:\nI. ${text(letters, one)}\nII. ${text(letters, two)}\nकथन से कौन-सा निष्कर्ष निकलता है?`,
        steps: [
          'दो अक्षरों का संबंध तभी निश्चित है जब उनके बीच के सभी चिह्न एक ही दिशा में हों; बीच में > या < हो तो संबंध सख्त (बड़ा/छोटा) होता है।',
          `I: ${w1[1]}। II: ${w2[1]}।`,
          `अतः उत्तर ${HI_VERDICTS[key]} है।`,
        ],
        options: HI_VERDICTS,
      },
      params: {
        letters,
        chain,
        conclusions: [one, two].map((c) => text(letters, c)),
      },
    };
  });
}
