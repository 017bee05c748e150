/**
 * Turns a worked problem into a bank question. The answer text and every option come from values the
 * generator computed; the explanation is the generator's own worked steps, so it cannot disagree with
 * the answer. Wrong options come from the problem's named mistakes, in the order the generator ranked
 * them; a mistake that lands on the answer (or on another option) is dropped, and only if fewer than
 * three survive are near misses added ("an arithmetic slip").
 */
import { inPrintedOrder } from '../conventions';
import { fraction, num, pct } from './format';
import { clean, hasDecimals } from './math';
import { hasWords, type Figure } from '../../../contract/figure';
import type {
  Distractor,
  GeneratedQuestion,
  Kind,
  Level,
  ParamValue,
  Problem,
  ProblemHindi,
  ProblemParams,
  TopicGenerator,
} from './types';
import type { QuestionHindi } from '../../../contract/quiz';
import type { Rng } from './rng';

/** The comparison the bank's own checks use: options that differ only in case or spacing are one option. */
export const normaliseText = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * What makes two questions of a bank the same: the text (normalised) and, for figure questions that
 * share one stem ("Which option is the mirror image?"), the question's drawing.
 */
export function questionIdentity(q: { question: string; figure?: { question?: { svg: string } } }): string {
  return q.figure?.question
    ? `${normaliseText(q.question)}\u0000${q.figure.question.svg}`
    : normaliseText(q.question);
}

const NEAR_MISS = 'an arithmetic slip in the last step';
/**
 * The mistake of a wrong option that no named mistake gives (a fourth compass point where only two
 * mistakes apply): it fills the options but never makes a "Trap:" note, which must name a real mistake.
 */
export const UNNAMED = 'an option no named mistake gives';

function niceStep(answer: number): number {
  const abs = Math.abs(answer);
  if (abs < 10) return Number.isInteger(answer) ? 1 : 0.5;
  const magnitude = 10 ** Math.floor(Math.log10(abs));
  return magnitude / 10 >= 1 ? (magnitude / 10) * (abs / magnitude >= 5 ? 5 : 2) : 1;
}

/** A value the formats show without rounding: at most two decimals, or a simple repeating fraction. */
export function isExact(value: number): boolean {
  return (
    hasDecimals(value, 2) ||
    [3, 6, 7, 9, 11, 12, 13, 14, 15, 17, 18, 19, 21].some((d) => hasDecimals(value * d, 0))
  );
}

export class GeneratorError extends Error {}

