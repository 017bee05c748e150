/**
 * Grammar, spotting errors and sentence improvement: three ways of asking about the same kind of
 * usage item (usage.ts) — fill the blank, find the segment with the error, or replace the bracketed
 * part. Each topic leans on different families so the three banks differ.
 */
import { defineTopic } from '../question';
import { createRng, hashSeed, type Rng } from '../rng';
import type { Level, Problem } from '../types';
import { adverbOfMannerProblem } from './adverbs';
import { articleWords, drawItem, fillSlot, type Item, takesAn } from './usage';

const BLANK = '______';

const itemParams = (item: Item, extra: Problem['params'] = {}): Problem['params'] => ({
  family: item.family,
  text: item.text,
  right: item.right,
  wrongs: item.wrongs,
  base: item.base ?? null,
  ...extra,
});

/** Fill in the blank. */
function blankProblem(rng: Rng, level: Level, families: string[]): Problem {
  const item = drawItem(rng, level, families);
  const correct = fillSlot(item.text, item.right);
  return {
    question: `Fill in the blank with the most appropriate option.\n${item.text.replace('{}', BLANK)}`,
    answer: item.right,
    distractors: item.wrongs.slice(0, 3).map((w) => ({ mistake: 'a form that breaks the rule', value: w })),
    trap: false,
    steps: [item.rule, `So the blank takes "${item.right}": ${correct}`],
    params: itemParams(item),
  };
}

/** "Which phrase uses the article correctly?": one right phrase and three with the other article. */
function articlePhraseProblem(rng: Rng, level: Level): Problem {
  const { an, a } = articleWords(level);
  const words = rng.sample([...an, ...a], 4);
  const phrase = (w: string, right: boolean): string => `${takesAn(w) === right ? 'an' : 'a'} ${w}`;
  const answer = phrase(words[0]!, true);
  const wrong = words.slice(1).map((w) => phrase(w, false));
  const sound = (w: string): string => (takesAn(w) ? 'a vowel sound' : 'a consonant sound');
  return {
    // one question of this kind a level (its text is fixed), worded differently at each level so that
    // no level repeats another's
    question: [
      'Choose the phrase in which the article is used correctly.',
      'Which of these phrases uses the article correctly?',
      'Select the phrase with the correct article.',
    ][level - 1]!,
    answer,
    distractors: wrong.map((value, i) => ({
      mistake: `"${words[i + 1]}" begins with ${sound(words[i + 1]!)}`,
      value,
    })),
    trap: false,
    steps: [
      '"An" goes before a vowel sound and "a" before a consonant sound — the sound, not the letter, decides (an hour, a university, an MLA, a one-rupee coin).',
      `"${words[0]}" begins with ${sound(words[0]!)}, so "${answer}" is right; ${words
        .slice(1)
        .map((w) => `"${w}" begins with ${sound(w)} (${phrase(w, true)})`)
        .join(', ')}.`,
    ],
    params: { words, answer },
  };
}

/**
 * A sentence's words, where a cut after word i (0-based) is allowed (never inside the locked span,
 * never after "Mr", "Mrs" or "Dr"), and the text of words `from`..`to`: what `cutSentence` and
 * `cutFour` both cut by.
 */
function cutPoints(sentence: string, lockStart: number, lockEnd: number) {
  const words: { text: string; start: number; end: number }[] = [];
  for (const m of sentence.matchAll(/\S+/g))
    words.push({ text: m[0], start: m.index!, end: m.index! + m[0].length });
  const allowed = (i: number): boolean =>
    !(words[i]!.end > lockStart && words[i + 1]!.start < lockEnd) && !/^(Mr|Mrs|Dr)$/.test(words[i]!.text);
  const seg = (from: number, to: number): string =>
    words
      .slice(from, to + 1)
      .map((w) => w.text)
      .join(' ');
  return { words, allowed, seg };
}

