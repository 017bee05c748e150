/**
 * An independent judge of syllogisms: it reads the statement and conclusion SENTENCES (not the
 * generator's structures) and decides by the largest model instead of enumerating models.
 *
 * All / No sentences only forbid regions of the Venn diagram; Some / Some-not sentences (and "every
 * class has a member") each need one inhabited region of a kind. So a set of sentences can all be true
 * exactly when, once every forbidden region is emptied, each need is still met by a region left over
 * (the model with every allowed region inhabited satisfies all the needs any model can).
 */
import type { Expected, Params } from './values';
import { text } from './values';
import { type Checks, misnamed, type TrapExpected } from './trap-expected';

interface Sentence {
  kind: 'all' | 'no' | 'some' | 'someNot';
  s: string;
  p: string;
}

export function parseSentence(line: string): Sentence {
  const t = line.trim().replace(/\.$/, '');
  let m = /^All (\w+) are (\w+)$/.exec(t);
  if (m) return { kind: 'all', s: m[1]!, p: m[2]! };
  m = /^No (\w+) are (\w+)$/.exec(t);
  if (m) return { kind: 'no', s: m[1]!, p: m[2]! };
  m = /^Some (\w+) are not (\w+)$/.exec(t);
  if (m) return { kind: 'someNot', s: m[1]!, p: m[2]! };
  m = /^Some (\w+) are (\w+)$/.exec(t);
  if (m) return { kind: 'some', s: m[1]!, p: m[2]! };
  throw new Error(`not a categorical sentence: ${line}`);
}

const opposite = (x: Sentence): Sentence => ({
  ...x,
  kind: ({ all: 'someNot', someNot: 'all', no: 'some', some: 'no' } as const)[x.kind],
});

/** Can all these sentences be true at once (with every named class non-empty)? */
export function satisfiable(sentences: readonly Sentence[], classes: readonly string[]): boolean {
  // a region: the set of classes its members belong to (as a list of booleans)
  const regions: boolean[][] = [];
  for (let mask = 1; mask < 2 ** classes.length; mask += 1)
    regions.push(classes.map((_, i) => Math.floor(mask / 2 ** i) % 2 === 1));
  const has = (region: boolean[], name: string) => region[classes.indexOf(name)]!;
  const allowed = regions.filter((region) =>
    sentences.every((x) => {
      if (x.kind === 'all') return !(has(region, x.s) && !has(region, x.p));
      if (x.kind === 'no') return !(has(region, x.s) && has(region, x.p));
      return true;
    }),
  );
  const needs: ((region: boolean[]) => boolean)[] = [
    ...classes.map((name) => (region: boolean[]) => has(region, name)),
    ...sentences
      .filter((x) => x.kind === 'some')
      .map((x) => (region: boolean[]) => has(region, x.s) && has(region, x.p)),
    ...sentences
      .filter((x) => x.kind === 'someNot')
      .map((x) => (region: boolean[]) => has(region, x.s) && !has(region, x.p)),
  ];
  return needs.every((need) => allowed.some(need));
}

/** The verdict for params { statements: string[], conclusions: [string, string], options: string[] }. */
export function judgeSyllogism(params: {
  statements: string[];
  conclusions: string[];
  options: string[];
}): Expected {
  const statements = params.statements.map(parseSentence);
  const [one, two] = params.conclusions.map(parseSentence) as [Sentence, Sentence];
  const classes = [...new Set([...statements, one, two].flatMap((x) => [x.s, x.p]))];
  if (!satisfiable(statements, classes)) throw new Error('the statements contradict each other');
  const follows = (c: Sentence) => !satisfiable([...statements, opposite(c)], classes);
  const first = follows(one);
  const second = follows(two);
  if (first && second) return text('Both I and II follow');
  if (first) return text('Only conclusion I follows');
  if (second) return text('Only conclusion II follows');
  // exactly one is true whenever the statements are: never both false, never both true
  const bothFalse = satisfiable([...statements, opposite(one), opposite(two)], classes);
  const bothTrue = satisfiable([...statements, one, two], classes);
  if (!bothFalse && !bothTrue) {
    if (!params.options.includes('Either I or II follows'))
      throw new Error('an either-or pair offered without "Either I or II follows"');
    return text('Either I or II follows');
  }
  return text('Neither I nor II follows');
}

/** Whether two conclusions are never both true and never both false while the statements hold. */
export function eitherPairOf(statementLines: readonly string[], first: string, second: string): boolean {
  const statements = statementLines.map(parseSentence);
  const [one, two] = [parseSentence(first), parseSentence(second)];
  const classes = [...new Set([...statements, one, two].flatMap((x) => [x.s, x.p]))];
  return (
    !satisfiable([...statements, opposite(one), opposite(two)], classes) &&
    !satisfiable([...statements, one, two], classes)
  );
}

/** Which of the conclusions follow (each true in every model of the statements), read from the sentences. */
export function conclusionsFollowing(params: { statements: string[]; conclusions: string[] }): boolean[] {
  const statements = params.statements.map(parseSentence);
  const conclusions = params.conclusions.map(parseSentence);
  const classes = [...new Set([...statements, ...conclusions].flatMap((x) => [x.s, x.p]))];
  if (!satisfiable(statements, classes)) throw new Error('the statements contradict each other');
  return conclusions.map((c) => !satisfiable([...statements, opposite(c)], classes));
}

const LABELS = ['I', 'II', 'III'];

/** The papers' verdict for three conclusions: "Only I and III follow". */
export function threeVerdictText(follows: readonly boolean[]): string {
  const which = LABELS.filter((_, i) => follows[i]);
  if (which.length === 0) return 'None of the conclusions follows';
  if (which.length === 3) return 'All of I, II and III follow';
  return which.length === 1 ? `Only ${which[0]} follows` : `Only ${which.join(' and ')} follow`;
}

export const judgeThreeConclusions = (params: { statements: string[]; conclusions: string[] }): Expected =>
  text(threeVerdictText(conclusionsFollowing(params)));

/** What "accepting I and rejecting III" (two conclusions judged the other way) gives. */
function misjudgedVerdict(p: Params, m: RegExpMatchArray): TrapExpected {
  const follows = conclusionsFollowing(p as { statements: string[]; conclusions: string[] });
  const [first, x, second, y] = [m[1]!, m[2]!, m[3] ?? m[1]!, m[4]!];
  const wrongly = (verb: string, label: string): boolean =>
    (verb === 'accepting') === !follows[LABELS.indexOf(label)];
  if (!wrongly(first, x) || !wrongly(second, y) || x === y) return misnamed(m[0]!);
  return text(threeVerdictText(follows.map((f, i) => (LABELS[i] === x || LABELS[i] === y ? !f : f))));
}

export const SYLLOGISM: Record<string, Checks> = {
  // the two-conclusion form names the verdict it gives (its options carry no trap note)
  statements: [
    [
      /^judging the conclusions wrongly \((.+)\)$/,
      (p, m) => {
        const named = (p.options as string[]).find((o) => o.toLowerCase() === m[1]);
        return named ? text(named) : misnamed(m[1]!);
      },
    ],
  ],
  threeConclusions: [
    [/^(accepting|rejecting) (I{1,3})(?: and (?:(accepting|rejecting) )?(I{1,3}))$/, misjudgedVerdict],
  ],
};