export function toQuestion(level: Level, problem: Problem & { params: ProblemParams }): GeneratedQuestion {
  const format = problem.format ?? num;
  const show = (value: number | string): string => (typeof value === 'number' ? format(clean(value)) : value);
  const fractional = problem.symbolic ?? format === fraction;
  if (typeof problem.answer === 'number' && !fractional && !isExact(clean(problem.answer))) {
    throw new GeneratorError(`${problem.params.kind}: the answer ${problem.answer} is not a clean number`);
  }
  const answer = show(problem.answer);
  if (answer.trim() === '') throw new GeneratorError(`${problem.params.kind}: empty answer`);

  const chosen: { text: string; mistake: string; value: number | undefined; hi: string | undefined }[] = [];
  const taken = new Set([normaliseText(answer)]);
  const numericAnswer = typeof problem.answer === 'number' ? clean(problem.answer) : undefined;
  const whole =
    problem.wholeOptions ??
    (numericAnswer !== undefined && Number.isInteger(numericAnswer) && format !== pct);
  const consider = (d: Distractor): void => {
    if (chosen.length >= 3) return;
    if (typeof d.value === 'number') {
      const value = clean(d.value);
      if (!Number.isFinite(value)) return;
      if (!problem.allowNonPositive && value <= 0) return;
      if (numericAnswer !== undefined && Math.abs(value - numericAnswer) < 1e-9) return;
      if (problem.avoid?.some((v) => Math.abs(v - value) < 1e-9)) return;
      if (!fractional && !isExact(value)) return; // an option is never a rounded figure: a rounded one gives itself away
      if (whole && !Number.isInteger(value)) return;
    }
    let text: string;
    try {
      text = show(d.value);
    } catch {
      return; // not a value this format can show (e.g. no simple fraction)
    }
    const key = normaliseText(text);
    if (text.trim() === '' || taken.has(key)) return;
    taken.add(key);
    chosen.push({
      text,
      mistake: d.mistake,
      value: typeof d.value === 'number' ? clean(d.value) : undefined,
      hi: d.hi,
    });
  };
  problem.distractors.forEach(consider);
  if (chosen.length < 3 && numericAnswer !== undefined) {
    const step = problem.step ?? niceStep(numericAnswer);
    for (const k of [1, -1, 2, -2, 3, -3, 4, 5]) {
      const value = numericAnswer + k * step;
      // a near miss never crosses zero: a count of −1 or a price of ₹ 0 gives itself away
      if (numericAnswer >= 0 && value < 0) continue;
      consider({ mistake: NEAR_MISS, value });
    }
  }
  if (chosen.length < 3) {
    throw new GeneratorError(
      `${problem.params.kind}: only ${chosen.length} distinct wrong options for "${problem.question}"`,
    );
  }

  // Numeric options in ascending order, as printed papers list them; text options in a stable order
  // (the quiz shuffles options for every attempt anyway), the parts of a sentence in its order, and
  // "No error" and its kind last, as papers print them.
  const options =
    numericAnswer !== undefined && chosen.every((c) => c.value !== undefined)
      ? [{ text: answer, value: numericAnswer }, ...chosen]
          .sort((a, b) => a.value! - b.value!)
          .map((o) => o.text)
      : inPrintedOrder(
          problem.question,
          [answer, ...chosen.map((c) => c.text)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        );

  const steps = [...problem.steps];
  const trap = chosen[0];
  if (problem.trap !== false && trap && trap.mistake !== NEAR_MISS && trap.mistake !== UNNAMED)
    steps.push(endSentence(`Trap: ${trap.mistake} gives ${trap.text}`));

  let figure: GeneratedQuestion['figure'];
  if (problem.questionFigure || problem.optionFigures) {
    const drawings = problem.optionFigures;
    const optionFigures = drawings ? options.map((o) => drawings[o]) : undefined;
    if (optionFigures && optionFigures.some((f) => f === undefined))
      throw new GeneratorError(`${problem.params.kind}: an option without its drawing`);
    figure = {
      ...(problem.questionFigure ? { question: problem.questionFigure } : {}),
      ...(optionFigures ? { options: optionFigures as [Figure, Figure, Figure, Figure] } : {}),
    };
  }

  const valueOf = new Map<string, number | undefined>([
    [answer, numericAnswer],
    ...chosen.map((c) => [c.text, c.value] as const),
  ]);
  const hi = problem.hi ? inHindi(problem, problem.hi, options, valueOf, trap, figure) : undefined;

  return {
    level,
    question: problem.question,
    options,
    answer,
    explanation: steps.join(' '),
    ...(figure ? { figure } : {}),
    ...(hi ? { hi } : {}),
    params: problem.params,
    mistakes: chosen.map((c) => ({ option: c.text, mistake: c.mistake })),
  };
}

/**
 * The question in Hindi (issue 15): the options in the English options' order (a text option through
 * `hi.options`, a number as it is), the Hindi steps and, as in English, the first wrong option's trap.
 */
function inHindi(
  problem: Problem,
  hi: ProblemHindi,
  options: readonly string[],
  valueOf: ReadonlyMap<string, number | undefined>,
  trap: { text: string; mistake: string; hi: string | undefined } | undefined,
  figure: GeneratedQuestion['figure'],
): QuestionHindi {
  const hiOptions = options.map((o) => {
    const value = valueOf.get(o);
    if (hi.format && value !== undefined) return hi.format(value);
    if (hi.options) {
      const text = hi.options[o];
      if (text === undefined)
        throw new GeneratorError(`${String(problem.params.kind)}: the option ${o} without its Hindi`);
      return text;
    }
    return o;
  });
  const steps = [...hi.steps];
  // The English trap line's twin; a mistake without Hindi words simply has no trap line in Hindi.
  if (problem.trap !== false && trap?.hi && trap.mistake !== NEAR_MISS && trap.mistake !== UNNAMED)
    steps.push(`सावधान: ${trap.hi} एक आम भूल है; इससे उत्तर ${hiOptions[options.indexOf(trap.text)]!} आता है।`);
  if (problem.questionFigure && !hi.figureAlt)
    throw new GeneratorError(`${String(problem.params.kind)}: a drawing without its Hindi text alternative`);
  if (problem.questionFigure && hasWords(problem.questionFigure.svg) && !hi.figureSvg)
    throw new GeneratorError(
      `${String(problem.params.kind)}: a drawing with words without its Hindi redrawing`,
    );
  const optionFigureAlts =
    figure?.options && hindiOptionAlts(problem, hi, options, hiOptions, figure.options);
  return {
    question: hi.question,
    options: hiOptions as [string, string, string, string],
    explanation: steps.join(' '),
    ...(hi.figureAlt ? { figureAlt: hi.figureAlt } : {}),
    ...(hi.figureSvg ? { figureSvg: hi.figureSvg } : {}),
    ...(optionFigureAlts ? { optionFigureAlts } : {}),
  };
}

/**
 * The option drawings' Hindi alts in the options' order: the generator's `optionFigureAlts`, or, for a
 * drawing whose alt is its option's own text (most are: "Filled: A1, B3"), that option's Hindi.
 * Undefined when some drawing has neither (the content tests name the topics that still lack them).
 */
function hindiOptionAlts(
  problem: Problem,
  hi: ProblemHindi,
  options: readonly string[],
  hiOptions: readonly string[],
  drawings: readonly Figure[],
): [string, string, string, string] | undefined {
  const alts = options.map((o, i) => {
    if (hi.optionFigureAlts) {
      const alt = hi.optionFigureAlts[o];
      if (alt === undefined)
        throw new GeneratorError(`${String(problem.params.kind)}: the drawing of ${o} without its Hindi alt`);
      return alt;
    }
    return drawings[i]!.alt === o ? hiOptions[i] : undefined;
  });
  return alts.every((a) => a !== undefined) ? (alts as [string, string, string, string]) : undefined;
}

/** Parameters without floating-point dust, so they print and compare cleanly. */
function cleanParams(value: ParamValue): ParamValue {
  if (typeof value === 'number') return clean(value);
  if (Array.isArray(value)) return value.map(cleanParams);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanParams(v)]));
  return value;
}