/**
 * Cuts a sentence into three segments at word boundaries, never inside the unit that holds the slot.
 * `slotLongest` says whether the segment holding the slot (at `lockStart`) should be the one longest
 * segment: the locked unit makes it the longest most of the time, which gives the key away, so the
 * caller asks for it only about as often as chance would make it so; a sentence that cannot be cut
 * the asked way is cut the other way.
 */
export function cutSentence(
  rng: Rng,
  sentence: string,
  lockStart: number,
  lockEnd: number,
  slotLongest = false,
): [string, string, string] | undefined {
  const { words, allowed, seg } = cutPoints(sentence, lockStart, lockEnd);
  const n = words.length;
  const segmentsOf = ([i, j]: [number, number]): [string, string, string] => [
    seg(0, i),
    seg(i + 1, j),
    seg(j + 1, n - 1),
  ];
  // whether the segment holding the slot is longer, in characters, than both others
  const slotIsLongest = (cut: [number, number]): boolean => {
    const parts = segmentsOf(cut);
    const k = words[cut[0]]!.end > lockStart ? 0 : words[cut[1]]!.end > lockStart ? 1 : 2;
    return parts.every((p, m) => m === k || p.length < parts[k]!.length);
  };
  const cutsOf = (least: number): [number, number][] => {
    const cuts: [number, number][] = [];
    for (let i = 0; i < n - 2; i += 1) {
      for (let j = i + 1; j < n - 1; j += 1) {
        if (!allowed(i) || !allowed(j)) continue;
        const sizes = [i + 1, j - i, n - 1 - j];
        if (Math.min(...sizes) < least) continue;
        // no segment much longer than half the sentence, except the one that must hold the locked words
        const lockSegment = words[i]!.end > lockStart ? 0 : words[j]!.end > lockStart ? 1 : 2;
        if (sizes.some((size, k) => k !== lockSegment && size > Math.ceil(n / 2) + 1)) continue;
        cuts.push([i, j]);
      }
    }
    return cuts;
  };
  // segments of at least two words where the sentence allows it, else of one; cut the asked way if
  // any cut allows it, else the other way
  const byLeast = [cutsOf(2), cutsOf(1)];
  const pool =
    byLeast.map((cuts) => cuts.filter((c) => slotIsLongest(c) === slotLongest)).find((c) => c.length > 0) ??
    byLeast.find((c) => c.length > 0);
  if (!pool) return undefined;
  // the most even cuts: the smallest segment as large as possible, then the next smallest
  const score = ([a, b]: [number, number]): number => {
    const sizes = [a + 1, b - a, n - 1 - b].sort((x, y) => x - y);
    return sizes[0]! * 100 + sizes[1]!;
  };
  const best = Math.max(...pool.map(score));
  return segmentsOf(rng.pick(pool.filter((c) => score(c) === best)));
}

/**
 * Cuts a sentence into four segments (the papers' newer form, which has no "No error" option), by the
 * rules of `cutSentence`: at word boundaries, never inside the locked unit, as evenly as the sentence
 * allows, the segment holding the slot the longest only when asked.
 */
export function cutFour(
  rng: Rng,
  sentence: string,
  lockStart: number,
  lockEnd: number,
  slotLongest = false,
): [string, string, string, string] | undefined {
  const { words, allowed, seg } = cutPoints(sentence, lockStart, lockEnd);
  const n = words.length;
  type Cut = [number, number, number];
  const segmentsOf = ([i, j, k]: Cut): [string, string, string, string] => [
    seg(0, i),
    seg(i + 1, j),
    seg(j + 1, k),
    seg(k + 1, n - 1),
  ];
  const sizesOf = ([i, j, k]: Cut): number[] => [i + 1, j - i, k - j, n - 1 - k];
  const lockSegment = (cut: Cut): number => cut.findIndex((c) => words[c]!.end > lockStart) + 1 || 4;
  const slotIsLongest = (cut: Cut): boolean => {
    const parts = segmentsOf(cut);
    const at = lockSegment(cut) - 1;
    return parts.every((p, m) => m === at || p.length < parts[at]!.length);
  };
  const cutsOf = (least: number): Cut[] => {
    const cuts: Cut[] = [];
    for (let i = 0; i < n - 3; i += 1)
      for (let j = i + 1; j < n - 2; j += 1)
        for (let k = j + 1; k < n - 1; k += 1) {
          if (!allowed(i) || !allowed(j) || !allowed(k)) continue;
          const sizes = sizesOf([i, j, k]);
          if (Math.min(...sizes) < least) continue;
          const locked = lockSegment([i, j, k]) - 1;
          if (sizes.some((size, m) => m !== locked && size > Math.ceil(n / 2))) continue;
          cuts.push([i, j, k]);
        }
    return cuts;
  };
  const byLeast = [cutsOf(2), cutsOf(1)];
  const pool =
    byLeast.map((cuts) => cuts.filter((c) => slotIsLongest(c) === slotLongest)).find((c) => c.length > 0) ??
    byLeast.find((c) => c.length > 0);
  if (!pool) return undefined;
  const score = (cut: Cut): number => {
    const sizes = sizesOf(cut).sort((x, y) => x - y);
    return sizes[0]! * 10000 + sizes[1]! * 100 + sizes[2]!;
  };
  const best = Math.max(...pool.map(score));
  return segmentsOf(rng.pick(pool.filter((c) => score(c) === best)));
}

/** The character span of the slot and of its locked unit in the filled sentence. */
export function spans(item: Item, value: string): { slot: [number, number]; lock: [number, number] } {
  const shown = value === 'no article' ? '' : value;
  const at = item.text.indexOf('{}');
  const slot: [number, number] = [at, at + shown.length];
  if (!item.unit) return { slot, lock: slot };
  const u = item.text.indexOf(item.unit);
  if (u < 0) throw new Error(`unit "${item.unit}" not in "${item.text}"`);
  return { slot, lock: [Math.min(u, at), Math.max(u + item.unit.length - 2 + shown.length, slot[1])] };
}

export const NO_ERROR = 'No error';
export const NO_IMPROVEMENT = 'No improvement';

function spottingProblem(rng: Rng, level: Level, families: string[]): Problem | undefined {
  const item = drawItem(rng, level, families);
  const correctSentence = fillSlot(item.text, item.right);
  if (correctSentence.split(' ').length < 5) return undefined;
  // one question per item: whether it is the correct version, and where it is cut, are fixed by the item
  // itself (not the draw), so a bank never holds the same sentence twice
  const own = createRng(hashSeed(`spot/${item.text}`));
  const clean = own.chance(level === 1 ? 0.15 : 0.2);
  const shown = clean ? item.right : item.wrongs[0]!;
  if (shown === 'no article') return undefined;
  const sentence = fillSlot(item.text, shown);
  const { slot, lock } = spans(item, shown);
  // the erroneous segment is asked to be the longest rarely: short sentences can only be cut with it
  // longest, so over the bank it is the longest option about as often as chance makes any option so
  const slotLongest = own.chance(0.1);
  const segments = cutSentence(own, sentence, lock[0], Math.max(lock[1], slot[1]), slotLongest);
  if (!segments) return undefined;
  // the segment holding the slot
  let offset = 0;
  let errorIndex = -1;
  segments.forEach((s, k) => {
    if (slot[0] >= offset && slot[0] < offset + s.length + 1) errorIndex = k;
    offset += s.length + 1;
  });
  const answer = clean ? NO_ERROR : segments[errorIndex]!;
  const options = [...segments, NO_ERROR];
  if (new Set(options.map((o) => o.toLowerCase())).size !== 4) return undefined;
  return {
    question: `Identify the segment that contains a grammatical error. If there is no error, select "${NO_ERROR}".\n${segments.join(' / ')}`,
    answer,
    distractors: options
      .filter((o) => o !== answer)
      .map((value) => ({ mistake: value === NO_ERROR ? 'missing the error' : 'a correct segment', value })),
    trap: false,
    steps: clean
      ? [`${NO_ERROR}: "${item.right}" is right here. ${item.rule}`]
      : [
          `The error is in "${answer}": "${shown}" should be "${item.right}". ${item.rule}`,
          `Correct: ${correctSentence}`,
        ],
    params: itemParams(item, { shown, segments, clean }),
  };
}