/** Builds a topic's generator from its problem kinds. */
export function defineTopic(kinds: Record<string, Kind>): TopicGenerator {
  return {
    kinds,
    generate(level, rng) {
      const available = Object.entries(kinds).filter(([, kind]) => kind.levels.includes(level));
      if (available.length === 0) throw new GeneratorError(`no problem kind serves level ${level}`);
      const total = available.reduce((s, [, k]) => s + (k.weight ?? 1), 0);
      let roll = rng.next() * total;
      let picked = available[available.length - 1]!;
      for (const entry of available) {
        roll -= entry[1].weight ?? 1;
        if (roll < 0) {
          picked = entry;
          break;
        }
      }
      const [name, kind] = picked;
      return drawKind(name, kind, level, rng);
    },
  };
}

/** One problem of a named kind, its params cleaned and naming the kind (as `generate` draws it). */
export function drawKind(
  name: string,
  kind: Kind,
  level: Level,
  rng: Rng,
): Problem & { params: ProblemParams } {
  const problem = kind.make(rng, level);
  return { ...problem, params: cleanParams({ kind: name, ...problem.params }) as ProblemParams };
}

/** Ends a sentence with one full stop, even after "a.m.". */
export const endSentence = (text: string): string => (/[.?!]$/.test(text) ? text : `${text}.`);

/** Draws until `attempt` returns a problem (a draw that gives ugly numbers returns undefined). */
export function until<T>(attempt: () => T | undefined, tries = 10000): T {
  for (let i = 0; i < tries; i += 1) {
    const result = attempt();
    if (result !== undefined) return result;
  }
  throw new GeneratorError(`no acceptable draw in ${tries} tries`);
}