/**
 * The newer form: the sentence in four segments, one of which always holds the error (no "No error"
 * option). Each item gives one such question (its cut is fixed by the item, like the older form's).
 */
function spottingFourProblem(rng: Rng, level: Level, families: string[]): Problem | undefined {
  const item = drawItem(rng, level, families);
  const correctSentence = fillSlot(item.text, item.right);
  if (correctSentence.split(' ').length < 8) return undefined;
  const own = createRng(hashSeed(`spot4/${item.text}`));
  const shown = item.wrongs[0]!;
  if (shown === 'no article') return undefined;
  const sentence = fillSlot(item.text, shown);
  const { slot, lock } = spans(item, shown);
  const slotLongest = own.chance(0.15);
  const segments = cutFour(own, sentence, lock[0], Math.max(lock[1], slot[1]), slotLongest);
  if (!segments) return undefined;
  let offset = 0;
  let errorIndex = -1;
  segments.forEach((s, k) => {
    if (slot[0] >= offset && slot[0] < offset + s.length + 1) errorIndex = k;
    offset += s.length + 1;
  });
  const answer = segments[errorIndex]!;
  // a long locked unit (a whole subject and its verb) can only be cut with the error in the longest
  // segment; such an item is left to the three-segment form, so the key is not the longest option
  // more often than chance would make it
  const longestIsKey = segments.every((s, k) => k === errorIndex || s.length < answer.length);
  if (longestIsKey && !slotLongest) return undefined;
  if (new Set(segments.map((o) => o.toLowerCase())).size !== 4) return undefined;
  return {
    question: `The following sentence has been divided into four segments. Identify the segment that contains a grammatical error.\n${segments.join(' / ')}`,
    answer,
    distractors: segments
      .filter((o) => o !== answer)
      .map((value) => ({ mistake: 'a correct segment', value })),
    trap: false,
    steps: [
      `The error is in "${answer}": "${shown}" should be "${item.right}". ${item.rule}`,
      `Correct: ${correctSentence}`,
    ],
    params: itemParams(item, { shown, segments, clean: false }),
  };
}

/**
 * Cuts a sentence into five segments at word boundaries, the locked unit (the slot) never in the
 * first: the first segment is printed as having no error, the other four are the options. As in
 * `cutFour`, the segment holding the slot is the longest option only when `slotLongest` asks for it.
 */
export function cutFive(
  rng: Rng,
  sentence: string,
  lockStart: number,
  lockEnd: number,
  slotLongest = false,
): string[] | undefined {
  const { words, allowed, seg } = cutPoints(sentence, lockStart, lockEnd);
  const n = words.length;
  type Cut = [number, number, number, number];
  const segmentsOf = (cut: Cut): string[] =>
    [-1, ...cut].map((c, m) => seg(c + 1, m < cut.length ? cut[m]! : n - 1));
  const sizesOf = (cut: Cut): number[] => [-1, ...cut].map((c, m) => (m < cut.length ? cut[m]! : n - 1) - c);
  // the segment (0–4) holding the start of the locked unit
  const lockSegment = (cut: Cut): number => {
    const k = cut.findIndex((c) => words[c]!.end > lockStart);
    return k === -1 ? 4 : k;
  };
  const slotIsLongest = (cut: Cut): boolean => {
    const parts = segmentsOf(cut).slice(1);
    const at = lockSegment(cut) - 1;
    return parts.every((p, m) => m === at || p.length < parts[at]!.length);
  };
  // no segment a lone short word ("A", "the", "He"), none over half of the
  // sentence but the one holding the slot
  const cuts: Cut[] = [];
  for (let a = 0; a < n - 4; a += 1)
    for (let b = a + 1; b < n - 3; b += 1)
      for (let c = b + 1; c < n - 2; c += 1)
        for (let d = c + 1; d < n - 1; d += 1) {
          const cut: Cut = [a, b, c, d];
          if (!cut.every(allowed) || lockSegment(cut) === 0) continue;
          const sizes = sizesOf(cut);
          if (segmentsOf(cut).some((p) => !/ /.test(p) && p.replace(/\W/g, '').length < 4)) continue;
          const locked = lockSegment(cut);
          if (sizes.some((size, m) => m !== locked && size > Math.ceil(n / 2))) continue;
          if (slotIsLongest(cut) === slotLongest) cuts.push(cut);
        }
  if (cuts.length === 0) return undefined;
  const score = (cut: Cut): number =>
    sizesOf(cut)
      .slice(1)
      .sort((x, y) => x - y)
      .slice(0, 3)
      .reduce((sum, size) => sum * 100 + size, 0);
  const pool = cuts;
  const best = Math.max(...pool.map(score));
  return segmentsOf(rng.pick(pool.filter((c) => score(c) === best)));
}

export const FIVE_SEGMENTS_QUESTION =
  'The following sentence has been divided into five segments. The first segment has no error. Identify the segment that contains a grammatical error.';

/**
 * The form some papers print today: five segments, the first stated to have no error, the error in
 * one of the other four (the options). Each item gives one such question (its cut fixed by the item).
 */
function spottingFiveProblem(rng: Rng, level: Level, families: string[]): Problem | undefined {
  const item = drawItem(rng, level, families);
  const correctSentence = fillSlot(item.text, item.right);
  if (correctSentence.split(' ').length < 7) return undefined;
  const own = createRng(hashSeed(`spot5/${item.text}`));
  const shown = item.wrongs[0]!;
  if (shown === 'no article') return undefined;
  const sentence = fillSlot(item.text, shown);
  const { slot, lock } = spans(item, shown);
  const segments = cutFive(own, sentence, lock[0], Math.max(lock[1], slot[1]), own.chance(0.2));
  if (!segments) return undefined;
  let offset = 0;
  let errorIndex = -1;
  segments.forEach((s, k) => {
    if (slot[0] >= offset && slot[0] < offset + s.length + 1) errorIndex = k;
    offset += s.length + 1;
  });
  if (errorIndex < 1) return undefined;
  const options = segments.slice(1);
  const answer = segments[errorIndex]!;
  if (new Set(options.map((o) => o.toLowerCase())).size !== 4) return undefined;
  return {
    question: `${FIVE_SEGMENTS_QUESTION}\n${segments.join(' / ')}`,
    answer,
    distractors: options
      .filter((o) => o !== answer)
      .map((value) => ({ mistake: 'a correct segment', value })),
    trap: false,
    steps: [
      `The first segment, "${segments[0]}", is given as correct. The error is in "${answer}": "${shown}" should be "${item.right}". ${item.rule}`,
      `Correct: ${correctSentence}`,
    ],
    params: itemParams(item, { shown, segments, clean: false }),
  };
}

export const NO_SUBSTITUTION = 'No substitution required';

/**
 * Sentence improvement in either wording the papers use: "No improvement" (older) or "No substitution
 * required" (newer, where the part to replace is called the underlined segment; shown in brackets,
 * as the question text is plain).
 */
function improvementProblem(
  rng: Rng,
  level: Level,
  families: string[],
  none: string = NO_IMPROVEMENT,
): Problem | undefined {
  const item = drawItem(rng, level, families);
  // fixed by the item: one question per item (and wording)
  const clean = createRng(
    hashSeed(`${none === NO_IMPROVEMENT ? 'improve' : 'substitute'}/${item.text}`),
  ).chance(0.2);
  const usable = item.wrongs.filter((w) => w !== 'no article');
  const shown = clean ? item.right : usable[0]!;
  const others = usable.filter((w) => w !== shown);
  if (others.length < 2) return undefined;
  const sentence = item.text.replace('{}', `[${shown}]`);
  const correct = fillSlot(item.text, item.right);
  const answer = clean ? none : item.right;
  const distractors = clean
    ? usable.slice(0, 3).map((value) => ({ mistake: 'a form that breaks the rule', value }))
    : [
        ...rng
          .shuffle(others)
          .slice(0, 2)
          .map((value) => ({ mistake: 'a form that breaks the rule', value })),
        { mistake: `keeping "${shown}"`, value: none },
      ];
  if (distractors.length < 3) return undefined;
  return {
    question:
      none === NO_IMPROVEMENT
        ? `Select the most appropriate option to replace the bracketed part of the sentence. If no improvement is needed, select "${NO_IMPROVEMENT}".\n${sentence}`
        : `Select the most appropriate option that can substitute the bracketed segment in the given sentence. If there is no need to substitute it, select "${NO_SUBSTITUTION}".\n${sentence}`,
    answer,
    distractors,
    trap: false,
    steps: clean
      ? [`${none}: "${item.right}" is already right. ${item.rule}`]
      : [`"${shown}" should be replaced by "${item.right}". ${item.rule}`, `Correct: ${correct}`],
    params: itemParams(item, { shown, clean }),
  };
}

const retry = (make: () => Problem | undefined): Problem => {
  for (let i = 0; i < 1000; i += 1) {
    const p = make();
    if (p) return p;
  }
  throw new Error('no usable usage item');
};

export const grammer = defineTopic({
  blank: {
    levels: [1, 2, 3],
    weight: 4,
    make: (rng, level) =>
      blankProblem(rng, level, ['agreement', 'tense', 'fixed', 'usage', 'time', 'degree', 'whatArticle']),
  },
  articlePhrase: { levels: [1, 2, 3], weight: 1, make: (rng, level) => articlePhraseProblem(rng, level) },
  adverbOfManner: { levels: [1, 2, 3], weight: 1, make: (rng, level) => adverbOfMannerProblem(rng, level) },
});

const SPOTTING_FAMILIES = [
  'agreement',
  'agreement',
  'tense',
  'fixed',
  'usage',
  'usage',
  'time',
  'degree',
  'whatArticle',
];

export const spottingErrors = defineTopic({
  spot: {
    levels: [1, 2, 3],
    make: (rng, level) => retry(() => spottingProblem(rng, level, SPOTTING_FAMILIES)),
  },
  spotFour: {
    levels: [1, 2, 3],
    make: (rng, level) => retry(() => spottingFourProblem(rng, level, SPOTTING_FAMILIES)),
  },
  spotFive: {
    levels: [1, 2, 3],
    make: (rng, level) => retry(() => spottingFiveProblem(rng, level, SPOTTING_FAMILIES)),
  },
});

const IMPROVEMENT_FAMILIES = ['tense', 'tense', 'agreement', 'fixed', 'usage', 'usage', 'degree', 'time'];

export const sentenceImprovement = defineTopic({
  improve: {
    levels: [1, 2, 3],
    make: (rng, level) => retry(() => improvementProblem(rng, level, IMPROVEMENT_FAMILIES)),
  },
  substitute: {
    levels: [1, 2, 3],
    make: (rng, level) => retry(() => improvementProblem(rng, level, IMPROVEMENT_FAMILIES, NO_SUBSTITUTION)),
  },
});
